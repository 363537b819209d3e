import { useGetIdentity, type RaRecord } from 'react-admin';
import { standingOf, userManagementRefusal } from '../../core/auth/ranks';
import { resources } from '../../core/generated/registry';
import { useRole } from './useRole';

/** Resources whose records decide themselves who may change them: users, by rank. */
export const hasRecordRule = (resourceName: string): boolean =>
  resourceName === resources.user.name;

/**
 * Which records of `resourceName` the signed-in user may change (edit, deactivate, delete, run a
 * record's actions on), as far as the record itself decides: a user only if the signed-in user
 * may manage them (src/core/auth/ranks.ts, the rule the API refuses with 403). Other resources'
 * records are left to their role rules. Until the signed-in user is known, none.
 */
export function useMayManageRecord(
  resourceName: string,
): (record: RaRecord | undefined) => boolean {
  const role = useRole();
  const { identity } = useGetIdentity();
  return (record) => {
    if (!hasRecordRule(resourceName)) return true;
    // No role yet is no role: standingOf would read it as the default role.
    const actor =
      role !== undefined && identity
        ? standingOf({ role, companyId: identity.companyId })
        : undefined;
    const target = record && standingOf(record);
    return (
      actor !== undefined &&
      target !== undefined &&
      userManagementRefusal(actor, target, undefined) === undefined
    );
  };
}
