/**
 * Every page root may open, in each language: labels in that language, no raw i18n key. And
 * dates in Tashkent time with the browser in another zone.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRoute } from '../../src/app/routing/currentRoute';
import { appRoutes, appSections } from '../../src/generated/routes';
import { catalogues, createTranslator } from '../../src/i18n';
import type { Language } from '../../src/core/i18n/languages';
import { MENU, settledScreen } from './appScreen';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';
import { apiGet, apiToken, logIn } from './login';
import { routesOf } from './roleAccess';
import { readRouteIds, urlOfRoute } from './routeIds';

const LANGUAGE_KEY = 'baraka-admin-language';

let server: DemoServer;
let ids: Record<string, string>;

beforeAll(async () => {
  server = await startDemoServer();
  ids = await readRouteIds(server.url);
});
afterAll(() => server?.stop());

/** A message key left raw on screen: any top-level catalogue key followed by dotted parts. */
const RAW_KEY = new RegExp(
  `\\b(?:${Object.keys(catalogues.en).join('|')})\\.[\\w/-]+(?:\\.[\\w/-]+)*`,
);

/** A browser whose UI language is `language`, as if the user had chosen it before. */
async function browserIn(language: Language, timezoneId?: string): Promise<Browser> {
  const browser = await launchBrowser(timezoneId ? { timezoneId } : {});
  await browser.context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [LANGUAGE_KEY, language],
  );
  return browser;
}

describe.each<Language>(['uz', 'en', 'cn'])('in %s', (language) => {
  const translate = createTranslator(language);
  const title = (key: string) => translate(key, { smart_count: 2 });
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await browserIn(language);
    page = await browser.context.newPage();
    await logIn(page, server.url, 'root');
  });
  afterAll(() => browser?.close());

  it('the menu shows every entry in this language', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.locator(`${MENU} a[href]`).first().waitFor();
    const shown = await page.locator(MENU).innerText();
    const labels = [...appRoutes, ...appSections].map((entry) => title(entry.titleKey));
    const lines = shown
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(labels, line).toContain(line);
  });

  it.each(routesOf('ROOT'))('%s: titled in this language, no raw key', async (route) => {
    const url = urlOfRoute(route, ids);
    await page.goto(`${server.url}${url}`);
    expect(await settledScreen(page)).toBe('page');
    await page.waitForLoadState('networkidle');
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(RAW_KEY);
    const titleKey = currentRoute(url)?.titleKey;
    expect(titleKey).toBeDefined();
    expect(await page.title()).toBe(`${translate('app.title')} - ${title(titleKey!)}`);
  });
});

describe('dates with the browser in Los Angeles', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await browserIn('uz', 'America/Los_Angeles');
    page = await browser.context.newPage();
    await logIn(page, server.url, 'root');
  });
  afterAll(() => browser?.close());

  /** `dd.mm.yyyy HH:MM` of an instant in Tashkent, which is UTC+5 all year. */
  const inTashkent = (iso: string) => {
    const t = new Date(Date.parse(iso) + 5 * 3600_000).toISOString();
    return `${t.slice(8, 10)}.${t.slice(5, 7)}.${t.slice(0, 4)} ${t.slice(11, 16)}`;
  };

  it('a waybill page shows its creation time in Tashkent time', async () => {
    const token = await apiToken(server.url, 'root');
    const [waybill] = await apiGet<{ id: number; createdAt: string }[]>(
      server.url,
      token,
      'waybills?range=[0,0]',
    );
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/Los_Angeles',
    );
    await page.goto(`${server.url}/oms/waybill/${waybill.id}/show`);
    await page.locator('.RaShow-main').waitFor();
    await expect
      .poll(() => page.locator('.RaShow-main').innerText())
      .toContain(inTashkent(waybill.createdAt));
  });
});
