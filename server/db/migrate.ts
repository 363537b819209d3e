/**
 * Makes the database hold the registry's tables: creates what is missing (tables, columns,
 * indexes, the substring search index) and leaves what is there. A field added to a YAML file
 * becomes a new column at the next start; a removed one keeps its column, unread. What exists is
 * read in three queries; what is missing is sent as one script in one transaction (one disk sync,
 * all of it or nothing).
 * Substring search goes through an index: SQLite's FTS5 with the trigram tokenizer (an external
 * content table kept by triggers), PostgreSQL's pg_trgm GIN indexes.
 */
import { sql } from 'kysely';
import type { Connection, Db, Dialect } from './connect';
import { groupIndexColumns, type GroupIndex } from './groups';
import { quote } from './quote';
import {
  keyColumn,
  lowerColumn,
  tableFor,
  tables,
  type Column,
  type ColumnKind,
  type Table,
} from './tables';

/** Internal facts of the database (seeded, schema marks, background jobs' last runs). */
export const META_TABLE = '_meta';
/** The signed-in sessions a token names (server/auth/sessionsTable.ts): internal, like `_meta`. */
export const SESSIONS_TABLE = '_sessions';
/** Failed-login counts and login codes (server/auth/loginAttempts.ts), shared by every process. */
export const LOGIN_ATTEMPTS_TABLE = '_loginAttempts';
/** The answers kept for idempotency keys (server/actions/keptAnswers.ts): internal too. */
export const KEPT_ANSWERS_TABLE = '_idempotency_keys';
/** Arbitrary, fixed: the lock that keeps two API processes from migrating at once. */
const MIGRATION_LOCK = 7_310_422;

const SQL_TYPES: Record<Dialect, Record<ColumnKind, string>> = {
  // Text in PostgreSQL compares byte by byte (COLLATE "C"), as SQLite and the app's sort do.
  postgres: {
    text: 'TEXT COLLATE "C"',
    real: 'DOUBLE PRECISION',
    integer: 'BIGINT',
    boolean: 'BOOLEAN',
    json: 'TEXT',
  },
  sqlite: { text: 'TEXT', real: 'REAL', integer: 'INTEGER', boolean: 'INTEGER', json: 'TEXT' },
};

/** What the database holds now. */
interface Existing {
  columns: Map<string, Set<string>>;
  indexes: Set<string>;
  meta: Map<string, string>;
}

export async function migrate(
  connection: Connection,
  /** Indexes that serve groupings (server/db/groups.ts), beyond what the registry asks for. */
  groupIndexes: readonly GroupIndex[] = [],
): Promise<void> {
  const { dialect } = connection;
  const existing = await readExisting(connection);
  const statements = [
    ...sessionsTableStatements(dialect, existing),
    ...loginAttemptsTableStatements(dialect, existing),
    ...keptAnswersTableStatements(dialect, existing),
    ...[...tables.values()].flatMap((table) => [
      ...tableStatements(dialect, table, existing),
      ...(dialect === 'sqlite' ? searchIndexStatements(table, existing) : []),
    ]),
    ...groupIndexes.flatMap((index) => groupIndexStatements(dialect, index, existing)),
  ];
  if (statements.length === 0) return;
  const script =
    dialect === 'postgres'
      ? [
          'BEGIN',
          `SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`,
          'CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public',
          `CREATE TABLE IF NOT EXISTS ${META_TABLE} (key TEXT PRIMARY KEY, value TEXT)`,
          ...statements,
          'COMMIT',
        ]
      : [
          'BEGIN',
          `CREATE TABLE IF NOT EXISTS ${META_TABLE} (key TEXT PRIMARY KEY, value TEXT)`,
          ...statements,
          'COMMIT',
        ];
  try {
    await connection.runScript(`${script.join(';\n')};`);
  } catch (error) {
    // SQLite leaves the transaction open when a statement of the script fails.
    if (dialect === 'sqlite') await connection.runScript('ROLLBACK').catch(() => undefined);
    throw error;
  }
  await fillNewDerivedColumns(connection, existing);
}

/**
 * A derived column added to a table that has rows (a field became unique or searched) is filled
 * from its source once, as every write fills it from then on.
 */
async function fillNewDerivedColumns({ db }: Connection, existing: Existing): Promise<void> {
  for (const table of tables.values()) {
    const have = existing.columns.get(table.name);
    if (!have) continue;
    for (const derived of table.derived.filter((candidate) => !have.has(candidate.name))) {
      const source = sql.ref(derived.from.name);
      const { rows } = await sql<{ id: number; value: string }>`SELECT "id", ${source} AS value
        FROM ${sql.table(table.name)} WHERE ${source} IS NOT NULL`.execute(db);
      await db.transaction().execute(async (tx) => {
        for (const { id, value } of rows)
          await sql`UPDATE ${sql.table(table.name)} SET ${sql.ref(derived.name)} = ${derived.make(value)} WHERE "id" = ${id}`.execute(
            tx,
          );
      });
    }
  }
}

export async function readMeta(db: Db, key: string): Promise<string | undefined> {
  const { rows } = await sql<{
    value: string;
  }>`SELECT value FROM ${sql.table(META_TABLE)} WHERE key = ${key}`.execute(db);
  return rows[0]?.value;
}

export async function writeMeta(db: Db, key: string, value: string): Promise<void> {
  await sql`DELETE FROM ${sql.table(META_TABLE)} WHERE key = ${key}`.execute(db);
  await sql`INSERT INTO ${sql.table(META_TABLE)} (key, value) VALUES (${key}, ${value})`.execute(
    db,
  );
}

async function readExisting({ db, dialect }: Connection): Promise<Existing> {
  const columns = new Map<string, Set<string>>();
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ tableName: string; name: string }>`SELECT m.name AS "tableName", p.name AS name
          FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table'`.execute(db)
      : await sql<{
          tableName: string;
          name: string;
        }>`SELECT table_name AS "tableName", column_name AS name
          FROM information_schema.columns WHERE table_schema = current_schema()`.execute(db);
  for (const { tableName, name } of rows) {
    const names = columns.get(tableName) ?? new Set();
    names.add(name);
    columns.set(tableName, names);
  }
  const { rows: indexRows } =
    dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`SELECT name FROM sqlite_master WHERE type IN ('index', 'trigger')`.execute(db)
      : await sql<{
          name: string;
        }>`SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()`.execute(
          db,
        );
  const meta = new Map<string, string>();
  if (columns.has(META_TABLE)) {
    const { rows: metaRows } = await sql<{
      key: string;
      value: string;
    }>`SELECT key, value FROM ${sql.table(META_TABLE)}`.execute(db);
    for (const { key, value } of metaRows) meta.set(key, value);
  }
  return { columns, indexes: new Set(indexRows.map((row) => row.name)), meta };
}

/** A session per sign-in: random id, whose user, when made, until when, when ended (ms). */
function sessionsTableStatements(dialect: Dialect, existing: Existing): string[] {
  if (existing.columns.has(SESSIONS_TABLE)) return [];
  const time = dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
  return [
    `CREATE TABLE IF NOT EXISTS ${SESSIONS_TABLE} ("id" TEXT PRIMARY KEY, "userId" TEXT NOT NULL, ` +
      `"createdAt" ${time} NOT NULL, "expiresAt" ${time} NOT NULL, "endedAt" ${time})`,
    `CREATE INDEX IF NOT EXISTS ${quote(`${SESSIONS_TABLE}_userId`)} ON ${SESSIONS_TABLE} ("userId")`,
  ];
}

/** A counter or a code per key (`u:`/`a:`/`c:` + username or address), until when it counts (ms). */
function loginAttemptsTableStatements(dialect: Dialect, existing: Existing): string[] {
  if (existing.columns.has(LOGIN_ATTEMPTS_TABLE)) return [];
  const time = dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
  const table = quote(LOGIN_ATTEMPTS_TABLE);
  return [
    `CREATE TABLE IF NOT EXISTS ${table} ("key" TEXT PRIMARY KEY, ` +
      `"failures" INTEGER NOT NULL DEFAULT 0, "code" TEXT, "expiresAt" ${time} NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS ${quote(`${LOGIN_ATTEMPTS_TABLE}_expiresAt`)} ON ${table} ("expiresAt")`,
  ];
}

/** One row per (user, key): the request's fingerprint and the answer it was given. */
function keptAnswersTableStatements(dialect: Dialect, existing: Existing): string[] {
  if (existing.columns.has(KEPT_ANSWERS_TABLE)) return [];
  const time = dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
  return [
    `CREATE TABLE IF NOT EXISTS ${KEPT_ANSWERS_TABLE} ("userId" TEXT NOT NULL, "key" TEXT NOT NULL, ` +
      `"fingerprint" TEXT NOT NULL, "status" INTEGER NOT NULL, "body" TEXT NOT NULL, ` +
      `"expiresAt" ${time} NOT NULL, PRIMARY KEY ("userId", "key"))`,
    `CREATE INDEX IF NOT EXISTS ${quote(`${KEPT_ANSWERS_TABLE}_expiresAt`)} ON ${KEPT_ANSWERS_TABLE} ("expiresAt")`,
  ];
}

function columnSql(dialect: Dialect, column: Column): string {
  return `${quote(column.name)} ${SQL_TYPES[dialect][column.kind]}`;
}

function tableStatements(dialect: Dialect, table: Table, existing: Existing): string[] {
  const t = quote(table.name);
  const have = existing.columns.get(table.name);
  const statements: string[] = [];
  if (!have) {
    // AUTOINCREMENT and IDENTITY never give an id twice, not even the id of a deleted last row.
    const id =
      dialect === 'sqlite'
        ? '"id" INTEGER PRIMARY KEY AUTOINCREMENT'
        : '"id" BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY';
    const columns = [
      id,
      '"version" INTEGER NOT NULL DEFAULT 1',
      '"extra" TEXT',
      ...table.columns.map((column) => columnSql(dialect, column)),
      ...table.derived.map((derived) => `${quote(derived.name)} ${SQL_TYPES[dialect].text}`),
    ];
    statements.push(`CREATE TABLE IF NOT EXISTS ${t} (${columns.join(', ')})`);
  } else {
    for (const column of table.columns)
      if (!have.has(column.name))
        statements.push(`ALTER TABLE ${t} ADD COLUMN ${columnSql(dialect, column)}`);
    for (const derived of table.derived)
      if (!have.has(derived.name))
        statements.push(
          `ALTER TABLE ${t} ADD COLUMN ${quote(derived.name)} ${SQL_TYPES[dialect].text}`,
        );
  }
  const index = (suffix: string) => `${table.name}_${suffix}`;
  const create = (name: string, definition: string) => {
    if (!existing.indexes.has(name))
      statements.push(`CREATE INDEX IF NOT EXISTS ${quote(name)} ON ${t} ${definition}`);
  };
  const indexed = new Map(
    [...table.indexed, ...table.unique].map((column) => [column.name, column]),
  );
  for (const name of indexed.keys()) create(index(name), `(${quote(name)}, "id")`);
  for (const column of table.unique)
    create(index(keyColumn(column)), `(${quote(keyColumn(column))})`);
  const sortColumn = quote(table.meta.sort.field);
  for (const column of table.filteredInOrder) {
    create(
      index(`${column.name}_by_${table.meta.sort.field}`),
      `(${quote(column.name)}, ${sortColumn}, "id")`,
    );
    const scope = table.scopeColumn;
    if (scope && scope !== column)
      create(
        index(`${column.name}_${scope.name}_by_${table.meta.sort.field}`),
        `(${quote(column.name)}, ${quote(scope.name)}, ${sortColumn}, "id")`,
      );
  }
  if (dialect === 'postgres')
    for (const column of table.searched)
      create(
        index(`${column.name}_trgm`),
        `USING gin (${quote(lowerColumn(column))} gin_trgm_ops)`,
      );
  return statements;
}

function groupIndexStatements(dialect: Dialect, index: GroupIndex, existing: Existing): string[] {
  const table = tableFor(index.collection);
  const name = `${table.name}_groups_${index.name}`;
  if (existing.indexes.has(name)) return [];
  const columns = groupIndexColumns(index, dialect);
  return [`CREATE INDEX IF NOT EXISTS ${quote(name)} ON ${quote(table.name)} ${columns}`];
}

export function searchTableName(table: Table): string {
  return `${table.name}_search`;
}

/**
 * The FTS5 trigram index over a table's searched columns. When the registry changes which
 * columns are searched, the index is made again from the table.
 */
function searchIndexStatements(table: Table, existing: Existing): string[] {
  const fts = searchTableName(table);
  const names = table.searched.map(lowerColumn);
  const wanted = names.join(',');
  const key = `search:${table.name}`;
  if (existing.meta.get(key) === wanted && existing.columns.has(fts) === names.length > 0)
    return [];
  const statements = [
    ...['insert', 'delete', 'update'].map(
      (trigger) => `DROP TRIGGER IF EXISTS ${quote(`${fts}_${trigger}`)}`,
    ),
    `DROP TABLE IF EXISTS ${quote(fts)}`,
  ];
  if (names.length > 0) {
    const t = quote(table.name);
    const cols = names.map(quote).join(', ');
    const of = (row: 'new' | 'old') => names.map((name) => `${row}.${quote(name)}`).join(', ');
    const remove = `INSERT INTO ${quote(fts)} (${quote(fts)}, rowid, ${cols}) VALUES ('delete', old."id", ${of('old')});`;
    const add = `INSERT INTO ${quote(fts)} (rowid, ${cols}) VALUES (new."id", ${of('new')});`;
    statements.push(
      `CREATE VIRTUAL TABLE ${quote(fts)} USING fts5(${cols}, content=${quote(table.name)}, content_rowid='id', tokenize='trigram case_sensitive 1')`,
      `CREATE TRIGGER ${quote(`${fts}_insert`)} AFTER INSERT ON ${t} BEGIN ${add} END`,
      `CREATE TRIGGER ${quote(`${fts}_delete`)} AFTER DELETE ON ${t} BEGIN ${remove} END`,
      `CREATE TRIGGER ${quote(`${fts}_update`)} AFTER UPDATE OF ${cols} ON ${t} BEGIN ${remove} ${add} END`,
      `INSERT INTO ${quote(fts)} (${quote(fts)}) VALUES ('rebuild')`,
    );
  }
  statements.push(
    `DELETE FROM ${META_TABLE} WHERE key = '${key}'`,
    `INSERT INTO ${META_TABLE} (key, value) VALUES ('${key}', '${wanted}')`,
  );
  return statements;
}
