/**
 * The SQL tables the registry gives: one per resource, named after its collection, with a column
 * per registry field, `id` (never reused), `version` (raised by every update) and `extra`, the
 * JSON of whatever an action keeps on a record that the registry does not describe (a status
 * history, a password hash). What the columns hold and which are indexed follow from the field's
 * type, filter and sort, so a new YAML file gets its table and indexes with nothing else.
 */
import { enums, resources } from '../../src/core/generated/registry';
import { isTextField, searchFields } from '../../src/core/registry/search';
import type { FieldMeta, ResourceMeta } from '../../src/core/registry/types';

/** How a value is kept: text, a float, an integer, a boolean, or JSON text (lists, objects). */
export type ColumnKind = 'text' | 'real' | 'integer' | 'boolean' | 'json';

export interface Column {
  name: string;
  kind: ColumnKind;
  field: FieldMeta;
}

export interface Table {
  /** The SQL name: the collection with `-` as `_` (`box-day-batches` → `box_day_batches`). */
  name: string;
  collection: string;
  meta: ResourceMeta;
  columns: Column[];
  byName: ReadonlyMap<string, Column>;
  /** Columns a list filters or sorts by: each gets an index on (column, id). */
  indexed: Column[];
  /**
   * Columns a list filters by equality: each also gets an index on (column, default sort column,
   * id), so the first page of a filtered list in its default order is read from the index.
   */
  filteredInOrder: Column[];
  /**
   * The column naming a row's company (registry `scope: { company }`): a company role's lists
   * filter by it too, so each `filteredInOrder` index is also kept with it second, and a scoped
   * page and its count are read from one index as an unscoped one is.
   */
  scopeColumn?: Column;
  /** Unique text columns: their trimmed lower-case key is kept and indexed (`keyColumn`). */
  unique: Column[];
  /**
   * Text columns searched by substring (`contains` filters and `q`): their lower-case text is kept
   * (`lowerColumn`) under a trigram index.
   */
  searched: Column[];
  /** The kept keys and lower-case texts, made by JavaScript's case folding, as the app's. */
  derived: DerivedColumn[];
}

/**
 * A column the server fills from another: `key`, the trimmed lower-case value uniqueness and
 * pasted codes compare; `lower`, the lower-case text substring search reads. Kept in JavaScript
 * rather than by SQL's lower(), which folds only ASCII letters in both databases.
 */
export interface DerivedColumn {
  name: string;
  from: Column;
  make: (value: string) => string;
}

export const keyColumn = (column: Column): string => `${column.name}__key`;
export const lowerColumn = (column: Column): string => `${column.name}__lower`;
/** How uniqueness and pasted codes compare: `ABC-1` = ` abc-1`. */
export const normalKey = (value: unknown): string => String(value).trim().toLowerCase();

export const SERVER_COLUMNS = ['id', 'version', 'extra'] as const;

export function columnKind(field: FieldMeta): ColumnKind {
  switch (field.type) {
    case 'number':
      return 'real';
    case 'integer':
    case 'reference':
      return 'integer';
    case 'boolean':
      return 'boolean';
    case 'enum':
      return enums[field.enum]?.numeric ? 'integer' : 'text';
    case 'enumList':
    case 'list':
    case 'json':
      return 'json';
    default:
      return 'text';
  }
}

export function tableName(collection: string): string {
  return collection.replaceAll('-', '_');
}

const lower = (value: string): string => value.toLowerCase();

/** The text fields `q` may search: the list's search, a lookup's names (any role's). */
function searchedText(meta: ResourceMeta): string[] {
  const lookups = [
    ...(meta.lookupFields ?? [meta.recordRepresentation]),
    ...Object.values(meta.lookupFieldsFor ?? {}).flat(),
  ];
  const looked = meta.fields.filter((field) => lookups.includes(field.name) && isTextField(field));
  return [...searchFields(meta).filter(isTextField), ...looked].map((field) => field.name);
}

function tableOf(meta: ResourceMeta): Table {
  const columns = meta.fields
    .filter((field) => !(SERVER_COLUMNS as readonly string[]).includes(field.name))
    .map((field) => ({ name: field.name, kind: columnKind(field), field }));
  const byName = new Map(columns.map((column) => [column.name, column]));
  const scopeField = meta.scope && !('via' in meta.scope) ? meta.scope.company : undefined;
  const scope = scopeField === undefined ? undefined : byName.get(scopeField);
  const qFields = new Set(searchedText(meta));
  const isFilteredOrSorted = (column: Column) =>
    column.kind !== 'json' &&
    (column.field.places.includes('filter') || column.name === meta.sort.field);
  const unique = columns.filter((column) => column.field.type === 'string' && column.field.unique);
  const searched = columns.filter(
    (column) =>
      column.kind === 'text' &&
      (qFields.has(column.name) ||
        (column.field.filter === 'contains' && column.field.places.includes('filter'))),
  );
  return {
    name: tableName(meta.api),
    collection: meta.api,
    meta,
    columns,
    byName,
    indexed: columns.filter(isFilteredOrSorted),
    filteredInOrder: byName.has(meta.sort.field)
      ? columns.filter(
          (column) =>
            column.name !== meta.sort.field &&
            column.kind !== 'json' &&
            column.field.places.includes('filter') &&
            (column.field.filter === 'exact' || column.field.filter === 'in'),
        )
      : [],
    ...(scope ? { scopeColumn: scope } : {}),
    unique,
    searched,
    derived: [
      ...unique.map((from) => ({ name: keyColumn(from), from, make: normalKey })),
      ...searched.map((from) => ({ name: lowerColumn(from), from, make: lower })),
    ],
  };
}

export const tables: ReadonlyMap<string, Table> = new Map(
  Object.values(resources).map((meta) => [meta.api, tableOf(meta)]),
);

export function tableFor(collection: string): Table {
  const table = tables.get(collection);
  if (!table) throw new Error(`No table for collection ${collection}`);
  return table;
}
