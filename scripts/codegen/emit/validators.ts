import type { Model } from '../model';
import type { Field, Resource, ScalarField } from '../registrySchema';
import { GENERATED_HEADER, literal } from './header';

function enumValues(model: Model, name: string): string {
  const def = model.enums[name];
  return def.numeric
    ? `z.union([${def.values.map((v) => `z.literal(${Number(v)})`).join(', ')}], { error: 'validation.oneOf' })`
    : `z.enum(${literal(def.values)}, { error: 'validation.oneOf' })`;
}

function bounds(field: { min?: number; max?: number }, maxError?: string): string {
  let code = '';
  if (field.min !== undefined) code += `.min(${field.min})`;
  if (field.max !== undefined)
    code += maxError ? `.max(${field.max}, { error: '${maxError}' })` : `.max(${field.max})`;
  return code;
}

/** The zod expression of one field, before required/optional wrapping. */
function baseSchema(model: Model, field: Field | ScalarField): string {
  switch (field.type) {
    case 'string': {
      if (field.format === 'password') return 'fields.password()';
      if (field.format) return `fields.${field.format}()${bounds(field)}`;
      const pattern = field.pattern
        ? `.regex(new RegExp(${literal(field.pattern)}), { error: 'validation.pattern' })`
        : '';
      return `z.string().trim()${bounds(field)}${pattern}`;
    }
    case 'text':
      // Long texts are comments and notes: SPEC 8 has its own message for their length.
      return `z.string()${bounds(field, 'validation.commentTooLong')}`;
    case 'number':
      return `z.number()${bounds(field)}`;
    case 'integer':
      return `z.number().int()${bounds(field)}`;
    case 'boolean':
      return 'z.boolean()';
    case 'date':
      return 'fields.date()';
    case 'datetime':
      return 'fields.datetime()';
    case 'enum':
      return enumValues(model, field.enum);
    case 'enumList':
      return `z.array(${enumValues(model, field.enum)})`;
    case 'reference':
      return 'fields.id()';
    case 'json':
      return 'z.record(z.string(), z.unknown())';
    case 'list': {
      const row = objectSchema(model, field.of);
      const min = field.minItems !== undefined ? `.min(${field.minItems})` : '';
      const rules = field.rowRules.length
        ? `.superRefine(rowRules(${literal(field.rowRules)}))`
        : '';
      return `z.array(${row})${min}${rules}`;
    }
  }
}

function fieldSchema(model: Model, field: Field | ScalarField): string {
  const base = baseSchema(model, field);
  const defaulted = 'default' in field && field.default !== undefined;
  if (field.required)
    return `required(${base})${defaulted ? `.default(${literal(field.default)})` : ''}`;
  return `optional(${base})${defaulted ? `.default(${literal(field.default)})` : ''}`;
}

function objectSchema(
  model: Model,
  fields: Resource['fields'] | Record<string, ScalarField>,
): string {
  const entries = Object.entries(fields)
    .filter(([, field]) => !field.readOnly)
    .map(([name, field]) => `${name}: ${fieldSchema(model, field)},`);
  return `z.object({\n${entries.join('\n')}\n})`;
}

/** src/generated/validators.ts: one zod object per resource, holding its writable fields. */
export function emitValidators(model: Model): string {
  const needsRowRules = model.resources.some((r) =>
    Object.values(r.source.fields).some((f) => f.type === 'list' && f.rowRules.length > 0),
  );
  const imports = ['fields', 'optional', 'required', ...(needsRowRules ? ['rowRules'] : [])];
  const schemas = model.resources
    .map((r) => `export const ${r.meta.name}Schema = ${objectSchema(model, r.source.fields)};`)
    .join('\n\n');
  const index = model.resources.map((r) => `${r.meta.name}: ${r.meta.name}Schema,`).join('\n');
  return `${GENERATED_HEADER}
import { z } from 'zod';
import { ${imports.join(', ')} } from '../registry/zodFields';

${schemas}

export const validators: Record<string, z.ZodObject> = {
${index}
};
`;
}
