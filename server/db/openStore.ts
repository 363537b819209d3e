/**
 * Opens the store: connects (SQLite file or PostgreSQL URL), makes the registry's tables, and on
 * the first start loads the demo data (json-server-shaped JSON, `{ <collection>: [records] }`)
 * through the store's one write path, in one transaction with the write hooks.
 */
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { connect, type ConnectOptions } from './connect';
import type { GroupIndex } from './groups';
import { migrate, readMeta, writeMeta } from './migrate';
import { quote } from './quote';
import { DEMO_DATA_LOAD } from './author';
import { Store, type WriteHook } from './store';
import { tables } from './tables';
import type { DbRecord } from './types';

/** json-server-shaped demo data: collection -> records (objects with numeric ids). */
export type SeedData = object;

export interface OpenStoreOptions extends ConnectOptions {
  /**
   * The demo data to load when the database is new: a JSON file, or a function making it (the
   * fixtures generator, loaded only then). Nothing is loaded into a database already seeded.
   */
  seed?: string | (() => Promise<SeedData> | SeedData);
  /** Hooks every transaction runs, from the first one (the seed) on. */
  hooks?: readonly WriteHook[];
  /** Indexes that serve the groupings statistics ask for (server/db/groups.ts). */
  groupIndexes?: readonly GroupIndex[];
  /** The server's clock (tests fix it); the system's by default. */
  clock?: () => Date;
}

const SEEDED = 'seeded';

export async function openStore(location: string, options: OpenStoreOptions = {}): Promise<Store> {
  const connection = await connect(location, options);
  try {
    await migrate(connection, options.groupIndexes);
    const store = new Store(connection, options.clock);
    for (const hook of options.hooks ?? []) store.onWrite(hook);
    if (options.seed !== undefined && (await readMeta(connection.db, SEEDED)) === undefined)
      await seed(store, await seedData(options.seed));
    return store;
  } catch (error) {
    await connection.close();
    throw error;
  }
}

async function seedData(seed: NonNullable<OpenStoreOptions['seed']>): Promise<SeedData> {
  if (typeof seed === 'function') return seed();
  if (!existsSync(seed)) throw new Error(`No demo data at ${seed}`);
  return JSON.parse(readFileSync(seed, 'utf8')) as SeedData;
}

async function seed(store: Store, data: SeedData): Promise<void> {
  await store.transaction(DEMO_DATA_LOAD, async (tx) => {
    // Another process may have seeded it while this one started (several API processes).
    if ((await readMeta(tx.executorDb, SEEDED)) !== undefined) return;
    for (const [collection, records] of Object.entries(data) as [string, unknown][]) {
      if (!tables.has(collection) || !Array.isArray(records))
        throw new Error(`The demo data has an unknown collection: ${collection}`);
      await tx.insertMany(collection, records as DbRecord[]);
    }
    if (store.dialect === 'postgres')
      for (const table of tables.values())
        await sql`SELECT setval(pg_get_serial_sequence(${quote(table.name)}, 'id'), COALESCE((SELECT max("id") FROM ${sql.table(table.name)}), 0) + 1, false)`.execute(
          tx.executorDb,
        );
    await writeMeta(tx.executorDb, SEEDED, tx.now.toISOString());
  });
}
