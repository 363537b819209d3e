/**
 * Ranks on user records (schema/roles.yaml `ranks`, `companyRoles`): whoever creates, edits,
 * deactivates or deletes a user must outrank them, may grant only roles below their own, and a
 * company role manages only its own company's company-role users.
 */
import { standingOf, userManagementRefusal } from '../../src/core/auth/ranks';
import type { DbRecord } from '../db/types';

/** Why the signed-in `actor` may not turn `before` into `after` (either may be absent); an i18n key. */
export function userWriteRefusal(
  actor: DbRecord | undefined,
  before: DbRecord | undefined,
  after: DbRecord | undefined,
): string | undefined {
  const actorStanding = actor && standingOf(actor);
  const target = before && standingOf(before);
  const next = after && standingOf(after);
  if (!actorStanding || (before && !target)) return 'authority.rankTooHigh';
  if (after && !next) return 'authority.roleTooHigh';
  return userManagementRefusal(actorStanding, target, next);
}
