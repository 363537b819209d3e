/**
 * The API's answer to a save of a stale record: HTTP 409 with
 * `{ message, conflict: { updatedBy, updatedAt } }` (docs/api.md), which the HTTP client raises
 * as an error whose `body` is that JSON.
 */
export interface EditConflict {
  /** The server's own translated text, shown when it does not say who and when. */
  message: string;
  /** Username of who saved the record since the form was opened. */
  updatedBy: string | undefined;
  /** When they saved it (ISO datetime). */
  updatedAt: string | undefined;
}

const CONFLICT_STATUS = 409;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The conflict a failed save reports, or undefined when it failed for another reason. */
export function editConflictOf(error: unknown): EditConflict | undefined {
  if (!isRecord(error) || error.status !== CONFLICT_STATUS) return undefined;
  const conflict = isRecord(error.body) && isRecord(error.body.conflict) ? error.body.conflict : {};
  return {
    message: text(error.message) ?? 'editConflict.changed',
    updatedBy: text(conflict.updatedBy),
    updatedAt: text(conflict.updatedAt),
  };
}

/** Whether the server put the error on fields (react-admin then shows them on the form). */
export function hasFieldErrors(error: unknown): boolean {
  if (!isRecord(error) || !isRecord(error.body) || !isRecord(error.body.errors)) return false;
  return Object.keys(error.body.errors).length > 0;
}
