import { useGetMany, useListContext, type RaRecord } from 'react-admin';

/**
 * The records selected in the list, those selected on another page too (the list's `data` holds
 * the current page only); undefined while they load. `enabled: false` asks nothing and answers
 * undefined, for lists that do not need them.
 */
export function useSelectedRecords(enabled = true): RaRecord[] | undefined {
  const { resource, selectedIds } = useListContext();
  const { data } = useGetMany(resource, { ids: selectedIds }, { enabled });
  return enabled ? data : undefined;
}
