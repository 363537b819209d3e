/**
 * Sorted orders of slots (a collection index's records by number) and binary search in them.
 */
import type { SortOrder } from '../../src/registry/types';
import { compareValues, isBlank } from './recordOrder';
import type { DbRecord } from './types';

/**
 * `slots` (all, or some) in the order of recordComparator, sorted faster than with it: values
 * read once, blanks apart (they come last), and plain number or text comparisons when the
 * field's values there are all numbers or all text.
 */
export function sortedSlots(
  records: readonly (DbRecord | undefined)[],
  slots: Iterable<number>,
  field: string,
  order: SortOrder,
): number[] {
  const direction = order === 'ASC' ? 1 : -1;
  // Sorted by position in `list`, so that the values sit in small dense arrays.
  const list = [...slots];
  const values: unknown[] = new Array(list.length);
  const ids: unknown[] = new Array(list.length);
  const filled: number[] = [];
  const blanks: number[] = [];
  let numbers = true;
  let texts = true;
  let numericIds = true;
  list.forEach((slot, position) => {
    const record = records[slot] as DbRecord;
    const value = record[field];
    values[position] = value;
    ids[position] = record.id;
    if (typeof record.id !== 'number') numericIds = false;
    if (isBlank(value)) return void blanks.push(position);
    filled.push(position);
    if (typeof value !== 'number') numbers = false;
    if (typeof value !== 'string') texts = false;
  });
  const byId = numericIds
    ? (a: number, b: number) => (ids[a] as number) - (ids[b] as number)
    : (a: number, b: number) => compareValues(ids[a], ids[b], 1);
  const byValue = numbers
    ? (a: number, b: number) => ((values[a] as number) - (values[b] as number)) * direction
    : texts
      ? (a: number, b: number) => {
          const [x, y] = [values[a] as string, values[b] as string];
          return x < y ? -direction : x > y ? direction : 0;
        }
      : (a: number, b: number) => compareValues(values[a], values[b], direction);
  filled.sort((a, b) => byValue(a, b) || byId(a, b));
  blanks.sort(byId);
  return filled.concat(blanks).map((position) => list[position]);
}

/** The first position in 0..length-1 where `past` holds (it must hold from there on), or length. */
export function firstPosition(length: number, past: (position: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (past(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Where `slot` is in a sorted order, by binary search (or a plain search, for mixed-type data). */
export function positionOf(
  slots: readonly number[],
  slot: number,
  compareAt: (at: number) => number,
): number {
  let position = firstPosition(slots.length, (at) => compareAt(at) >= 0);
  while (position < slots.length && slots[position] !== slot && compareAt(position) === 0)
    position++;
  return slots[position] === slot ? position : slots.indexOf(slot);
}
