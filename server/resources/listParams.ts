/**
 * Reads the list query parameters of the contract: `s` (JSON search object), `sort`
 * (`["field","ASC"|"DESC"]`, default the resource's sort) and `range` (`[start,end]`, inclusive,
 * default everything). Anything malformed is reported per parameter, never guessed.
 */
import type { ResourceMeta, SortOrder } from '../../src/core/registry/types';
import { BAD_PARAMETER } from './queryErrors';

export interface ListParams {
  search: Record<string, unknown>;
  sort: { field: string; order: SortOrder };
  range?: { start: number; end: number };
}

export type ParamsResult =
  { ok: true; params: ListParams } | { ok: false; errors: Record<string, string> };

export function readListParams(meta: ResourceMeta, query: Record<string, unknown>): ParamsResult {
  const errors: Record<string, string> = {};
  const search = parseJson(query.s, {});
  const sort = parseJson(query.sort, [meta.sort.field, meta.sort.order]);
  const range = parseJson(query.range, undefined);
  if (!isPlainObject(search)) errors.s = BAD_PARAMETER;
  if (!isSort(meta, sort)) errors.sort = BAD_PARAMETER;
  if (range !== undefined && !isRange(range)) errors.range = BAD_PARAMETER;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const [field, order] = sort as [string, SortOrder];
  const bounds = range as [number, number] | undefined;
  return {
    ok: true,
    params: {
      search: search as Record<string, unknown>,
      sort: { field, order },
      range: bounds && { start: bounds[0], end: bounds[1] },
    },
  };
}

/** The parsed JSON text, the fallback when the parameter is absent, or a marker when broken. */
function parseJson(value: unknown, fallback: unknown): unknown {
  if (value === undefined) return fallback;
  if (typeof value !== 'string') return BROKEN;
  try {
    return JSON.parse(value);
  } catch {
    return BROKEN;
  }
}

const BROKEN = Symbol('broken parameter');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSort(meta: ResourceMeta, value: unknown): boolean {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [field, order] = value as unknown[];
  const sortable =
    field === 'id' ||
    meta.fields.some((candidate) => candidate.name === field && candidate.sortable);
  return sortable && (order === 'ASC' || order === 'DESC');
}

function isRange(value: unknown): boolean {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [start, end] = value as unknown[];
  return (
    Number.isSafeInteger(start) &&
    Number.isSafeInteger(end) &&
    0 <= Number(start) &&
    Number(start) <= Number(end)
  );
}
