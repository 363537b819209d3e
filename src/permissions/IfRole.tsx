import type { ReactNode } from 'react';
import type { RoleList } from './hasRole';
import { useHasRole } from './useHasRole';

interface IfRoleProps {
  /** Who sees the children, besides ROOT and PLATFORM_ADMIN, who always do. */
  roles: RoleList;
  children: ReactNode;
}

/** Renders its children only when the user's role is in `roles` (SPEC 6 element permission). */
export const IfRole = ({ roles, children }: IfRoleProps) => (useHasRole(roles) ? children : null);
