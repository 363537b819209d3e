/**
 * Applies an action's changes to the stored records and writes the data file once. An action
 * that touches several records (a price approval changes the request and its waybill) is saved
 * whole or not at all: the file is replaced atomically, and openDatabase reloads memory from the
 * file when a write fails.
 */
import type { Database, DbRecord } from '../storage/types';

export interface RecordChange {
  record: DbRecord;
  /** Field -> new value; `undefined` removes the field. */
  changes: Record<string, unknown>;
}

export function saveChanges(db: Database, updates: readonly RecordChange[]): void {
  const updatedAt = new Date().toISOString();
  for (const { record, changes } of updates) {
    for (const [field, value] of Object.entries({ ...changes, updatedAt })) {
      if (value === undefined) delete record[field];
      else record[field] = value;
    }
  }
  db.write();
}
