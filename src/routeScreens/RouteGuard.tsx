import type { AppRoute } from '../core/generated/routes';
import type { ComponentType } from 'react';
import { SuspenseProgress } from '../pageLoading/TopProgressBar';
import { ForbiddenPage } from '../errorPages/ForbiddenPage';
import { canAccessRoute } from '../core/rules/access';
import { useRole } from '../permissions/useRole';

/**
 * A view or page of the registry: its screen (generated/screens.tsx) shown to the roles that may
 * open it, 403 to the others. The screen loads on demand with its own progress bar and retry
 * (lazyPage).
 */
export const RouteGuard = ({
  route,
  screen: Screen,
}: {
  route: AppRoute;
  screen: ComponentType;
}) => {
  const role = useRole();
  if (role === undefined) return <SuspenseProgress />;
  if (!canAccessRoute(role, route.path)) return <ForbiddenPage />;
  return <Screen />;
};
