/**
 * The app calls its API with relative URLs (`/api/...`), which a browser resolves against the
 * page's origin. In tests, that origin is the recorded test server: fetch resolves them there.
 */
import { vi } from 'vitest';
import type { TestServer } from './testServer';

export const serveAppFrom = (server: TestServer): void => {
  const origin = new URL(server.baseUrl).origin;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
    realFetch(typeof input === 'string' ? new URL(input, origin) : input, init),
  );
};
