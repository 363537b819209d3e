/**
 * Which locations are tabs, which tabs are fixed, and a tab's title when its page sets none: all
 * read from the registry's routes.
 */
import type { TranslateFunction } from 'react-admin';
import { currentRoute } from '../../routing/currentRoute';
import { appRoutes } from '../../core/generated/routes';

/** Pages marked `fixedTab` in schema/pages.yaml (the dashboard): always a tab, never closed. */
export const FIXED_TAB_PATHS: readonly string[] = appRoutes
  .filter((route) => route.fixedTab && !route.path.includes(':'))
  .map((route) => route.path);

/**
 * The tab a pathname belongs to: the pathname itself (without a trailing slash) when it is one
 * of the registry's pages, views or resource screens; undefined for the rest (403, 404...), which
 * are shown but get no tab.
 */
export function tabPathOf(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return currentRoute(path) === undefined ? undefined : path;
}

/**
 * The route's title, as the menu shows it; a resource's create, show and edit screens use
 * react-admin's own page titles ("Create Waybill", "Waybill #12", the edit one said as an edit:
 * editTabLabel) until the page titles its tab with the record (RecordTabTitle); a page with a
 * parameter in its path adds the parameter's value, so two such tabs can be told apart.
 */
export function defaultTabLabel(path: string, translate: TranslateFunction): string {
  const route = currentRoute(path);
  if (route === undefined) return path;
  const title = translate(route.titleKey, { smart_count: 2 });
  const rest = path
    .slice(route.path.replace(/\/:.*$/, '').length)
    .split('/')
    .filter(Boolean);
  if (route.kind !== 'resource') {
    return rest.length === 0 ? title : `${title} ${rest.map(decodeURIComponent).join(' ')}`;
  }
  if (rest.length === 0) return title;
  const name = translate(route.titleKey, { smart_count: 1 });
  if (rest.length === 1 && rest[0] === 'create') return translate('ra.page.create', { name });
  const id = decodeURIComponent(rest[0]);
  if (rest[1] === 'show') {
    return translate('ra.page.show', { name, id, recordRepresentation: `#${id}` });
  }
  return editTabLabel(
    translate('ra.page.edit', { name, id, recordRepresentation: `#${id}` }),
    translate,
  );
}

/**
 * A record's edit tab: its title said as an edit ("Tahrirlash: Kunlik xarajat 28.11.2026"), so
 * it is told apart from the same record's show tab, which react-admin titles alike.
 */
export const editTabLabel = (title: string, translate: TranslateFunction): string =>
  translate('tags.editTab', { action: translate('ra.action.edit'), title });
