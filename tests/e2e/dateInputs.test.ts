/**
 * Date inputs and displays in each language's own order (uz `24.11.2026`, en ISO `2026-11-24`,
 * cn `2026/11/24`), in Tashkent time with the browser in Los Angeles: a day and a moment typed by
 * keyboard into a form are stored as that Tashkent day and instant, a list filter takes a typed
 * day, a show page displays both, and an unfinished date is refused with the typed text kept.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/uiTranslator';
import type { Language } from '../../src/core/i18n/languages';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';
import { dateInput, shownDate, typeDate } from './dateInput';
import { apiGet, apiToken, logIn } from './login';

const LANGUAGE_KEY = 'baraka-admin-language';
const TASHKENT_OFFSET_MS = 5 * 3600_000;

/**
 * Each language's way to write 2026-10-03 and a moment of 3 December (written out, not computed).
 * The moments differ by language (two rates may not start at the same instant); each is early on
 * 3 December in Tashkent, still 2 December in UTC and in Los Angeles.
 */
const WRITTEN: Record<Language, { day: string; moment: string; instant: string; partial: string }> =
  {
    uz: {
      day: '03.10.2026',
      moment: '03.12.2026 02:15',
      instant: '2026-12-02T21:15:00.000Z',
      partial: '24.11',
    },
    en: {
      day: '2026-10-03',
      moment: '2026-12-03 02:25',
      instant: '2026-12-02T21:25:00.000Z',
      partial: '2026-11',
    },
    cn: {
      day: '2026/10/03',
      moment: '2026/12/03 02:35',
      instant: '2026-12-02T21:35:00.000Z',
      partial: '2026/11',
    },
  };
const DAY = '2026-10-03';

/** An instant as the language writes it, on Tashkent's clock (UTC+5 all year). */
function inTashkent(iso: string, language: Language): string {
  const t = new Date(Date.parse(iso) + TASHKENT_OFFSET_MS).toISOString();
  const [year, month, day, time] = [t.slice(0, 4), t.slice(5, 7), t.slice(8, 10), t.slice(11, 16)];
  const date = { uz: `${day}.${month}.${year}`, en: `${year}-${month}-${day}` }[language as 'uz'];
  return `${date ?? `${year}/${month}/${day}`} ${time}`;
}

interface Expense {
  id: number;
  date: string;
  comment: string | null;
  createdAt: string;
}
interface Rate {
  id: number;
  rate: number;
  activeAt: string;
}

let server: DemoServer;
let token: string;

beforeAll(async () => {
  server = await startDemoServer();
  token = await apiToken(server.url, 'root');
});
afterAll(() => server?.stop());

describe.each<Language>(['uz', 'en', 'cn'])('in %s, the browser in Los Angeles', (language) => {
  const t = createTranslator(language);
  const written = WRITTEN[language];
  // Each language's records are told apart by their own comment and rate.
  const comment = `Dates typed in ${language} ${Date.now()}`;
  const rate = { uz: 12801, en: 12802, cn: 12803 }[language];
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ timezoneId: 'America/Los_Angeles' });
    await browser.context.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [LANGUAGE_KEY, language],
    );
    page = await browser.context.newPage();
    await logIn(page, server.url, 'root');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/Los_Angeles',
    );
  });
  afterAll(() => browser?.close());

  it('a day typed into a form is stored as that day, and its page shows it', async () => {
    await page.goto(`${server.url}/dailyExpenses/create`);
    await typeDate(page, 'date', written.day);
    expect(await shownDate(page, 'date')).toBe(written.day);
    await page.locator('.ra-input-category [role="combobox"]').click();
    await page.locator('li[role="option"]').first().click();
    await page.locator('input[name="enteredAmount"]').fill('150000');
    await page.locator('textarea[name="comment"]').fill(comment);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/create'));

    const expenses = await apiGet<Expense[]>(server.url, token, 'daily-expenses?range=[0,9999]');
    const stored = expenses.find((expense) => expense.comment === comment)!;
    expect(stored.date).toBe(DAY);

    await page.goto(`${server.url}/dailyExpenses/${stored.id}/show`);
    const main = page.locator('.RaShow-main');
    await expect.poll(() => main.innerText()).toContain(written.day);
    await expect.poll(() => main.innerText()).toContain(inTashkent(stored.createdAt, language));
  });

  it('a list filter takes a typed day', async () => {
    const shown = encodeURIComponent(JSON.stringify({ date_gte: true, date_lte: true }));
    const filter = encodeURIComponent(JSON.stringify({ date_gte: DAY }));
    await page.goto(`${server.url}/dailyExpenses?displayedFilters=${shown}&filter=${filter}`);
    await expect.poll(() => shownDate(page, 'date_gte')).toBe(written.day);
    await typeDate(page, 'date_lte', written.day);
    await expect
      .poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}'))
      .toEqual({ date_gte: DAY, date_lte: DAY });
    await page.getByText(comment).first().waitFor();
  });

  it('a moment typed into a form is that Tashkent instant, shown back the same way', async () => {
    await page.goto(`${server.url}/system/rate/create`);
    await page.locator('input[name="rate"]').fill(String(rate));
    await typeDate(page, 'activeAt', written.moment);
    expect(await shownDate(page, 'activeAt')).toBe(written.moment);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/create'));

    const rates = await apiGet<Rate[]>(server.url, token, 'exchange-rates?range=[0,9999]');
    const stored = rates.find((candidate) => candidate.rate === rate)!;
    expect(stored.activeAt).toBe(written.instant);

    await page.goto(`${server.url}/system/rate/${stored.id}`);
    await expect.poll(() => shownDate(page, 'activeAt')).toBe(written.moment);
  });

  it('an unfinished date is refused in words, and the typed text stays', async () => {
    await page.goto(`${server.url}/system/rate/create`);
    await page.locator('input[name="rate"]').fill(String(rate + 10));
    await typeDate(page, 'activeAt', written.partial);
    const typed = await shownDate(page, 'activeAt');
    expect(typed.startsWith(written.partial)).toBe(true);
    await page.locator('button[type="submit"]').click();
    await dateInput(page, 'activeAt').getByText(t('validation.date')).waitFor();
    expect(await shownDate(page, 'activeAt')).toBe(typed);
    expect(new URL(page.url()).pathname).toBe('/system/rate/create');
  });
});
