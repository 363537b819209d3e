import { Navigate } from 'react-router-dom';
import { appRoutes, type AppSection } from '../../generated/routes';
import { canAccessRoute } from '../../core/registry/access';
import { ForbiddenPage } from '../../pages/errors/ForbiddenPage';
import { useRole } from '../permissions/useRole';

/**
 * A section's own path (/oms, /price...) opens its configured page, or, when that page is closed
 * to the role, the first page of the section it may open (SPEC 2 redirects).
 */
export const SectionRedirect = ({ section }: { section: AppSection }) => {
  const role = useRole();
  if (role === undefined) return null;
  const candidates = [
    section.redirect,
    ...appRoutes.filter((r) => r.section === section.name && !r.hidden).map((r) => r.path),
  ];
  const target = candidates.find((path) => canAccessRoute(role, path));
  return target ? <Navigate to={target} replace /> : <ForbiddenPage />;
};
