/**
 * The records the search menu finds for what was typed: the first few of each resource the
 * registry lets it search (schema `searchMenu`: a parcel by tracking number, a client by code or
 * phone, a box by number) and the role may open, by the list's own search (`q`, as the API reads
 * it for the role). It asks once the typing pauses, from three characters on: fewer would match
 * thousands of parcels, and the search index starts at three.
 */
import { useEffect, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, type RaRecord } from 'react-admin';
import { resources } from '../../core/generated/registry';
import { canAccess } from '../../core/rules/access';
import type { ResourceMeta } from '../../core/registry/types';

/** Records shown per resource. */
const PER_RESOURCE = 5;
export const MIN_RECORD_QUERY = 3;
/** How long typing must pause before the records are asked for. */
const PAUSE_MS = 250;

export interface RecordMatch {
  meta: ResourceMeta;
  record: RaRecord;
}

/** The resources whose records the menu finds for `role`: it may list them and open a record. */
export function recordSearchResources(role: string | undefined): ResourceMeta[] {
  return Object.values(resources).filter(
    (meta) =>
      meta.searchMenu && canAccess(role, 'list', meta.name) && canAccess(role, 'show', meta.name),
  );
}

function usePaused(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}

export function useRecordMatches(
  query: string,
  role: string | undefined,
): { records: RecordMatch[]; searching: boolean } {
  const dataProvider = useDataProvider();
  const needle = usePaused(query.trim());
  const searched = useMemo(() => recordSearchResources(role), [role]);
  const enabled = needle.length >= MIN_RECORD_QUERY && query.trim().length >= MIN_RECORD_QUERY;
  const answers = useQueries({
    queries: searched.map((meta) => ({
      queryKey: ['searchMenu', meta.route, needle],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        dataProvider.getList(meta.route, {
          filter: { q: needle },
          sort: meta.sort,
          pagination: { page: 1, perPage: PER_RESOURCE },
          signal,
        }),
      enabled,
      staleTime: 30_000,
    })),
  });
  if (!enabled) return { records: [], searching: false };
  const records = answers.flatMap((answer, index) =>
    (answer.data?.data ?? []).map((record) => ({ meta: searched[index], record })),
  );
  const typing = needle !== query.trim();
  return { records, searching: typing || answers.some((answer) => answer.isPending) };
}
