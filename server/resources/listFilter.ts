/**
 * The `s` search object of the list contract, read into conditions (listConditions.ts). Each key
 * is a field and its operator is the field's `filter` in ResourceMeta:
 * - contains: case-insensitive substring; given an array on a `unique` field (pasted tracking
 *   numbers), any of the values exactly, trimmed and case-insensitive;
 * - equals: equality (compared as text, so 1 and "1" match);
 * - range: `<field>_gte` / `<field>_lte` bounds (numbers compare as numbers, anything else as text;
 *   an `_lte` bound shorter than the value compares the value's prefix, so `2024-05-01` includes
 *   the whole day; on a date-time field a calendar day is that day in Tashkent);
 * - an array value means any of its items; a record holding an array (enumList) matches when any
 *   of its items does;
 * - `<field>_exists`: true keeps records with a value in the field (not null, missing, '' or []),
 *   false those without; any field of the resource may be asked, filterable or not;
 * - `q` searches what the search plan names (searchPlan.ts: the resource's search fields and the
 *   records its references name; a lookup's, its lookup fields alone); `id` takes one id or a
 *   list of ids;
 * - an id, and the value of an integer or reference field compared for equality, is a whole
 *   number (src/core/registry/wholeNumber.ts): `1.5`, `"1e2"` or `1e20` is refused with the
 *   validators' message, not left to a database that would take one and fail on another;
 * - `delayDays` (delayFilter.ts) where the resource has a status flow.
 * Keys that name no field are refused, so a typo does not silently return everything; so are
 * values of the wrong shape (an object such as `{"$ne":null}`, a list where one value is meant, a
 * range bound that is not a number or a date on the calendar), so no operator of another engine slips through.
 */
import { resources } from '../../src/core/generated/registry';
import type { FieldMeta, ResourceMeta } from '../../src/core/registry/types';
import { readWholeNumber } from '../../src/core/registry/wholeNumber';
import type { FieldErrorKeys } from '../http/sendError';
import { normalKey } from './valueKeys';
import { DELAY_KEY, delayConditions } from './delayFilter';
import type { Condition } from '../db/conditions';
import { isDateBound } from './dateBound';
import { BAD_PARAMETER, UNKNOWN_FILTER } from './queryErrors';
import { dayBounds, isCalendarDay } from '../../src/core/time/tashkent';
import { textSearch, type SearchPlan } from './searchPlan';

export type ConditionsResult =
  { ok: true; conditions: Condition[] } | { ok: false; errors: FieldErrorKeys };

/** What is wrong with one key of `s`: an i18n key, or one with arguments. */
type KeyError = FieldErrorKeys[string];

const RANGE_KEY = /^(.+)_(gte|lte)$/;
const EXISTS_KEY = /^(.+)_exists$/;

/**
 * `now` is the moment relative filters (delayDays) count from; `plan`, what `q` searches (without
 * it, the search text fields alone).
 */
export function readConditions(
  meta: ResourceMeta,
  search: Record<string, unknown>,
  now: Date,
  plan?: SearchPlan,
): ConditionsResult {
  const conditions: Condition[] = [];
  // Entries, not assignments: a key `__proto__` assigned to an object would vanish unreported.
  const errors: [string, KeyError][] = [];
  for (const [key, wanted] of Object.entries(search)) {
    const read = conditionsFor(meta, key, wanted, now, plan);
    if (Array.isArray(read)) conditions.push(...read);
    else errors.push([key, read]);
  }
  if (errors.length > 0) return { ok: false, errors: Object.fromEntries(errors) };
  return { ok: true, conditions };
}

/** The conditions of one key of `s`, or what is wrong with it. */
function conditionsFor(
  meta: ResourceMeta,
  key: string,
  wanted: unknown,
  now: Date,
  plan: SearchPlan = textSearch(meta),
): Condition[] | KeyError {
  if (key === 'q') {
    if (!isText(wanted)) return BAD_PARAMETER;
    const needle = String(wanted).toLowerCase();
    return [{ kind: 'q', fields: [...plan.fields], needle, references: plan.references }];
  }
  if (key === 'id') {
    if (!isOneOrMany(wanted, isText)) return BAD_PARAMETER;
    // A statistics table's rows are no stored records: their ids may be days or months.
    const wrong = isStored(meta) ? notWholeNumbers(wanted) : undefined;
    return wrong ?? [{ kind: 'ids', ids: new Set(anyOf(wanted).map(String)) }];
  }
  const field = meta.fields.find((candidate) => candidate.name === key);
  if (field) {
    const itemShape = field.filter === 'contains' ? isText : isScalar;
    if (!isOneOrMany(wanted, itemShape)) return BAD_PARAMETER;
    const whole = field.type === 'integer' || field.type === 'reference';
    const wrong = whole && field.filter !== 'contains' ? notWholeNumbers(wanted) : undefined;
    return wrong ?? [fieldCondition(field, wanted)];
  }
  const exists = EXISTS_KEY.exec(key);
  if (exists && meta.fields.some((candidate) => candidate.name === exists[1])) {
    if (typeof wanted !== 'boolean') return BAD_PARAMETER;
    return [{ kind: 'exists', field: exists[1], wanted }];
  }
  const range = RANGE_KEY.exec(key);
  const rangeField = range && meta.fields.find((candidate) => candidate.name === range[1]);
  if (range && rangeField?.filter === 'range') {
    const side = range[2] as 'gte' | 'lte';
    const bound = boundFor(rangeField, wanted, side);
    if (bound === undefined) return BAD_PARAMETER;
    return [{ kind: 'range', field: rangeField.name, side, bound }];
  }
  if (key === DELAY_KEY) return delayConditions(meta, wanted, now) ?? UNKNOWN_FILTER;
  return UNKNOWN_FILTER;
}

const isStored = (meta: ResourceMeta) =>
  Object.hasOwn(resources, meta.name) && resources[meta.name] === meta;

/** The first value that is no whole number, as the error it makes; nothing when all are. */
function notWholeNumbers(wanted: unknown): KeyError | undefined {
  for (const value of anyOf(wanted)) {
    const read = readWholeNumber(value);
    if (!read.ok) return read.error;
  }
  return undefined;
}

function fieldCondition(field: FieldMeta, wanted: unknown): Condition {
  if (field.filter !== 'contains')
    return { kind: 'equals', field: field.name, values: new Set(anyOf(wanted).map(String)) };
  if (Array.isArray(wanted) && field.type === 'string' && field.unique)
    return { kind: 'exact', field: field.name, values: new Set(wanted.map(normalKey)) };
  const needles = anyOf(wanted).map((value) => String(value).toLowerCase());
  return { kind: 'contains', field: field.name, needles };
}

function anyOf(wanted: unknown): unknown[] {
  return Array.isArray(wanted) ? wanted : [wanted];
}

/** Text a filter compares with: a string, or a number (ids and codes typed as numbers). */
function isText(value: unknown): value is string | number {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

function isScalar(value: unknown): value is string | number | boolean {
  return isText(value) || typeof value === 'boolean';
}

/** One value of the shape, or a list of them (any of its items). */
function isOneOrMany(wanted: unknown, isItem: (value: unknown) => boolean): boolean {
  return Array.isArray(wanted) ? wanted.every(isItem) : isItem(wanted);
}

function boundFor(
  field: FieldMeta,
  wanted: unknown,
  side: 'gte' | 'lte',
): number | string | undefined {
  if (field.type === 'date' || field.type === 'datetime') {
    if (typeof wanted !== 'string' || !isDateBound(wanted)) return undefined;
    // A calendar day bounding a moment means that day in Tashkent (SPEC 1), not in UTC.
    if (field.type === 'datetime' && isCalendarDay(wanted)) {
      const { from, to } = dayBounds(wanted);
      return side === 'gte' ? from : to;
    }
    return wanted;
  }
  if (field.type !== 'number' && field.type !== 'integer')
    return isText(wanted) ? String(wanted) : undefined;
  const bound = typeof wanted === 'number' ? wanted : Number(wanted);
  return isText(wanted) && String(wanted).trim() !== '' && Number.isFinite(bound)
    ? bound
    : undefined;
}
