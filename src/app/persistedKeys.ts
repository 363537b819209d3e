/**
 * Every key the admin keeps in the browser (SPEC 9), each prefixed with the admin's name:
 * `baraka-admin-token` (a cookie, path /), the others in localStorage.
 */
import { STORAGE_PREFIX } from './config';

export const PERSISTED_KEYS = {
  token: `${STORAGE_PREFIX}token`,
  layoutConfig: `${STORAGE_PREFIX}layout-config`,
  sidebarStatus: `${STORAGE_PREFIX}sidebar-status`,
  themeName: `${STORAGE_PREFIX}theme-name`,
  visitedViews: `${STORAGE_PREFIX}visited-views`,
  cachedViews: `${STORAGE_PREFIX}cached-views`,
  language: `${STORAGE_PREFIX}language`,
} as const;
