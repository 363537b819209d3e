/**
 * Every page root may open, and a record page and the forms of every resource, in each
 * language: every text from that language's catalogue, none raw and none another language's.
 * And dates in Tashkent time with the browser in another zone.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRoute } from '../../src/routing/currentRoute';
import { resourceAccess } from '../../src/core/generated/access';
import { resources } from '../../src/core/generated/registry';
import { appRoutes, appSections } from '../../src/core/generated/routes';
import { createTranslator } from '../../src/i18n';
import type { Language } from '../../src/core/i18n/languages';
import { MENU, openInApp, settledScreen } from './appScreen';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';
import { foreignTextsOf, wrongTexts } from './foreignTexts';
import { apiGet, apiToken, logIn } from './login';
import { routesOf } from './roleAccess';
import { readRecordIds, readRouteIds, urlOfRoute } from './routeIds';

const LANGUAGE_KEY = 'baraka-admin-language';

let server: DemoServer;
let ids: Record<string, string>;
let recordIds: Record<string, string>;

beforeAll(async () => {
  server = await startDemoServer();
  ids = await readRouteIds(server.url);
  recordIds = await readRecordIds(server.url);
});
afterAll(() => server?.stop());

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
  const isForeign = foreignTextsOf(language);
  const screenTexts = {
    forbidden: translate('pages.forbidden.text'),
    notFound: translate('pages.notFound.text'),
  };
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await browserIn(language);
    page = await browser.context.newPage();
    await logIn(page, server.url, 'root');
  });
  afterAll(() => browser?.close());

  /** Opens `path` in the running app and waits until it has settled. */
  async function openSettled(path: string, ready?: string): Promise<void> {
    const left = await openInApp(page, path, screenTexts.notFound);
    expect(await settledScreen(page, left, screenTexts), path).toBe('page');
    if (ready) await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
  }

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

  it.each(routesOf('ROOT'))('%s: titled in this language, every text its own', async (route) => {
    const url = urlOfRoute(route, ids);
    await openSettled(url);
    expect(await wrongTexts(page, isForeign)).toEqual([]);
    const titleKey = currentRoute(url)?.titleKey;
    expect(titleKey).toBeDefined();
    expect(await page.title()).toBe(`${translate('app.title')} - ${title(titleKey!)}`);
  });

  it.each(Object.values(resources).map((r) => [r.name, r] as const))(
    '%s: the record page and the forms, every text its own, errors too',
    async (name, { route }) => {
      const access = resourceAccess[name];
      const id = recordIds[name];
      const wrong: Record<string, string[]> = {};
      const check = async (what: string) => {
        const texts = await wrongTexts(page, isForeign);
        if (texts.length) wrong[what] = texts;
      };
      await openSettled(`/${route}/${id}/show`);
      await check('show');
      // Create and edit share the form: its edit page only when it has no create page.
      if (!access.create.includes('ROOT') && access.edit.includes('ROOT')) {
        await openSettled(`/${route}/${id}`, 'form button[type="submit"]');
        await check('edit');
      }
      if (access.create.includes('ROOT')) {
        await openSettled(`/${route}/create`, 'form button[type="submit"]');
        await check('create');
        // The empty form's errors: the validators' texts (or the saved notice, if it may be empty).
        // The save button waits for a change; the form itself submits as it is.
        await page
          .locator('form:has(button[type="submit"])')
          .first()
          .evaluate((form) => (form as HTMLFormElement).requestSubmit());
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                document.querySelector('.Mui-error, .MuiSnackbarContent-root') !== null ||
                !location.pathname.endsWith('/create'),
            ),
          )
          .toBe(true);
        await check('create, submitted empty');
      }
      expect(wrong).toEqual({});
    },
  );

  it('the settings drawer and the user menu', async () => {
    await openSettled('/dashboard');
    await page.getByRole('button', { name: translate('shell.header.settings') }).click();
    const drawer = page.getByRole('dialog', { name: translate('shell.settings.title') });
    await drawer.waitFor();
    expect(await wrongTexts(page, isForeign)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: translate('ra.auth.user_menu') }).click();
    await page.getByRole('menu').waitFor();
    expect(await wrongTexts(page, isForeign)).toEqual([]);
    await page.keyboard.press('Escape');
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
