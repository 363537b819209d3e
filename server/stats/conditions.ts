/** The list conditions statistics narrow their groups with. */
import { monthBounds } from '../../src/core/time/tashkent';
import type { Condition } from '../db/conditions';

export const equalTo = (field: string, value: string): Condition => ({
  kind: 'equals',
  field,
  values: new Set([value]),
});

/** Rows that have a value in `field` (`wanted`), or have none. */
export const hasValue = (field: string, wanted: boolean): Condition => ({
  kind: 'exists',
  field,
  wanted,
});

/**
 * Rows whose text `field` lies from `first` to `last`, compared as text (`last` with anything
 * after it: a day's bound takes in its times). Stored timestamps are `toISOString` texts, whose
 * text order is their time order.
 */
export const between = (field: string, first: string, last: string): Condition[] => [
  { kind: 'range', field, side: 'gte', bound: first },
  { kind: 'range', field, side: 'lte', bound: last },
];

/** Rows whose stored timestamp `field` falls in the Tashkent month. */
export function inMonth(field: string, month: string): Condition[] {
  const { from, to } = monthBounds(month);
  return between(field, from, to);
}
