/**
 * A reference field (react-admin's useGetManyAggregate) asks for its record under a `getMany`
 * key of its own, and shows meanwhile the record its list's answer brought (the list's prefetch
 * put it under `getOne`). On the server it draws with that record without asking, so its query
 * stays without data and would not be served: the browser taking the page over would then ask
 * for every reference of the page again, and draw each field again when the answers came. Such a
 * query is given the records it was drawn with, to be served with the page.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';

interface GetManyParams {
  ids: readonly string[];
  meta?: unknown;
}

const isGetMany = (query: Query): boolean => {
  const [resource, method, params] = query.queryKey;
  return (
    typeof resource === 'string' &&
    method === 'getMany' &&
    typeof params === 'object' &&
    params !== null &&
    Array.isArray((params as Partial<GetManyParams>).ids)
  );
};

/** The records a reference field drew with: each of its ids under `getOne`, or none. */
function drawnRecords(queryClient: QueryClient, query: Query): RaRecord[] | undefined {
  const [resource, , { ids, meta }] = query.queryKey as [string, string, GetManyParams];
  const records = ids.map((id) =>
    queryClient.getQueryData<RaRecord>([resource, 'getOne', { id, meta }]),
  );
  return records.every((record) => record !== undefined) ? records : undefined;
}

export function serveDrawnReferences(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.data !== undefined || !isGetMany(query)) continue;
    const records = drawnRecords(queryClient, query);
    if (records !== undefined) queryClient.setQueryData(query.queryKey, records);
  }
}
