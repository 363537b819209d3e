/**
 * The filters a list offers, by their key in `s` (docs/api.md "List parameters"), as the generated
 * lists draw them: the search box `q` when the list searches, a field's own key, a range's two
 * bounds. At a view (a fixed filter) the keys it fixes are not offered: react-admin lays the fixed
 * filter over the user's, so a choice there would be silently ignored (a "Paid" pay status on the
 * unpaid shipments).
 */
import { searchFields } from './search';
import type { FieldMeta, ResourceMeta } from './types';

const RANGE_TYPES: ReadonlySet<FieldMeta['type']> = new Set([
  'number',
  'integer',
  'date',
  'datetime',
]);

/** The keys of one field's filter inputs: its name, or `<name>_gte` and `<name>_lte` for a range. */
export const fieldFilterKeys = (name: string, type: FieldMeta['type']): string[] =>
  RANGE_TYPES.has(type) ? [`${name}_gte`, `${name}_lte`] : [name];

/** Every filter key a resource's own list offers: the search box, its fields', its own others. */
export function listFilterKeys(meta: ResourceMeta): string[] {
  const fields = meta.fields.filter((field) => field.places.includes('filter'));
  return [
    ...(searchFields(meta).length > 0 ? ['q'] : []),
    ...fields.flatMap((field) => fieldFilterKeys(field.name, field.type)),
    ...(meta.listFilters ?? []),
  ];
}

/** Is a filter with this key offered at a list whose fixed filter is `fixed`? */
export const isOfferedWith = (key: string, fixed: Record<string, unknown> | undefined): boolean =>
  fixed === undefined || !Object.hasOwn(fixed, key);
