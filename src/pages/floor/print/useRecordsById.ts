/**
 * The records of a resource that a document names (its parcels' clients, their pickup points),
 * by id through the dataProvider's getMany: in parts of as many ids as the API takes at once, all
 * asked together, so a box of a thousand clients costs ten requests, not a thousand.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import { MAX_LOOKUP_RECORDS } from '../../../core/rules/lookupLimit';

const partsOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, part) =>
    items.slice(part * size, (part + 1) * size),
  );

export function useRecordsById<T extends RaRecord>(
  resource: string,
  ids: readonly (Identifier | null | undefined)[],
) {
  const dataProvider = useDataProvider();
  const wanted = useMemo(
    () => [...new Set(ids.filter((id): id is Identifier => id != null))].sort(),
    [ids],
  );
  const query = useQuery({
    queryKey: [resource, 'getMany', 'documentRecords', wanted],
    queryFn: async ({ signal }) => {
      const parts = await Promise.all(
        partsOf(wanted, MAX_LOOKUP_RECORDS).map((part) =>
          dataProvider.getMany<T>(resource, { ids: part, signal }),
        ),
      );
      return new Map(parts.flatMap(({ data }) => data.map((record) => [record.id, record])));
    },
    enabled: wanted.length > 0,
  });
  return { ...query, byId: query.data ?? new Map<Identifier, T>() };
}
