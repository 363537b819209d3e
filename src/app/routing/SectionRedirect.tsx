import { usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { appRoutes, type AppSection } from '../../generated/routes';
import { canAccessRoute } from '../../core/registry/access';
import { ForbiddenPage } from '../../pages/errors/ForbiddenPage';

/**
 * A section's own path (/oms, /price...) opens its configured page, or, when that page is closed
 * to the role, the first page of the section it may open (SPEC 2 redirects).
 */
export const SectionRedirect = ({ section }: { section: AppSection }) => {
  const { permissions: role, isPending } = usePermissions<string>();
  if (isPending) return null;
  const candidates = [
    section.redirect,
    ...appRoutes.filter((r) => r.section === section.name && !r.hidden).map((r) => r.path),
  ];
  const target = candidates.find((path) => canAccessRoute(role, path));
  return target ? <Navigate to={target} replace /> : <ForbiddenPage />;
};
