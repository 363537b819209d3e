import { HttpError } from 'react-admin';
import type { PasswordChange } from '../../core/auth/passwordChange';
import { apiClient, isUnauthorized, type ApiClient } from '../../dataProvider/apiClient';
import type { SubmissionErrors } from '../../dataProvider/submissionErrors';

export type ChangeOutcome =
  | { ok: true }
  /** The server named the wrong fields: shown on them. */
  | { ok: false; fieldErrors: SubmissionErrors }
  /** Anything else: the message (translated by the server, or an i18n key) to notify. */
  | { ok: false; message: string };

/**
 * POST /api/user/password, with what went wrong in the form's terms. A 401 is not the form's:
 * it rejects, for the page to hand to authProvider.checkError.
 */
export async function changePassword(
  values: PasswordChange,
  client: ApiClient = apiClient,
): Promise<ChangeOutcome> {
  try {
    await client.request('user/password', { method: 'POST', body: values });
    return { ok: true };
  } catch (error) {
    if (isUnauthorized(error)) throw error;
    if (!(error instanceof HttpError)) return { ok: false, message: 'errors.actionFailed' };
    const errors: unknown = (error.body as { errors?: unknown } | null)?.errors;
    if (error.status === 400 && typeof errors === 'object' && errors !== null)
      return { ok: false, fieldErrors: errors as SubmissionErrors };
    return { ok: false, message: error.message };
  }
}
