/**
 * The records a list's reference columns name, fetched with the list's page (react-admin's
 * prefetching: the answer's `meta.prefetched` fills the cache the reference fields read), so
 * that a page comes with its clients' and companies' names instead of after them, and a page
 * drawn on the server needs no pass for them (issue 13).
 */
import type { Identifier, RaRecord } from 'react-admin';

/** An id worth asking for: one that does not clean away from `s` (null, blank). */
export const isMeaningfulId = (id: unknown): id is Identifier =>
  id !== null && id !== undefined && String(id).trim() !== '';

/** A reference column of a list: the record's field, and the react-admin resource it names. */
export interface ReferenceColumn {
  source: string;
  reference: string;
}

/** What a list asks of getList in its `meta` to have its references fetched with it. */
// A type, not an interface: react-admin's `meta` is a Record<string, unknown>.
export type PrefetchMeta = { prefetch: readonly ReferenceColumn[] };

export const asksPrefetch = (meta: unknown): meta is PrefetchMeta =>
  typeof meta === 'object' &&
  meta !== null &&
  Array.isArray((meta as Partial<PrefetchMeta>).prefetch);

/** The ids the page's rows name in each reference column's resource, without repeats. */
export function referencedIds(
  rows: readonly RaRecord[],
  columns: readonly ReferenceColumn[],
): Map<string, Identifier[]> {
  const ids = new Map<string, Set<Identifier>>();
  for (const { source, reference } of columns) {
    for (const row of rows) {
      const id: unknown = row[source];
      if (!isMeaningfulId(id)) continue;
      const wanted = ids.get(reference) ?? new Set<Identifier>();
      ids.set(reference, wanted.add(id));
    }
  }
  return new Map([...ids].map(([reference, wanted]) => [reference, [...wanted]]));
}
