/**
 * A list or export request of a role that may not read some fields whole (schema `readBy`,
 * src/core/registry/fieldReads.ts): a filter, range, `_exists` or sort on such a field would tell
 * its values one question at a time. Such a filter is refused (403 naming it), such a sort too
 * (400); `q` searches the other fields only (searchPlan.ts).
 */
import { limitedFields } from '../../src/core/registry/fieldReads';
import type { ResourceMeta } from '../../src/core/registry/types';
import type { ListParams } from './listParams';
import { BAD_PARAMETER } from './queryErrors';

const NOT_READABLE = 'authority.fieldNotReadable';
const KEY_SUFFIX = /_(gte|lte|exists)$/;

export type ReadableQuery =
  { ok: true } | { ok: false; status: 400 | 403; message: string; errors: Record<string, string> };

export function readableQuery(
  meta: ResourceMeta,
  role: string | undefined,
  params: ListParams,
): ReadableQuery {
  const limited = new Set(limitedFields(meta, role).map((field) => field.name));
  if (limited.size === 0) return { ok: true };
  const asked = Object.keys(params.search).filter((key) =>
    limited.has(key.replace(KEY_SUFFIX, '')),
  );
  if (asked.length > 0)
    return {
      ok: false,
      status: 403,
      message: NOT_READABLE,
      errors: Object.fromEntries(asked.map((key) => [key, NOT_READABLE])),
    };
  if (limited.has(params.sort.field))
    return { ok: false, status: 400, message: BAD_PARAMETER, errors: { sort: BAD_PARAMETER } };
  return { ok: true };
}
