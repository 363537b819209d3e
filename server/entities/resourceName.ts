/**
 * The registry's resource names as a type: a table keyed by it (server/entities/entities.ts)
 * fails to compile when a resource is missing or misspelt. Read off the generated validators,
 * one `<name>Schema` per resource, so a resource added to schema/ is in it after codegen.
 */
import type * as validators from '../../src/core/generated/validators';

type SchemaExport = Extract<keyof typeof validators, `${string}Schema`>;

export type ResourceName = SchemaExport extends `${infer Name}Schema` ? Name : never;
