/**
 * What the app and the demo server agree on about a browser's session: the admin's name, which
 * starts every key it keeps in the browser (SPEC 9), the token cookie, and the ids of the JSON
 * blocks in which the server hands over the signed-in user's info and the data of the first
 * screen it drew with the page (issue 13).
 */

// Vite's environment in the browser; under plain Node (the demo server, tests) the process's,
// which `npm start` builds the app with too.
const env: Record<string, unknown> | undefined =
  (import.meta.env as ImportMetaEnv | undefined) ??
  (typeof process === 'undefined' ? undefined : process.env);

/** A setting of the environment, trimmed; `fallback` when it is unset or blank. */
export const fromEnv = (name: string, fallback: string): string => {
  const value = env?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
};

/** The admin's configurable name; every persisted browser key starts with it. */
export const ADMIN_NAME = fromEnv('VITE_ADMIN_NAME', 'baraka-admin');

/** Prefix of cookies and storage keys, e.g. `baraka-admin-token`. */
export const STORAGE_PREFIX = `${ADMIN_NAME}-`;

/** Cookie (path /): the API token. */
export const TOKEN_COOKIE = `${STORAGE_PREFIX}token`;

/**
 * Cookie (path /): how this browser draws its first screen (a BrowserDrawing), so that the server
 * sends a drawing in that layout, or none to a browser that would only draw its own over it.
 */
export const DRAWING_COOKIE = `${STORAGE_PREFIX}drawing`;

/** The JSON data block with the signed-in user's info in a page the server serves. */
export const SESSION_USER_ELEMENT_ID = 'session-user';

/** The JSON data block with the queries of the first screen the server drew (src/ssr). */
export const SERVED_QUERIES_ELEMENT_ID = 'served-queries';
