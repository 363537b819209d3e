import { useGetIdentity, type RaRecord } from 'react-admin';
import { standingOf, userManagementRefusal } from '../core/auth/ranks';
import { resources } from '../core/generated/registry';
import { useRole } from './useRole';

/** Resources whose records decide themselves who may change them: users, by rank. */
export const hasRecordRule = (resourceName: string): boolean =>
  resourceName === resources.user.name;

/**
 * Why the signed-in user may not change (edit, deactivate, delete, run a record's actions on) a
 * record of `resourceName`, as far as the record itself decides, as an i18n key; undefined when
 * they may; null until the signed-in user and the record are known (nothing may be changed
 * then). A user only if the signed-in user may manage them (src/core/auth/ranks.ts, the rule the
 * API refuses with 403, with the same key). Other resources' records are left to their role rules.
 */
export function useRecordRefusal(
  resourceName: string,
): (record: RaRecord | undefined) => string | undefined | null {
  const role = useRole();
  const { identity } = useGetIdentity();
  return (record) => {
    if (!hasRecordRule(resourceName)) return undefined;
    // No role yet is no role: standingOf would read it as the default role.
    const actor =
      role !== undefined && identity
        ? standingOf({ role, companyId: identity.companyId })
        : undefined;
    if (actor === undefined || record === undefined) return null;
    // A role the rules do not know stands above every rank.
    const target = standingOf(record);
    if (target === undefined) return 'authority.rankTooHigh';
    return userManagementRefusal(actor, target, undefined);
  };
}

/** May the signed-in user change this record (see useRecordRefusal)? */
export function useMayManageRecord(
  resourceName: string,
): (record: RaRecord | undefined) => boolean {
  const refusal = useRecordRefusal(resourceName);
  return (record) => refusal(record) === undefined;
}
