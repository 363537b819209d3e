import { matchPath } from 'react-router-dom';
import {
  appRoutes,
  appSections,
  type AppRoute,
  type AppSection,
} from '../../core/generated/routes';
import { canAccessRoute } from '../../core/rules/access';

export type MenuEntry =
  { kind: 'page'; route: AppRoute } | { kind: 'section'; section: AppSection; pages: AppRoute[] };

/**
 * The menu of a role (SPEC 2, 6), in the registry's order: a page appears only when the role may
 * open it, and a section only when one of its pages does.
 */
export function menuEntries(role: string | undefined): MenuEntry[] {
  const visible = (route: AppRoute) => !route.hidden && canAccessRoute(role, route.path);
  const ordered: (MenuEntry & { order: number })[] = [
    ...appSections.map((section) => ({
      kind: 'section' as const,
      section,
      pages: appRoutes.filter((route) => route.section === section.name && visible(route)),
      order: section.order,
    })),
    ...appRoutes
      .filter((route) => route.section === undefined && visible(route))
      .map((route) => ({ kind: 'page' as const, route, order: route.order })),
  ];
  return ordered
    .filter((entry) => entry.kind === 'page' || entry.pages.length > 0)
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...entry }) => entry);
}

/**
 * Whether the menu entry of `path` is the current one: its own page or a page under it (a
 * record of its list), or a hidden page that names it as its `activeMenu`.
 */
export function isCurrentEntry(path: string, pathname: string): boolean {
  if (matchPath({ path, end: false }, pathname) !== null) return true;
  return appRoutes.some((route) => route.activeMenu === path && matchPath(route.path, pathname));
}
