import type { Model } from '../model';
import {
  writtenOutsideForms,
  type Field,
  type PayloadField,
  type Resource,
  type ResourceAction,
  type ScalarField,
} from '../registrySchema';
import { GENERATED_HEADER, literal } from './header';
import { patternHintKey, spanMessageKey } from './i18n';
import { lineComment, origin } from './origin';
import { productScale, spanKind } from '../recordWords';
import type {
  ProductCheck,
  RecordChecks,
  SpanCheck,
} from '../../../src/core/registry/recordChecks';

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

const routeOf = (model: Model, resource: string) =>
  model.resources.find((r) => r.meta.name === resource)!.meta.route;

/** A text's `transform:` runs before its checks (a pattern of capitals accepts what is typed small). */
const withTransform = (field: { transform?: string }, schema: string) =>
  field.transform ? `transformed(${literal(field.transform)}, ${schema})` : schema;

/** The zod expression of one field, before required/optional wrapping. */
function baseSchema(
  model: Model,
  field: Field | ScalarField | PayloadField,
  resource: string,
  path: string[],
): string {
  switch (field.type) {
    case 'string': {
      if (field.format === 'password') return 'fields.password()';
      if (field.format) return withTransform(field, `fields.${field.format}()${bounds(field)}`);
      // Its error is the words of what it expects (crossCheck makes every pattern have them).
      const pattern = field.pattern
        ? `.regex(new RegExp(${literal(field.pattern)}), { error: ${literal(patternHintKey(routeOf(model, resource), path))} })`
        : '';
      return withTransform(field, `z.string().trim()${bounds(field)}${pattern}`);
    }
    case 'text':
      // Long texts are comments and notes: SPEC 8 has its own message for their length.
      return withTransform(field, `z.string()${bounds(field, 'validation.commentTooLong')}`);
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
      const row = objectSchema(model, field.of, resource, [...path, 'of']);
      const min = field.minItems !== undefined ? `.min(${field.minItems})` : '';
      const max = field.maxItems !== undefined ? `.max(${field.maxItems})` : '';
      const spans = spanChecks(model, resource, field.of, `${path[path.length - 1]}.`);
      const rules =
        field.rowRules.length || spans.length
          ? `.superRefine(rowRules(${literal(field.rowRules)}${spans.length ? `, ${literal(spans)}` : ''}), rowsGiven)`
          : '';
      return `z.array(${row})${min}${max}${rules}`;
    }
  }
}

function fieldSchema(
  model: Model,
  field: Field | ScalarField | PayloadField,
  resource: string,
  path: string[],
): string {
  const base = baseSchema(model, field, resource, path);
  const defaulted = 'default' in field && field.default !== undefined;
  if (field.required)
    return `required(${base})${defaulted ? `.default(${literal(field.default)})` : ''}`;
  return `optional(${base})${defaulted ? `.default(${literal(field.default)})` : ''}`;
}

function objectSchema(
  model: Model,
  fields: Resource['fields'] | Record<string, ScalarField>,
  resource: string,
  /** Where the fields sit in the YAML: `['fields']`, a list's `['fields', 'levels', 'of']`. */
  parent: string[],
): string {
  const entries = Object.entries(fields)
    .filter(([, field]) => !writtenOutsideForms(field))
    .map(
      ([name, field]) =>
        `${lineComment(origin(model, resource, [...parent, name]))}${name}: ${fieldSchema(model, field, resource, [...parent, name])},`,
    );
  return `z.object({\n${entries.join('\n')}\n})`;
}

/** src/core/generated/validators.ts: one zod object per resource, holding its writable fields. */
export function emitValidators(model: Model): string {
  const needsRowRules = model.resources.some((r) =>
    Object.values(r.source.fields).some(
      (f) =>
        f.type === 'list' &&
        (f.rowRules.length > 0 || Object.values(f.of).some((sub) => sub.after !== undefined)),
    ),
  );
  const payloads = model.resources.flatMap((r) =>
    Object.entries(r.source.actions)
      .filter(([, action]) => Object.keys(action.payload).length > 0)
      .map(([name, action]) => `${name}: ${payloadSchema(model, r.meta.name, name, action)},`),
  );
  const transforms = (fields: Record<string, { type: string; transform?: string }>) =>
    Object.values(fields).some((f) => f.transform);
  const needsTransformed = model.resources.some(
    (r) =>
      transforms(r.source.fields) ||
      Object.values(r.source.fields).some((f) => f.type === 'list' && transforms(f.of)) ||
      Object.values(r.source.actions).some((a) => transforms(a.payload)),
  );
  const needsMany = model.resources.some((r) =>
    Object.values(r.source.actions).some((a) =>
      Object.values(a.payload).some((f) => 'many' in f && f.many),
    ),
  );
  const imports = [
    'fields',
    ...(needsMany ? ['many'] : []),
    'optional',
    'required',
    ...(needsRowRules ? ['rowRules', 'rowsGiven'] : []),
    ...(needsTransformed ? ['transformed'] : []),
  ];
  const schemas = model.resources
    .map(
      (r) =>
        `export const ${r.meta.name}Schema = ${objectSchema(model, r.source.fields, r.meta.name, ['fields'])};`,
    )
    .join('\n\n');
  const index = model.resources.map((r) => `${r.meta.name}: ${r.meta.name}Schema,`).join('\n');
  const checks = model.resources.flatMap((r) => {
    const own = recordChecksOf(model, r.meta.name, r.source.fields);
    return own
      ? [`${lineComment(origin(model, r.meta.name, ['name']))}${r.meta.name}: ${literal(own)},`]
      : [];
  });
  return `${GENERATED_HEADER}
import { z } from 'zod';
import type { RecordChecks } from '../registry/recordChecks';
import { ${imports.join(', ')} } from '../registry/zodFields';

${schemas}

export const validators: Record<string, z.ZodObject> = {
${index}
};

/**
 * What ties fields of a record together (schema \`after:\`, \`product:\`), by resource: run by
 * validateWrite after the fields' own checks, in the form and the API alike.
 */
export const recordChecks: Record<string, RecordChecks> = {
${checks.join('\n')}
};

/** The body of each business action with a payload (schema \`actions.<name>.payload\`), by action. */
export const actionPayloads: Record<string, z.ZodObject> = {
${payloads.join('\n')}
};
`;
}

/** The strict zod object of an action's payload; `many: true` takes a list of such values. */
function payloadSchema(
  model: Model,
  resource: string,
  name: string,
  action: ResourceAction,
): string {
  const entries = Object.entries(action.payload).map(([field, def]) => {
    const path = ['actions', name, 'payload', field];
    const wrap = def.required ? 'required' : 'optional';
    const code =
      'many' in def && def.many
        ? `${wrap}(many(${def.type === 'reference' ? 'fields.listedId()' : baseSchema(model, def, resource, path)}))`
        : fieldSchema(model, def, resource, path);
    return `${lineComment(origin(model, resource, path))}${field}: ${code},`;
  });
  // A key the payload does not declare is refused, not ignored (a resource's writes refuse them too).
  return `z.strictObject({\n${entries.join('\n')}\n})`;
}

/** The spans of `fields` (schema `after:`); `prefix` is a list's name and a dot for its rows. */
function spanChecks(
  model: Model,
  resource: string,
  fields: Record<string, Field | ScalarField>,
  prefix = '',
): SpanCheck[] {
  return Object.entries(fields).flatMap(([to, field]) => {
    const kind = spanKind(field);
    if (field.after === undefined || kind === undefined) return [];
    const message = spanMessageKey(routeOf(model, resource), `${prefix}${to}`);
    return [{ from: field.after, to, kind, message }];
  });
}

/** The products of a record's fields (schema `product:`), with the bounds of the field they fill. */
export function productChecks(fields: Resource['fields']): ProductCheck[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    if ((field.type !== 'number' && field.type !== 'integer') || !field.product) return [];
    const scale = productScale(
      field.product.map((factor) => fields[factor]),
      field,
    )!;
    return [
      {
        field: name,
        of: field.product,
        scale,
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
      },
    ];
  });
}

function recordChecksOf(
  model: Model,
  resource: string,
  fields: Resource['fields'],
): RecordChecks | undefined {
  const spans = spanChecks(model, resource, fields);
  const products = productChecks(fields);
  if (spans.length === 0 && products.length === 0) return undefined;
  return { ...(spans.length ? { spans } : {}), ...(products.length ? { products } : {}) };
}
