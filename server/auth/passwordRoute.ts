/**
 * POST /api/user/password {oldPassword, password, confirmPassword}: the signed-in user changes
 * their own password. Same rules as the form (SPEC 5), plus the current password must match.
 * Every role that may sign in may do it; CLIENT and unknown roles may not. The user's other
 * sessions end (server/auth/sessionsHook.ts); the one that changed it goes on.
 */
import { requestAuthor } from '../http/requestAuthor';
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import { validatePasswordChange } from '../../src/core/auth/passwordChange';
import { isRefusedRole, normalizeRole } from '../../src/core/rules/access';
import type { Store } from '../db/store';
import { asyncHandler } from '../http/asyncHandler';
import { sendError, statusKey, type FieldErrorKeys } from '../http/sendError';
import { hashPassword, verifyPassword } from '../db/password';
import { spareSession } from './sessionsHook';
import { findUserById, usersCollection } from './users';

export const changePasswordRoute = (store: Store): RequestHandler =>
  asyncHandler(async (req, res) => {
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
    // Answered once committed; the old hash stays if the write fails (500).
    const passwordHash = hashPassword(String(body.password), randomBytes(16).toString('hex'));
    const saved = await store.transaction(requestAuthor(res, 'changePassword'), async (tx) => {
      // The stored state of now, so that a change made since the request began is kept.
      const current = await findUserById(tx, user.id);
      if (!current) return false;
      const { sessionId } = res.locals;
      if (sessionId !== undefined) spareSession(tx, sessionId);
      await tx.update(usersCollection, current, {
        passwordHash,
        updatedAt: tx.now.toISOString(),
      });
      return true;
    });
    if (!saved) {
      sendError(res, 401, statusKey(401));
      return;
    }
    res.status(204).end();
  });
