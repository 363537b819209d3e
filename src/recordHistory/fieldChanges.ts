/**
 * The `changes` of an audit entry (field -> { before, after }, written by the server) read
 * defensively: an entry is data from the API, so anything not of that shape is left out.
 */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readChanges(value: unknown): FieldChange[] {
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([field, change]) =>
    isObject(change) ? [{ field, before: change.before, after: change.after }] : [],
  );
}

/**
 * A list field's change as the rows it lost and the rows it gained: a status history that grew
 * by one entry shows that entry, not the whole list twice.
 */
export function listDelta(
  before: unknown,
  after: unknown,
): { removed: unknown[]; added: unknown[] } {
  const rows = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
  const key = (row: unknown) => JSON.stringify(row);
  const beforeKeys = new Set(rows(before).map(key));
  const afterKeys = new Set(rows(after).map(key));
  return {
    removed: rows(before).filter((row) => !afterKeys.has(key(row))),
    added: rows(after).filter((row) => !beforeKeys.has(key(row))),
  };
}
