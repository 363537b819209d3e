/**
 * Reads the YAML registry, checking every file against the meta-schema. Errors carry the file
 * and the line of the offending node so that codegen can stop with one clear line.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LineCounter, parseDocument, isNode, type Document } from 'yaml';
import type { z } from 'zod';
import { RegistryError } from './registryError';
import {
  enumsSchema,
  menuSchema,
  pagesFileSchema,
  resourceSchema,
  rolesSchema,
  type Enums,
  type Menu,
  type PagesFile,
  type Resource,
  type Roles,
} from './registrySchema';

export interface Registry {
  roles: Roles;
  enums: Enums;
  menu: Menu;
  pages: PagesFile;
  resources: Resource[];
  /** Where each resource came from, for cross-check errors. */
  sources: Map<string, LoadedFile>;
}

/** Key of schema/pages.yaml in `sources` (resource names are camelCase, so it cannot clash). */
export const PAGES_SOURCE = 'pages.yaml';

export interface LoadedFile {
  file: string;
  lineOf(path: (string | number)[]): number;
}

function parseFile<S extends z.ZodType>(path: string, schema: S) {
  const file = relative(process.cwd(), path) || path;
  const lineCounter = new LineCounter();
  const text = readFileSync(path, 'utf8');
  const doc: Document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  const firstError = doc.errors[0];
  if (firstError)
    throw new RegistryError(file, lineAt(firstError.pos[0]), firstError.message.split('\n')[0]);
  const lineOf = (path: (string | number)[]): number => {
    // Walk up until a node exists: a missing key is reported at its parent.
    for (let depth = path.length; depth >= 0; depth--) {
      const node = doc.getIn(path.slice(0, depth), true);
      if (isNode(node) && node.range) return lineAt(node.range[0]);
    }
    return 1;
  };
  const parsed = schema.safeParse(doc.toJS());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.map(String).join('.');
    const pathKeys = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    throw new RegistryError(file, lineOf(pathKeys), `${where ? `${where}: ` : ''}${issue.message}`);
  }
  return { data: parsed.data as z.output<S>, loaded: { file, lineOf } };
}

export function loadRegistry(schemaDir: string): Registry {
  const sources = new Map<string, LoadedFile>();
  const roles = parseFile(join(schemaDir, 'roles.yaml'), rolesSchema).data;
  const enums = parseFile(join(schemaDir, 'enums.yaml'), enumsSchema).data;
  const menu = parseFile(join(schemaDir, 'menu.yaml'), menuSchema).data;
  const pagesFile = parseFile(join(schemaDir, 'pages.yaml'), pagesFileSchema);
  sources.set(PAGES_SOURCE, pagesFile.loaded);
  const resourceDir = join(schemaDir, 'resources');
  const resources = readdirSync(resourceDir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => {
      const { data, loaded } = parseFile(join(resourceDir, name), resourceSchema);
      const expected = name.replace(/\.yaml$/, '');
      if (data.name !== expected) {
        throw new RegistryError(
          loaded.file,
          loaded.lineOf(['name']),
          `name must be "${expected}", as the file is named`,
        );
      }
      sources.set(data.name, loaded);
      return data;
    });
  return { roles, enums, menu, pages: pagesFile.data, resources, sources };
}
