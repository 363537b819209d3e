/**
 * Who hears the same notifications: sockets of one role whose rows are in one row scope (a
 * company role's company, a pickup point role's points; every other role sees every row). Counts
 * depend on the row scope only, so a push counts once per scope and tells each audience the
 * kinds its role may open.
 */
import type { Role } from '../../src/core/generated/access';
import { normalizeRole } from '../../src/core/rules/access';
import { scopeKey } from '../access/rowScope';
import type { DbRecord } from '../db/types';

export interface Audience {
  role: Role | undefined;
  /** The row scope's key (server/access/rowScope.ts `scopeKey`); '*' for a role that sees all. */
  scope: string;
}

export function audienceOf(user: DbRecord): Audience {
  const role = normalizeRole(typeof user.role === 'string' ? user.role : undefined);
  return { role, scope: scopeKey(user) };
}

/** The socket.io room of an audience. */
export const roomOf = ({ role, scope }: Audience): string => `role:${role ?? ''}|scope:${scope}`;

/** The key of an audience's counts: sockets of one row scope share them, whatever the role. */
export const scopeKeyOf = ({ scope }: Audience): string => scope;
