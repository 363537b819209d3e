import type { LowdbSync } from 'lowdb';

/** One stored record. Ids come from the fixtures (numbers) or json-server (numbers, else strings). */
export interface DbRecord {
  id: string | number;
  [field: string]: unknown;
}

/** The whole data file: collection name (the resource's `api`) to its records. */
export type Data = Record<string, DbRecord[]>;

export type Database = LowdbSync<Data>;
