/**
 * Opens the database the API keeps its records in: SQLite (better-sqlite3) in a file by default,
 * PostgreSQL (pg) when given a `postgres://` URL. Both are driven through Kysely, which gives
 * one way to send parameterised SQL, quote names and run transactions over either.
 */
import { mkdirSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Pool } from 'pg';
import {
  postgresWriteAnnouncements,
  soleProcess,
  type WriteAnnouncements,
} from './writeAnnouncements';

export type Dialect = 'sqlite' | 'postgres';

/** Tables are made at run time from the registry, so Kysely sees no compile-time schema. */
export type Db = Kysely<object>;

export interface Connection {
  /** Writes and transactions. */
  db: Db;
  /**
   * Reads outside a transaction. SQLite: a connection of its own, which sees the last commit and
   * never waits for a transaction of `db` (WAL); PostgreSQL: the same pool.
   */
  reads: Db;
  dialect: Dialect;
  /** Runs several statements without parameters at once (the schema): one round trip. */
  runScript(script: string): Promise<void>;
  /** Where it is, as a person would say it (a file path, or the URL without its password). */
  where: string;
  /** Resolves once every commit so far is on disk (a commit is answered only then). */
  durable(): Promise<void>;
  /**
   * A mark that differs after a commit of any other connection or process (a commit of this
   * connection may leave it as it was): what kept figures were read at.
   */
  othersMark(): Promise<string>;
  /** Other processes on this database hearing of this one's writes (server/db/writeAnnouncements.ts). */
  writes: WriteAnnouncements;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** A PostgreSQL schema to work in (created when missing): tests give each server its own. */
  schema?: string;
}

/** A SQL function of the SQLite connection: text lower-cased by JavaScript (SQLite's lower() folds ASCII only). */
export const CASEFOLD = 'casefold';

/**
 * SQLite's page caches, in KiB: the writing connection's (a seed of 100,000 records builds its
 * indexes in it) and the reading one's (a list page reads a few index pages).
 */
const WRITER_CACHE_KIB = 32 * 1024;
const READER_CACHE_KIB = 16 * 1024;

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}

export async function connect(location: string, options: ConnectOptions = {}): Promise<Connection> {
  return isPostgresUrl(location) ? connectPostgres(location, options) : connectSqlite(location);
}

function connectSqlite(file: string): Connection {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const database = openSqlite(file, WRITER_CACHE_KIB);
  refuseUnwritable(database, file);
  // WAL: readers never wait for the writer. NORMAL: a commit writes the log without waiting for
  // the disk, which would hold up every other request (better-sqlite3 runs on the event loop);
  // `durable` then flushes the log off the loop, and the commit is answered only after that.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  const db = kyselyOver(database);
  // A database in memory is the connection's own: its reads go through the same one.
  const reader = inMemory ? undefined : openSqlite(file, READER_CACHE_KIB);
  reader?.pragma('query_only = ON');
  const reads = reader ? kyselyOver(reader) : db;
  const runScript = (script: string) => {
    database.exec(script);
    return Promise.resolve();
  };
  let log: Promise<FileHandle> | undefined;
  const durable = async () => {
    if (inMemory) return;
    log ??= open(`${file}-wal`, 'r');
    await (await log).sync();
  };
  const close = async () => {
    if (reads !== db) await reads.destroy();
    await db.destroy();
    await (await log)?.close();
  };
  // SQLite's own counter of commits by other connections to the file.
  const othersMark = () =>
    Promise.resolve(String(database.pragma('data_version', { simple: true })));
  return {
    db,
    reads,
    dialect: 'sqlite',
    runScript,
    where: file,
    durable,
    othersMark,
    writes: soleProcess,
    close,
  };
}

/** A connection to the file with what every one of ours needs. */
function openSqlite(file: string, cacheKib: number): SQLite.Database {
  const database = new SQLite(file);
  database.pragma('foreign_keys = OFF');
  database.pragma(`cache_size = -${cacheKib}`);
  // No wait inside SQLite for a lock another process holds: its wait is a busy loop on the event
  // loop, which froze every request, reads too. The store waits it out between attempts instead
  // (contention.ts, off the loop), and answers 503 when its time is up.
  database.pragma('busy_timeout = 0');
  database.function(CASEFOLD, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return database;
}

/**
 * A file SQLite may only read (its permissions, a read-only mount) is opened all the same, and
 * each write then fails: the server refuses to start on it instead of answering 500 to every
 * login. A table made and rolled back writes nothing.
 */
function refuseUnwritable(database: SQLite.Database, file: string): void {
  if (file === ':memory:') return;
  try {
    database.exec('BEGIN IMMEDIATE; CREATE TABLE "_write_probe" ("x"); ROLLBACK');
  } catch (error) {
    if (database.inTransaction) database.exec('ROLLBACK');
    database.close();
    const code = (error as { code?: unknown }).code;
    if (code !== 'SQLITE_READONLY' && code !== 'SQLITE_CANTOPEN') throw error;
    throw new Error(
      `The database ${file} cannot be written (${String(code)}): the server's user needs write ` +
        'permission on the file and on its folder.',
      { cause: error },
    );
  }
}

const kyselyOver = (database: SQLite.Database): Db =>
  new Kysely<object>({ dialect: new SqliteDialect({ database: reusingStatements(database) }) });

/** Statements kept prepared, by their SQL text: a list query's SQL repeats, its values vary. */
const KEPT_STATEMENTS = 256;

/**
 * The database as Kysely sees it, preparing each SQL text once (Kysely would prepare it on every
 * query). Kysely runs one query at a time on it, so a kept statement is never in use twice.
 */
function reusingStatements(database: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare: (text: string) => {
      let statement = kept.get(text);
      if (statement) {
        // Most recently used last, so the oldest is the first to go.
        kept.delete(text);
      } else {
        statement = database.prepare(text);
        if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value as string);
      }
      kept.set(text, statement);
      return statement;
    },
  };
}

async function connectPostgres(url: string, options: ConnectOptions): Promise<Connection> {
  // Loaded only for PostgreSQL: the default SQLite start does without it.
  const { default: pg } = await import('pg');
  // int8 (counts, sums) would come back as text: every such figure here fits a double.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
  const { schema } = options;
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replaceAll('"', '')}"`);
    } finally {
      await admin.end();
    }
  }
  const config = {
    connectionString: url,
    ...(schema && { options: `-c search_path="${schema.replaceAll('"', '')}",public` }),
  };
  const pool = new pg.Pool({ ...config, max: 10 });
  const db = new Kysely<object>({ dialect: new PostgresDialect({ pool }) });
  // Without parameters pg uses the simple query protocol, which takes several statements.
  const runScript = async (script: string) => {
    await pool.query(script);
  };
  return {
    db,
    reads: db,
    dialect: 'postgres',
    runScript,
    // PostgreSQL's commit is on disk when it returns.
    durable: () => Promise.resolve(),
    othersMark: () => walInsertMark(pool),
    writes: postgresWriteAnnouncements(
      pool,
      (clientConfig) => new pg.Client(clientConfig),
      config,
      schema ?? 'public',
    ),
    close: () => db.destroy(),
    where: url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@'),
  };
}

/**
 * Where PostgreSQL inserts its next log record: every commit of any process writes one before it
 * is visible, so an unchanged mark means nothing was committed since. (Other log records move it
 * too; that only costs a recomputation.)
 */
async function walInsertMark(pool: Pool): Promise<string> {
  const { rows } = await pool.query<{ mark: string }>(
    'SELECT pg_current_wal_insert_lsn()::text AS mark',
  );
  return rows[0].mark;
}
