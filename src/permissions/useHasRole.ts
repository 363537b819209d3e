import { hasRole, type RoleList } from './hasRole';
import { useRole } from './useRole';

/** Whether the user's role is in `roles` (ROOT and PLATFORM_ADMIN always are); false while loading. */
export const useHasRole = (roles: RoleList): boolean => hasRole(useRole(), roles);
