import { ALWAYS_PASS_ROLES, type Role } from '../core/generated/access';
import { isRefusedRole } from '../core/rules/access';

/** A list of roles that admits somebody: an empty list would hide an element from all but two. */
export type RoleList = readonly [Role, ...Role[]];

/**
 * The general element rule of SPEC 6: the role is in the list, or is one of the roles that always
 * pass (ROOT, PLATFORM_ADMIN). No role, or a refused one, never passes.
 */
export function hasRole(role: string | undefined, roles: RoleList): boolean {
  if (role === undefined || isRefusedRole(role)) return false;
  return (
    (ALWAYS_PASS_ROLES as readonly string[]).includes(role) ||
    (roles as readonly string[]).includes(role)
  );
}
