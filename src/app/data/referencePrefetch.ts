/**
 * The records a list's reference columns name, fetched with the list's page (react-admin's
 * prefetching: the answer's `meta.prefetched` fills the cache the reference fields read), so
 * that a page comes with its clients' and companies' names instead of after them, and a page
 * drawn on the server needs no pass for them (issue 13).
 */
import type { RaRecord } from 'react-admin';

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
): Map<string, unknown[]> {
  const ids = new Map<string, Set<unknown>>();
  for (const { source, reference } of columns) {
    const wanted = ids.get(reference) ?? new Set<unknown>();
    for (const row of rows) {
      const id: unknown = row[source];
      if (id !== null && id !== undefined && String(id).trim() !== '') wanted.add(id);
    }
    ids.set(reference, wanted);
  }
  return new Map([...ids].filter(([, wanted]) => wanted.size > 0).map(([r, w]) => [r, [...w]]));
}
