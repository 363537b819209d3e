import type { JSONSchema4 } from 'json-schema';
import type { Model, ModelResource } from '../model';
import { writtenOutsideForms, type Field, type ScalarField } from '../registrySchema';

type JsonSchema = JSONSchema4;

const FORMAT_PATTERNS: Record<string, string> = {
  phone: '^\\+998\\d{9}$',
  passport: '^[A-Z]{2}\\d{7}$',
  time: '^([01]\\d|2[0-3]):[0-5]\\d$',
  // And its digits pass the Luhn check (docs/api.md).
  card: '^\\d{16}$',
};

function enumSchema(model: Model, name: string): JsonSchema {
  const def = model.enums[name];
  return def.numeric
    ? { type: 'integer', enum: def.values.map(Number) }
    : { type: 'string', enum: def.values };
}

/** What the API does to a text before it checks and stores it (YAML `transform`). */
const TRANSFORM_NOTES: Record<string, string> = {
  upper: 'upper-cased',
  lower: 'lower-cased',
  trim: 'trimmed',
};

/** Who reads the field whole, when not every reader of its record (YAML `readBy`). */
function readersNote(model: Model, field: Field | ScalarField): string {
  if (!field.readBy) return '';
  const named = new Set(field.readBy.roles.flatMap((member) => model.groups[member] ?? [member]));
  const readers = model.roles.filter((role) => named.has(role));
  const others = field.readBy.mask ? 'its last four characters' : 'nothing of it';
  return `; read whole by ${readers.join(', ') || 'nobody'} only (others get ${others})`;
}

function fieldSchema(model: Model, field: Field | ScalarField): JsonSchema {
  const transform = 'transform' in field && field.transform ? field.transform : undefined;
  const description =
    field.labels.en +
    (field.unit ? ` (${field.unit})` : '') +
    (transform ? `; ${TRANSFORM_NOTES[transform]} when written` : '') +
    readersNote(model, field);
  const common: JsonSchema = {
    description,
    ...(writtenOutsideForms(field) ? { readOnly: true } : {}),
  };
  switch (field.type) {
    case 'string': {
      const format =
        field.format === 'email'
          ? { format: 'email' }
          : field.format === 'url'
            ? { format: 'uri' }
            : {};
      const pattern = field.pattern ?? (field.format ? FORMAT_PATTERNS[field.format] : undefined);
      return {
        ...common,
        type: 'string',
        ...format,
        ...(field.format === 'password' ? { writeOnly: true, minLength: 8, maxLength: 20 } : {}),
        ...(field.min !== undefined ? { minLength: field.min } : {}),
        ...(field.max !== undefined ? { maxLength: field.max } : {}),
        ...(pattern ? { pattern } : {}),
      };
    }
    case 'text':
      return {
        ...common,
        type: 'string',
        ...(field.max !== undefined ? { maxLength: field.max } : {}),
      };
    case 'number':
    case 'integer':
      return {
        ...common,
        type: field.type,
        ...(field.min !== undefined ? { minimum: field.min } : {}),
        ...(field.max !== undefined ? { maximum: field.max } : {}),
      };
    case 'boolean':
      return { ...common, type: 'boolean' };
    case 'date':
      return { ...common, type: 'string', format: 'date' };
    case 'datetime':
      return { ...common, type: 'string', format: 'date-time' };
    case 'enum':
      return { ...common, ...enumSchema(model, field.enum) };
    case 'enumList':
      return { ...common, type: 'array', items: enumSchema(model, field.enum) };
    case 'reference':
      return {
        ...common,
        type: 'integer',
        description: `${description}: id of a ${field.reference}`,
      };
    case 'json':
      return { ...common, ...(field.schema as JsonSchema) };
    case 'list':
      return {
        ...common,
        type: 'array',
        ...(field.minItems !== undefined ? { minItems: field.minItems } : {}),
        ...(field.maxItems !== undefined ? { maxItems: field.maxItems } : {}),
        items: objectSchema(model, field.of, false),
      };
  }
}

/** Optional fields travel as null when empty. */
function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type !== 'string') return schema;
  return {
    ...schema,
    type: [schema.type, 'null'],
    ...(schema.enum ? { enum: [...schema.enum, null] } : {}),
  };
}

function objectSchema(
  model: Model,
  fields: Record<string, Field | ScalarField>,
  withId: boolean,
): JsonSchema {
  const properties: Record<string, JsonSchema> = withId
    ? { id: { type: 'integer', readOnly: true } }
    : {};
  const required: string[] = withId ? ['id'] : [];
  for (const [name, field] of Object.entries(fields)) {
    if (field.type === 'string' && field.format === 'password') continue;
    properties[name] = field.required
      ? fieldSchema(model, field)
      : nullable(fieldSchema(model, field));
    if (field.required) required.push(name);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

/** A record as the API returns it. */
export type { JsonSchema };

export function recordSchema(model: Model, resource: ModelResource): JsonSchema {
  return { title: resource.typeName, ...objectSchema(model, resource.source.fields, true) };
}

/** A body the API accepts on create and replace: writable fields only, write-only ones included. */
export function writeSchema(model: Model, resource: ModelResource): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(resource.source.fields)) {
    if (writtenOutsideForms(field)) continue;
    properties[name] = fieldSchema(model, field);
    if (field.required && !('default' in field && field.default !== undefined)) required.push(name);
  }
  return {
    title: `${resource.typeName}Input`,
    type: 'object',
    properties,
    required,
    additionalProperties: false,
  };
}

/** The body of a business action (schema `actions.<name>.payload`). */
export function payloadSchema(model: Model, resource: ModelResource, action: string): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, def] of Object.entries(resource.source.actions[action].payload)) {
    // A field named like one of the entity's speaks with its label when it has none of its own.
    const labels = def.labels ?? resource.source.fields[name].labels;
    const one = fieldSchema(model, { ...def, labels } as ScalarField);
    properties[name] =
      'many' in def && def.many
        ? { type: 'array', items: one, description: one.description }
        : def.required
          ? one
          : nullable(one);
    if (def.required) required.push(name);
  }
  return {
    title: `${resource.typeName}${action[0].toUpperCase()}${action.slice(1)}Payload`,
    type: 'object',
    properties,
    required,
    additionalProperties: false,
  };
}
