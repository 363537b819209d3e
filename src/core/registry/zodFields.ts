/**
 * Building blocks of the generated zod validators. Messages are i18n keys; validation.ts (beside
 * this file) turns every issue into a key plus arguments for the app and the demo API alike.
 */
import { z } from 'zod';
import { isRecordId } from './wholeNumber';
import { spanHolds, spanMessage, type SpanCheck } from './recordChecks';

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;
const blankToNull = (value: unknown) => (blankToUndefined(value) === undefined ? null : value);

/** A required value: blank input counts as missing. */
export const required = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);

/** An optional value: blank input is stored as null. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToNull, schema.nullable().optional());

const TRANSFORMS = {
  upper: (text: string) => text.toUpperCase(),
  lower: (text: string) => text.toLowerCase(),
  trim: (text: string) => text.trim(),
};

/**
 * A text changed before it is checked (schema `transform:`): `ab1234567` passes as the passport
 * `AB1234567`, and that is what the form submits and the API stores.
 */
export const transformed = <T extends z.ZodType>(kind: keyof typeof TRANSFORMS, schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? TRANSFORMS[kind](value) : value), schema);

/**
 * A list of values (an action payload's `many: true`), each checked by `item`; a wrong item marks
 * the whole list, with the message of a wrong shape.
 */
export const many = <T extends z.ZodType>(item: T) =>
  z.array(z.unknown(), { error: 'validation.pattern' }).transform((items, ctx) => {
    const checked: z.output<T>[] = [];
    for (const value of items) {
      const result = item.safeParse(value);
      if (!result.success) {
        ctx.addIssue({ code: 'custom', message: 'validation.pattern' });
        return z.NEVER;
      }
      checked.push(result.data);
    }
    return checked;
  });

/** The Luhn check of a card number: its check digit matches the others (typos are caught). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

const toIsoDate = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value;
const toIsoDateTime = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

export const fields = {
  phone: () =>
    z
      .string()
      .trim()
      .regex(/^\+998\d{9}$/, { error: 'validation.phone' }),
  passport: () =>
    z
      .string()
      .trim()
      .regex(/^[A-Z]{2}\d{7}$/, { error: 'validation.passport' }),
  /** A payment card's 16 digits, spaces allowed as typed, whose check digit is right (Luhn). */
  card: () =>
    z
      .string()
      .transform((text) => text.replace(/\s+/g, ''))
      .pipe(
        z
          .string()
          .regex(/^\d{16}$/, { error: 'validation.card' })
          .refine(passesLuhn, { error: 'validation.card' }),
      ),
  email: () => z.email({ error: 'validation.email' }),
  /** Web addresses only: `javascript:`, `data:` or `file:` in a link is a script or a leak. */
  url: () => z.url({ protocol: /^https?$/, error: 'validation.url' }),
  time: () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.time' }),
  password: () =>
    z
      .string()
      .min(8, { error: 'validation.password.rule' })
      .max(20, { error: 'validation.password.rule' })
      .regex(/[A-Za-z]/, { error: 'validation.password.rule' })
      .regex(/\d/, { error: 'validation.password.rule' }),
  /** A real calendar day `YYYY-MM-DD`: `2026-02-30` and `2026-13-45` are refused. */
  date: () => z.preprocess(toIsoDate, z.iso.date({ error: 'validation.date' })),
  /** ISO 8601 with an offset; zod checks the calendar and the clock (no 25:00, no 30 February). */
  datetime: () =>
    z.preprocess(toIsoDateTime, z.iso.datetime({ offset: true, error: 'validation.date' })),
  id: () => z.number({ error: 'validation.oneOf' }).int().positive(),
  /**
   * An id in a list of them (a payload's `many: true` reference): a whole number from 1, or its
   * digits as text (wholeNumber.ts: `1e20`, `"1e2"` or `"1.5"` names no record).
   */
  listedId: () => z.union([z.number(), z.string()]).refine(isRecordId),
};

export type RowRule = { field: string; than: 'greaterThanPrevious' | 'lowerThanPrevious' };

/**
 * Price levels (SPEC 5): every row's fields must be present and not negative, and each row must
 * compare with the one before it as the rule says, and end each of its spans (schema `after:`)
 * after it starts. Messages carry the level number. Rows are compared as far as they hold
 * numbers, so a level left empty does not hide what is wrong with the others (`rowsGiven`).
 */
export const rowRules =
  (rules: RowRule[], spans: SpanCheck[] = []) =>
  (rows: Record<string, unknown>[], ctx: z.RefinementCtx) => {
    rows.forEach((row, index) => {
      const previous = rows[index - 1];
      const level = index + 1;
      for (const rule of rules) {
        const value = row?.[rule.field];
        const before = previous?.[rule.field];
        if (typeof value !== 'number' || typeof before !== 'number') continue;
        const ok = rule.than === 'greaterThanPrevious' ? value > before : value < before;
        if (!ok) {
          ctx.addIssue({
            code: 'custom',
            path: [index, rule.field],
            message:
              rule.than === 'greaterThanPrevious'
                ? 'validation.level.weightNotGreater'
                : 'validation.level.priceNotLower',
            params: { level },
          });
        }
      }
      for (const span of spans) {
        if (typeof row !== 'object' || row === null || spanHolds(span, row)) continue;
        const { message, args } = spanMessage(span, level);
        ctx.addIssue({ code: 'custom', path: [index, span.to], message, params: args ?? {} });
      }
    });
  };

/** The row rules run on every list of rows, also one whose rows have problems of their own. */
export const rowsGiven = { when: (payload: { value: unknown }) => Array.isArray(payload.value) };
