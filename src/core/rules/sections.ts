/**
 * Paths that stand for another page (SPEC 2 redirects): the root opens the home page, and a
 * section's own path (/oms, /price...) its configured page or, when that is closed to the role,
 * the first page of the section the role may open. The app follows them as it routes; the server
 * answers them with an HTTP redirect, so that the page it draws is the one the browser shows.
 */
import { sections } from '../generated/registry';
import { canAccessRoute } from './access';

/** The home page, which the root path opens. */
export const HOME_PATH = '/dashboard';

/** The page a section's own path opens for `role`; undefined when it may open none of them. */
export function sectionTarget(role: string | undefined, sectionPath: string): string | undefined {
  const section = sections.find((each) => each.path === sectionPath);
  if (section === undefined) return undefined;
  return [section.redirect, ...section.pages].find((page) => canAccessRoute(role, page));
}

/**
 * Where `path` leads `role`: the root to the home page, a section's path to its page for the
 * role; undefined for any other path, and for a section whose pages are all closed to the role
 * (its path shows that it is forbidden).
 */
export function pathTarget(role: string | undefined, path: string): string | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '/' ? HOME_PATH : sectionTarget(role, trimmed);
}
