/**
 * Who hears the same notifications: sockets of one role whose rows are scoped to one company (a
 * company role's; every other role sees all companies). Counts depend on the company scope only,
 * so a push counts once per scope and tells each audience the kinds its role may open.
 */
import type { Role } from '../../src/core/generated/access';
import { normalizeRole } from '../../src/core/rules/access';
import { boundCompany } from '../access/rowScope';
import type { DbRecord } from '../db/types';

export interface Audience {
  role: Role | undefined;
  /** The company the rows are scoped to; undefined for a role that sees every company. */
  company: string | undefined;
}

export function audienceOf(user: DbRecord): Audience {
  const role = normalizeRole(typeof user.role === 'string' ? user.role : undefined);
  return { role, company: boundCompany(user)?.id };
}

/** The socket.io room of an audience. */
export const roomOf = ({ role, company }: Audience): string =>
  `role:${role ?? ''}|company:${company ?? '*'}`;

/** The key of an audience's counts: sockets of one company scope share them, whatever the role. */
export const scopeKeyOf = ({ company }: Audience): string => company ?? '*';
