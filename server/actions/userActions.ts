/**
 * POST /users/:id/reset-password {password}: an administrator sets another user's password. Only
 * a caller who outranks the user (and, for a company role, of the same company) may: else 403
 * and nothing changes. The new hash is stored, and the write ends all of the user's sessions
 * (server/auth/sessionsHook.ts), so their tokens and sockets stop working.
 */
import { randomBytes } from 'node:crypto';
import { resources } from '../../src/core/generated/registry';
import { userManagementRefusal, type UserStanding } from '../../src/core/auth/ranks';
import { normalizeRole } from '../../src/core/registry/access';
import { hashPassword } from '../auth/password';
import type { DbRecord } from '../db/types';
import { change, notFound, type ActionPlan, type Planner } from './actionPlan';

const USERS = resources.user.api;

/** How the rank rules see a stored user; undefined for an unknown role. */
function standingOf(user: DbRecord): UserStanding | undefined {
  const role = normalizeRole(typeof user.role === 'string' ? user.role : undefined);
  if (role === undefined) return undefined;
  const { companyId } = user;
  return { role, companyId: typeof companyId === 'number' ? companyId : null };
}

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
