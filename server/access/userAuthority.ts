/**
 * Ranks on user records (schema/roles.yaml `ranks`, `companyRoles`): whoever creates, edits,
 * deactivates or deletes a user must outrank them, may grant only roles below their own, and a
 * company role manages only its own company's company-role users.
 */
import { isCompanyRole, userManagementRefusal, type UserStanding } from '../../src/core/auth/ranks';
import { normalizeRole } from '../../src/core/registry/access';
import type { DbRecord } from '../db/types';

/** Why the signed-in `actor` may not turn `before` into `after` (either may be absent); an i18n key. */
export function userWriteRefusal(
  actor: DbRecord | undefined,
  before: DbRecord | undefined,
  after: DbRecord | undefined,
): string | undefined {
  const actorStanding = actor && standing(actor);
  const target = before && standing(before);
  const next = after && standing(after);
  if (!actorStanding || (before && !target)) return 'authority.rankTooHigh';
  if (after && !next) return 'authority.roleTooHigh';
  const refusal = userManagementRefusal(actorStanding, target, next);
  if (refusal) return refusal;
  // A company role without a company has no company's users to manage.
  if (isCompanyRole(actorStanding.role) && actorStanding.companyId === null)
    return 'authority.otherCompany';
  return undefined;
}

/** An unknown role stands above every rank: nobody manages it by mistake. */
function standing(user: DbRecord): UserStanding | undefined {
  const role = normalizeRole(typeof user.role === 'string' ? user.role : undefined);
  if (role === undefined) return undefined;
  const companyId = typeof user.companyId === 'number' ? user.companyId : null;
  return { role, companyId };
}
