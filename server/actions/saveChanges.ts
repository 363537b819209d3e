/**
 * Saves a business action's changes as one transaction of the store: memory, indexes and the
 * journal (on disk when the promise resolves; answer the client only then). An action that
 * touches several records (a price approval changes the request and its waybill) is saved whole
 * or not at all; on failure memory is left as it was and the promise rejects (answer 500).
 * Records are changed in place, so a record the caller holds shows the saved state. Change
 * stored records only through here (or the CRUD routes): the store must see every change.
 */
import { nextId } from '../resources/nextId';
import { storeOf } from '../storage/openDatabase';
import type { Change } from '../storage/store';
import type { Database, DbRecord } from '../storage/types';

export interface RecordChange {
  record: DbRecord;
  /** Field -> new value; `undefined` removes the field. */
  changes: Record<string, unknown>;
}

/** A new record; it gets an id (when it has none), `createdAt` and `updatedAt`. */
export interface RecordInsert {
  collection: string;
  record: Omit<DbRecord, 'id'> & { id?: DbRecord['id'] };
}

export async function saveChanges(
  db: Database,
  updates: readonly RecordChange[],
  inserts: readonly RecordInsert[] = [],
): Promise<void> {
  const store = storeOf(db);
  const now = new Date().toISOString();
  // Several changes of one record add up, as they would applied one after the other.
  const states = new Map<DbRecord, Record<string, unknown>>();
  for (const { record, changes } of updates) {
    const state = states.get(record) ?? { ...record };
    for (const [field, value] of Object.entries({ ...changes, updatedAt: now })) {
      if (value === undefined) delete state[field];
      else state[field] = value;
    }
    states.set(record, state);
  }
  const stored: Change[] = [...states].map(([record, to]) => ({ update: record, to }));
  const taken = new Map<string, Set<DbRecord['id']>>();
  for (const { collection, record } of inserts) {
    const ids = taken.get(collection) ?? new Set();
    taken.set(collection, ids);
    record.id ??= nextId(store.collection(collection), ids);
    ids.add(record.id);
    record.createdAt ??= now;
    record.updatedAt ??= now;
    stored.push({ insert: record as DbRecord, collection });
  }
  await store.commit(stored);
}
