/**
 * Opens the database over the data file: creates the file from the fixtures generator on first
 * start, refuses an unreadable one, replays the journal over it, and hands out the lowdb instance
 * (json-server's storage: the records in memory) with its store (store.ts), the only writer.
 * A data file is opened once per process: opening it again gives the same database.
 */
import { existsSync, mkdirSync, unlinkSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import low from 'lowdb';
import type { AdapterSync } from 'lowdb';
import { tashkentDayAt } from '../../src/pages/shared/tashkentCalendar';
import { JournalWriter } from './journalFiles';
import { replayJournal } from './replayJournal';
import { readSnapshot, snapshotChunks } from './snapshotFile';
import { Store } from './store';
import type { Data, Database } from './types';
import { writeFileAtomic } from './writeFileAtomic';

/** The demo data written on first start: seed 1, as many waybills as `npm run fixtures` makes. */
const FIXTURES = { seed: 1, waybills: 600 };
/** A journal smaller than this is never compacted: writing the data file would cost more. */
const MIN_COMPACT_BYTES = 4 * 1024 * 1024;

export interface OpenOptions {
  /** Compact once the journal holds this many bytes (default: a quarter of the data file, ≥ 4 MB). */
  compactAfterBytes?: number;
}

const opened = new Map<string, Promise<Database>>();
const stores = new WeakMap<Database, Store>();

export function openDatabase(
  dataFile: string,
  collections: readonly string[],
  options: OpenOptions = {},
): Promise<Database> {
  const file = resolve(dataFile);
  let database = opened.get(file);
  if (!database) {
    database = open(file, collections, options);
    opened.set(file, database);
    // A failed open (a broken file) may be retried once the file is fixed.
    database.catch(() => opened.delete(file));
  }
  return database;
}

/** The store behind a database that openDatabase opened. */
export function storeOf(db: Database): Store {
  const store = stores.get(db);
  if (!store) throw new Error('This database was not opened by openDatabase');
  return store;
}

/** Waits for every write and compacts the journal; the file may then be opened afresh. */
export async function closeDatabase(dataFile: string): Promise<void> {
  const file = resolve(dataFile);
  const database = opened.get(file);
  if (!database) return;
  await storeOf(await database).close();
  opened.delete(file);
}

/** A clean shutdown: every open database closed. */
export async function closeDatabases(): Promise<void> {
  await Promise.all([...opened.keys()].map(closeDatabase));
}

async function open(
  dataFile: string,
  collections: readonly string[],
  options: OpenOptions,
): Promise<Database> {
  if (!existsSync(dataFile)) await createFromFixtures(dataFile);
  const snapshot = readSnapshot(dataFile);
  const { data, meta } = snapshot;
  // A collection the registry knows but the file lacks starts empty.
  for (const name of collections) data[name] ??= [];
  const replayed = replayJournal(dataFile, data, meta);
  if (replayed.seq > meta.seq) {
    meta.seq = replayed.seq;
    writeFileAtomic(dataFile, [...snapshotChunks(data, meta)].join(''));
  }
  for (const file of replayed.files) unlinkSync(file);

  const store = new Store(data, {
    dataFile,
    journal: new JournalWriter(dataFile, meta.lineage),
    meta,
    compactAfterBytes:
      options.compactAfterBytes ?? Math.max(MIN_COMPACT_BYTES, Math.round(snapshot.bytes / 4)),
  });
  const db = low(memoryAdapter(data));
  stores.set(db, store);
  return db;
}

/**
 * lowdb's typings describe adapters as classes with a phantom "@@reference" member; at run time
 * it only calls read() and write(). Writing the whole file is what the store exists to avoid.
 */
function memoryAdapter(data: Data): AdapterSync<Data> {
  const adapter = {
    read: () => data,
    write: () => {
      throw new Error('Writes go through the store (saveChanges), not db.write()');
    },
  };
  return adapter as unknown as AdapterSync<Data>;
}

async function createFromFixtures(dataFile: string): Promise<void> {
  // Loaded only when needed: the generator is not part of a normal start.
  const { generateDataset } = await import('../../scripts/fixtures/generate');
  mkdirSync(dirname(dataFile), { recursive: true });
  // As of today in Tashkent: "today", this month and the delay filters have parcels to show.
  const today = tashkentDayAt(Date.now());
  writeFileAtomic(dataFile, JSON.stringify(generateDataset({ ...FIXTURES, today }), null, 2));
}
