/**
 * The audit log's entries for what one transaction changed: one per record, naming the author,
 * the time, and each changed field before and after. The store appends them in the transaction
 * itself, so a write and its entry commit together or not at all.
 */
import { resources } from '../../src/core/generated/registry';
import { collections } from '../generated/collections';
import type { Author } from './author';
import { BOOKKEEPING_FIELDS } from './bookkeeping';
import type { RecordChange } from './store';
import type { DbRecord } from './types';

export const AUDIT_COLLECTION = resources.auditEntry.api;

/** Never copied into the log: a password's hash shows only that it changed. */
const SECRET_FIELDS = new Set(['passwordHash']);
const CHANGED = '•••';
const CRUD_VERBS = new Set(['create', 'delete']);

export function auditEntries(
  author: Author,
  changes: readonly RecordChange[],
  at: string,
): Omit<DbRecord, 'id'>[] {
  return perRecord(changes)
    .filter((change) => change.collection !== AUDIT_COLLECTION)
    .map((change) => {
      const record = (change.after ?? change.before)!;
      const entity = collections[change.collection] ?? change.collection;
      const representation = resources[entity]?.recordRepresentation;
      const summary = representation === undefined ? undefined : record[representation];
      return {
        at,
        ...(author.userId === undefined ? {} : { userId: author.userId }),
        username: author.username,
        ...(author.role === undefined ? {} : { role: author.role }),
        action: actionOf(author, change),
        entity,
        recordId: record.id,
        ...(summary === undefined || summary === null ? {} : { summary: String(summary) }),
        changes: changedFields(change.before, change.after),
      };
    });
}

/**
 * One change per record, from its state before the transaction to its state after it (a hook may
 * write a record the transaction wrote already); a record created and deleted in it left nothing.
 */
function perRecord(changes: readonly RecordChange[]): RecordChange[] {
  const merged = new Map<string, RecordChange>();
  for (const change of changes) {
    const key = `${change.collection}/${(change.after ?? change.before)!.id}`;
    const first = merged.get(key);
    merged.set(key, first ? { ...change, before: first.before } : change);
  }
  return [...merged.values()].filter((change) => change.before || change.after);
}

/**
 * What happened to the record: its creation or deletion, or the author's action on it. A record
 * a CRUD create or delete updated besides (a box's figures, recomputed) is updated, not created
 * or deleted.
 */
function actionOf(author: Author, change: RecordChange): string {
  if (!change.before) return 'create';
  if (!change.after) return 'delete';
  return CRUD_VERBS.has(author.action) ? 'update' : author.action;
}

/** Field -> { before, after } for every field whose value differs. */
function changedFields(
  before: DbRecord | undefined,
  after: DbRecord | undefined,
): Record<string, { before?: unknown; after?: unknown }> {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changed: Record<string, { before?: unknown; after?: unknown }> = {};
  for (const name of names) {
    // Every write changes the bookkeeping; the entry's own time and author say it.
    if (BOOKKEEPING_FIELDS.has(name) || name === 'id') continue;
    const old = before?.[name];
    const next = after?.[name];
    if (JSON.stringify(old) === JSON.stringify(next)) continue;
    changed[name] = SECRET_FIELDS.has(name)
      ? { after: CHANGED }
      : {
          ...(old === undefined ? {} : { before: old }),
          ...(next === undefined ? {} : { after: next }),
        };
  }
  return changed;
}
