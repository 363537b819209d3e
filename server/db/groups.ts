/**
 * Counts and sums of a collection's rows per group, worked out by the database. Statistics over
 * 100,000 waybills then read a few thousand groups rather than every row: reading every row made
 * better-sqlite3 build 100,000 objects on the event loop (~0.5 s that every other request waited
 * for).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Condition } from './conditions';
import type { Dialect } from './connect';
import { quote } from './quote';
import { fromColumnValue, type Row } from './rowCodec';
import { tableFor, type Column, type Table } from './tables';
import { whereSql, type Fragment } from './whereSql';

/**
 * What makes a group: a column's value, or `hourOf` a stored UTC timestamp (`toISOString`), whose
 * first 13 characters name its hour. Tashkent's day is the same for every moment of a UTC hour,
 * so a group of an hour answers for each of its rows; its key is one of them (the least), to be
 * read as any stored timestamp is. A value of another shape is a group of its own.
 */
export type GroupKey = string | { hourOf: string };

export interface GroupQuery {
  by: readonly GroupKey[];
  /** Number columns summed per group; a row without a value adds nothing. */
  sums?: readonly string[];
  /** Which rows count (a row scope, a filter), as a list's conditions. */
  conditions?: readonly Condition[];
  /** Only groups of more rows than this. */
  countAbove?: number;
}

export interface Group {
  /** One per `by`, in its order; undefined for rows without a value. */
  keys: unknown[];
  count: number;
  /** One per `sums`, in its order. */
  sums: number[];
}

export function groupsSql(table: Table, query: GroupQuery, dialect: Dialect): RawBuilder<Row> {
  const keys = query.by.map((key) => keySql(table, key, dialect));
  const sums = (query.sums ?? []).map((name, index) => {
    const column = columnOf(table, name);
    if (column.kind !== 'real' && column.kind !== 'integer')
      throw new Error(`${table.collection}.${name} is no number`);
    return sql`SUM(${sql.ref(name)}) AS ${sql.ref(`s${index}`)}`;
  });
  const selected = [
    ...keys.map(({ selected }, index) => sql`${selected} AS ${sql.ref(`k${index}`)}`),
    sql`count(*) AS "n"`,
    ...sums,
  ];
  const grouped = keys.length > 0 ? sql` GROUP BY ${sql.join(keys.map((k) => k.grouped))}` : sql``;
  const having =
    query.countAbove === undefined ? sql`` : sql` HAVING count(*) > ${query.countAbove}`;
  return sql<Row>`SELECT ${sql.join(selected)} FROM ${sql.table(table.name)} WHERE ${whereSql(table, query.conditions ?? [], dialect)}${grouped}${having}`;
}

/** Reads a row of `groupsSql` as a Group; the key columns are looked up once, not per row. */
export function groupReader(table: Table, query: GroupQuery): (row: Row) => Group {
  const keyColumns = query.by.map((key) =>
    columnOf(table, typeof key === 'string' ? key : key.hourOf),
  );
  const sums = query.sums ?? [];
  return (row) => ({
    keys: keyColumns.map((column, index) => fromColumnValue(column, row[`k${index}`])),
    // PostgreSQL answers count(*) and sums of integers as bigint text.
    count: Number(row.n),
    sums: sums.map((_, index) => Number(row[`s${index}`] ?? 0)),
  });
}

function keySql(
  table: Table,
  key: GroupKey,
  dialect: Dialect,
): { grouped: Fragment; selected: Fragment } {
  if (typeof key === 'string') {
    columnOf(table, key);
    return { grouped: sql.ref(key), selected: sql.ref(key) };
  }
  hourColumn(table, key.hourOf);
  return {
    grouped: sql.raw(hourSql(key.hourOf, dialect)),
    selected: sql`min(${sql.ref(key.hourOf)})`,
  };
}

/**
 * The hour of a stored UTC timestamp, told as src/core/time/tashkent.ts tells one (a `T` eleventh,
 * a `Z` last; case-sensitive, which SQLite's GLOB is and its LIKE is not), else the whole value.
 * SQL text, as an index on it must spell it as the query does.
 */
function hourSql(name: string, dialect: Dialect): string {
  const ref = quote(name);
  const timestamp =
    dialect === 'sqlite' ? `${ref} GLOB '??????????T*Z'` : `${ref} LIKE '__________T%Z'`;
  return `(CASE WHEN ${timestamp} THEN substr(${ref}, 1, 13) ELSE ${ref} END)`;
}

/**
 * An index that holds a grouping's keys in order and the columns it sums, so the database groups
 * by reading the index alone. A query's conditions on the leading keys narrow it too.
 */
export interface GroupIndex {
  collection: string;
  /** Its name within the table. */
  name: string;
  by: readonly GroupKey[];
  sums?: readonly string[];
}

/** `(key, ..., sum, ...)`: an hour key also keeps the timestamp, the sample a group answers. */
export function groupIndexColumns(index: GroupIndex, dialect: Dialect): string {
  const table = tableFor(index.collection);
  const keys = index.by.flatMap((key) => {
    if (typeof key !== 'string') {
      hourColumn(table, key.hourOf);
      return [hourSql(key.hourOf, dialect), quote(key.hourOf)];
    }
    columnOf(table, key);
    return [quote(key)];
  });
  const sums = (index.sums ?? []).map((name) => quote(columnOf(table, name).name));
  return `(${[...keys, ...sums].join(', ')})`;
}

function hourColumn(table: Table, name: string): Column {
  const column = columnOf(table, name);
  if (column.kind !== 'text') throw new Error(`${table.collection}.${name} is no text`);
  return column;
}

function columnOf(table: Table, name: string): Column {
  const column = table.byName.get(name);
  if (!column) throw new Error(`${table.collection} has no column ${name}`);
  return column;
}
