/**
 * The order of records in lists (docs/api.md): numbers as numbers, everything else as text,
 * records without a value last whatever the direction, ties by id in the same direction (an index on (column, id) serves both). The list engine keeps sorted
 * orders by it, so it lives with the stored records.
 */
import type { SortOrder } from '../../src/core/registry/types';
import type { DbRecord } from '../db/types';

export type RecordComparator = (a: DbRecord, b: DbRecord) => number;

export function isBlank(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

export function compareValues(a: unknown, b: unknown, direction: number): number {
  const aBlank = isBlank(a);
  const bBlank = isBlank(b);
  if (aBlank || bBlank) return Number(aBlank) - Number(bBlank);
  if (typeof a === 'number' && typeof b === 'number') return (a - b) * direction;
  const [x, y] = [String(a), String(b)];
  return (x < y ? -1 : x > y ? 1 : 0) * direction;
}

export function recordComparator(field: string, order: SortOrder): RecordComparator {
  const direction = order === 'ASC' ? 1 : -1;
  return (a, b) =>
    compareValues(a[field], b[field], direction) || compareValues(a.id, b.id, direction);
}
