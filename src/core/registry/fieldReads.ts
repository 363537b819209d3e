/**
 * Who reads a field whole (schema `readBy`): personal data, such as a client's passport number or
 * a card number, is for the roles the registry names. The API shows the others nothing of it, or
 * its mask (`•••• 1234`), in every answer (records, lists, exports, histories); they may not
 * filter, sort or search by it, nor write it; the app draws no column, filter or input of it for
 * them. Search and any other reader of records asks here.
 */
import type { FieldMeta, ResourceMeta } from './types';

/** What a masked value shows besides its last four characters. */
export const MASK_PREFIX = '•••• ';

/** May `role` read the field whole? */
export function mayReadWhole(role: string | undefined, field: FieldMeta): boolean {
  return field.readers === undefined || (role !== undefined && field.readers.includes(role));
}

/** Does `role` see anything of the field: the whole value, or its mask? */
export function maySeeField(role: string | undefined, field: FieldMeta): boolean {
  return mayReadWhole(role, field) || field.mask !== undefined;
}

/** What `role` is shown of a stored value: the value, its mask, or nothing (undefined). */
export function shownValue(role: string | undefined, field: FieldMeta, value: unknown): unknown {
  if (mayReadWhole(role, field) || value === undefined || value === null) return value;
  return field.mask === 'last4' ? `${MASK_PREFIX}${String(value).slice(-4)}` : undefined;
}

/** The resource's fields `role` may not read whole (the ones it may not filter, sort or search by). */
export function limitedFields(meta: ResourceMeta, role: string | undefined): FieldMeta[] {
  return meta.fields.filter((field) => !mayReadWhole(role, field));
}

/** A record as `role` may read it: limited fields masked or left out. */
export function readableRecord<T extends Record<string, unknown>>(
  meta: ResourceMeta,
  role: string | undefined,
  record: T,
): T {
  const limited = limitedFields(meta, role);
  if (limited.length === 0) return record;
  const copy: Record<string, unknown> = { ...record };
  for (const field of limited) {
    if (!Object.hasOwn(copy, field.name)) continue;
    const shown = shownValue(role, field, copy[field.name]);
    if (shown === undefined) delete copy[field.name];
    else copy[field.name] = shown;
  }
  return copy as T;
}
