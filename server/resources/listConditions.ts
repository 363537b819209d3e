/**
 * What each condition a list's `s` search object becomes (listFilter.ts, server/db/conditions.ts)
 * means for one record. The list engine (listEngine.ts) finds candidates through indexes, then tests them here,
 * so these are the contract's semantics whichever way the records were found.
 */
import { equalityKey, hasValue, normalKey } from './valueKeys';
import { isBlank } from './recordOrder';
import type { Condition } from '../db/conditions';
import type { DbRecord } from '../db/types';

export function matches(condition: Condition, record: DbRecord): boolean {
  switch (condition.kind) {
    case 'contains': {
      const { needles } = condition;
      return someItem(record[condition.field], (item) => {
        const text = lowerText(item);
        return text !== undefined && needles.some((needle) => text.includes(needle));
      });
    }
    case 'equals': {
      const { values } = condition;
      return someItem(record[condition.field], (item) => {
        const key = equalityKey(item);
        return key !== undefined && values.has(key);
      });
    }
    case 'exact': {
      const value = record[condition.field];
      return isPrimitive(value) && condition.values.has(normalKey(value));
    }
    case 'q':
      if (condition.references.length > 0)
        throw new Error('a search through a reference needs the database');
      return condition.fields.some((field) => lowerText(record[field])?.includes(condition.needle));
    case 'ids':
      return condition.ids.has(String(record.id));
    case 'exists':
      return hasValue(record[condition.field]) === condition.wanted;
    case 'range': {
      const inside = condition.side === 'gte' ? atLeast : atMost;
      return someItem(record[condition.field], (item) => inside(item, condition.bound));
    }
    case 'via':
      throw new Error(`${condition.field}: a condition through a reference needs the database`);
  }
}

function someItem(value: unknown, test: (item: unknown) => boolean): boolean {
  return Array.isArray(value) ? value.some(test) : test(value);
}

function isPrimitive(value: unknown): boolean {
  return !isBlank(value) && typeof value !== 'object';
}

/** A value's text lower-cased, or undefined for blanks, lists and objects (never a match). */
function lowerText(value: unknown): string | undefined {
  return isPrimitive(value) ? String(value).toLowerCase() : undefined;
}

function atLeast(value: unknown, bound: number | string): boolean {
  if (isBlank(value)) return false;
  return typeof bound === 'number' ? Number(value) >= bound : String(value) >= bound;
}

/** An `_lte` bound shorter than the value compares the value's prefix: a day includes its times. */
function atMost(value: unknown, bound: number | string): boolean {
  if (isBlank(value)) return false;
  if (typeof bound === 'number') return Number(value) <= bound;
  return String(value).slice(0, bound.length) <= bound;
}
