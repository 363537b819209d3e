/**
 * Writes a planned change (a business action, the bulk status change) inside the transaction that
 * planned it: updates get `updatedAt`, inserts `createdAt` and `updatedAt`, as of one instant. The
 * records must have been read in that same transaction: an update writes the record's whole new
 * state (what was read, changed), so a record read before the transaction began could undo a
 * change committed since. Whatever the transaction throws, nothing of it is stored.
 */
import type { Transaction } from '../db/store';
import { tableFor } from '../db/tables';
import type { DbRecord } from '../db/types';

export interface RecordUpdate {
  collection: string;
  /** The stored record, as read in the transaction. */
  record: DbRecord;
  /** Field -> new value; `undefined` removes the field. */
  changes: Record<string, unknown>;
}

/** A new record; it gets an id (when it has none), `createdAt` and `updatedAt`. */
export interface RecordInsert {
  collection: string;
  record: Omit<DbRecord, 'id'> & { id?: DbRecord['id'] };
}

/** A stored record to delete (a withdrawn request); the answer may still be its last state. */
export interface RecordRemoval {
  collection: string;
  record: DbRecord;
}

export interface AppliedChanges {
  /**
   * The stored state of a record the updates named, or of an insert's record (by that object);
   * the record itself otherwise.
   */
  stateOf(record: DbRecord | RecordInsert['record']): DbRecord;
  /** The inserted records, with their ids, in the order of the inserts. */
  inserted: DbRecord[];
  /** The collection of a record the updates or inserts named. */
  collectionOf(record: DbRecord | RecordInsert['record']): string | undefined;
}

export async function applyChanges(
  tx: Transaction,
  updates: readonly RecordUpdate[],
  inserts: readonly RecordInsert[] = [],
  removals: readonly RecordRemoval[] = [],
): Promise<AppliedChanges> {
  for (const { collection, record, changes } of updates)
    assertWrittenByAction(tx, collection, changes, record);
  for (const { collection, record } of inserts) assertWrittenByAction(tx, collection, record);
  const now = tx.now.toISOString();
  // Several changes of one record add up, as they would applied one after the other.
  const states = new Map<
    string,
    { collection: string; before: DbRecord; next: Record<string, unknown> }
  >();
  const keyOf = (collection: string, record: DbRecord) => `${collection}\u0000${record.id}`;
  for (const { collection, record, changes } of updates) {
    const key = keyOf(collection, record);
    const state = states.get(key) ?? { collection, before: record, next: { ...record } };
    for (const [field, value] of Object.entries({ ...changes, updatedAt: now })) {
      if (value === undefined) delete state.next[field];
      else state.next[field] = value;
    }
    states.set(key, state);
  }
  const saved = new Map<string, DbRecord>();
  for (const [key, { collection, before, next }] of states)
    saved.set(key, await tx.put(collection, before, { ...next, id: before.id }));

  const inserted: DbRecord[] = [];
  for (const { collection, record } of inserts)
    inserted.push(
      await tx.insert(collection, {
        ...record,
        createdAt: record.createdAt ?? now,
        updatedAt: record.updatedAt ?? now,
      }),
    );
  for (const { collection, record } of removals) await tx.remove(collection, record);

  const collectionOf = new Map<object, string>([
    ...updates.map((u): [object, string] => [u.record, u.collection]),
    ...inserts.map((i): [object, string] => [i.record, i.collection]),
  ]);
  const insertedOf = new Map<object, DbRecord>(inserts.map((i, n) => [i.record, inserted[n]]));
  return {
    stateOf: (record) => {
      const made = insertedOf.get(record);
      if (made) return made;
      const collection = collectionOf.get(record);
      const stored =
        collection === undefined ? undefined : saved.get(keyOf(collection, record as DbRecord));
      return stored ?? (record as DbRecord);
    },
    inserted,
    collectionOf: (record) => collectionOf.get(record),
  };
}

/**
 * A field only named actions write (schema `writtenBy: { actions }`) is written by them alone: a
 * planner that writes it for another action is a bug, and its transaction fails whole.
 */
function assertWrittenByAction(
  tx: Transaction,
  collection: string,
  values: Record<string, unknown>,
  stored?: DbRecord,
): void {
  const { meta } = tableFor(collection);
  const action = tx.author.action;
  for (const field of meta.fields) {
    if (!field.writingActions || field.writingActions.includes(action)) continue;
    const value = values[field.name];
    // A planner may hand back the whole record: only a value it changes is its write.
    const changed = stored
      ? field.name in values && JSON.stringify(value) !== JSON.stringify(stored[field.name])
      : value !== undefined && value !== null;
    if (changed) throw new Error(`${action} may not write ${meta.name}.${field.name}`);
  }
}
