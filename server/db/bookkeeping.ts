/**
 * Fields every write of a record changes (the time of the last change, the version): they say
 * that a write happened, not what it changed. A write that would change only these is no write.
 */
export const BOOKKEEPING_FIELDS: ReadonlySet<string> = new Set(['updatedAt', 'version']);

/**
 * Whether a changed column of a row (its name and new value) changes only bookkeeping: it is one
 * of those fields, or the `extra` column (fields with no column of their own, as JSON) whose
 * fields differ from the stored row's only there (a resource without an `updatedAt` field keeps
 * the time of its last change in `extra`).
 */
export function isBookkeeping([name, value]: readonly [string, unknown], stored: object): boolean {
  if (BOOKKEEPING_FIELDS.has(name)) return true;
  if (name !== 'extra') return false;
  const before = (stored as { extra?: unknown }).extra;
  return JSON.stringify(extraContent(value)) === JSON.stringify(extraContent(before));
}

function extraContent(extra: unknown): Record<string, unknown> {
  const fields = typeof extra === 'string' ? (JSON.parse(extra) as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(fields).filter(([name]) => !BOOKKEEPING_FIELDS.has(name)),
  );
}
