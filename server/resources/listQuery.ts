/**
 * The list engine: filter by `s`, sort, slice. Over a stored collection (the array the store
 * keeps, e.g. `recordsOf(db, 'waybills')`) it answers from the indexes (listEngine.ts); over any
 * other array (statistics rows) it filters and sorts the array. Both give the same answer.
 * Without `range` it returns every matching record in order (the xlsx export).
 */
import type { ResourceMeta } from '../../src/registry/types';
import { indexFor } from '../storage/collectionIndex';
import { recordComparator } from '../storage/recordOrder';
import type { DbRecord } from '../storage/types';
import { matches, type Condition } from './listConditions';
import { queryIndex, type Page } from './listEngine';
import { readConditions } from './listFilter';
import type { ListParams } from './listParams';

export type ListResult =
  | { ok: true; items: DbRecord[]; total: number; start: number }
  | { ok: false; errors: Record<string, string> };

/** `now`: the moment relative filters (`delayDays`) count from. */
export function runListQuery(
  records: readonly DbRecord[],
  meta: ResourceMeta,
  params: ListParams,
  now = new Date(),
): ListResult {
  const read = readConditions(meta, params.search, now);
  if (!read.ok) return read;
  const start = params.range?.start ?? 0;
  const end = params.range ? params.range.end + 1 : Infinity;
  const index = indexFor(records);
  const page: Page = index
    ? queryIndex(index, read.conditions, params.sort, start, end)
    : scan(records, read.conditions, params.sort, start, end);
  return { ok: true, ...page, start };
}

function scan(
  records: readonly DbRecord[],
  conditions: readonly Condition[],
  sort: ListParams['sort'],
  start: number,
  end: number,
): Page {
  const matching = records.filter((record) => conditions.every((c) => matches(c, record)));
  // Ties fall back to the id, so pages do not overlap or skip records.
  matching.sort(recordComparator(sort.field, sort.order));
  return { items: matching.slice(start, end), total: matching.length };
}
