/**
 * POST /users/:id/reset-password {password}: an administrator sets another user's password. Only
 * a caller who outranks the user (and, for a company role, of the same company) may: else 403
 * and nothing changes. The new hash is stored, and the write ends all of the user's sessions
 * (server/auth/sessionsHook.ts), so their tokens and sockets stop working.
 */
import { randomBytes } from 'node:crypto';
import { resources } from '../../src/core/generated/registry';
import { standingOf, userManagementRefusal } from '../../src/core/auth/ranks';
import { hashPassword } from '../db/password';
import { change, notFound, type ActionPlan, type Planner } from '../actions/actionPlan';

const USERS = resources.user.api;

const forbidden = (message: string): ActionPlan => ({ ok: false, status: 403, message });

export const resetPassword: Planner = async ({ tx, req, res, body }) => {
  const target = await tx.get(USERS, req.params.id);
  if (!target) return notFound;
  const caller = res.locals.user;
  const actor = caller && standingOf(caller);
  const standing = standingOf(target);
  if (!actor || !standing) return forbidden('errors.http.403');
  const refusal = userManagementRefusal(actor, standing, undefined);
  if (refusal !== undefined) return forbidden(refusal);
  // The payload's validator has checked it (8 to 20 characters, a letter and a digit).
  const passwordHash = hashPassword(String(body.password), randomBytes(16).toString('hex'));
  return change(USERS, target, { passwordHash });
};
