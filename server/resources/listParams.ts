/**
 * Reads the list query parameters of the contract: `s` (JSON search object), `sort`
 * (`["field","ASC"|"DESC"]`, default the resource's sort) and `range` (`[start,end]`, inclusive,
 * default everything). Anything malformed is reported per parameter, never guessed. Each is
 * bounded in length and nesting depth before it is parsed (server/http/jsonLimits.ts).
 */
import type { ResourceMeta, SortOrder } from '../../src/core/registry/types';
import { exceedsDepth, MAX_PARAMETER_CHARS } from '../http/jsonLimits';
import { BAD_PARAMETER, PARAMETER_TOO_DEEP, PARAMETER_TOO_LARGE } from './queryErrors';
import type { SearchPlan } from './searchPlan';

export interface ListParams {
  search: Record<string, unknown>;
  sort: { field: string; order: SortOrder };
  range?: { start: number; end: number };
  /** What `q` searches for the caller (searchPlan.ts); without it, the search text fields. */
  searchPlan?: SearchPlan;
}

export type ParamsResult =
  { ok: true; params: ListParams } | { ok: false; errors: Record<string, string> };

export function readListParams(meta: ResourceMeta, query: Record<string, unknown>): ParamsResult {
  const errors: Record<string, string> = {};
  const search = parseJson(query.s, {});
  const sort = parseJson(query.sort, [meta.sort.field, meta.sort.order]);
  const range = parseJson(query.range, undefined);
  if (!isPlainObject(search)) errors.s = refusal(search);
  if (!isSort(meta, sort)) errors.sort = refusal(sort);
  if (range !== undefined && !isRange(range)) errors.range = refusal(range);
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

/** The parsed JSON text, the fallback when the parameter is absent, or a marker when refused. */
function parseJson(value: unknown, fallback: unknown): unknown {
  if (value === undefined) return fallback;
  // `s[a]=b` reaches us as an object (express's query parser): not JSON text.
  if (typeof value !== 'string') return BROKEN;
  if (value.length > MAX_PARAMETER_CHARS) return TOO_LARGE;
  if (exceedsDepth(value)) return TOO_DEEP;
  try {
    return JSON.parse(value);
  } catch {
    return BROKEN;
  }
}

const BROKEN = Symbol('broken parameter');
const TOO_LARGE = Symbol('parameter too large');
const TOO_DEEP = Symbol('parameter too deep');

/** The i18n key saying why a parameter is refused. */
function refusal(value: unknown): string {
  if (value === TOO_LARGE) return PARAMETER_TOO_LARGE;
  if (value === TOO_DEEP) return PARAMETER_TOO_DEEP;
  return BAD_PARAMETER;
}

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
