/**
 * Fields every write of a record changes (the time of the last change, the version): they say
 * that a write happened, not what it changed. A write that would change only these is no write.
 */
export const BOOKKEEPING_FIELDS: ReadonlySet<string> = new Set(['updatedAt', 'version']);

/** The record without its bookkeeping: what a write may or may not have changed. */
export function withoutBookkeeping<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(
    Object.entries(record).filter(([name]) => !BOOKKEEPING_FIELDS.has(name)),
  ) as T;
}
