import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en, uz } from './helpers/translate';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
/** A script large enough to be worth compressing (compression skips bodies under 1 kB). */
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `console.log("line ${i}");`).join('\n');
let staticDir: string;
let server: TestServer;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'baraka-dist-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  writeFileSync(join(staticDir, 'assets', 'vendor-77aa01.js'), BIG_SCRIPT);
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${server.url}${path}`);

describe('the built app on one origin with the API', () => {
  it('serves index.html, never cached, for the root and for every app path', async () => {
    for (const path of ['/', '/oms/waybill', '/system/user?page=2', '/login']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('serves hashed assets with a year of caching, and 404 for a missing one', async () => {
    const asset = await get('/assets/index-3f9a1c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app")');
    expect((await get('/assets/index-000000.js')).status).toBe(404);
    expect((await get('/favicon.svg')).status).toBe(200);
  });

  it('sends scripts gzipped to a browser that accepts it', async () => {
    const asset = await fetch(`${server.url}/assets/vendor-77aa01.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    // fetch unzips: what the browser runs is the script as built.
    expect(await asset.text()).toBe(BIG_SCRIPT);
  });

  it('keeps /api and /socket.io out of the app fallback', async () => {
    // No Accept-Language: the API answers in Uzbek, the default.
    const api = await get('/api/waybills');
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ message: uz('errors.http.401') });
    // socket.io answers its path: a polling handshake opens a session (engine.io's open packet).
    const socket = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
    expect(socket.status).toBe(200);
    expect(await socket.text()).toMatch(/^0\{"sid":/);
    const beside = await fetch(`${server.url}/socket.io`, { headers: { 'Accept-Language': 'en' } });
    expect(beside.status).toBe(404);
    expect(await beside.json()).toEqual({ message: en('errors.http.404') });
  });

  it('refuses to start without a build', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'baraka-nodist-'));
    const database = join(empty, 'baraka.db');
    await expect(createApp({ database, seed: server.seedFile, staticDir: empty })).rejects.toThrow(
      /index\.html is missing/,
    );
    rmSync(empty, { recursive: true, force: true });
  });
});
