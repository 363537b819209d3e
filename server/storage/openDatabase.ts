/**
 * Opens the lowdb database over the data file: creates the file from the fixtures generator on
 * first start, refuses an unreadable file, and keeps memory equal to the file when a write fails.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import low from 'lowdb';
import type { AdapterSync } from 'lowdb';
import { AtomicFileAdapter } from './AtomicFileAdapter';
import type { Data, Database } from './types';
import { writeFileAtomic } from './writeFileAtomic';

/** The demo data written on first start: seed 1, as many waybills as `npm run fixtures` makes. */
const FIXTURES = { seed: 1, waybills: 600 };

export async function openDatabase(
  dataFile: string,
  collections: readonly string[],
): Promise<Database> {
  if (!existsSync(dataFile)) await createFromFixtures(dataFile);
  // lowdb's typings describe adapters as classes with a phantom "@@reference" member; at run time
  // it only calls read() and write(), which AtomicFileAdapter has.
  const adapter = new AtomicFileAdapter(dataFile) as unknown as AdapterSync<Data>;
  const db = low(adapter);
  // A collection the registry knows but the file lacks starts empty; it is saved on the next write.
  for (const name of collections) {
    if (!db.has(name).value()) db.set(name, []).value();
  }
  reloadWhenWriteFails(db);
  return db;
}

async function createFromFixtures(dataFile: string): Promise<void> {
  // Loaded only when needed: the generator is not part of a normal start.
  const { generateDataset } = await import('../../scripts/fixtures/generate');
  mkdirSync(dirname(dataFile), { recursive: true });
  writeFileAtomic(dataFile, JSON.stringify(generateDataset(FIXTURES), null, 2));
}

/**
 * json-server changes the records in memory before it writes. If the write throws, the file still
 * holds the previous state (atomic write), so reading it back makes memory agree with it again.
 */
function reloadWhenWriteFails(db: Database): void {
  const write = db.write.bind(db);
  db.write = ((returnValue?: unknown) => {
    try {
      return write(returnValue);
    } catch (error) {
      restoreFromFile(db);
      throw error;
    }
  }) as Database['write'];
}

function restoreFromFile(db: Database): void {
  try {
    db.read();
  } catch (error) {
    // The failed write is what the caller hears about; this one only goes to the log.
    console.error('Could not reload the data file after a failed write:', error);
  }
}
