/**
 * Lookup mode (docs/api.md "Lookups by id or search"): what a role that may not list a resource,
 * but reads records pointing at it (canLookUp), may ask of its list and what it gets back. A
 * reference needs a record's name, nothing more: the id and the lookup fields, never personal data.
 */
import type { ResourceMeta } from '../../src/core/registry/types';
import { MAX_LOOKUP_RECORDS } from '../../src/core/rules/lookupLimit';
import type { DbRecord } from '../db/types';

export { MAX_LOOKUP_RECORDS };

/** The keys a lookup's `s` may hold: ids (a reference's name) and `q` (a reference input's text). */
const LOOKUP_KEYS: ReadonlySet<string> = new Set(['id', 'q']);

/**
 * The fields a lookup answers besides the id, and the only ones its `q` searches: the record's
 * names, and what the registry adds for the role (`lookupFieldsFor`: a pickup point's staff find
 * the client by the phone given at the counter).
 */
export function lookupFields(meta: ResourceMeta, role: string | undefined): string[] {
  const names = meta.lookupFields ?? [meta.recordRepresentation];
  const extra = (role !== undefined && meta.lookupFieldsFor?.[role]) || [];
  return [...new Set([...names, ...extra])];
}

/**
 * Is this list request a lookup? Its `s` holds only `id` and/or `q`, and it is bounded: by its ids,
 * or else by a page (`range`). Without either it is the list itself (everything, in any order).
 */
export function isLookupQuery(query: Record<string, unknown>): boolean {
  const search = parseSearch(query.s);
  if (search === undefined) return false;
  const keys = Object.keys(search);
  if (!keys.every((key) => LOOKUP_KEYS.has(key))) return false;
  return keys.includes('id') || query.range !== undefined;
}

/** The `s` object of a lookup's query (absent: none), or undefined for anything else. */
function parseSearch(text: unknown): Record<string, unknown> | undefined {
  if (text === undefined) return {};
  if (typeof text !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A lookup sorts by what it answers, or in the resource's own order (else a field's oracle). */
export function lookupSortable(
  meta: ResourceMeta,
  role: string | undefined,
  field: string,
): boolean {
  return field === 'id' || field === meta.sort.field || lookupFields(meta, role).includes(field);
}

/** What a reference needs of a record: its id and the fields that name it. */
export function lookupRecord(
  meta: ResourceMeta,
  role: string | undefined,
  record: DbRecord,
): DbRecord {
  const shown: DbRecord = { id: record.id };
  for (const field of lookupFields(meta, role))
    if (record[field] !== undefined) shown[field] = record[field];
  return shown;
}
