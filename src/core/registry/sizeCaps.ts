/**
 * Upper bounds for values the registry leaves unbounded, so no write stores a megabyte string or
 * document: a text field without `max`, a string field without `max`, a json field's whole
 * serialised size. The forms and the API both check them (validation.ts), with the messages of
 * any other length error.
 */
import type { FieldMeta } from './types';
import type { FieldErrors } from './fieldErrors';

/** Characters of a `string` field without its own `max` (names, codes, addresses, links). */
export const STRING_CAP = 1_000;
/** Characters of a `text` field without its own `max` (notes, descriptions, message bodies). */
export const TEXT_CAP = 10_000;
/** Characters of a json field's value written as JSON. */
export const JSON_CAP = 64 * 1024;

/**
 * The size errors of the values `input` gives for `fields`, by field path (`levels.2.note` inside
 * a list). Fields left out and values of another type are the validators' business.
 */
export function oversizedFields(
  fields: readonly FieldMeta[],
  input: Record<string, unknown>,
  path: string[] = [],
): FieldErrors {
  const errors: [string, FieldErrors[string]][] = [];
  for (const field of fields) {
    if (!Object.hasOwn(input, field.name)) continue;
    const value = input[field.name];
    const at = [...path, field.name];
    if (field.type === 'list' && Array.isArray(value)) {
      value.forEach((row: unknown, index) => {
        if (!isRecord(row)) return;
        errors.push(...Object.entries(oversizedFields(field.of, row, [...at, String(index)])));
      });
      continue;
    }
    const error = sizeError(field, value);
    if (error) errors.push([at.join('.'), error]);
  }
  return Object.fromEntries(errors);
}

function sizeError(field: FieldMeta, value: unknown): FieldErrors[string] | undefined {
  if (field.type === 'json') {
    // Depth is bounded before any body is parsed (server/http/jsonLimits.ts), so this cannot
    // overflow on what the API receives; a form only holds what its inputs made.
    const size = value === undefined ? 0 : JSON.stringify(value).length;
    return size > JSON_CAP
      ? { message: 'validation.tooLarge', args: { max: JSON_CAP } }
      : undefined;
  }
  if (field.type !== 'string' && field.type !== 'text') return undefined;
  const cap = field.type === 'text' ? TEXT_CAP : STRING_CAP;
  if (field.max !== undefined || typeof value !== 'string' || value.length <= cap) return undefined;
  return field.type === 'text'
    ? { message: 'validation.commentTooLong', args: { max: cap } }
    : { message: 'validation.maxLength', args: { max: cap } };
}

/**
 * Strings of an action's body: its payload is described by its validator only, so each text in
 * it (or in a list of it) is held to the larger cap.
 */
export function oversizedPayload(input: Record<string, unknown>): FieldErrors {
  const tooLong = (value: unknown) => typeof value === 'string' && value.length > TEXT_CAP;
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => (Array.isArray(value) ? value.some(tooLong) : tooLong(value)))
      .map(([name]) => [name, { message: 'validation.maxLength', args: { max: TEXT_CAP } }]),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
