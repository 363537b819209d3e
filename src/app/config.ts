/**
 * Deployment settings of the admin. The name and the API base come from Vite's environment so
 * one build can be pointed at the operator's backend; the rest are constants of the spec.
 */

// `import.meta.env` is undefined when this module runs under plain Node (tsx), hence `?.`.
const env = import.meta.env as ImportMetaEnv | undefined;

const fromEnv = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/** The admin's configurable name; every persisted browser key starts with it. */
export const ADMIN_NAME = fromEnv(env?.VITE_ADMIN_NAME, 'baraka-admin');

/** Prefix of cookies and storage keys, e.g. `baraka-admin-token`. */
export const STORAGE_PREFIX = `${ADMIN_NAME}-`;

/** Where the /api contract is served; relative by default (same origin as the app). */
export const API_BASE = fromEnv(env?.VITE_API_BASE, '/api').replace(/\/+$/, '');

export const REQUEST_TIMEOUT_MS = 100000;

export const PAGE_SIZES: readonly number[] = [10, 20, 50];
export const DEFAULT_PAGE_SIZE = 10;
