import { useRole } from '../../permissions';
import { isCompanyRole } from '../../core/auth/ranks';
import { normalizeRole } from '../../core/rules/access';

/** The operator's staff (no company role): who the API answers the operator's own money figures. */
export function useIsOperator(): boolean {
  const role = normalizeRole(useRole());
  return role !== undefined && !isCompanyRole(role);
}
