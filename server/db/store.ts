/**
 * The records of every registry resource in the database, and the one way to change them: a
 * transaction (`store.transaction(author, async (tx) => ...)`) whose writes, the derived figures
 * the write hooks recompute from them and their audit entries commit together or not at all. A
 * commit is durable before the promise resolves (SQLite: its log flushed to disk off the event
 * loop; PostgreSQL: its own commit); answer the client only then. Reads outside a transaction see
 * the last commit.
 */
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import {
  sql,
  type QueryResult,
  type RawBuilder,
  type Transaction as KyselyTransaction,
} from 'kysely';
import type { SortOrder } from '../../src/core/registry/types';
import type { Condition } from './conditions';
import { AUDIT_COLLECTION, auditEntries } from './auditTrail';
import { groupReader, groupsSql, type Group, type GroupQuery } from './groups';
import { DEMO_DATA_LOAD, type Author } from './author';
import { isBookkeeping } from './bookkeeping';
import type { Connection, Db, Dialect } from './connect';
import { ATTEMPTS, backoffMs, ClaimTaken, isContention, StoreBusy } from './contention';
import type { WriteAnnouncements } from './writeAnnouncements';
import { quote } from './quote';
import { claimKey, holdClaims, releaseClaims, tryClaimsSql } from './rowClaims';
import { fromRow, rowId, toColumnValue, toRow, type Row } from './rowCodec';
import { keyColumn, normalKey, tableFor, type Table } from './tables';
import { withStamps } from './stamps';
import type { DbRecord } from './types';
import { afterSql, orderSql, whereSql, type Fragment } from './whereSql';

export interface ListRequest {
  conditions: readonly Condition[];
  sort: { field: string; order: SortOrder };
  /** Inclusive positions; without it, every matching record. */
  range?: { start: number; end: number };
}

export interface Page {
  items: DbRecord[];
  total: number;
}

/** A record as a transaction changed it: `before` absent on insert, `after` absent on delete. */
export interface RecordChange {
  collection: string;
  before?: DbRecord;
  after?: DbRecord;
}

/**
 * Runs inside the transaction of every write, after the caller's work, with the changes made so
 * far: it recomputes what derives from them (and may write; its own writes reach the hooks next).
 */
export type WriteHook = (tx: Transaction, changes: readonly RecordChange[]) => Promise<void>;

/** Rounds of hooks a transaction runs at most: hooks that keep writing are a bug. */
const MAX_HOOK_ROUNDS = 8;
/**
 * How long a SQLite transaction runs on the event loop before it lets waiting requests go (ms):
 * a read that came in waits at most about this long for a write.
 */
const SLICE_MS = 8;
/** Rows per INSERT statement when many records are written at once. */
const PARAMETERS_PER_INSERT = 20000;
/** More records than this at once are a bulk write (the demo data's load): it claims none. */
const MOST_CLAIMED = 100;

export class Reader {
  constructor(
    protected readonly executor: Db,
    readonly dialect: Dialect,
  ) {}

  /** The Kysely executor reads and writes of this reader go through (raw SQL of its own). */
  get executorDb(): Db {
    return this.executor;
  }

  /** Runs one statement. */
  protected run<R>(query: RawBuilder<R>): Promise<QueryResult<R>> {
    return query.execute(this.executor);
  }

  async get(collection: string, id: unknown): Promise<DbRecord | undefined> {
    const key = rowId(id);
    if (key === undefined) return undefined;
    const table = tableFor(collection);
    const { rows } = await this.run(
      sql<Row>`SELECT * FROM ${sql.table(table.name)} WHERE "id" = ${key}`,
    );
    return rows[0] && fromRow(table, rows[0]);
  }

  /** Records whose column equals the value exactly (the first by id with `findOne`). */
  async findBy(
    collection: string,
    field: string,
    value: unknown,
    limit?: number,
  ): Promise<DbRecord[]> {
    const table = tableFor(collection);
    const column = table.byName.get(field);
    if (!column) throw new Error(`${collection} has no column ${field}`);
    const stored = toColumnValue(column, value, this.dialect);
    if (stored === null) return [];
    const bound = limit === undefined ? sql`` : sql` LIMIT ${limit}`;
    const { rows } = await this.run(
      sql<Row>`SELECT * FROM ${sql.table(table.name)} WHERE ${sql.ref(field)} = ${stored} ORDER BY "id"${bound}`,
    );
    return rows.map((row) => fromRow(table, row));
  }

  async findOne(collection: string, field: string, value: unknown): Promise<DbRecord | undefined> {
    return (await this.findBy(collection, field, value, 1))[0];
  }

  /** Ids of records whose unique text field holds the value, compared trimmed and lower-cased. */
  async idsWithKey(collection: string, field: string, value: unknown): Promise<number[]> {
    const table = tableFor(collection);
    const column = table.byName.get(field);
    if (!column || !table.unique.includes(column))
      throw new Error(`${collection}.${field} is not unique`);
    const key = sql.ref(keyColumn(column));
    const { rows } = await this.run(sql<{ id: number }>`SELECT "id" FROM ${sql.table(table.name)}
      WHERE ${key} = ${normalKey(value)} LIMIT 2`);
    return rows.map((row) => Number(row.id));
  }

  async list(collection: string, request: ListRequest): Promise<Page> {
    const table = tableFor(collection);
    const where = whereSql(table, request.conditions, this.dialect);
    const items = await this.select(table, where, request);
    const total = request.range === undefined ? items.length : await this.countWhere(table, where);
    return { items, total };
  }

  async count(collection: string, conditions: readonly Condition[] = []): Promise<number> {
    const table = tableFor(collection);
    return this.countWhere(table, whereSql(table, conditions, this.dialect));
  }

  /**
   * Every matching record, in order, a batch at a time (the xlsx export): memory holds one batch,
   * and each batch starts where the last ended (keyset), so none costs more than the first.
   */
  async *batches(
    collection: string,
    request: ListRequest,
    size = 2000,
    /** Only these fields (and the id and sort field): an export reads no history it cannot show. */
    fields?: readonly string[],
  ): AsyncGenerator<DbRecord[]> {
    const table = tableFor(collection);
    const where = whereSql(table, request.conditions, this.dialect);
    const { field, order } = request.sort;
    const columns = columnsSql(table, fields && [...fields, field]);
    let last: DbRecord | undefined;
    for (;;) {
      const after = last ? sql` AND (${afterSql(table, field, order, last, this.dialect)})` : sql``;
      const items = await this.select(
        table,
        sql`${where}${after}`,
        { ...request, range: { start: 0, end: size - 1 } },
        columns,
      );
      if (items.length > 0) yield items;
      if (items.length < size) return;
      last = items[items.length - 1];
    }
  }

  /**
   * Every record of a collection, or only some of its fields (statistics read a few columns of
   * every waybill: far less memory than whole records).
   */
  async all(collection: string, fields?: readonly string[]): Promise<DbRecord[]> {
    const table = tableFor(collection);
    const columns = columnsSql(table, fields);
    const { rows } = await this.run(
      sql<Row>`SELECT ${columns} FROM ${sql.table(table.name)} ORDER BY "id"`,
    );
    return rows.map((row) => fromRow(table, row));
  }

  /** Counts and sums per group of the rows meeting the query's conditions (statistics). */
  async groups(collection: string, query: GroupQuery): Promise<Group[]> {
    const table = tableFor(collection);
    const { rows } = await this.run(groupsSql(table, query, this.dialect));
    return rows.map(groupReader(table, query));
  }

  private async select(
    table: Table,
    where: Fragment,
    request: ListRequest,
    columns: Fragment = sql`*`,
  ): Promise<DbRecord[]> {
    const { range } = request;
    const page = range ? sql` LIMIT ${range.end - range.start + 1} OFFSET ${range.start}` : sql``;
    const { rows } = await this.run(
      sql<Row>`SELECT ${columns} FROM ${sql.table(table.name)} WHERE ${where} ORDER BY ${orderSql(request.sort.field, request.sort.order)}${page}`,
    );
    return rows.map((row) => fromRow(table, row));
  }

  private async countWhere(table: Table, where: Fragment): Promise<number> {
    const { rows } = await this.run(
      sql<{
        total: number;
      }>`SELECT count(*) AS total FROM ${sql.table(table.name)} WHERE ${where}`,
    );
    return Number(rows[0]?.total ?? 0);
  }
}

/**
 * The columns that hold `fields` (with the id), and `extra` when one of them is no column of its
 * own; every column without `fields`.
 */
function columnsSql(table: Table, fields: readonly string[] | undefined): Fragment {
  if (fields === undefined) return sql`*`;
  const wanted = [...new Set(fields)].filter((field) => table.byName.has(field));
  const needsExtra = wanted.length !== new Set(fields.filter((f) => f !== 'id')).size;
  return sql.join([
    sql.ref('id'),
    ...wanted.map((field) => sql.ref(field)),
    ...(needsExtra ? [sql.ref('extra')] : []),
  ]);
}

export class Transaction extends Reader {
  readonly changes: RecordChange[] = [];
  /** Records this transaction wrote: a later write of one (a hook's) is the same version step. */
  private readonly written = new Set<string>();
  /** The claims this transaction holds (rowClaims.ts), those held from its start included. */
  readonly claimed: Set<string>;
  /** When it last let waiting requests go (SQLite, `run`). */
  private ranSince = performance.now();

  constructor(
    executor: KyselyTransaction<object>,
    dialect: Dialect,
    /** Who writes: stamped fields name them, and the audit log keeps each change. */
    readonly author: Author,
    /** The instant the transaction happens at: its stamps, rules and figures all read it. */
    readonly now: Date,
    held: readonly string[] = [],
  ) {
    super(executor, dialect);
    this.claimed = new Set(held);
  }

  /**
   * Claims records whose figures this transaction is about to read and rewrite (a client's
   * credit): call it before reading what they derive from. Another writer holding one stops this
   * attempt at once (ClaimTaken), and the store runs it again after that writer, so the two do not
   * both compute from the same state and one abort at commit. SQLite: nothing to do, it has one
   * writer at a time.
   */
  async claim(collection: string, ids: readonly number[]): Promise<void> {
    if (this.dialect !== 'postgres' || ids.length > MOST_CLAIMED) return;
    const keys = ids.map((id) => claimKey(collection, id)).filter((key) => !this.claimed.has(key));
    if (keys.length === 0) return;
    const { rows } = await this.run(tryClaimsSql(keys));
    const taken = new Set(rows.map((row) => row.key));
    for (const key of keys) if (!taken.has(key)) this.claimed.add(key);
    if (taken.size > 0) throw new ClaimTaken([...this.claimed, ...taken]);
  }

  /**
   * SQLite runs each statement on the event loop, and a transaction's would run one after another
   * without a break: a request that came in meanwhile (a list read) waited for the whole write.
   * A transaction lets waiting requests go first once it has run for a slice; they read through a
   * connection of their own (connect.ts `reads`), so none waits for it to end. Not before each
   * statement: under a steady read load each break waited for a turn of every read in flight, and
   * the one writer's transactions, a few milliseconds of work, took a second (docs/decisions.md
   * "SQLite under load").
   */
  protected override async run<R>(query: RawBuilder<R>): Promise<QueryResult<R>> {
    if (this.dialect === 'sqlite' && performance.now() - this.ranSince >= SLICE_MS) {
      await nextTurn();
      this.ranSince = performance.now();
    }
    return super.run(query);
  }

  /** Stores a new record; it gets the next id unless it has one (the demo data keeps its ids). */
  async insert(
    collection: string,
    record: Omit<DbRecord, 'id'> & { id?: number },
  ): Promise<DbRecord> {
    const [stored] = await this.insertMany(collection, [record]);
    return stored;
  }

  async insertMany(
    collection: string,
    records: readonly (Omit<DbRecord, 'id'> & { id?: number })[],
  ): Promise<DbRecord[]> {
    const table = tableFor(collection);
    const stored: DbRecord[] = [];
    const withIds = records.filter((record) => record.id !== undefined);
    const withoutIds = records.filter((record) => record.id === undefined);
    for (const [group, keepId] of [
      [withIds, true],
      [withoutIds, false],
    ] as const) {
      const names = [...(keepId ? ['id'] : []), ...Object.keys(toRow(table, {}, this.dialect))];
      const perStatement = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / names.length));
      for (let start = 0; start < group.length; start += perStatement) {
        const rows = group.slice(start, start + perStatement).map((record) => {
          const row = toRow(
            table,
            withStamps(collection, undefined, record, this.author, this.now),
            this.dialect,
          );
          return sql`(${sql.join(names.map((name) => (name === 'id' ? record.id : row[name])))})`;
        });
        const { rows: inserted } = await this.run(
          sql<Row>`INSERT INTO ${sql.table(table.name)} (${sql.raw(names.map(quote).join(', '))}) VALUES ${sql.join(rows)} RETURNING *`,
        );
        for (const row of inserted) {
          const after = fromRow(table, row);
          stored.push(after);
          this.written.add(`${collection}/${after.id}`);
          this.changes.push({ collection, after });
        }
      }
    }
    return stored;
  }

  /**
   * Writes a record's whole new state (fields absent from it are cleared). Only the columns that
   * differ from `before` are set: an index, or the search index's trigger, of a column left alone
   * is not rewritten (a comment's edit of a waybill touched all of its ~50 indexes).
   */
  async put(
    collection: string,
    before: DbRecord,
    next: Record<string, unknown>,
  ): Promise<DbRecord> {
    return this.setColumns(collection, before, this.changedColumns(collection, before, next).set);
  }

  /**
   * `put`, unless writing `next` over `before` changes nothing but the bookkeeping (`updatedAt`):
   * then nothing is stored and the answer is undefined. Values are compared as stored, so `2.5`
   * and `"2.5"` of a number are the same.
   */
  async putIfChanged(
    collection: string,
    before: DbRecord,
    next: Record<string, unknown>,
  ): Promise<DbRecord | undefined> {
    const { set, stored } = this.changedColumns(collection, before, next);
    if (set.every((column) => isBookkeeping(column, stored))) return undefined;
    return this.setColumns(collection, before, set);
  }

  /**
   * `put` of many records at once (a batch finished at a hub moves 2,500 parcels): the records
   * that set the same columns are written by one UPDATE per chunk, their new values joined in
   * (SQLite: a VALUES list; PostgreSQL: a JSON array read as the table's row type, so each value
   * takes its column's type), each row's version stepped as `put` steps it. The new states, in
   * the order given; each is a change the hooks and the audit log see, as `put`'s are.
   */
  async putMany(
    collection: string,
    writes: readonly { before: DbRecord; next: Record<string, unknown> }[],
  ): Promise<DbRecord[]> {
    const table = tableFor(collection);
    const groups = new Map<
      string,
      { names: string[]; step: number; rows: Row[]; befores: DbRecord[] }
    >();
    for (const { before, next } of writes) {
      const set = this.changedColumns(collection, before, next).set;
      const step = this.written.has(`${collection}/${before.id}`) ? 0 : 1;
      const names = set.map(([name]) => name);
      const group = `${step}|${names.join(',')}`;
      const entry = groups.get(group) ?? { names, step, rows: [], befores: [] };
      entry.rows.push({ id: before.id, ...Object.fromEntries(set) });
      entry.befores.push(before);
      groups.set(group, entry);
    }
    const stored = new Map<number, DbRecord>();
    for (const { names, step, rows, befores } of groups.values()) {
      const perStatement = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / (names.length + 1)));
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement);
        const { rows: updated } = await this.run(this.updateFromRows(table, names, step, chunk));
        for (const row of updated) stored.set(Number(row.id), fromRow(table, row));
      }
      for (const before of befores) {
        const after = stored.get(Number(before.id));
        if (!after) throw new Error(`${collection} ${before.id} is not stored`);
        this.written.add(`${collection}/${before.id}`);
      }
    }
    return writes.map(({ before }) => {
      const after = stored.get(Number(before.id))!;
      this.changes.push({ collection, before, after });
      return after;
    });
  }

  /** One UPDATE setting `names` of each row of `rows` (by id) to its values. */
  private updateFromRows(
    table: Table,
    names: readonly string[],
    step: number,
    rows: readonly Row[],
  ) {
    const target = sql.table(table.name);
    const version = sql`"version" = ${target}."version" + ${step}`;
    if (this.dialect === 'postgres') {
      const assignments = sql.join([
        ...names.map((name) => sql`${sql.ref(name)} = "v".${sql.ref(name)}`),
        version,
      ]);
      return sql<Row>`UPDATE ${target} SET ${assignments}
        FROM json_populate_recordset(NULL::${target}, ${JSON.stringify(rows)}::json) AS "v"
        WHERE ${target}."id" = "v"."id" RETURNING ${target}.*`;
    }
    // SQLite names a VALUES list's columns column1, column2, …: the id first.
    const assignments = sql.join([
      ...names.map((name, index) => sql`${sql.ref(name)} = "v".${sql.raw(`"column${index + 2}"`)}`),
      version,
    ]);
    const values = sql.join(
      rows.map((row) => sql`(${sql.join([row.id, ...names.map((name) => row[name])])})`),
    );
    return sql<Row>`UPDATE ${target} SET ${assignments} FROM (VALUES ${values}) AS "v"
      WHERE ${target}."id" = "v"."column1" RETURNING *`;
  }

  /** Stores the changed columns of `before`'s row and a new version (once per transaction). */
  private async setColumns(
    collection: string,
    before: DbRecord,
    set: readonly [string, unknown][],
  ): Promise<DbRecord> {
    const table = tableFor(collection);
    const key = `${collection}/${before.id}`;
    const step = this.written.has(key) ? 0 : 1;
    const assignments = sql.join([
      ...set.map(([name, value]) => sql`${sql.ref(name)} = ${value}`),
      sql`"version" = "version" + ${step}`,
    ]);
    const { rows } = await this.run(
      sql<Row>`UPDATE ${sql.table(table.name)} SET ${assignments} WHERE "id" = ${before.id} RETURNING *`,
    );
    if (!rows[0]) throw new Error(`${collection} ${before.id} is not stored`);
    this.written.add(key);
    const after = fromRow(table, rows[0]);
    this.changes.push({ collection, before, after });
    return after;
  }

  /** The columns, with their new values, that storing `next` over `before` sets; the stored row. */
  private changedColumns(
    collection: string,
    before: DbRecord,
    next: Record<string, unknown>,
  ): { set: [string, unknown][]; stored: Row } {
    const table = tableFor(collection);
    const row = toRow(
      table,
      withStamps(collection, before, next, this.author, this.now),
      this.dialect,
    );
    const stored = toRow(table, before, this.dialect);
    return { set: Object.entries(row).filter(([name, value]) => value !== stored[name]), stored };
  }

  /** Changes some fields of a stored record (`undefined` clears a field); the new state. */
  async update(
    collection: string,
    record: DbRecord,
    changes: Record<string, unknown>,
  ): Promise<DbRecord> {
    const next: Record<string, unknown> = { ...record };
    for (const [field, value] of Object.entries(changes)) {
      if (value === undefined) delete next[field];
      else next[field] = value;
    }
    return this.put(collection, record, next);
  }

  /**
   * The record as this transaction leaves it, its hooks' writes included (they may change its
   * derived figures and so its version): what the next edit starts from. Ask once committed,
   * when the hooks have run; the state its last write stored (RETURNING), so no read again.
   */
  stateOf(collection: string, record: DbRecord): DbRecord {
    const last = this.changes.findLast(
      (change) =>
        change.collection === collection && (change.after ?? change.before)?.id === record.id,
    );
    return last?.after ?? record;
  }

  async remove(collection: string, record: DbRecord): Promise<void> {
    const table = tableFor(collection);
    await this.run(sql`DELETE FROM ${sql.table(table.name)} WHERE "id" = ${record.id}`);
    this.changes.push({ collection, before: record });
  }
}

export class Store extends Reader {
  private readonly hooks: WriteHook[] = [];
  /** Commits of this process that changed each collection. */
  private readonly commits = new Map<string, number>();

  constructor(
    private readonly connection: Connection,
    /** The server's clock (tests fix it): what "now" is to every transaction and read. */
    private readonly clock: () => Date = () => new Date(),
  ) {
    super(connection.reads, connection.dialect);
  }

  /** The instant now, by the server's clock. */
  now(): Date {
    return this.clock();
  }

  /** The writing connection, for writes outside a transaction (sessions); reads: `executorDb`. */
  get db(): Db {
    return this.connection.db;
  }

  /** A hook every transaction runs before it commits (derived figures). */
  onWrite(hook: WriteHook): void {
    this.hooks.push(hook);
  }

  /**
   * `author` makes every write of `work`: stamps name them and the audit log keeps them. An
   * attempt that meets other writers (contention.ts) is run again, holding from its start what
   * it had claimed; one that still cannot commit within the bounds is StoreBusy (503).
   */
  async transaction<T>(author: Author, work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * `settle` runs last, once the write hooks have settled and the audit entries are written: what
   * it makes of `work`'s result (the request's answer, rendered from the records as they will be
   * committed) is returned, and what it writes (the answer kept for an idempotency key) commits
   * with the rest.
   */
  async transaction<T, R>(
    author: Author,
    work: (tx: Transaction) => Promise<T>,
    settle: (tx: Transaction, result: T) => Promise<R>,
  ): Promise<R>;
  async transaction<T, R>(
    author: Author,
    work: (tx: Transaction) => Promise<T>,
    settle?: (tx: Transaction, result: T) => Promise<R>,
  ): Promise<T | R> {
    const started = this.now().getTime();
    const held = new Set<string>();
    for (let attempt = 1; ; attempt++) {
      /** The attempt's transaction, once begun: what it claimed is held by the next one. */
      const begun: { tx?: Transaction } = {};
      const timeLeft = ATTEMPTS.budgetMs - (this.now().getTime() - started);
      try {
        const { result, changes } = await this.attempt(
          author,
          work,
          settle,
          [...held],
          timeLeft,
          begun,
        );
        // Committed, hence visible to reads: figures kept from before are stale from now on.
        for (const collection of new Set(changes.map((change) => change.collection)))
          this.commits.set(collection, (this.commits.get(collection) ?? 0) + 1);
        await this.connection.durable();
        return result;
      } catch (error) {
        const taken = error instanceof ClaimTaken;
        if (!taken && !isContention(error)) throw error;
        for (const key of taken ? error.keys : (begun.tx?.claimed ?? [])) held.add(key);
        // A claim taken is waited for by the next attempt itself; a collision, at random.
        const wait = taken ? 0 : backoffMs(attempt);
        const spent = this.now().getTime() - started;
        if (attempt >= ATTEMPTS.most || spent + wait >= ATTEMPTS.budgetMs)
          throw new StoreBusy(error);
        if (wait > 0) await sleep(wait);
      }
    }
  }

  /**
   * A stamp of what the collections hold: it differs after any commit that changed them (in this
   * process) or anything (in another). Figures computed from reads begun after taking it are true
   * for as long as it stays the same. Without `collections`, of every collection.
   */
  async changeStamp(collections?: readonly string[]): Promise<string> {
    const ours =
      collections === undefined
        ? String([...this.commits.values()].reduce((sum, count) => sum + count, 0))
        : collections.map((collection) => this.commits.get(collection) ?? 0).join(',');
    return `${ours}/${await this.connection.othersMark()}`;
  }

  /** Other API processes on this database hear of this one's writes, and it of theirs. */
  get writes(): WriteAnnouncements {
    return this.connection.writes;
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  /** One attempt; with `held` claims, on a connection that waits for them (at most `timeLeft`). */
  private async attempt<T, R>(
    author: Author,
    work: (tx: Transaction) => Promise<T>,
    settle: ((tx: Transaction, result: T) => Promise<R>) | undefined,
    held: readonly string[],
    timeLeft: number,
    begun: { tx?: Transaction },
  ): Promise<{ result: T | R; changes: readonly RecordChange[] }> {
    const db = this.connection.db;
    if (held.length === 0) return this.attemptOn(db, author, work, settle, held, begun);
    return db.connection().execute(async (db) => {
      try {
        await holdClaims(db, held, timeLeft);
        return await this.attemptOn(db, author, work, settle, held, begun);
      } finally {
        await releaseClaims(db);
      }
    });
  }

  private attemptOn<T, R>(
    db: Db,
    author: Author,
    work: (tx: Transaction) => Promise<T>,
    settle: ((tx: Transaction, result: T) => Promise<R>) | undefined,
    held: readonly string[],
    begun: { tx?: Transaction },
  ): Promise<{ result: T | R; changes: readonly RecordChange[] }> {
    const builder = db.transaction();
    const transaction =
      this.dialect === 'postgres' ? builder.setIsolationLevel('serializable') : builder;
    return transaction.execute(async (executor) => {
      const tx = new Transaction(executor, this.dialect, author, this.now(), held);
      begun.tx = tx;
      const result = await work(tx);
      let seen = 0;
      for (let round = 0; seen < tx.changes.length; round++) {
        if (round === MAX_HOOK_ROUNDS) throw new Error('Write hooks did not settle');
        const fresh = tx.changes.slice(seen);
        seen = tx.changes.length;
        for (const hook of this.hooks) await hook(tx, fresh);
      }
      if (author !== DEMO_DATA_LOAD && tx.changes.length > 0)
        await tx.insertMany(
          AUDIT_COLLECTION,
          auditEntries(author, tx.changes, tx.now.toISOString()),
        );
      return { result: settle ? await settle(tx, result) : result, changes: tx.changes };
    });
  }
}
