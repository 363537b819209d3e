/**
 * The server's side of a first screen drawn on the server (issue 13): the page renderer runs in a
 * worker thread (server/spa/firstScreen.ts), here a stand-in that draws what it was asked for;
 * the app's own renderer is tried in the browser tests (tests/e2e/firstScreen.test.ts). A page
 * never waits for the renderer to load, to fail or to hang: it is then the plain build. A drawn
 * page a browser holds is not drawn again while nothing it was drawn from has changed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVED_QUERIES_ELEMENT_ID,
  SESSION_USER_ELEMENT_ID,
  TOKEN_COOKIE,
  DRAWING_COOKIE,
} from '../../src/core/servedPage/browserSession';
import {
  SCRIPTS_STARTER_SOURCE,
  STARTER_ENTRY_ATTRIBUTE,
  STARTER_PRELOADS_ATTRIBUTE,
} from '../../src/core/servedPage/scriptsStarter';
import {
  DRAWN_END,
  PAINT_WHEN_DRAWN_READ,
  SERVED_ATTRIBUTE,
  servedRootOpening,
} from '../../src/core/servedPage/servedPage';
import { ROUTE_PRELOADS_FILE } from '../../server/spa/routePreloads';
import { startTestServer, type TestServer } from './helpers/testServer';

const ENTRY_SCRIPT = '<script type="module" crossorigin src="/assets/index.js"></script>';
const ENTRY_PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/vendor.js">';
const INDEX = `<!doctype html><html><head><title>Baraka</title>${ENTRY_SCRIPT}${ENTRY_PRELOAD}</head><body><div id="root"></div></body></html>`;
/** The build's manifest as far as the server reads it: the starter a drawn page begins with. */
const MANIFEST = { [SCRIPTS_STARTER_SOURCE]: { file: 'assets/startWhenPainted.js' } };
/** The screen's own chunks, as the build lists them per route (scripts/vite/routePreloads.ts). */
const ROUTE_PRELOADS = { '/oms/waybill': ['/assets/page-waybill.js'] };

const DRAWN_STYLES = '<style data-emotion="css a1">p{color:red}</style>';

/**
 * A renderer as the worker protocol has it (src/ssr/renderWorker.ts): it reads the user info
 * from the API at the origin it is given, with the request's cookie token, and draws it. The
 * path `/fails` fails, `/hangs` never answers, `/crashes` ends the worker, `/flaky` fails the
 * first time only, and `/counted` numbers its drawings.
 */
const STAND_IN = `
import { parentPort } from 'node:worker_threads';
const token = (cookies) => decodeURIComponent(/${TOKEN_COOKIE}=([^;]+)/.exec(cookies)?.[1] ?? '');
let drawings = 0;
let flaky = 0;
parentPort.on('message', async ({ id, request }) => {
  const path = new URL(request.url).pathname;
  if (path === '/crashes') process.exit(3);
  if (path === '/hangs') return;
  if (path === '/fails' || (path === '/flaky' && flaky++ === 0))
    return parentPort.postMessage({ id, error: 'drawing failed' });
  const count = path === '/counted' ? ' #' + ++drawings : '';
  const info = await fetch(request.apiOrigin + '/api/user/info', {
    headers: { Authorization: 'Bearer ' + token(request.cookies) },
  }).then((response) => response.json());
  parentPort.postMessage({
    id,
    page: {
      html: '<p>' + info.username + ' at ' + path + ' as ' + request.user.role + ', ' + request.layout + count + '</p>',
      styles: '${DRAWN_STYLES}',
      queries: { note: '</script><script>alert(1)</script>' },
    },
  });
});
parentPort.postMessage({ ready: true });
`;

let folder: string;
let server: TestServer;
let cookie: string;

const page = async (path: string, withCookie = true, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, {
    headers: withCookie ? { ...headers, Cookie: `${cookie}; ${headers.Cookie ?? ''}` } : headers,
  });
  expect(response.status).toBe(200);
  return response.text();
};

/** The first page starts the renderer without waiting for it; later ones are drawn. */
async function drawnPage(path: string, headers: Record<string, string> = {}): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const html = await page(path, true, headers);
    if (html.includes(SERVED_ATTRIBUTE) || Date.now() > deadline) return html;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const rootOf = (html: string) =>
  new RegExp(`<div id="root"[^>]*>([^]*)</div>(?:${DRAWN_END})?</body>`).exec(html)?.[1];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'baraka-renderer-'));
  const staticDir = join(folder, 'dist');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  mkdirSync(join(staticDir, '.vite'));
  writeFileSync(join(staticDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(staticDir, ROUTE_PRELOADS_FILE), JSON.stringify(ROUTE_PRELOADS));
  writeFileSync(join(folder, 'renderer.mjs'), STAND_IN);
  server = await startTestServer({ staticDir, rendererFile: join(folder, 'renderer.mjs') });
  cookie = `${TOKEN_COOKIE}=${encodeURIComponent(await server.login('pvz_admin'))}`;
});
afterAll(async () => {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('a page the server draws', () => {
  it('holds the drawing, made with the API as the signed-in user, and what it was drawn with', async () => {
    const html = await drawnPage('/oms/waybill');
    expect(rootOf(html)).toBe('<p>pvz_admin at /oms/waybill as PVZ_ADMIN, wide</p>');
    expect(html).toContain(servedRootOpening('wide'));
    expect(html).toContain(`id="${SESSION_USER_ELEMENT_ID}"`);
    expect(/<head>([^]*)<\/head>/.exec(html)?.[1]).toContain(DRAWN_STYLES);
    // The queries' JSON cannot end its element: the page runs no script of its own.
    const queries = new RegExp(
      `<script type="application/json" id="${SERVED_QUERIES_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(html);
    expect(JSON.parse(queries?.[1] ?? 'null')).toEqual({
      note: '</script><script>alert(1)</script>',
    });
    expect(html.match(/<script/g)).toHaveLength(3);
    // The page shows without its scripts: it asks for them, the entry's preloads and its
    // screen's, through the starter once it is painted, and not before.
    expect(html).not.toContain(ENTRY_SCRIPT);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      `<script type="module" crossorigin src="/assets/startWhenPainted.js" ` +
        `${STARTER_ENTRY_ATTRIBUTE}="/assets/index.js" ` +
        `${STARTER_PRELOADS_ATTRIBUTE}="/assets/vendor.js /assets/page-waybill.js"></script>`,
    );
  });

  it('is painted only once the browser has read the whole drawing', async () => {
    const html = await drawnPage('/oms/waybill');
    // The head holds the page's paint back until the mark right after the drawn root.
    expect(/<head>([^]*)<\/head>/.exec(html)?.[1]).toContain(PAINT_WHEN_DRAWN_READ);
    expect(PAINT_WHEN_DRAWN_READ).toMatch(/rel="expect" href="#([a-z-]+)" blocking="render"/);
    const id = /href="#([a-z-]+)"/.exec(PAINT_WHEN_DRAWN_READ)?.[1];
    expect(DRAWN_END).toContain(`id="${id}"`);
    expect(html).toContain(
      `${servedRootOpening('wide')}<p>pvz_admin at /oms/waybill as PVZ_ADMIN, wide</p></div>${DRAWN_END}`,
    );
  });

  it('is drawn in the layout the browser said, else narrow for a phone', async () => {
    const PHONE_HINT = { 'Sec-CH-UA-Mobile': '?1' };
    const PHONE_AGENT = { 'User-Agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' };
    const said = (drawing: string) => ({ Cookie: `${DRAWING_COOKIE}=${drawing}` });
    const cases: [Record<string, string>, 'wide' | 'narrow'][] = [
      [{}, 'wide'],
      [PHONE_HINT, 'narrow'],
      [PHONE_AGENT, 'narrow'],
      [said('narrow'), 'narrow'],
      [{ ...PHONE_HINT, ...said('wide') }, 'wide'],
      [said('anything else'), 'wide'],
    ];
    for (const [headers, layout] of cases) {
      const html = await drawnPage('/oms/waybill', headers);
      expect(html, JSON.stringify(headers)).toContain(servedRootOpening(layout));
      expect(rootOf(html), JSON.stringify(headers)).toContain(`, ${layout}</p>`);
    }
  });

  it('is not drawn for a browser that draws its own page, which still gets its user', async () => {
    await drawnPage('/oms/waybill');
    const html = await page('/oms/waybill', true, { Cookie: `${DRAWING_COOKIE}=own` });
    expect(rootOf(html)).toBe('');
    expect(html).not.toContain(SERVED_ATTRIBUTE);
    expect(html).toContain(`id="${SESSION_USER_ELEMENT_ID}"`);
  });

  it('is not drawn for a browser that is not signed in', async () => {
    await drawnPage('/oms/waybill');
    expect(await page('/oms/waybill', false)).toBe(INDEX);
  });

  it('is the plain page, with the user info, when the drawing fails or hangs', async () => {
    await drawnPage('/oms/waybill');
    for (const path of ['/fails', '/hangs']) {
      const started = Date.now();
      const html = await page(path);
      expect(rootOf(html), path).toBe('');
      expect(html, path).not.toContain(SERVED_ATTRIBUTE);
      // Nothing holds its paint back: no drawing is coming.
      expect(html, path).not.toContain(PAINT_WHEN_DRAWN_READ);
      expect(html, path).toContain(`id="${SESSION_USER_ELEMENT_ID}"`);
      expect(html, path).toContain(ENTRY_SCRIPT);
      expect(html, path).not.toContain(STARTER_ENTRY_ATTRIBUTE);
      expect(Date.now() - started, path).toBeLessThan(5000);
    }
  });

  it('is drawn again once a renderer that crashed is back', async () => {
    await drawnPage('/oms/waybill');
    expect(rootOf(await page('/crashes'))).toBe('');
    expect(rootOf(await drawnPage('/dashboard'))).toBe(
      '<p>pvz_admin at /dashboard as PVZ_ADMIN, wide</p>',
    );
  });
});

describe('a drawn page the browser holds', () => {
  /**
   * As a browser asks again for a page it holds. (fetch() would add `Cache-Control: no-cache`,
   * a hard reload's, to a request with a validator of its own.)
   */
  const ask = (path: string, held?: string, cookies = cookie, reload = false) =>
    fetch(`${server.url}${path}`, {
      headers: {
        Cookie: cookies,
        ...(held === undefined ? {} : { 'If-None-Match': held }),
        'Cache-Control': reload ? 'no-cache' : 'max-age=0',
      },
    });
  const drawnNumber = async (response: Response) => {
    expect(response.status).toBe(200);
    return /#(\d+)<\/p>/.exec(rootOf(await response.text()) ?? '')?.[1];
  };

  it('is answered 304, with nothing drawn, until what it was drawn from changes', async () => {
    await drawnPage('/oms/waybill');
    // Signed in first: a session is a write too for PostgreSQL's mark (server/db/connect.ts).
    const root = await server.login('root');
    const rootCookie = `${TOKEN_COOKIE}=${encodeURIComponent(root)}`;
    const first = await ask('/counted');
    const held = first.headers.get('ETag') ?? '';
    const number = await drawnNumber(first);
    expect(number).toBeDefined();
    for (const asked of [held, `"x", ${held}`]) {
      const again = await ask('/counted', asked);
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    // A hard reload.
    expect(await drawnNumber(await ask('/counted', held, cookie, true))).toBe(
      String(Number(number) + 1),
    );
    // A browser saying its layout after its first page still holds that page.
    expect((await ask('/counted', held, `${cookie}; ${DRAWING_COOKIE}=wide`)).status).toBe(304);

    // Another layout, another user, another path: another page, drawn.
    expect(
      await drawnNumber(await ask('/counted', held, `${cookie}; ${DRAWING_COOKIE}=narrow`)),
    ).toBe(String(Number(number) + 2));
    expect(await drawnNumber(await ask('/counted', held, rootCookie))).toBe(
      String(Number(number) + 3),
    );
    expect((await ask('/counted?page=2', held)).status).toBe(200);

    // A write anywhere: the page is drawn again, under a new tag.
    expect((await ask('/counted', held)).status).toBe(304);
    const { body: waybills } = await server.call<{ id: number }[]>('/api/waybills', {
      token: root,
    });
    const written = await server.call(`/api/waybills/${waybills[0].id}`, {
      method: 'PATCH',
      token: root,
      body: { comment: 'seen again' },
    });
    expect(written.status).toBe(200);
    const redrawn = await ask('/counted', held);
    const newTag = redrawn.headers.get('ETag');
    expect(await drawnNumber(redrawn)).toBe(String(Number(number) + 5));
    expect(newTag).not.toBe(held);
    expect((await ask('/counted', newTag ?? '')).status).toBe(304);
  });

  it('is drawn for a browser holding the plain page of a drawing that failed', async () => {
    await drawnPage('/oms/waybill');
    const plain = await ask('/flaky');
    expect(rootOf(await plain.text())).toBe('');
    const next = await ask('/flaky', plain.headers.get('ETag') ?? '');
    expect(next.status).toBe(200);
    expect(rootOf(await next.text())).toBe('<p>pvz_admin at /flaky as PVZ_ADMIN, wide</p>');
  });
});

describe('a path that stands for another page', () => {
  /** Where the server sends a browser signed in as `username` asking for `path`, if anywhere. */
  const sentTo = async (path: string, username: string) => {
    const token = await server.login(username);
    const response = await fetch(`${server.url}${path}`, {
      headers: { Cookie: `${TOKEN_COOKIE}=${encodeURIComponent(token)}` },
      redirect: 'manual',
    });
    if (response.status !== 302) return { status: response.status };
    // It depends on the user: no shared cache may keep it.
    expect(response.headers.get('Cache-Control'), path).toBe('private, no-cache');
    return { status: 302, location: response.headers.get('Location') };
  };

  it("sends a signed-in browser to the page the app would open: the home page, a section's", async () => {
    expect(await sentTo('/', 'pvz_admin')).toEqual({ status: 302, location: '/dashboard' });
    expect(await sentTo('/pvzList', 'pvz_admin')).toEqual({
      status: 302,
      location: '/pvzList/all_info',
    });
    expect(await sentTo('/system/', 'pvz_admin')).toEqual({
      status: 302,
      location: '/system/updatePassword',
    });
    expect(await sentTo('/oms', 'root')).toEqual({ status: 302, location: '/oms/waybill' });
  });

  it("sends a role the section's own page is closed to to the first of its pages it may open", async () => {
    // /system opens its password page, which a company user may not: its profile page instead.
    expect(await sentTo('/system', 'company_user')).toEqual({
      status: 302,
      location: '/system/profile',
    });
  });

  it('is the page itself for a role that may open none of its pages, and for no user', async () => {
    // The app shows there that the section is forbidden to the pickup-point admin.
    expect(await sentTo('/oms', 'pvz_admin')).toEqual({ status: 200 });
    const anonymous = await fetch(`${server.url}/oms`, { redirect: 'manual' });
    expect(anonymous.status).toBe(200);
    expect(await anonymous.text()).toBe(INDEX);
  });
});
