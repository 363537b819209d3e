/**
 * Whole numbers as a request gives them (ids, integer fields): a JSON number, or its decimal
 * digits as text (a path segment, a pasted id). Both databases store integers in 64 bits and the
 * app reads them as JavaScript numbers, so the range is that of the numbers JavaScript holds
 * exactly: past 2^53 - 1, `9007199254740993` would be read as another id. `1e2`, `100.0`, `0x64`,
 * `+100`, `0100` and ` 100` are no whole numbers here: one record, one spelling of its id.
 */
import type { ValidationMessage } from './fieldErrors';

export const MAX_WHOLE = Number.MAX_SAFE_INTEGER;

/** Decimal digits without a leading zero, a minus sign allowed: one spelling per number. */
const DIGITS = /^(?:0|-?[1-9]\d*)$/;

export type WholeNumberRead = { ok: true; value: number } | { ok: false; error: ValidationMessage };

export function readWholeNumber(input: unknown): WholeNumberRead {
  const value =
    typeof input === 'number'
      ? input
      : typeof input === 'string' && DIGITS.test(input)
        ? Number(input)
        : NaN;
  if (!Number.isInteger(value)) return { ok: false, error: { message: 'validation.integer' } };
  if (value > MAX_WHOLE)
    return { ok: false, error: { message: 'validation.maxValue', args: { max: MAX_WHOLE } } };
  if (value < -MAX_WHOLE)
    return { ok: false, error: { message: 'validation.minValue', args: { min: -MAX_WHOLE } } };
  return { ok: true, value };
}

/** Whether the value is an id a record may have: a whole number from 1. */
export function isRecordId(input: unknown): boolean {
  const read = readWholeNumber(input);
  return read.ok && read.value > 0;
}
