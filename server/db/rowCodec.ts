/**
 * Records to rows and back. A record is what the API shows (`{ id, ...fields }`); a row holds a
 * column per registry field, `version`, and `extra` with the record's other fields as JSON. A
 * blank column (NULL) is left out of the record, as a field never written is.
 */
import type { Dialect } from './connect';
import type { DbRecord } from './types';
import { SERVER_COLUMNS, type Column, type Table } from './tables';

export type Row = Record<string, unknown>;

/** The value a column stores for a record's value; null for a blank. */
export function toColumnValue(column: Column, value: unknown, dialect: Dialect): unknown {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'text':
      return typeof value === 'string' ? value : String(value);
    case 'real':
    case 'integer': {
      const number = typeof value === 'number' ? value : Number(value);
      return typeof value !== 'boolean' && value !== '' && Number.isFinite(number) ? number : null;
    }
    case 'boolean': {
      const truth = value === true || value === 'true' || value === 1;
      return dialect === 'sqlite' ? Number(truth) : truth;
    }
    case 'json':
      return JSON.stringify(value);
  }
}

export function fromColumnValue(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  switch (column.kind) {
    case 'boolean':
      return value === true || value === 1;
    case 'json':
      return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    default:
      return value;
  }
}

/** The row of a record: every column (blanks as null) and the other fields in `extra`. */
export function toRow(table: Table, record: Record<string, unknown>, dialect: Dialect): Row {
  const row: Row = {};
  const extra: Record<string, unknown> = {};
  for (const column of table.columns)
    row[column.name] = toColumnValue(column, record[column.name], dialect);
  for (const derived of table.derived) {
    const value = row[derived.from.name];
    row[derived.name] = typeof value === 'string' ? derived.make(value) : null;
  }
  for (const [name, value] of Object.entries(record)) {
    if (table.byName.has(name) || (SERVER_COLUMNS as readonly string[]).includes(name)) continue;
    if (value !== undefined) extra[name] = value;
  }
  row.extra = Object.keys(extra).length > 0 ? JSON.stringify(extra) : null;
  return row;
}

export function fromRow(table: Table, row: Row): DbRecord {
  const record: DbRecord = { id: Number(row.id) };
  // An edit sends it back: a stale one is refused (409) rather than overwriting a newer change.
  if (row.version !== undefined && row.version !== null) record.version = Number(row.version);
  // The row's own columns (a read of a few fields selects only those): not every column of the
  // table, which for 100,000 rows of a few columns took four times as long.
  for (const name in row) {
    const column = table.byName.get(name);
    if (column === undefined) continue;
    const value = fromColumnValue(column, row[name]);
    if (value !== undefined) record[name] = value;
  }
  if (typeof row.extra === 'string') Object.assign(record, JSON.parse(row.extra) as object);
  return record;
}

/** An id as the URL or a body gives it (text or number), or undefined when it can be no row's. */
export function rowId(id: unknown): number | undefined {
  const number =
    typeof id === 'number' ? id : typeof id === 'string' && id.trim() !== '' ? Number(id) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}
