/**
 * The version check of a write (docs/decisions.md, "Versions"): a write that started from an older
 * version than the stored one is a 409 naming who changed the record since; a `version` that is no
 * number a 400. The CRUD edit and the actions that take a version (a bill's payment) use it.
 */
import type { ResourceMeta } from '../../src/core/registry/types';
import type { ValidationMessage } from '../../src/core/registry/fieldErrors';
import { lastChange } from './recordHistory';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';
import type { FieldErrorKeys } from '../http/sendError';

export interface StaleRefusal {
  ok: false;
  status: 400 | 409;
  message: string | ValidationMessage;
  errors?: FieldErrorKeys;
  extra?: Record<string, unknown>;
}

/** Nothing when `sent` is the stored version (or none was sent), else the refusal. */
export async function staleVersion(
  reader: Reader,
  meta: Pick<ResourceMeta, 'name'>,
  existing: DbRecord,
  sent: unknown,
): Promise<StaleRefusal | undefined> {
  if (sent === undefined) return;
  // A version sent must be one: `null` or a text does not skip the check.
  if (typeof sent !== 'number')
    return {
      ok: false,
      status: 400,
      message: 'validation.formFailed',
      errors: { version: sent === null ? 'validation.required' : 'validation.number' },
    };
  if (sent === existing.version) return;
  const change = await lastChange(reader, meta.name, existing.id);
  return {
    ok: false,
    status: 409,
    message: change
      ? { message: 'authority.stale', args: { user: change.username, at: change.at } }
      : 'authority.staleUnknown',
    extra: {
      conflict: {
        version: existing.version,
        ...(change && { updatedBy: change.username, updatedAt: change.at }),
      },
    },
  };
}
