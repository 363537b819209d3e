/**
 * What the served page does for the app's start-up (issue 13): the signed-in user's info inside
 * the page, for a live session's cookie only and escaped; the build's brotli and gzip copies of
 * its scripts, with their year of caching.
 */
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_USER_ELEMENT_ID, TOKEN_COOKIE } from '../../src/core/servedPage/browserSession';
import { listAll } from './helpers/listAll';
import { startTestServer, type TestServer } from './helpers/testServer';

const INDEX =
  '<!doctype html><html><head><title>Baraka</title></head><body><div id="root"></div></body></html>';
const SCRIPT = Array.from({ length: 400 }, (_, i) => `console.log("line ${i}");`).join('\n');
/** Marked, so a test sees which copy it got: the build's copies, not a compression on the fly. */
const BROTLI_COPY = `${SCRIPT}\n// brotli copy`;
const GZIP_COPY = `${SCRIPT}\n// gzip copy`;
let staticDir: string;
let server: TestServer;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'baraka-dist-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, 'assets', 'vendor-77aa01.js'), SCRIPT);
  writeFileSync(join(staticDir, 'assets', 'vendor-77aa01.js.br'), brotliCompressSync(BROTLI_COPY));
  writeFileSync(join(staticDir, 'assets', 'vendor-77aa01.js.gz'), gzipSync(GZIP_COPY));
  writeFileSync(join(staticDir, 'assets', 'plain-12ab34.js'), SCRIPT);
  // What the build lists per route (scripts/vite/routePreloads.ts).
  mkdirSync(join(staticDir, '.vite'));
  writeFileSync(
    join(staticDir, '.vite', 'route-preloads.json'),
    JSON.stringify({
      '/oms/waybill': ['/assets/vendor-77aa01.js', '/assets/page-waybill-1a2b3c.js'],
      '/settle/detail/:id': ['/assets/page-settlement-4d5e6f.js'],
    }),
  );
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

const page = (cookie?: string, path = '/oms/waybill') =>
  fetch(`${server.url}${path}`, {
    headers: cookie === undefined ? {} : { Cookie: cookie },
  });

const PRELOADS = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const preloadsOf = (html: string) => [...html.matchAll(PRELOADS)].map((match) => match[1]);

/** The JSON data block with the user's info in a served page, parsed; undefined without one. */
function embeddedUser(html: string): unknown {
  const pattern = new RegExp(
    `<script type="application/json" id="${SESSION_USER_ELEMENT_ID}">([^<]*)</script>`,
  );
  const match = pattern.exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

describe('the signed-in user’s info in the page', () => {
  it('is the user info of the cookie’s session, in a page no shared cache keeps', async () => {
    const token = await server.login('pvz_admin');
    const response = await page(`other=1; ${TOKEN_COOKIE}=${encodeURIComponent(token)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    const info = (await server.call('/api/user/info', { token })).body;
    expect(embeddedUser(html)).toEqual(info);
    expect(info).toMatchObject({ username: 'pvz_admin', role: 'PVZ_ADMIN' });
    // Everything else is the page as built, and its screen's preloads; the CSP still runs no
    // inline script.
    const rest = html.replace(/<script type="application\/json"[^]*?<\/script>/, '');
    expect(rest.replace(PRELOADS, '')).toBe(INDEX);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('is not there without a cookie, with a forged one, or after the logout', async () => {
    const token = await server.login('pvz_admin');
    const [payload] = token.split('.');
    const forged = `${payload}.${'A'.repeat(43)}`;
    await server.call('/api/auth/logout', { method: 'POST', token });
    for (const cookie of [undefined, `${TOKEN_COOKIE}=${forged}`, `${TOKEN_COOKIE}=${token}`]) {
      const response = await page(cookie);
      expect(response.headers.get('cache-control'), cookie).toBe('no-cache');
      expect(await response.text(), cookie).toBe(INDEX);
    }
  });

  it('cannot end its element: markup in a name stays text of the JSON', async () => {
    const root = await server.login('root');
    const [user] = await listAll(server, root, '/api/users', { username: 'platform_user' });
    const name = "</script><script>alert(1)</script>\u2028<!-- & $& $'";
    const renamed = await server.call(`/api/users/${user.id}`, {
      method: 'PATCH',
      token: root,
      body: { name },
    });
    expect(renamed.status).toBe(200);
    const token = await server.login('platform_user');
    const html = await (await page(`${TOKEN_COOKIE}=${token}`)).text();
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(embeddedUser(html)).toMatchObject({ username: 'platform_user', name });
  });
});

/** GET with exactly these request headers, the body as sent (fetch would decode it). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

describe('the preloads of the screen a signed-in page opens', () => {
  it('names the chunks the build listed for the path, a parameter matching any segment', async () => {
    const token = await server.login('root');
    const cookie = `${TOKEN_COOKIE}=${token}`;
    expect(preloadsOf(await (await page(cookie)).text())).toEqual([
      '/assets/vendor-77aa01.js',
      '/assets/page-waybill-1a2b3c.js',
    ]);
    expect(preloadsOf(await (await page(cookie, '/settle/detail/42')).text())).toEqual([
      '/assets/page-settlement-4d5e6f.js',
    ]);
    for (const path of ['/dashboard', '/oms/waybill/7/show', '/settle/detail'])
      expect(preloadsOf(await (await page(cookie, path)).text()), path).toEqual([]);
  });

  it('names none for a browser that is not signed in: it is sent to the login page', async () => {
    expect(await (await page()).text()).toBe(INDEX);
  });
});

describe('the build’s compressed copies', () => {
  const YEAR = 'public, max-age=31536000, immutable';

  it('sends the brotli copy to a browser that takes brotli, cached for a year', async () => {
    const { headers, body } = await rawGet('/assets/vendor-77aa01.js', {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(headers['cache-control']).toBe(YEAR);
    expect(headers.vary).toBe('Accept-Encoding');
    expect(body).toEqual(brotliCompressSync(BROTLI_COPY));
  });

  it('sends the gzip copy to one that takes only gzip', async () => {
    const { headers, body } = await rawGet('/assets/vendor-77aa01.js', {
      'Accept-Encoding': 'gzip',
    });
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['cache-control']).toBe(YEAR);
    expect(body).toEqual(gzipSync(GZIP_COPY));
  });

  it('sends the file as built when no encoding is asked for, or brotli is refused', async () => {
    const asked: Record<string, string>[] = [{}, { 'Accept-Encoding': 'br;q=0, identity' }];
    for (const headers of asked) {
      const answer = await rawGet('/assets/vendor-77aa01.js', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe(YEAR);
      expect(answer.body.toString()).toBe(SCRIPT);
    }
  });

  it('compresses a file built without copies on the fly, as before', async () => {
    const answer = await rawGet('/assets/plain-12ab34.js', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['cache-control']).toBe(YEAR);
    expect(['br', 'gzip']).toContain(answer.headers['content-encoding']);
    expect((await fetch(`${server.url}/assets/plain-12ab34.js`)).status).toBe(200);
  });
});
