import {
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type Query,
} from '@tanstack/react-query';

/**
 * A query still on its first fetch (a list under a new filter, its previous rows shown) is not
 * asked again when it is invalidated: react-query hands the invalidation the fetch already in
 * flight, begun before the write, so the screen would show the record as it was before it.
 * Every refresh after a write (react-admin's saves and deletes, `useRefresh` after an action)
 * invalidates, so here such a fetch is cancelled first and the invalidation asks anew.
 */
export class FreshAfterWriteQueryClient extends QueryClient {
  override invalidateQueries(
    filters?: InvalidateQueryFilters,
    options?: InvalidateOptions,
  ): Promise<void> {
    // Only queries the invalidation itself fetches again may be cancelled; others would be left
    // without their answer.
    const refetchesActive = filters?.refetchType !== 'none' && filters?.refetchType !== 'inactive';
    if (refetchesActive) {
      // The cancellation takes effect at once (the query is back to its state before the fetch),
      // so the invalidation below fetches it anew.
      void this.cancelQueries({
        ...filters,
        predicate: (query) => firstFetchInFlight(query) && (filters?.predicate?.(query) ?? true),
      });
    }
    return super.invalidateQueries(filters, options);
  }
}

const firstFetchInFlight = (query: Query): boolean =>
  query.isActive() && query.state.data === undefined && query.state.fetchStatus === 'fetching';
