import { useRole } from '../../permissions/useRole';
import { canAccessRoute } from '../../core/rules/access';
import { listHref, type ListLink } from '../../core/stats/dashboardLinks';

/** The page of a figure's list, or none when the user's role may not open it. */
export function useListHref(): (link: ListLink) => string | undefined {
  const role = useRole();
  return (link) => (canAccessRoute(role, link.path) ? listHref(link) : undefined);
}
