/**
 * A field's lower-cased text as one string, the values apart by a character text never holds, so
 * that a substring is found by one indexOf scan instead of a test per record.
 */
import { firstPosition } from './sortedSlots';
import type { Lowered } from './valueKeys';

export interface TextColumn {
  text: string;
  /** Where each value starts in `text`, and its slot. */
  starts: number[];
  slots: number[];
}

const SEPARATOR = '\u0000';

/** The column of these lowered values (by slot), or undefined when one is a list. */
export function textColumn(
  lowered: readonly (Lowered | undefined)[],
  inUse: (slot: number) => boolean,
): TextColumn | undefined {
  const parts: string[] = [];
  const starts: number[] = [];
  const slots: number[] = [];
  let length = 0;
  for (let slot = 0; slot < lowered.length; slot++) {
    if (!inUse(slot)) continue;
    const part = lowered[slot] ?? '';
    if (Array.isArray(part) || part.includes(SEPARATOR)) return undefined;
    starts.push(length);
    slots.push(slot);
    parts.push(part);
    length += part.length + 1;
  }
  return { text: parts.join(SEPARATOR), starts, slots };
}

/** Whether `containing` can look for this needle (else test each record). */
export function searchable(needle: string): boolean {
  return needle !== '' && !needle.includes(SEPARATOR);
}

/** The slots whose text contains `needle`, in slot order. */
export function containing({ text, starts, slots }: TextColumn, needle: string): number[] {
  const found: number[] = [];
  let at = text.indexOf(needle);
  while (at >= 0) {
    // The value holding the match: the last one starting at or before it.
    const entry = firstPosition(starts.length, (position) => starts[position] > at) - 1;
    found.push(slots[entry]);
    const next = entry + 1 < starts.length ? starts[entry + 1] : text.length;
    at = text.indexOf(needle, next);
  }
  return found;
}
