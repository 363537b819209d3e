/**
 * Deployment settings of the admin. The name and the API base come from Vite's environment so
 * one build can be pointed at the operator's backend; the rest are constants of the spec.
 */

import { fromEnv } from '../core/servedPage/browserSession';

export { ADMIN_NAME, STORAGE_PREFIX } from '../core/servedPage/browserSession';

/** Where the /api contract is served; relative by default (same origin as the app). */
export const API_BASE = fromEnv('VITE_API_BASE', '/api').replace(/\/+$/, '');

export const REQUEST_TIMEOUT_MS = 100000;

export const PAGE_SIZES: readonly number[] = [10, 20, 50];
export const DEFAULT_PAGE_SIZE = 10;
