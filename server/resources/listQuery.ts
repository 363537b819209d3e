/**
 * The list engine: filter by `s`, sort, slice. Over a stored collection (`queryCollection`) the
 * database answers (server/db/whereSql.ts); over any other array (statistics rows, `queryRows`)
 * the array is filtered and sorted here. Both give the same answer for the same request.
 * Without `range` every matching record comes back, in order.
 */
import type { ResourceMeta } from '../../src/core/registry/types';
import type { Store } from '../db/store';
import type { FieldErrorKeys } from '../http/sendError';
import type { DbRecord } from '../db/types';
import type { Condition } from '../db/conditions';
import { matches } from './listConditions';
import { readConditions } from './listFilter';
import type { ListParams } from './listParams';
import { recordComparator } from './recordOrder';

export type ListResult =
  | { ok: true; items: DbRecord[]; total: number; start: number }
  | { ok: false; errors: FieldErrorKeys };

/**
 * `scope`: the caller's row scope (server/access/rowScope.ts), added to the request's filters.
 * Relative filters (`delayDays`) count from the store's now.
 */
export async function queryCollection(
  store: Store,
  meta: ResourceMeta,
  params: ListParams,
  scope: readonly Condition[],
): Promise<ListResult> {
  const read = readConditions(meta, params.search, store.now(), params.searchPlan);
  if (!read.ok) return read;
  const page = await store.list(meta.api, {
    conditions: [...read.conditions, ...scope],
    sort: params.sort,
    range: params.range,
  });
  return { ok: true, ...page, start: params.range?.start ?? 0 };
}

/** `now`: the moment relative filters (`delayDays`) count from. */
export function queryRows(
  records: readonly DbRecord[],
  meta: ResourceMeta,
  params: ListParams,
  now: Date,
): ListResult {
  const read = readConditions(meta, params.search, now, params.searchPlan);
  if (!read.ok) return read;
  const start = params.range?.start ?? 0;
  const end = params.range ? params.range.end + 1 : Infinity;
  const matching = records.filter((record) => read.conditions.every((c) => matches(c, record)));
  matching.sort(recordComparator(params.sort.field, params.sort.order));
  return { ok: true, items: matching.slice(start, end), total: matching.length, start };
}
