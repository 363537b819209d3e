import type { Database, DbRecord } from '../storage/types';

/** Ids arrive as URL text and are stored as numbers (or strings), so they compare as text. */
export function findRecord(db: Database, collection: string, id: unknown): DbRecord | undefined {
  return recordsOf(db, collection).find((record) => String(record.id) === String(id));
}

export function recordsOf(db: Database, collection: string): DbRecord[] {
  return db.get(collection).value() ?? [];
}
