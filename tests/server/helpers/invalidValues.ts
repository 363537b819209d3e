/**
 * Values a field must refuse, derived from its registry metadata (src/core/generated/registry.ts):
 * the wrong type, numbers out of range, strings too long or off pattern, bad enum values,
 * impossible dates, script URLs, unknown reference ids, another engine's operators, a megabyte
 * string and nesting 5,000 deep. The fuzz test sends them to every write endpoint.
 */
import { JSON_CAP, STRING_CAP, TEXT_CAP } from '../../../src/core/registry/sizeCaps';
import type { FieldMeta } from '../../../src/core/registry/types';

export interface InvalidValue {
  /** What is wrong, for the failure report. */
  label: string;
  value: unknown;
  /** JSON text put in place of `value` as sent (nesting JSON.stringify could not write). */
  rawJson?: string;
}

/** An id no seeded record has. */
export const UNKNOWN_ID = 987_654_321;
/** Under the 1 MB body limit with the rest of a record: the field, not the body, is refused. */
export const MEGABYTE_STRING = 'x'.repeat(1_000_000);
export const DEEP_JSON = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);

const FORMAT_VALUES: Record<string, string[]> = {
  email: ['not-an-email', 'a@'],
  phone: ['12345', '+99890123456789'],
  passport: ['A1', '123456789'],
  url: ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd'],
  time: ['25:61', '9am'],
  password: ['short', 'x'.repeat(21)],
  // 16 digits failing the Luhn check, too few digits, letters.
  card: ['8600123412341234', '860012341234', '8600abcd12341239'],
};

/** Every field: an operator object, nesting 5,000 deep. */
function common(field: FieldMeta): InvalidValue[] {
  const values: InvalidValue[] = [{ label: 'deep nesting', value: null, rawJson: DEEP_JSON }];
  if (field.type !== 'json') values.push({ label: 'operator object', value: { $ne: null } });
  return values;
}

function forType(field: FieldMeta): InvalidValue[] {
  switch (field.type) {
    case 'string': {
      const values: InvalidValue[] = [
        { label: 'wrong type', value: 12345 },
        { label: 'megabyte string', value: MEGABYTE_STRING },
      ];
      const max = field.max ?? STRING_CAP;
      // A link stays a link when too long, so only its length is wrong.
      const long = field.format === 'url' ? `https://x.uz/${'a'.repeat(max)}` : 'x'.repeat(max + 1);
      values.push({ label: `longer than ${max}`, value: long });
      if (field.min !== undefined && field.min > 1)
        values.push({ label: `shorter than ${field.min}`, value: 'x'.repeat(field.min - 1) });
      if (field.pattern) {
        const pattern = new RegExp(field.pattern);
        const off = ['!!!', 'x', '0', '#-#'].find((candidate) => !pattern.test(candidate));
        if (off !== undefined) values.push({ label: `off pattern ${field.pattern}`, value: off });
      }
      for (const value of field.format ? FORMAT_VALUES[field.format] : [])
        values.push({ label: `bad ${field.format}`, value });
      return values;
    }
    case 'text':
      return [
        { label: 'wrong type', value: 12345 },
        { label: 'megabyte string', value: MEGABYTE_STRING },
        { label: 'too long', value: 'x'.repeat((field.max ?? TEXT_CAP) + 1) },
      ];
    case 'number':
    case 'integer': {
      const values: InvalidValue[] = [
        { label: 'wrong type', value: 'abc' },
        { label: 'boolean', value: true },
      ];
      if (field.type === 'integer') values.push({ label: 'fraction', value: 1.5 });
      if (field.min !== undefined) values.push({ label: 'below min', value: field.min - 1 });
      if (field.max !== undefined) values.push({ label: 'above max', value: field.max + 1 });
      return values;
    }
    case 'boolean':
      return [
        { label: 'wrong type', value: 'yes' },
        { label: 'number', value: 1 },
      ];
    case 'date':
      return [
        { label: 'month 13', value: '2026-13-45' },
        { label: '30 February', value: '2026-02-30' },
        { label: 'not a date', value: 'tomorrow' },
        { label: 'number', value: 20260101 },
      ];
    case 'datetime':
      return [
        { label: '30 February', value: '2026-02-30T10:00:00Z' },
        { label: 'month 13', value: '2026-13-01T10:00:00+05:00' },
        { label: 'hour 25', value: '2026-01-01T25:00:00Z' },
        { label: 'not a date', value: 'yesterday' },
      ];
    case 'enum':
      return [
        { label: 'bad enum value', value: 'NOT_A_VALUE' },
        { label: 'prototype name', value: 'constructor' },
        { label: 'number', value: 999 },
      ];
    case 'enumList':
      return [
        { label: 'bad enum value', value: ['NOT_A_VALUE'] },
        { label: 'not a list', value: 'NOT_A_VALUE' },
      ];
    case 'reference':
      return [
        { label: 'unknown id', value: UNKNOWN_ID },
        { label: 'wrong type', value: 'abc' },
        { label: 'negative id', value: -1 },
      ];
    case 'json':
      return [
        { label: 'wrong type', value: 'text' },
        { label: 'a list', value: [1, 2] },
        { label: 'megabyte string', value: MEGABYTE_STRING },
        { label: `over ${JSON_CAP} characters`, value: { blob: 'x'.repeat(JSON_CAP) } },
      ];
    case 'list':
      return [
        { label: 'not a list', value: 'rows' },
        { label: 'rows of the wrong type', value: [1, 'x'] },
      ];
  }
}

export function invalidValues(field: FieldMeta): InvalidValue[] {
  return [...common(field), ...forType(field)];
}

/** The JSON text of `body` with `field` set to the invalid value. */
export function bodyWith(
  base: Record<string, unknown>,
  field: string,
  invalid: InvalidValue,
): string {
  if (invalid.rawJson === undefined) return JSON.stringify({ ...base, [field]: invalid.value });
  const marker = '"__RAW_VALUE__"';
  return JSON.stringify({ ...base, [field]: '__RAW_VALUE__' }).replace(marker, invalid.rawJson);
}
