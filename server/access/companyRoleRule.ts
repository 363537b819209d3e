/**
 * A user of a company role (schema/roles.yaml `companyRoles`) belongs to a company: a write that
 * gives a user such a role, or changes its company, must leave it one (400 on `companyId`). An
 * older record without a company may still be switched off or renamed.
 */
import { isBlank } from '../../src/core/rules/validation';
import { COMPANY_ROLES, type Role } from '../../src/core/generated/access';
import type { WriteRule } from './writeRule';

export const companyRoleRule: WriteRule = (before, after) => {
  const sameCompany =
    before !== undefined &&
    (isBlank(before.companyId)
      ? isBlank(after.companyId)
      : String(before.companyId) === String(after.companyId));
  const touched = !before || before.role !== after.role || !sameCompany;
  return touched && COMPANY_ROLES.includes(after.role as Role) && isBlank(after.companyId)
    ? {
        ok: false,
        status: 400,
        message: 'validation.formFailed',
        errors: { companyId: 'authority.companyRequired' },
      }
    : { ok: true, record: after };
};
