/**
 * What the demo server has stored, read through a connection of the test's own to the same
 * database (a second SQLite connection on the file, or the server's PostgreSQL schema): what a
 * restart would find.
 */
import SQLite from 'better-sqlite3';
import { openStore } from '../../../server/db/openStore';
import { tables } from '../../../server/db/tables';
import { TEST_DATABASE_URL, type TestServer } from './testServer';
import type { Row } from './types';

/** Every collection, records in id order. */
export async function readStored(
  server: Pick<TestServer, 'database' | 'schema'>,
): Promise<Record<string, Row[]>> {
  const store = await openStore(server.database, { schema: server.schema });
  try {
    const data: Record<string, Row[]> = {};
    for (const { collection } of tables.values())
      data[collection] = (await store.all(collection)) as Row[];
    return data;
  } finally {
    await store.close();
  }
}

/** Everything stored, as one text: unchanged text means nothing was written. */
export async function storedState(
  server: Pick<TestServer, 'database' | 'schema'>,
): Promise<string> {
  return JSON.stringify(await readStored(server));
}

/** Runs statements through a connection of the test's own to the server's database. */
export async function runSql(
  server: Pick<TestServer, 'database' | 'schema'>,
  statements: string[],
) {
  if (!TEST_DATABASE_URL) {
    const connection = new SQLite(server.database);
    try {
      for (const statement of statements) connection.exec(statement);
    } finally {
      connection.close();
    }
    return;
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: server.database,
    options: `-c search_path="${server.schema}"`,
  });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
