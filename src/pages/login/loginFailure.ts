import { LoginError } from '../../auth/loginError';

export interface LoginFailure {
  /** i18n key or text already translated by the server; shown above the form. */
  message: string;
  /**
   * Per-field texts (username, password, code), already translated by the server; an empty text
   * marks the field without words, when the message above says them already.
   */
  fields: Readonly<Record<string, string>>;
  /** Whether the verification code field must be shown from now on. */
  captchaRequired: boolean;
}

/**
 * Each text said once: a field's text that repeats the message above (the API names the field of
 * "Wrong username or password" with the same words) leaves the field marked, not said twice.
 */
const saidOnce = (fields: Readonly<Record<string, string>>, message: string) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [field, text === message ? '' : text]),
  );

/** What the login form shows after `authProvider.login` failed. */
export const describeLoginFailure = (error: unknown, captchaShown: boolean): LoginFailure => {
  if (error instanceof LoginError) {
    const firstDemand = error.captchaRequired && !captchaShown;
    const message = firstDemand ? 'auth.tooManyAttempts' : error.message;
    return {
      message,
      fields: saidOnce(error.fieldErrors, message),
      captchaRequired: captchaShown || error.captchaRequired,
    };
  }
  // auth.clientRefused, auth.userInfoFailed, errors.http.* or a server text.
  const message = error instanceof Error && error.message !== '' ? error.message : 'errors.generic';
  return { message, fields: {}, captchaRequired: captchaShown };
};
