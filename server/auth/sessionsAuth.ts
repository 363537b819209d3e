/**
 * Who a bearer token signs in, for /api (requireUser) and the realtime socket alike: a genuine
 * token of a live session, whose user exists, is active, and has a role the admin lets in
 * (CLIENT is refused everywhere, schema/roles.yaml `refused`).
 */
import { isRefusedRole } from '../../src/core/rules/access';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';
import type { TokenService } from './tokens';
import { findUserById, isActive } from './users';

declare global {
  // Declaration merging with Express's own namespace is the typed way to extend res.locals.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The session the request's token names, set by requireUser with `user`. */
      sessionId?: string;
    }
  }
}

export type Authentication =
  | { ok: true; user: DbRecord; sessionId: string }
  /** `message`: the i18n key to answer the 401 with. */
  | { ok: false; message: string };

const UNAUTHORIZED = 'errors.http.401';

export async function authenticate(
  store: Reader,
  tokens: TokenService,
  token: string | undefined,
): Promise<Authentication> {
  const session = token === undefined ? undefined : await tokens.verify(token);
  const user = session === undefined ? undefined : await findUserById(store, session.userId);
  if (!session || !user || !isActive(user)) return { ok: false, message: UNAUTHORIZED };
  const role = typeof user.role === 'string' ? user.role : undefined;
  if (isRefusedRole(role)) return { ok: false, message: 'auth.clientRefused' };
  return { ok: true, user, sessionId: session.sessionId };
}
