/**
 * What the registry says about several fields of one record (schema `after:` and `product:`),
 * compiled by codegen into `recordChecks` of the generated validators and run by validateWrite
 * after the field validators, on whatever of the record could be read: the form and the API
 * report these problems together with every other one, and derive the same values.
 */
import type { ValidationMessage } from './fieldErrors';

/** How the two ends of a span compare (schema `after:`). */
export type SpanKind = 'number' | 'date' | 'datetime' | 'time';

/** `to` ends the span `from` starts (schema `after:` on `to`). */
export interface SpanCheck {
  from: string;
  to: string;
  kind: SpanKind;
  /**
   * i18n key of what is wrong when it ends too early, naming the start (`resources.<route>.spans.
   * <to>`, in a row with the level as %{level}).
   */
  message: string;
}

/** `field` is the product of `of`, times `scale` (cm × cm × cm in m3: 0.000001). */
export interface ProductCheck {
  field: string;
  of: string[];
  scale: number;
  min?: number;
  max?: number;
}

export interface RecordChecks {
  spans?: SpanCheck[];
  products?: ProductCheck[];
}

type Values = Record<string, unknown>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The value as its kind orders it; undefined when it is none (blank, or not yet valid). */
function ordered(value: unknown, kind: SpanKind): number | string | undefined {
  switch (kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'date':
      return typeof value === 'string' && DAY.test(value) ? value : undefined;
    case 'time':
      return typeof value === 'string' && TIME.test(value) ? value : undefined;
    case 'datetime': {
      const time = typeof value === 'string' ? Date.parse(value) : NaN;
      return Number.isFinite(time) ? time : undefined;
    }
  }
}

/**
 * Whether `values` end the span after it starts; true while either end is missing. A span of days
 * counts both days: it may end on its first. Other spans must not be empty.
 */
export function spanHolds(span: SpanCheck, values: Values): boolean {
  const start = ordered(values[span.from], span.kind);
  const end = ordered(values[span.to], span.kind);
  if (start === undefined || end === undefined) return true;
  return span.kind === 'date' ? end >= start : end > start;
}

/** The message on a span's end that comes too early (`level`: in a list's row). */
export const spanMessage = (span: SpanCheck, level?: number): ValidationMessage =>
  level === undefined ? { message: span.message } : { message: span.message, args: { level } };

/** Whole cubic centimetres in m3: six decimals keep every product of whole centimetres exact. */
const roundProduct = (value: number) => Math.round(value * 1e6) / 1e6;

/** The product's value, when every factor is a number; undefined otherwise (it stays as typed). */
export function productOf(product: ProductCheck, values: Values): number | undefined {
  const factors = product.of.map((name) => values[name]);
  if (!factors.every((f): f is number => typeof f === 'number' && Number.isFinite(f)))
    return undefined;
  return roundProduct(factors.reduce((total, factor) => total * factor, product.scale));
}

/** Why a derived value cannot be stored: it leaves the product field's bounds. */
function productBoundError(product: ProductCheck, value: number): ValidationMessage | undefined {
  if (product.max !== undefined && value > product.max)
    return { message: 'validation.maxValue', args: { max: product.max } };
  if (product.min !== undefined && value < product.min)
    return { message: 'validation.minValue', args: { min: product.min } };
  return undefined;
}

/**
 * The values the record's products take (only those whose factors `touched` names, or all),
 * and the problems of its spans and of those values, by field.
 */
export function runRecordChecks(
  checks: RecordChecks | undefined,
  record: Values,
  touched?: (field: string) => boolean,
): { derived: Values; errors: Record<string, ValidationMessage> } {
  const derived: Values = {};
  const errors: Record<string, ValidationMessage> = {};
  for (const product of checks?.products ?? []) {
    const names = [product.field, ...product.of];
    if (touched && !names.some(touched)) continue;
    const value = productOf(product, record);
    if (value === undefined) continue;
    derived[product.field] = value;
    const wrong = productBoundError(product, value);
    if (wrong) errors[product.field] = wrong;
  }
  const values = { ...record, ...derived };
  for (const span of checks?.spans ?? [])
    if (!spanHolds(span, values)) errors[span.to] = spanMessage(span);
  return { derived, errors };
}
