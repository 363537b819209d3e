/**
 * The browser side of a login: the token cookie (SPEC 9: `<prefix>token`, path /), the role
 * (memory + sessionStorage, so a reload does not refetch it) and the user info of this page load.
 */
import { STORAGE_PREFIX } from '../config';
import { ROLES, type Role } from '../../generated/access';

export const TOKEN_COOKIE = `${STORAGE_PREFIX}token`;
const ROLE_KEY = `${STORAGE_PREFIX}role`;

/** GET /api/user/info */
export interface UserInfo {
  username: string;
  name?: string | null;
  companyId?: string | number | null;
  answeredCount?: number | null;
  role?: string | null;
}

let role: Role | undefined;
let user: UserInfo | undefined;
const listeners = new Set<() => void>();

/** Calls `listener` whenever the token is set or cleared; returns the unsubscribe function. */
export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const notify = () => listeners.forEach((listener) => listener());

// Unit tests and the Node server may import this module: there is no document or storage there.
const hasDocument = (): boolean => typeof document !== 'undefined';
const storage = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

export const getToken = (): string | undefined => {
  if (!hasDocument()) return undefined;
  const prefix = `${TOKEN_COOKIE}=`;
  const entry = document.cookie.split(/;\s*/).find((cookie) => cookie.startsWith(prefix));
  const value = entry === undefined ? '' : decodeURIComponent(entry.slice(prefix.length));
  return value === '' ? undefined : value;
};

export const setToken = (token: string): void => {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
  notify();
};

export const getRole = (): Role | undefined => {
  if (role !== undefined) return role;
  const stored = storage()?.getItem(ROLE_KEY);
  role = (ROLES as readonly (string | null | undefined)[]).includes(stored)
    ? (stored as Role)
    : undefined;
  return role;
};

export const setRole = (next: Role): void => {
  role = next;
  storage()?.setItem(ROLE_KEY, next);
};

export const getUser = (): UserInfo | undefined => user;

export const setUser = (next: UserInfo): void => {
  user = next;
};

/** Forgets the login: logout, a refused role, a failed user info, or any 401 from the API. */
export const clearSession = (): void => {
  role = undefined;
  user = undefined;
  storage()?.removeItem(ROLE_KEY);
  if (hasDocument()) document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  notify();
};
