import { Navigate } from 'react-router-dom';
import type { AppSection } from '../core/generated/routes';
import { sectionTarget } from '../core/rules/sections';
import { ForbiddenPage } from '../errorPages/ForbiddenPage';
import { useRole } from '../permissions/useRole';

/**
 * A section's own path (/oms, /price...) opens its page for the role (core/rules/sections.ts),
 * or tells that it is forbidden. The server answers a signed-in browser's request for the path
 * with a redirect there already; this serves the app's own navigation to it.
 */
export const SectionRedirect = ({ section }: { section: AppSection }) => {
  const role = useRole();
  if (role === undefined) return null;
  const target = sectionTarget(role, section.path);
  return target ? <Navigate to={target} replace /> : <ForbiddenPage />;
};
