import { storeOf } from '../storage/openDatabase';
import type { Database, DbRecord } from '../storage/types';

/** Ids arrive as URL text and are stored as numbers (or strings), so they compare as text. */
export function findRecord(db: Database, collection: string, id: unknown): DbRecord | undefined {
  return storeOf(db).find(collection, id);
}

export function recordsOf(db: Database, collection: string): DbRecord[] {
  return db.get(collection).value() ?? [];
}
