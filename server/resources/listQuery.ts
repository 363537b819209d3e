/**
 * The list handler's engine over the in-memory records: filter by `s`, sort, slice. Pure, so the
 * contract's list semantics live in one place.
 */
import type { ResourceMeta } from '../../src/registry/types';
import type { DbRecord } from '../storage/types';
import { buildFilter } from './listFilter';
import type { ListParams } from './listParams';

export type ListResult =
  | { ok: true; items: DbRecord[]; total: number; start: number }
  | { ok: false; errors: Record<string, string> };

export function runListQuery(
  records: readonly DbRecord[],
  meta: ResourceMeta,
  params: ListParams,
): ListResult {
  const filter = buildFilter(meta, params.search);
  if (!filter.ok) return filter;
  const matching = records.filter(filter.test);
  const direction = params.sort.order === 'ASC' ? 1 : -1;
  const field = params.sort.field;
  // Ties fall back to the id, so pages do not overlap or skip records.
  matching.sort(
    (a, b) => compareValues(a[field], b[field], direction) || compareValues(a.id, b.id, 1),
  );
  const start = params.range?.start ?? 0;
  const end = params.range ? params.range.end + 1 : matching.length;
  return { ok: true, items: matching.slice(start, end), total: matching.length, start };
}

/** Numbers as numbers, everything else as text; empty values last whatever the direction. */
function compareValues(a: unknown, b: unknown, direction: number): number {
  const aBlank = a === null || a === undefined;
  const bBlank = b === null || b === undefined;
  if (aBlank || bBlank) return Number(aBlank) - Number(bBlank);
  if (typeof a === 'number' && typeof b === 'number') return (a - b) * direction;
  const [x, y] = [String(a), String(b)];
  return (x < y ? -1 : x > y ? 1 : 0) * direction;
}
