/**
 * The browser side of a login: the token cookie (SPEC 9: `<prefix>token`, path /), the role
 * (memory + sessionStorage, so a reload does not refetch it), the user info of this page load,
 * why the last session ended (shown on the login page) and whose it was (sessionStorage).
 */
import { STORAGE_PREFIX } from '../config/adminConfig';
import { takePageJsonBlock } from '../core/servedPage/pageJsonBlock';
import { PERSISTED_KEYS } from '../preferences/persistedKeys';
import { SESSION_USER_ELEMENT_ID } from '../core/servedPage/browserSession';
import { toRole } from '../core/auth/roles';
import type { Role } from '../core/generated/access';

export const TOKEN_COOKIE = PERSISTED_KEYS.token;
const ROLE_KEY = `${STORAGE_PREFIX}role`;
/** The username of the session that ended last in this tab ('' when it was never known). */
const ENDED_KEY = `${STORAGE_PREFIX}ended-session`;

/** GET /api/user/info */
export interface UserInfo {
  /** The user's record id: records name users by it (a price change's `requestedBy`). */
  id?: number | null;
  username: string;
  name?: string | null;
  companyId?: string | number | null;
  /** The company's name as the registry represents it; null without a company. */
  companyName?: string | null;
  email?: string | null;
  phone?: string | null;
  answeredCount?: number | null;
  role?: string | null;
}

let role: Role | undefined;
let user: UserInfo | undefined;
/** i18n key saying why the session ended (expired, refused...); none after a plain logout. */
let notice: string | undefined;
const listeners = new Set<() => void>();

/** Calls `listener` whenever the token or the role is set or cleared; returns the unsubscribe function. */
export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const notify = () => listeners.forEach((listener) => listener());

// Unit tests and the Node server may import this module: there is no document or storage there.
const hasDocument = (): boolean => typeof document !== 'undefined';
const storage = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

/**
 * The page the demo server draws for a request (src/ssr): that request's cookies, and the
 * server's own origin for the API requests made while drawing it. In a browser, none.
 */
export interface ServedPage {
  cookies: string;
  origin: string;
}
let servedPage: ServedPage | undefined;

/** Draw the next pages for `page`'s session (undefined: none); forgets the previous one. */
export const serveSessionFor = (page: ServedPage | undefined): void => {
  servedPage = page;
  role = undefined;
  user = undefined;
};

/** Where API requests go when the page has no location of its own (the server drawing it). */
export const servedPageOrigin = (): string | undefined => servedPage?.origin;

const cookieText = (): string => (hasDocument() ? document.cookie : (servedPage?.cookies ?? ''));

export const getToken = (): string | undefined => {
  const prefix = `${TOKEN_COOKIE}=`;
  const entry = cookieText()
    .split(/;\s*/)
    .find((cookie) => cookie.startsWith(prefix));
  const value = entry === undefined ? '' : decodeURIComponent(entry.slice(prefix.length));
  return value === '' ? undefined : value;
};

/**
 * The app's cookies' attributes: sent only on requests from this site itself (Strict), and only
 * over https when the page came over https (http on a local demo must still get it).
 */
export const cookieAttributes = (): string =>
  `path=/; SameSite=Strict${location.protocol === 'https:' ? '; Secure' : ''}`;

export const setToken = (token: string): void => {
  takeEmbeddedUser();
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; ${cookieAttributes()}`;
  notice = undefined;
  notify();
};

export const getRole = (): Role | undefined => {
  if (role !== undefined) return role;
  role = toRole(storage()?.getItem(ROLE_KEY));
  return role;
};

export const setRole = (next: Role): void => {
  role = next;
  storage()?.setItem(ROLE_KEY, next);
  notify();
};

export const getUser = (): UserInfo | undefined => user;

/**
 * The user info the server put in this page for the token cookie it came with
 * (server/spa/signedInPage.ts), so that a page load need not ask GET /api/user/info. Taken
 * once only, and never after the session has changed (a logout or a login drops it unread).
 */
export const takeEmbeddedUser = (): UserInfo | undefined =>
  takePageJsonBlock(SESSION_USER_ELEMENT_ID) as UserInfo | undefined;

export const setUser = (next: UserInfo): void => {
  user = next;
};

/**
 * The session that ended last in this tab, if one did (kept over a reload of the login page):
 * its username, undefined when it was never known. The next login goes back to the page that
 * session was on only for that same user (authProvider.login).
 */
export const endedSession = (): { username: string | undefined } | undefined => {
  const username = storage()?.getItem(ENDED_KEY);
  return username === null || username === undefined
    ? undefined
    : { username: username || undefined };
};

/** Why the last session ended, as an i18n key, until the next login or dismissal. */
export const getSessionNotice = (): string | undefined => notice;

/** The user has read the notice (e.g. submitted the login form again). */
export const dismissSessionNotice = (): void => {
  if (notice === undefined) return;
  notice = undefined;
  notify();
};

/**
 * Forgets the login: logout, a refused role, a failed user info, or any 401 from the API.
 * `reason` (an i18n key) is kept for the login page. A session ends once: react-admin's own
 * logout after a 401 finds no token and so keeps the reason the 401 gave.
 */
export const clearSession = (reason?: string): void => {
  if (getToken() !== undefined) {
    notice = reason;
    storage()?.setItem(ENDED_KEY, user?.username ?? '');
  }
  role = undefined;
  user = undefined;
  takeEmbeddedUser();
  storage()?.removeItem(ROLE_KEY);
  if (hasDocument()) document.cookie = `${TOKEN_COOKIE}=; max-age=0; ${cookieAttributes()}`;
  notify();
};
