/**
 * Every key the admin keeps in the browser (SPEC 9), each prefixed with the admin's name. The
 * token is a cookie (path /); the others are in localStorage, outside react-admin's store, so
 * the store reset of a logout does not touch them.
 */
import { STORAGE_PREFIX, TOKEN_COOKIE } from '../core/servedPage/browserSession';

export const PERSISTED_KEYS = {
  /** Cookie: the API token. */
  token: TOKEN_COOKIE,
  /** JSON of LayoutSettings (src/layout/settings/layoutSettings.ts). */
  layoutConfig: `${STORAGE_PREFIX}layout-config`,
  /** `opened` (full sidebar) or `closed` (icon rail). */
  sidebarStatus: `${STORAGE_PREFIX}sidebar-status`,
  /** `normal`, `dark` or `blue`. */
  themeName: `${STORAGE_PREFIX}theme-name`,
  visitedViews: `${STORAGE_PREFIX}visited-views`,
  cachedViews: `${STORAGE_PREFIX}cached-views`,
  /** `uz`, `en` or `cn`. */
  language: `${STORAGE_PREFIX}language`,
} as const;

/** The react-admin store key of the search's recent pages (in its namespace: a logout forgets them). */
export const RECENT_KEY = 'search.recent';
