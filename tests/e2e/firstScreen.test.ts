import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SERVED_QUERIES_ELEMENT_ID,
  STORAGE_PREFIX,
  TOKEN_COOKIE,
} from '../../src/core/servedPage/browserSession';
import { SERVED_ATTRIBUTE, servedRootOpening } from '../../src/core/servedPage/servedPage';
import { appRoutes } from '../../src/core/generated/routes';
import { apiList } from './apiList';
import { NOT_FOUND_TEXT } from './appScreen';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';
import { apiToken, usernameOf } from './login';

/**
 * The first screen drawn by the server (issue 13): a signed-in browser gets the page with the
 * screen its path opens already in it, with the rows the API answers that user, and the app takes
 * over that HTML instead of drawing it again. Nobody else gets a drawing.
 */

interface Waybill {
  trackingNumber: string;
  companyId?: number | null;
}

const LIST = '/oms/waybill';
const ROW = 'tbody .RaDataTable-row';
const PHONE_CARD = `#root main li a[href*="${LIST}/"][href$="/show"]`;
/** The list as it opens: newest first, ten rows a page. */
const NEWEST_FIRST: [string, 'DESC'] = ['createdAt', 'DESC'];
const FIRST_PAGE: [number, number] = [0, 9];

let server: DemoServer;
let rootToken: string;
let companyToken: string;

/** The page as the server sends it to a browser with `token` in its cookie (none: no cookie). */
async function servedPage(path: string, token?: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`, {
    headers: token === undefined ? {} : { Cookie: `${TOKEN_COOKIE}=${encodeURIComponent(token)}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** Whether the server sent the page with its drawing, in either layout. */
const isDrawn = (html: string): boolean =>
  html.includes(servedRootOpening('wide')) || html.includes(servedRootOpening('narrow'));

/**
 * A drawing is given up past its deadline (DRAWING_TIMEOUT_MS), as it may be on a busy machine:
 * asks again, a few times, for a page that came with one.
 */
async function untilDrawn(ask: () => Promise<string>): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const html = await ask();
    if (isDrawn(html) || attempt === 5) return html;
  }
}
const drawnPage = (path: string, token: string) => untilDrawn(() => servedPage(path, token));
/** Opens the list in `page`, again if the server sent it without its drawing. */
const openDrawnList = (page: Page) =>
  untilDrawn(async () => (await page.goto(`${server.url}${LIST}`))!.text());

/** The root element's inside, as served. */
const rootOf = (html: string): string => {
  const opening = /<div id="root"[^>]*>/.exec(html)!;
  const start = opening.index + opening[0].length;
  return html.slice(start, html.lastIndexOf('</div>', html.indexOf('</body>')));
};

/** Body rows (the header row is a RaDataTable-row too, without Even or Odd). */
const rowsIn = (html: string): number =>
  html.split(/RaDataTable-row RaDataTable-row(?:Even|Odd)/).length - 1;

const trackingNumbers = async (token: string): Promise<string[]> =>
  (
    await apiList<Waybill>(server.url, token, 'waybills', { range: FIRST_PAGE, sort: NEWEST_FIRST })
  ).rows.map((waybill) => waybill.trackingNumber);

/** A browser page signed in as `token`, whose scripts run or not. */
async function openPage(browser: Browser, token: string, scripts: boolean): Promise<Page> {
  await browser.context.addCookies([{ name: TOKEN_COOKIE, value: token, url: server.url }]);
  const page = await browser.context.newPage();
  if (!scripts) await page.route('**/*.js', (route) => route.abort());
  return page;
}

beforeAll(async () => {
  server = await startDemoServer();
  rootToken = await apiToken(server.url, usernameOf('ROOT'));
  companyToken = await apiToken(server.url, usernameOf('COMPANY_ADMIN'));
  // The renderer's code loads with the first page asked for, which does not wait for it.
  const deadline = Date.now() + 30_000;
  while (!isDrawn(await servedPage(LIST, rootToken))) {
    if (Date.now() > deadline) throw new Error('the server never drew the waybill list');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe('the page a signed-in browser is sent', () => {
  it('holds the first page of the waybills the API answers its user, in order', async () => {
    const html = await drawnPage(LIST, rootToken);
    const expected = await trackingNumbers(rootToken);
    expect(expected).toHaveLength(10);
    expect(rowsIn(rootOf(html))).toBe(10);
    const positions = expected.map((number) => rootOf(html).indexOf(`>${number}<`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain(`id="${SERVED_QUERIES_ELEMENT_ID}"`);
  });

  it("holds only a company user's own rows", async () => {
    const html = rootOf(await drawnPage(LIST, companyToken));
    const own = await trackingNumbers(companyToken);
    const rootRows = (
      await apiList<Waybill>(server.url, rootToken, 'waybills', {
        range: FIRST_PAGE,
        sort: NEWEST_FIRST,
      })
    ).rows;
    const [ownCompany] = (
      await apiList<Waybill>(server.url, companyToken, 'waybills', {
        range: [0, 0],
        sort: NEWEST_FIRST,
      })
    ).rows.map((waybill) => waybill.companyId);
    const others = rootRows
      .filter((waybill) => waybill.companyId !== ownCompany)
      .map((waybill) => waybill.trackingNumber);
    expect(others.length).toBeGreaterThan(0);
    expect(rowsIn(html)).toBe(own.length);
    for (const number of own) expect(html).toContain(`>${number}<`);
    for (const number of others) expect(html).not.toContain(number);
  });

  it('is the plain build without a live session', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const html = await servedPage(LIST, token);
      expect(rootOf(html)).toBe('');
      expect(html).not.toContain(SERVED_QUERIES_ELEMENT_ID);
    }
  });
});

/** Errors in the page's console, and anything it says about hydration. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

/**
 * Records, as the drawn page goes live (its root no longer inert), the classes of the styles the
 * browser's emotion has written itself (its own elements have no ids in `data-emotion`) that no
 * element on the page has: styles written for nothing shown, which the drawing should have brought.
 */
const recordStylesWrittenByTakeover = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const root = document.getElementById('root');
      if (document.readyState !== 'interactive' || !root) return;
      const live = new MutationObserver(() => {
        if (root.inert) return;
        live.disconnect();
        const written = [
          ...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]'),
        ]
          .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
          .map((rule) => /\.(css-[a-z0-9]+)/.exec(rule.cssText)?.[1])
          .filter((name): name is string => name !== undefined);
        const forNothing = [...new Set(written)].filter(
          (name) => !document.querySelector(`.${name}`),
        );
        Object.assign(window, { stylesForNothingShown: forNothing });
      });
      live.observe(root, { attributes: true, attributeFilter: ['inert'] });
    });
  });

const stylesWrittenForNothingShown = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { stylesForNothingShown?: string[] }).stylesForNothingShown,
  );

/** Marks the served header before the app's scripts run: the app keeps it if it hydrates. */
const markServedHeader = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const header = document.querySelector('#root header');
      if (document.readyState === 'interactive' && header) header.setAttribute('data-served', '');
    });
  });

describe('in the browser', () => {
  let browser: Browser;

  // A fresh profile each: what one test leaves in the browser's storage and cookies changes how
  // the next page is drawn.
  beforeEach(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('shows the rows before any script has run', async () => {
    const page = await openPage(browser, rootToken, false);
    await openDrawnList(page);
    const expected = await trackingNumbers(rootToken);
    await expect.poll(() => page.locator(ROW).count()).toBe(10);
    expect(await page.locator(ROW).first().innerText()).toContain(expected[0]);
    await page.close();
  });

  it('lets the app take over the drawn page, which then works as usual', async () => {
    const page = await openPage(browser, rootToken, true);
    const problems = consoleProblems(page);
    await markServedHeader(page);
    await openDrawnList(page);
    const secondPage = (
      await apiList<Waybill>(server.url, rootToken, 'waybills', {
        range: [10, 19],
        sort: NEWEST_FIRST,
      })
    ).rows.map((waybill) => waybill.trackingNumber);
    // Working: the next page of the list comes from the API.
    await page.locator('.MuiPagination-ul button').filter({ hasText: /^2$/ }).click();
    await expect.poll(() => page.locator(ROW).first().innerText()).toContain(secondPage[0]);
    expect(await page.locator('#root header[data-served]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('takes over every page the menu opens as drawn, with no complaint in the console', async () => {
    const page = await openPage(browser, rootToken, true);
    const problems = consoleProblems(page);
    const paths = appRoutes.filter((route) => !route.path.includes(':')).map((route) => route.path);
    for (const path of paths) {
      await untilDrawn(async () => (await page.goto(`${server.url}${path}`))!.text());
      // Live: React has taken the drawing over (or dropped it, which the console would say).
      await expect.poll(() => page.locator('#root:not([inert])').count()).toBe(1);
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
    }
    await page.close();
  });

  it('asks for the app’s scripts only once the drawn list is painted', async () => {
    const page = await openPage(browser, rootToken, true);
    await openDrawnList(page);
    await expect.poll(() => page.locator('#root:not([inert])').count()).toBe(1);
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => [new URL(entry.name).pathname, entry.startTime] as const),
    }));
    expect(painted).toBeGreaterThan(0);
    // The starter alone comes with the page; the app's code, after the drawing shows.
    const [starter, ...app] = scripts;
    expect(starter[0]).toMatch(/^\/assets\/startWhenPainted-/);
    expect(app.map(([path]) => path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/vendor-/)]),
    );
    for (const [path, asked] of app) expect(asked, path).toBeGreaterThanOrEqual(painted);
    await page.close();
  });

  it('does not move the drawn list as the app takes it over', async () => {
    const page = await openPage(browser, rootToken, true);
    // Every layout shift from the first paint on, as the browser reports it (its CLS entries).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openDrawnList(page);
    await expect.poll(() => page.locator('#root:not([inert])').count()).toBe(1);
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts).toEqual([]);
    await page.close();
  });

  it('takes each drawn screen over as it was drawn: nothing drawn anew, nothing said', async () => {
    const [client] = (
      await apiList<{ id: number }>(server.url, rootToken, 'clients', { range: [0, 0] })
    ).rows;
    const [waybill] = (
      await apiList<{ id: number }>(server.url, rootToken, 'waybills', { range: [0, 0] })
    ).rows;
    // Each screen, what of it the server draws (the app must keep those very elements) and the
    // API paths of its data (which came with the page: the app need not ask for it again).
    const screens: [string, string, string[]][] = [
      // With the clients and companies its rows name.
      [LIST, ROW, ['/api/waybills', '/api/clients', '/api/companies']],
      ['/clientSettle/clientsettlement', ROW, ['/api/client-payments']],
      ['/dashboard', '.MuiCardContent-root', ['/api/stats/dashboard']],
      // Sorted and paged in the browser: drawn as its first page already.
      ['/pvzList/all_info', ROW, ['/api/stats/pvz']],
      // Its own fields; the lists of its parcels, payments and hand-overs below them are read as
      // the reader nears them (src/fields/RelatedList.tsx), once the page is live.
      [
        `/system/client/${client.id}/show`,
        '.RaTabbedShowLayout-content span:not(section span)',
        ['/api/clients'],
      ],
      // A record with lists of its own below it: drawn with them.
      [`/oms/waybill/${waybill.id}/show`, 'section', ['/api/price-changes']],
    ];
    for (const [path, drawn, dataPaths] of screens) {
      const page = await openPage(browser, rootToken, true);
      const problems = consoleProblems(page);
      const dataAsked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (dataPaths.some((dataPath) => pathname.startsWith(dataPath)))
          dataAsked.push(request.url());
      });
      await page.addInitScript((selector) => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          for (const element of document.querySelectorAll(`#root ${selector}`))
            element.setAttribute('data-served', '');
        });
      }, drawn);
      await recordStylesWrittenByTakeover(page);
      expect(
        isDrawn(await untilDrawn(async () => (await page.goto(`${server.url}${path}`))!.text())),
        path,
      ).toBe(true);
      await expect.poll(() => page.locator('#root:not([inert])').count()).toBe(1);
      // What the app does just after: its data and its code on demand.
      await page.waitForTimeout(1000);
      const served = await page.locator(`#root ${drawn}[data-served]`).count();
      expect(served, path).toBeGreaterThan(0);
      expect(await page.locator(`#root ${drawn}`).count(), path).toBe(served);
      expect(dataAsked, path).toEqual([]);
      // The browser writes styles as it takes the page over only for what it draws anew: the
      // page's title (drawn once the page is live) with its inspector's closed popover, the one
      // style for nothing shown. The drawing brought those of its closed tooltips and drawers
      // (~30 written anew on the list before it did).
      expect((await stylesWrittenForNothingShown(page))?.length, path).toBeLessThanOrEqual(1);
      expect(problems, path).toEqual([]);
      await page.close();
    }
  });

  it('keeps what is typed as soon as the drawn page shows', async () => {
    const page = await openPage(browser, rootToken, true);
    // The scripts come late, so that the user types while only the drawing is there.
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const [, wanted] = await trackingNumbers(rootToken);
    await untilDrawn(async () => {
      const response = await page.goto(`${server.url}${LIST}`, { waitUntil: 'commit' });
      return response!.text();
    });
    // The drawing takes no keys until the app has taken it over, then the app takes them.
    await page.locator('textarea[name="trackingNumber"]').fill(wanted);
    await expect.poll(() => page.locator(ROW).count()).toBe(1);
    expect(await page.locator(ROW).first().innerText()).toContain(wanted);
    expect(await page.locator('textarea[name="trackingNumber"]').inputValue()).toBe(wanted);
    await page.close();
  });

  it('takes input when the user goes back while a drawn page is being taken over', async () => {
    const page = await openPage(browser, rootToken, true);
    const [, wanted] = await trackingNumbers(rootToken);
    await openDrawnList(page);
    // A waybill's page, opened from the list: an entry of this document's history.
    await page.locator(`#root:not([inert]) ${ROW}`).first().locator('td').nth(1).click();
    await page.waitForURL(/\/show$/);
    // Drawn anew, its page's code held back, so that the app waits to take that part over...
    let sendPageCode = () => {};
    const pageCodeHeld = new Promise<void>((resolve) => (sendPageCode = resolve));
    await page.route(/\/assets\/page-waybill-(?!forms)[^/]*\.js$/, async (route) => {
      await pageCodeHeld;
      await route.continue();
    });
    await untilDrawn(async () => (await page.reload())!.text());
    // ... after the rest of the screen (React's own mark on what it has taken over).
    await expect
      .poll(() =>
        page.evaluate(`Object.keys(document.querySelector('#root header') ?? {})
          .some((key) => key.startsWith('__reactFiber'))`),
      )
      .toBe(true);
    // ... when the user goes back to the list: nothing of the drawn page is left to wait for.
    await page.goBack({ waitUntil: 'commit' });
    sendPageCode();
    await page.locator('textarea[name="trackingNumber"]').fill(wanted);
    await expect.poll(() => page.locator(ROW).count()).toBe(1);
    expect(await page.locator(ROW).first().innerText()).toContain(wanted);
    await page.close();
  });

  it('follows the address when it changes as the app starts taking the drawing over', async () => {
    const page = await openPage(browser, rootToken, true);
    // As soon as React starts on the drawn page (hydrateRoot marks the root), before the router
    // has drawn once, the address changes as a typed-in one does in the loaded app.
    await page.addInitScript(() => {
      const changeOnceStarted = () => {
        const root = document.getElementById('root');
        if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer'))) {
          setTimeout(changeOnceStarted, 0);
          return;
        }
        history.pushState(null, '', '/404');
        dispatchEvent(new PopStateEvent('popstate'));
      };
      changeOnceStarted();
    });
    await openDrawnList(page);
    await page.getByText(NOT_FOUND_TEXT).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/404');
    await page.close();
  });

  it('is shown the page it holds while nothing changed, and the new one after a write', async () => {
    const page = await openPage(browser, rootToken, true);
    const problems = consoleProblems(page);
    const first = await openDrawnList(page);
    await expect.poll(() => page.locator('#root:not([inert]) ' + ROW).count()).toBe(10);
    // Asked again, the server answers that the page the browser holds is still the one: the same
    // page to the byte (a new drawing has its data's new fetch times in it).
    const again = await page.goto(`${server.url}${LIST}`);
    expect(await again!.text()).toBe(first);
    await expect.poll(() => page.locator('#root:not([inert]) ' + ROW).count()).toBe(10);

    const trackingNumber = `E2E-SEEN-AGAIN-${Date.now()}`;
    const created = await fetch(`${server.url}/api/waybills`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${rootToken}`,
        source: 'ADMIN_WEB',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ trackingNumber }),
    });
    expect(created.status).toBe(201);
    // After a write, the page is drawn again: the new waybill heads the list as it arrives.
    const redrawn = await (await page.goto(`${server.url}${LIST}`))!.text();
    expect(redrawn).not.toBe(first);
    expect(rootOf(redrawn)).toContain(`>${trackingNumber}<`);
    await expect
      .poll(() =>
        page
          .locator('#root:not([inert]) ' + ROW)
          .first()
          .innerText(),
      )
      .toContain(trackingNumber);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows a narrow screen no wide drawing, then draws it its narrow layout', async () => {
    // Scripts held back while the drawing is asked for: an undrawn answer, asked again, would
    // otherwise let the app say its width first.
    const page = await openPage(browser, rootToken, false);
    await page.setViewportSize({ width: 600, height: 900 });
    // Not known to be narrow yet: drawn wide, which it does not show, and draws its own.
    expect(await openDrawnList(page)).toContain(servedRootOpening('wide'));
    await page.unroute('**/*.js');
    const problems = consoleProblems(page);
    await page.reload();
    // The app's rows: the root it draws in has lost the drawing's mark.
    await expect
      .poll(() => page.locator(`#root:not([${SERVED_ATTRIBUTE}]) ${ROW}`).count())
      .toBe(10);
    // The menu is a drawer behind the header's button; the rows are there.
    expect(await page.locator('#root aside').count()).toBe(0);
    // It has told the server so: its next page is drawn narrow, and taken over as it is.
    await markServedHeader(page);
    const again = await untilDrawn(async () => (await page.reload())!.text());
    expect(again).toContain(servedRootOpening('narrow'));
    await expect.poll(() => page.locator('#root:not([inert]) ' + ROW).count()).toBe(10);
    expect(await page.locator('#root aside').count()).toBe(0);
    expect(await page.locator('#root header[data-served]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws a phone its narrow layout from its first page, shown before any script', async () => {
    const page = await openPage(browser, rootToken, false);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.setExtraHTTPHeaders({ 'Sec-CH-UA-Mobile': '?1' });
    expect(await openDrawnList(page)).toContain(servedRootOpening('narrow'));
    // A phone's list is a card per waybill (schema `phoneList`), not a table.
    await expect.poll(() => page.locator(PHONE_CARD).first().isVisible()).toBe(true);
    expect(await page.locator(PHONE_CARD).count()).toBe(10);
    expect(await page.locator('#root table').count()).toBe(0);
    expect(await page.locator('#root aside').count()).toBe(0);
    // Drawn for a phone's width: the list's actions are icons, and "create" floats.
    expect(await page.locator('.RaList-actions .MuiIconButton-root').count()).toBeGreaterThan(0);
    expect(await page.locator('.RaList-actions .MuiButton-root').count()).toBe(0);
    expect(await page.locator('.MuiFab-root').isVisible()).toBe(true);
    await page.close();
  });

  it('draws its own screen where it keeps a preference the server did not see', async () => {
    const page = await openPage(browser, rootToken, true);
    await page.addInitScript((key) => localStorage.setItem(key, 'en'), `${STORAGE_PREFIX}language`);
    await page.goto(`${server.url}${LIST}`);
    // English, as this browser keeps it, with the same rows.
    await expect
      .poll(() => page.locator('.MuiTablePagination-displayedRows').innerText())
      .toMatch(/of/);
    expect(await page.locator(ROW).count()).toBe(10);
    // It has told the server so: its next page comes without a drawing.
    const again = await page.reload();
    expect(await again!.text()).not.toContain(SERVED_ATTRIBUTE);
    await page.close();
  });
});
