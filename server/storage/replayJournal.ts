/**
 * At start: the data file's records, then every journal entry it does not contain yet (seq above
 * the snapshot's), in order. A journal of another data file is set aside, not replayed.
 */
import {
  journalFilesOf,
  readJournal,
  setAsideForeignJournal,
  type JournalEntry,
} from './journalFiles';
import type { SnapshotMeta } from './snapshotFile';
import type { Data, DbRecord } from './types';

export interface Replayed {
  /** The last entry now in memory. */
  seq: number;
  /** Journal files of this data file, replayed: once a snapshot holds them they can go. */
  files: string[];
}

export function replayJournal(dataFile: string, data: Data, meta: SnapshotMeta): Replayed {
  let seq = meta.seq;
  const files: string[] = [];
  const entries: JournalEntry[] = [];
  for (const { path } of journalFilesOf(dataFile)) {
    const content = readJournal(path, meta.lineage);
    if (!content.belongs) {
      const kept = setAsideForeignJournal(path);
      console.warn(
        `${path} belongs to another data file (was ${dataFile} replaced?): moved to ${kept}`,
      );
      continue;
    }
    files.push(path);
    for (const entry of content.entries) {
      if (entry.seq <= seq) continue;
      entries.push(entry);
      seq = entry.seq;
    }
  }
  applyEntries(data, entries);
  return { seq, files };
}

/** Whole-record upserts and deletes, per collection through a map by id that keeps the order. */
function applyEntries(data: Data, entries: readonly JournalEntry[]): void {
  const touched = new Map<string, Map<string, DbRecord>>();
  const recordsOf = (collection: string) => {
    let byId = touched.get(collection);
    if (!byId) {
      byId = new Map((data[collection] ?? []).map((record) => [String(record.id), record]));
      touched.set(collection, byId);
    }
    return byId;
  };
  for (const { ops } of entries) {
    for (const op of ops) {
      const byId = recordsOf(op.collection);
      if ('upsert' in op) byId.set(String(op.upsert.id), op.upsert);
      else byId.delete(String(op.delete));
    }
  }
  for (const [collection, byId] of touched) data[collection] = [...byId.values()];
}
