/**
 * POST /api/auth/login and GET /api/auth/captcha. After too many failed logins on a username, or
 * from an address (loginAttempts.ts), a login also needs the code of the captcha image most
 * recently fetched for that username; every 400 of the login says whether that is now the case
 * (`captchaRequired`). A username longer than any account's is refused before anything is stored,
 * looked up or hashed.
 */
import { Router, type Request, type Response } from 'express';
import type { Store } from '../db/store';
import { asyncHandler } from '../http/asyncHandler';
import { sendError, type FieldErrorKeys } from '../http/sendError';
import { renderCaptchaSvg } from './captcha';
import type { LoginAttempts } from './loginAttempts';
import { checkAccountPassword } from '../db/password';
import type { TokenService } from './tokens';
import { findUserByUsername, isActive } from './users';
import { isRefusedRole } from '../../src/core/rules/access';
import { resources } from '../../src/core/generated/registry';

const REQUIRED = 'validation.required';
const USERNAME_MAX = usernameMax();

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
      const client = { username, address: clientAddress(req) };
      const refuse = async (messageKey: string, errors: FieldErrorKeys) =>
        loginError(res, messageKey, errors, await attempts.captchaRequired(client));

      const usernameError = usernameProblem(username);
      if (usernameError || password === '') {
        await refuse('validation.formFailed', {
          ...(usernameError && { username: usernameError }),
          ...(password === '' && { password: REQUIRED }),
        });
        return;
      }
      if (await attempts.captchaRequired(client)) {
        if (code === '') return refuse('auth.codeRequired', { code: 'auth.codeRequired' });
        if (!(await attempts.consumeCaptcha(username, code)))
          return refuse('auth.codeWrong', { code: 'auth.codeWrong' });
      }
      const user = await findUserByUsername(store, username);
      // Checked even when there is no such user: a missing username costs the same hashing as a
      // wrong password, so the time a failure takes does not tell whether the username exists.
      const passwordMatches = checkAccountPassword(password, user?.passwordHash);
      if (!user || !passwordMatches) {
        await attempts.recordFailure(client);
        const messageKey = (await attempts.captchaRequired(client))
          ? 'auth.tooManyAttempts'
          : 'auth.invalidCredentials';
        return refuse(messageKey, { password: 'auth.invalidCredentials' });
      }
      if (!isActive(user)) return refuse('auth.userInactive', { username: 'auth.userInactive' });
      if (isRefusedRole(String(user.role)))
        return refuse('auth.clientRefused', { username: 'auth.clientRefused' });
      await attempts.reset(username);
      res.json({ token: await tokens.issue(user.id) });
    }),
  );

  router.get(
    '/captcha',
    asyncHandler(async (req, res) => {
      const username = textOf(req.query.username).trim();
      const usernameError = usernameProblem(username);
      if (usernameError) {
        sendError(res, 400, 'validation.formFailed', { username: usernameError });
        return;
      }
      const svg = await renderCaptchaSvg(await attempts.issueCaptcha(username));
      res.type('image/svg+xml').set('Cache-Control', 'no-store').send(svg);
    }),
  );

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

/** The username field's longest value in the registry: no account's username is longer. */
function usernameMax(): number {
  const field = resources.user.fields.find((candidate) => candidate.name === 'username');
  if (field?.type !== 'string' || field.max === undefined)
    throw new Error('the registry gives user.username no maximum length');
  return field.max;
}

/** Why the typed username cannot be anybody's, as a field error; undefined when it may be. */
function usernameProblem(username: string): FieldErrorKeys[string] | undefined {
  if (username === '') return REQUIRED;
  if (username.length > USERNAME_MAX)
    return { message: 'validation.maxLength', args: { max: USERNAME_MAX } };
  return undefined;
}

/**
 * The address the request came from. Without `trust proxy` express gives the socket's peer, so a
 * client cannot pick its own address with X-Forwarded-For.
 */
function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? '';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
