import { LoginError } from '../../app/auth/loginError';

export interface LoginFailure {
  /** i18n key or text already translated by the server; shown above the form. */
  message: string;
  /** Per-field texts (username, password, code), already translated by the server. */
  fields: Readonly<Record<string, string>>;
  /** Whether the verification code field must be shown from now on. */
  captchaRequired: boolean;
}

/** What the login form shows after `authProvider.login` failed. */
export const describeLoginFailure = (error: unknown, captchaShown: boolean): LoginFailure => {
  if (error instanceof LoginError) {
    const firstDemand = error.captchaRequired && !captchaShown;
    return {
      message: firstDemand ? 'auth.tooManyAttempts' : error.message,
      fields: error.fieldErrors,
      captchaRequired: captchaShown || error.captchaRequired,
    };
  }
  // auth.clientRefused, auth.userInfoFailed, errors.http.* or a server text.
  const message = error instanceof Error && error.message !== '' ? error.message : 'errors.generic';
  return { message, fields: {}, captchaRequired: captchaShown };
};
