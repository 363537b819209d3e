/**
 * A stored record as the API shows it to the signed-in role: the password hash never leaves the
 * server, and fields the role may not read whole (schema `readBy`) are masked or left out, in an
 * audit entry's changes too (src/core/registry/fieldReads.ts).
 */
import { resources } from '../../src/core/generated/registry';
import { readableRecord, shownValue } from '../../src/core/registry/fieldReads';
import type { ResourceMeta } from '../../src/core/registry/types';
import { AUDIT_COLLECTION } from '../db/auditTrail';
import type { DbRecord } from '../db/types';
import { collections } from '../generated/collections';

const HIDDEN_FIELDS: readonly string[] = ['passwordHash'];

export function publicRecord(
  record: DbRecord,
  meta: ResourceMeta | undefined,
  role: string | undefined,
): DbRecord {
  const copy = { ...record };
  for (const field of HIDDEN_FIELDS) delete copy[field];
  if (!meta) return copy;
  return meta.api === AUDIT_COLLECTION
    ? readableEntry(copy, role)
    : readableRecord(meta, role, copy);
}

/** The resource a collection of /api holds, if it is one of the registry's. */
export const resourceOfCollection = (collection: string | undefined): ResourceMeta | undefined => {
  const name = collection === undefined ? undefined : collections[collection];
  return name === undefined ? undefined : resources[name];
};

type Changes = Record<string, { before?: unknown; after?: unknown }>;

/** An audit entry whose changes name only what `role` may read of the changed record. */
export function readableEntry(entry: DbRecord, role: string | undefined): DbRecord {
  const meta = resources[String(entry.entity)];
  const changes = entry.changes as Changes | undefined;
  if (!meta || !changes || typeof changes !== 'object') return entry;
  const shown: Changes = {};
  for (const [name, change] of Object.entries(changes)) {
    const field = meta.fields.find((candidate) => candidate.name === name);
    if (!field) {
      shown[name] = change;
      continue;
    }
    const before = shownValue(role, field, change.before);
    const after = shownValue(role, field, change.after);
    // Nothing of it to show: the entry does not say the field changed either.
    if (before === undefined && after === undefined) continue;
    shown[name] = {
      ...(before === undefined ? {} : { before }),
      ...(after === undefined ? {} : { after }),
    };
  }
  return { ...entry, changes: shown };
}
