/**
 * The `s` search object of the list contract, turned into a record predicate. Each key is a field
 * and its operator is the field's `filter` in ResourceMeta:
 * - contains: case-insensitive substring;  equals: equality (compared as text, so 1 and "1" match);
 * - range: `<field>_gte` / `<field>_lte` bounds (numbers compare as numbers, anything else as text;
 *   an `_lte` bound shorter than the value compares the value's prefix, so `2024-05-01` includes
 *   the whole day);
 * - an array value means any of its items; a record holding an array (enumList) matches when any
 *   of its items does;
 * - `<field>_exists`: true keeps records with a value in the field (not null, missing, '' or []),
 *   false those without; any field of the resource may be asked, filterable or not;
 * - `q` searches every string field shown in the list; `id` takes one id or a list of ids.
 * Keys that name no field are refused, so a typo does not silently return everything.
 */
import type { FieldMeta, ResourceMeta } from '../../src/registry/types';
import type { DbRecord } from '../storage/types';
import { BAD_PARAMETER, UNKNOWN_FILTER } from './queryErrors';

type Predicate = (record: DbRecord) => boolean;

export type FilterResult =
  { ok: true; test: Predicate } | { ok: false; errors: Record<string, string> };

const RANGE_KEY = /^(.+)_(gte|lte)$/;
const EXISTS_KEY = /^(.+)_exists$/;

export function buildFilter(meta: ResourceMeta, search: Record<string, unknown>): FilterResult {
  const tests: Predicate[] = [];
  const errors: Record<string, string> = {};
  for (const [key, wanted] of Object.entries(search)) {
    const test = conditionFor(meta, key, wanted);
    if (typeof test === 'string') errors[key] = test;
    else tests.push(test);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, test: (record) => tests.every((test) => test(record)) };
}

/** The predicate for one key of `s`, or the i18n key of what is wrong with it. */
function conditionFor(meta: ResourceMeta, key: string, wanted: unknown): Predicate | string {
  if (key === 'q') {
    const fields = searchableFields(meta);
    const text = String(wanted);
    return (record) => fields.some((field) => contains(record[field], text));
  }
  if (key === 'id') {
    const ids = anyOf(wanted).map(String);
    return (record) => ids.includes(String(record.id));
  }
  const field = meta.fields.find((candidate) => candidate.name === key);
  if (field) {
    const values = anyOf(wanted);
    const match = field.filter === 'contains' ? contains : sameValue;
    return (record) => someItem(record[key], (item) => values.some((value) => match(item, value)));
  }
  const exists = EXISTS_KEY.exec(key);
  if (exists && meta.fields.some((candidate) => candidate.name === exists[1])) {
    if (typeof wanted !== 'boolean') return BAD_PARAMETER;
    return (record) => hasValue(record[exists[1]]) === wanted;
  }
  const range = RANGE_KEY.exec(key);
  const rangeField = range && meta.fields.find((candidate) => candidate.name === range[1]);
  if (range && rangeField?.filter === 'range') {
    const bound = boundFor(rangeField, wanted);
    if (bound === undefined) return BAD_PARAMETER;
    const inside = range[2] === 'gte' ? atLeast : atMost;
    return (record) => someItem(record[rangeField.name], (item) => inside(item, bound));
  }
  return UNKNOWN_FILTER;
}

/** String fields shown in the list; the record's name field when the list shows none. */
function searchableFields(meta: ResourceMeta): string[] {
  const isText = (field: FieldMeta) => field.type === 'string' || field.type === 'text';
  const shown = meta.fields.filter((field) => isText(field) && field.places.includes('list'));
  return shown.length > 0 ? shown.map((field) => field.name) : [meta.recordRepresentation];
}

function anyOf(wanted: unknown): unknown[] {
  return Array.isArray(wanted) ? wanted : [wanted];
}

function someItem(value: unknown, test: (item: unknown) => boolean): boolean {
  return Array.isArray(value) ? value.some(test) : test(value);
}

function isBlank(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

function hasValue(value: unknown): boolean {
  if (isBlank(value) || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

function contains(value: unknown, text: unknown): boolean {
  if (isBlank(value) || typeof value === 'object') return false;
  return String(value).toLowerCase().includes(String(text).toLowerCase());
}

function sameValue(value: unknown, wanted: unknown): boolean {
  return !isBlank(value) && typeof value !== 'object' && String(value) === String(wanted);
}

function boundFor(field: FieldMeta, wanted: unknown): number | string | undefined {
  if (field.type !== 'number' && field.type !== 'integer') return String(wanted);
  const bound = typeof wanted === 'number' ? wanted : Number(wanted);
  return typeof wanted !== 'boolean' && wanted !== '' && Number.isFinite(bound) ? bound : undefined;
}

function atLeast(value: unknown, bound: number | string): boolean {
  if (isBlank(value)) return false;
  return typeof bound === 'number' ? Number(value) >= bound : String(value) >= bound;
}

function atMost(value: unknown, bound: number | string): boolean {
  if (isBlank(value)) return false;
  if (typeof bound === 'number') return Number(value) <= bound;
  return String(value).slice(0, bound.length) <= bound;
}
