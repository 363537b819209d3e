/**
 * POST /api/auth/login and GET /api/auth/captcha. After MAX_FAILURES failed logins on a username,
 * a login also needs the code of the captcha image most recently fetched for that username; every
 * 400 of the login says whether that is now the case (`captchaRequired`).
 */
import { Router, type Response } from 'express';
import type { Store } from '../db/store';
import { asyncHandler } from '../http/asyncHandler';
import { sendError, type FieldErrorKeys } from '../http/sendError';
import { renderCaptchaSvg } from './captcha';
import type { LoginAttempts } from './loginAttempts';
import { verifyPassword } from './password';
import type { TokenService } from './tokens';
import { findUserByUsername, isActive } from './users';

const REQUIRED = 'validation.required';

export function createAuthRoutes(
  store: Store,
  tokens: TokenService,
  attempts: LoginAttempts,
): Router {
  const router = Router();

  router.post(
    '/login',
    asyncHandler(async (req, res) => {
      const body: Record<string, unknown> = isObject(req.body) ? req.body : {};
      const username = textOf(body.username).trim();
      const password = textOf(body.password);
      const code = textOf(body.code).trim();
      const refuse = (messageKey: string, errors: FieldErrorKeys) =>
        loginError(res, messageKey, errors, attempts.captchaRequired(username));

      if (username === '' || password === '') {
        refuse('validation.formFailed', {
          ...(username === '' && { username: REQUIRED }),
          ...(password === '' && { password: REQUIRED }),
        });
        return;
      }
      if (attempts.captchaRequired(username)) {
        if (code === '') return refuse('auth.codeRequired', { code: 'auth.codeRequired' });
        if (!attempts.consumeCaptcha(username, code))
          return refuse('auth.codeWrong', { code: 'auth.codeWrong' });
      }
      const user = await findUserByUsername(store, username);
      const hash = user?.passwordHash;
      if (!user || typeof hash !== 'string' || !verifyPassword(password, hash)) {
        attempts.recordFailure(username);
        const messageKey = attempts.captchaRequired(username)
          ? 'auth.tooManyAttempts'
          : 'auth.invalidCredentials';
        return refuse(messageKey, { password: 'auth.invalidCredentials' });
      }
      if (!isActive(user)) return refuse('auth.userInactive', { username: 'auth.userInactive' });
      attempts.reset(username);
      res.json({ token: tokens.issue(user.id) });
    }),
  );

  router.get('/captcha', (req, res) => {
    const username = textOf(req.query.username).trim();
    if (username === '') {
      sendError(res, 400, 'validation.formFailed', { username: REQUIRED });
      return;
    }
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'no-store')
      .send(renderCaptchaSvg(attempts.issueCaptcha(username)));
  });

  return router;
}

function loginError(
  res: Response,
  messageKey: string,
  errors: FieldErrorKeys,
  captchaRequired: boolean,
): void {
  sendError(res, 400, messageKey, errors, { captchaRequired });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
