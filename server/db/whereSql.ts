/**
 * The list contract's conditions (server/resources/listConditions.ts) as SQL over a registry
 * table, with the same meaning as `matches` gives them over records: substring search through
 * the trigram index, equality as text, unique codes trimmed and lower-cased, `_exists`, ranges
 * (an `_lte` day includes its times). Ties in an order fall to the id in the same direction, so
 * an index on (column, id) serves both the order and a keyset page.
 */
import { sql, type RawBuilder } from 'kysely';
import type { SortOrder } from '../../src/core/registry/types';
import type { Condition, ReferenceSearch } from './conditions';
import { CASEFOLD, type Dialect } from './connect';
import { searchTableName } from './migrate';
import { toColumnValue } from './rowCodec';
import { keyColumn, lowerColumn, tableFor, type Column, type Table } from './tables';

export type Fragment = RawBuilder<unknown>;

/** A set this large goes as one JSON parameter rather than one parameter per value. */
const LARGE_SET = 200;
/** FTS5's trigram index answers LIKE for patterns of at least three characters. */
const TRIGRAM = 3;

export function whereSql(
  table: Table,
  conditions: readonly Condition[],
  dialect: Dialect,
): Fragment {
  if (conditions.length === 0) return sql`1 = 1`;
  return sql.join(
    conditions.map((condition) => sql`(${conditionSql(table, condition, dialect)})`),
    sql` AND `,
  );
}

export function orderSql(field: string, order: SortOrder): Fragment {
  const direction = sql.raw(order === 'ASC' ? 'ASC' : 'DESC');
  if (field === 'id') return sql`"id" ${direction}`;
  // Records without a value come last whichever the direction (docs/api.md).
  return sql`${sql.ref(field)} ${direction} NULLS LAST, "id" ${direction}`;
}

/**
 * The rows after `last` in the order (keyset paging): greater (or smaller, descending) values,
 * then equal values with greater (smaller) ids, then blanks, which come last in either direction.
 */
export function afterSql(
  table: Table,
  field: string,
  order: SortOrder,
  last: Record<string, unknown> & { id: number },
  dialect: Dialect,
): Fragment {
  const beyond = sql.raw(order === 'ASC' ? '>' : '<');
  if (field === 'id') return sql`"id" ${beyond} ${last.id}`;
  const column = table.byName.get(field);
  if (!column) throw new Error(`${table.collection} has no column ${field}`);
  const ref = sql.ref(field);
  const value = toColumnValue(column, last[field], dialect);
  if (value === null) return sql`${ref} IS NULL AND "id" ${beyond} ${last.id}`;
  return sql`${ref} ${beyond} ${value} OR (${ref} = ${value} AND "id" ${beyond} ${last.id}) OR ${ref} IS NULL`;
}

function conditionSql(table: Table, condition: Condition, dialect: Dialect): Fragment {
  if (condition.kind === 'ids') return inSet(sql`"id"`, numbers([...condition.ids]), dialect);
  if (condition.kind === 'q') {
    const { needle } = condition;
    const through = condition.references.flatMap((reference) => {
      const column = table.byName.get(reference.field);
      return column ? [referenceSearchSql(column, reference, needle, dialect)] : [];
    });
    const parts = [...anyContainsSql(table, condition.fields, needle, dialect), ...through];
    return parts.length === 0 ? sql`1 = 0` : sql.join(parts, sql` OR `);
  }
  const column = table.byName.get(condition.field);
  if (!column) return sql`1 = 0`;
  const ref = sql.ref(column.name);
  if (condition.kind === 'via') {
    const target = tableFor(condition.collection);
    return sql`${ref} IN (SELECT "id" FROM ${sql.table(target.name)} WHERE ${whereSql(target, condition.conditions, dialect)})`;
  }
  switch (condition.kind) {
    case 'contains':
      return sql.join(
        condition.needles.map((needle) => containsSql(table, column, needle, dialect)),
        sql` OR `,
      );
    case 'equals':
      return equalsSql(column, [...condition.values], dialect);
    case 'exact':
      return table.unique.includes(column)
        ? inSet(sql.ref(keyColumn(column)), [...condition.values], dialect)
        : inSet(sql`lower(trim(${ref}))`, [...condition.values], dialect);
    case 'exists': {
      const present =
        column.kind === 'text'
          ? sql`${ref} IS NOT NULL AND ${ref} <> ''`
          : column.kind === 'json'
            ? sql`${ref} IS NOT NULL AND ${ref} <> '[]'`
            : sql`${ref} IS NOT NULL`;
      return condition.wanted ? present : sql`NOT (${present})`;
    }
    case 'range': {
      const { bound, side } = condition;
      const numeric = column.kind === 'real' || column.kind === 'integer';
      const value = numeric ? Number(bound) : String(bound);
      if (numeric && !Number.isFinite(value)) return sql`1 = 0`;
      if (numeric) {
        // A bound with a fraction may meet an integer column: both compare as doubles.
        const bound = sql`CAST(${value} AS DOUBLE PRECISION)`;
        return side === 'gte' ? sql`${ref} >= ${bound}` : sql`${ref} <= ${bound}`;
      }
      // A text column is compared as it is, so its index serves the range.
      const target = column.kind === 'text' ? ref : sql`CAST(${ref} AS TEXT)`;
      if (side === 'gte') return sql`${target} >= ${value}`;
      // The bound compares with the value's beginning: `2024-05-01` takes in the whole day.
      return sql`${target} <= ${`${String(value)}\uffff`}`;
    }
  }
}

/**
 * The alternatives of a substring in any of the named columns. SQLite asks its trigram index once
 * for all the searched ones (a phrase of the needle's trigrams, in those columns: exactly the
 * substring), not once per column.
 */
function anyContainsSql(
  table: Table,
  fields: readonly string[],
  needle: string,
  dialect: Dialect,
): Fragment[] {
  const columns = fields.flatMap((name) => table.byName.get(name) ?? []);
  const indexed = columns.filter((column) => table.searched.includes(column));
  if (dialect === 'postgres' || [...needle].length < TRIGRAM || indexed.length < 2)
    return columns.map((column) => containsSql(table, column, needle, dialect));
  const phrase = `{${indexed.map(lowerColumn).join(' ')}} : "${needle.replaceAll('"', '""')}"`;
  const fts = sql.table(searchTableName(table));
  return [
    sql`"id" IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${phrase})`,
    ...columns
      .filter((column) => !indexed.includes(column))
      .map((column) => containsSql(table, column, needle, dialect)),
  ];
}

/** The reference names a record (in the searcher's scope) that has the needle in its fields. */
function referenceSearchSql(
  column: Column,
  reference: ReferenceSearch,
  needle: string,
  dialect: Dialect,
): Fragment {
  const target = tableFor(reference.collection);
  const found = anyContainsSql(target, reference.fields, needle, dialect);
  if (found.length === 0) return sql`1 = 0`;
  const scope =
    reference.scope.length > 0 ? sql` AND ${whereSql(target, reference.scope, dialect)}` : sql``;
  return sql`${sql.ref(column.name)} IN (SELECT "id" FROM ${sql.table(target.name)} WHERE (${sql.join(found, sql` OR `)})${scope})`;
}

/**
 * Case-insensitive substring (`needle` is lower-case). A searched column is read in its kept
 * lower-case copy, through the trigram index (SQLite: for needles of three characters or more).
 */
function containsSql(table: Table, column: Column, needle: string, dialect: Dialect): Fragment {
  const pattern = `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  if (table.searched.includes(column)) {
    const lower = sql.ref(lowerColumn(column));
    if (dialect === 'postgres') return sql`${lower} LIKE ${pattern} ESCAPE '\\'`;
    if ([...needle].length >= TRIGRAM)
      return sql`"id" IN (SELECT rowid FROM ${sql.table(searchTableName(table))} WHERE ${lower} GLOB ${`*${globEscaped(needle)}*`})`;
    return sql`instr(${lower}, ${needle}) > 0`;
  }
  // Another column a filter reaches (no index): its text folded as JavaScript folds it, so
  // Cyrillic and Turkic letters match in any case as the app's own search does.
  const ref = sql.ref(column.name);
  const text = column.kind === 'text' || column.kind === 'json' ? ref : sql`CAST(${ref} AS TEXT)`;
  if (dialect === 'postgres') return sql`strpos(lower(${text} COLLATE "und-x-icu"), ${needle}) > 0`;
  return sql`instr(${sql.raw(CASEFOLD)}(${text}), ${needle}) > 0`;
}

/** GLOB's wildcards taken literally: each in a one-character class. */
function globEscaped(text: string): string {
  return text.replace(/[*?[\]]/g, (char) => `[${char}]`);
}

/** The value, or any item of a list, equals one of `values` as text. */
function equalsSql(column: Column, values: string[], dialect: Dialect): Fragment {
  const ref = sql.ref(column.name);
  switch (column.kind) {
    case 'text':
      return inSet(ref, values, dialect);
    case 'real':
      return inSet(ref, numbers(values), dialect);
    case 'integer':
      return inSet(ref, numbers(values).filter(Number.isInteger), dialect);
    case 'boolean': {
      const truths = values.filter((value) => value === 'true' || value === 'false');
      return inSet(
        ref,
        truths.map((value) => toColumnValue(column, value, dialect)),
        dialect,
      );
    }
    case 'json':
      return dialect === 'sqlite'
        ? sql`EXISTS (SELECT 1 FROM json_each(${ref}) WHERE CAST(value AS TEXT) IN (SELECT value FROM json_each(${JSON.stringify(values)})))`
        : sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(CAST(${ref} AS jsonb)) = 'array' THEN CAST(${ref} AS jsonb) ELSE '[]'::jsonb END) AS item(value) WHERE item.value = ANY(${values}))`;
  }
}

function inSet(expression: Fragment, values: unknown[], dialect: Dialect): Fragment {
  if (values.length === 0) return sql`1 = 0`;
  if (values.length < LARGE_SET) return sql`${expression} IN (${sql.join(values)})`;
  if (dialect === 'postgres') return sql`${expression} = ANY(${values})`;
  return sql`${expression} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;
}

function numbers(values: string[]): number[] {
  return values.map((value) => Number(value)).filter((value) => Number.isFinite(value));
}
