/**
 * Who may manage which user (schema/roles.yaml `ranks`, `companyRoles`): the API's user writes
 * and the users screen ask the same questions.
 */
import { COMPANY_ROLES, PVZ_ROLES, RANKS, type Role } from '../generated/access';
import { normalizeRole } from '../rules/access';

/** The part of a user the rules look at. */
export interface UserStanding {
  role: Role;
  companyId?: number | null;
}

/**
 * How the rules see a user as stored or signed in; undefined for an unknown role, which stands
 * above every rank, so nobody manages it by mistake.
 */
export function standingOf(user: Readonly<Record<string, unknown>>): UserStanding | undefined {
  const role = normalizeRole(typeof user.role === 'string' ? user.role : undefined);
  if (role === undefined) return undefined;
  return { role, companyId: typeof user.companyId === 'number' ? user.companyId : null };
}

const rankOf = (role: Role) => RANKS.indexOf(role);

/** Is `role` one of the roles bound to a company? */
export function isCompanyRole(role: Role): boolean {
  return COMPANY_ROLES.includes(role);
}

/** Is `role` one of the roles bound to their pickup points (schema/roles.yaml `pvzRoles`)? */
export function isPvzRole(role: Role): boolean {
  return PVZ_ROLES.includes(role);
}

/** May `actor` manage a user holding `role`: a lower rank, or ROOT for ROOT. */
export function outranks(actor: Role, role: Role): boolean {
  return rankOf(actor) < rankOf(role) || (actor === 'ROOT' && role === 'ROOT');
}

/**
 * May `actor` grant `role`: only one it outranks, so whoever it makes or changes stays someone
 * it manages (ROOT may grant ROOT).
 */
export function mayGrant(actor: Role, role: Role): boolean {
  return outranks(actor, role);
}

/**
 * Why `actor` may not write `target` as `next` (create: no target; delete: no next), as an i18n
 * key; undefined when it may. A company role manages only company-role users of its own company,
 * so none without a company.
 */
export function userManagementRefusal(
  actor: UserStanding,
  target: UserStanding | undefined,
  next: UserStanding | undefined,
): string | undefined {
  if (target && !outranks(actor.role, target.role)) return 'authority.rankTooHigh';
  if (next && !mayGrant(actor.role, next.role)) return 'authority.roleTooHigh';
  if (!isCompanyRole(actor.role)) return undefined;
  if (actor.companyId == null) return 'authority.otherCompany';
  const own = (user: UserStanding) =>
    isCompanyRole(user.role) && user.companyId === actor.companyId;
  if ((target && !own(target)) || (next && !own(next))) return 'authority.otherCompany';
  return undefined;
}
