/**
 * The defaults of a field's runtime metadata. src/core/generated/registry.ts states only what
 * differs from them, and expandResources fills them in when that module loads: every reader
 * still gets complete ResourceMeta. Codegen takes its defaults from here too (scripts/codegen).
 */
import type { FieldMeta, FieldType, FilterOperator, Place, ResourceMeta } from './types';

/** Keys a field's generated metadata leaves out when they hold their default. */
export const DEFAULTED_KEYS = [
  'required',
  'readOnly',
  'places',
  'sortable',
  'filter',
  'unique',
] as const;
type Defaulted = (typeof DEFAULTED_KEYS)[number];

/** A field as the generated registry states it: defaults may be left out, in its rows too. */
export type CompactFieldMeta = FieldMeta extends infer F
  ? F extends { type: 'list' }
    ? Omit<F, Defaulted | 'of'> & Partial<Pick<F, Defaulted & keyof F>> & { of: CompactFieldMeta[] }
    : F extends unknown
      ? Omit<F, Defaulted> & Partial<Pick<F, Defaulted & keyof F>>
      : never
  : never;

export type CompactResourceMeta = Omit<ResourceMeta, 'fields'> & { fields: CompactFieldMeta[] };

/** Where a field appears when the YAML has no `in:`. */
export function defaultPlaces(field: {
  type: string;
  format?: string;
  readOnly?: boolean;
}): Place[] {
  if (field.readOnly) return ['show'];
  if (field.type === 'string' && field.format === 'password') return ['create'];
  return ['show', 'edit', 'create'];
}

/** How a list filters on a field of the type. */
export function defaultFilter(field: { type: FieldType }): FilterOperator {
  switch (field.type) {
    case 'string':
    case 'text':
      return 'contains';
    case 'number':
    case 'integer':
    case 'date':
    case 'datetime':
      return 'range';
    default:
      return 'exact';
  }
}

/** The value of every defaulted key of the field, as far as the field states its type. */
export function fieldDefaults(field: CompactFieldMeta): Partial<Record<Defaulted, unknown>> {
  return {
    required: false,
    readOnly: false,
    places: defaultPlaces(field),
    sortable: true,
    filter: defaultFilter(field),
    ...(field.type === 'string' ? { unique: false } : {}),
  };
}

export function expandField(field: CompactFieldMeta): FieldMeta {
  const { name, ...stated } = field;
  return {
    name,
    ...fieldDefaults(field),
    ...stated,
    ...(field.type === 'list' ? { of: field.of.map(expandField) } : {}),
  } as FieldMeta;
}

/** The complete metadata of every resource, from the generated registry's compact one. */
export function expandResources(
  compact: Record<string, CompactResourceMeta>,
): Record<string, ResourceMeta> {
  return Object.fromEntries(
    Object.entries(compact).map(([name, meta]) => [
      name,
      { ...meta, fields: meta.fields.map(expandField) },
    ]),
  );
}
