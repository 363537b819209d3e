/**
 * A login the API turned down with 400: its message, the per-field messages (already translated
 * by the server) and whether the verification code is now required (after 3 failed attempts).
 */
import { HttpError } from 'react-admin';

export class LoginError extends Error {
  constructor(
    /** The server's translated text, or an auth.* i18n key when it sent none. */
    message: string,
    readonly captchaRequired: boolean,
    readonly fieldErrors: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A 400 from POST auth/login as a LoginError; any other failure is returned unchanged. */
export const toLoginError = (error: unknown): unknown => {
  if (!(error instanceof HttpError) || error.status !== 400) return error;
  const body: unknown = error.body;
  if (!isRecord(body)) return new LoginError('auth.invalidCredentials', false, {});
  const errors = isRecord(body.errors) ? body.errors : {};
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  const serverMessage = typeof body.message === 'string' ? body.message.trim() : '';
  const fallback = 'code' in fieldErrors ? 'auth.codeWrong' : 'auth.invalidCredentials';
  return new LoginError(serverMessage || fallback, body.captchaRequired === true, fieldErrors);
};
