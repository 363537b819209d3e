/** A stored record as the API shows it: the password hash never leaves the server. */
import type { DbRecord } from '../db/types';

const HIDDEN_FIELDS: readonly string[] = ['passwordHash'];

export function publicRecord(record: DbRecord): DbRecord {
  const copy = { ...record };
  for (const field of HIDDEN_FIELDS) delete copy[field];
  return copy;
}
