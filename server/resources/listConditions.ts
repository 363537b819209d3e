/**
 * The conditions a list's `s` search object becomes (listFilter.ts), and what each means for one
 * record. The list engine (listEngine.ts) finds candidates through indexes, then tests them here,
 * so these are the contract's semantics whichever way the records were found.
 */
import { equalityKey, hasValue, normalKey } from './valueKeys';
import { isBlank } from './recordOrder';
import type { DbRecord } from '../db/types';

export type Condition =
  /** Case-insensitive substring of the value or of any item of it; `needles` are lower-cased. */
  | { kind: 'contains'; field: string; needles: string[] }
  /** The value or any item of it, as text, is one of `values`. */
  | { kind: 'equals'; field: string; values: ReadonlySet<string> }
  /** The whole value, trimmed and lower-cased, is one of `values` (pasted unique codes). */
  | { kind: 'exact'; field: string; values: ReadonlySet<string> }
  /**
   * Case-insensitive substring of any of `fields` (not of list items), or of any of the fields
   * of the record a reference names (`references`; only the database answers those).
   */
  | { kind: 'q'; fields: string[]; needle: string; references: readonly ReferenceSearch[] }
  | { kind: 'ids'; ids: ReadonlySet<string> }
  | { kind: 'exists'; field: string; wanted: boolean }
  | { kind: 'range'; field: string; side: 'gte' | 'lte'; bound: number | string }
  /**
   * The reference in `field` names a record of `collection` meeting `conditions` (a row scope
   * through a reference, server/access/rowScope.ts). Only the database answers it: it is never
   * part of a statistics query over rows in memory.
   */
  | { kind: 'via'; field: string; collection: string; conditions: readonly Condition[] };

/**
 * `q` through a reference (schema `search` naming one): the record it names has the needle in
 * one of `fields` and is in the searcher's row scope of `collection` (`scope`).
 */
export interface ReferenceSearch {
  field: string;
  collection: string;
  fields: readonly string[];
  scope: readonly Condition[];
}

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
