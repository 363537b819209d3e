/**
 * POST /api/user/password {oldPassword, password, confirmPassword}: the signed-in user changes
 * their own password. Same rules as the form (SPEC 5), plus the current password must match.
 * Every role that may sign in may do it; CLIENT and unknown roles may not.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import { validatePasswordChange } from '../../src/app/auth/passwordChange';
import { isRefusedRole, normalizeRole } from '../../src/registry/access';
import { saveChanges } from '../actions/saveChanges';
import { sendError, statusKey, type FieldErrorKeys } from '../http/sendError';
import type { Database } from '../storage/types';
import { hashPassword, verifyPassword } from './password';

export const changePasswordRoute =
  (db: Database): RequestHandler =>
  (req, res, next) => {
    const user = res.locals.user;
    if (!user) {
      sendError(res, 401, statusKey(401));
      return;
    }
    const role = normalizeRole(typeof user.role === 'string' ? user.role : undefined);
    if (role === undefined || isRefusedRole(role)) {
      sendError(res, 403, statusKey(403));
      return;
    }
    const body: Record<string, unknown> =
      typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : {};
    const errors: FieldErrorKeys = { ...validatePasswordChange(body) };
    const hash = user.passwordHash;
    const oldPassword = body.oldPassword;
    if (
      errors.oldPassword === undefined &&
      (typeof hash !== 'string' ||
        typeof oldPassword !== 'string' ||
        !verifyPassword(oldPassword, hash))
    )
      errors.oldPassword = 'auth.oldPasswordWrong';
    if (Object.keys(errors).length > 0) {
      sendError(res, 400, 'validation.formFailed', errors);
      return;
    }
    // Answered once on disk; the old hash stays if the save fails (500).
    const passwordHash = hashPassword(String(body.password), randomBytes(16).toString('hex'));
    saveChanges(db, [{ record: user, changes: { passwordHash } }]).then(
      () => res.status(204).end(),
      next,
    );
  };
