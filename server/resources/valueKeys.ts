/**
 * How the list contract sees a stored value, as keys the indexes hold: equality compares items as
 * text, unique fields compare trimmed lower-case text, substring search reads lower-cased text,
 * `_exists` asks for a value. Blanks and objects never equal or contain anything.
 */
import { isBlank } from './recordOrder';

export { normalKey } from '../db/tables';

/** A value as substring search sees it: lower-cased text, null when it has none, per list item. */
export type Lowered = string | null | (string | null)[];

/** An item as equality compares it (as text); undefined for blanks and objects, which never match. */
export function equalityKey(item: unknown): string | undefined {
  return isBlank(item) || typeof item === 'object' ? undefined : String(item);
}

/** The equality keys of a value: its own, or its items' for a list. */
export function equalityKeys(value: unknown): string[] {
  const items = Array.isArray(value) ? (value as unknown[]) : [value];
  return items.map(equalityKey).filter((key) => key !== undefined);
}

export function lowerValue(value: unknown): Lowered {
  return Array.isArray(value) ? (value as unknown[]).map(lowerItem) : lowerItem(value);
}

export function sameLowered(a: Lowered | undefined, b: Lowered): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return a === b;
  return a.length === b.length && a.every((item, position) => item === b[position]);
}

/** A value, as `<field>_exists` sees it: not blank, '' or []. */
export function hasValue(value: unknown): boolean {
  if (isBlank(value) || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

function lowerItem(item: unknown): string | null {
  return isBlank(item) || typeof item === 'object' ? null : String(item).toLowerCase();
}
