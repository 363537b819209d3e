/**
 * The month figures and the expense totals in real Chromium: finance sees, on the reports page,
 * each month's payments received against its expenses and the daily expenses of this month; the
 * daily expenses list opens the same totals; a company admin's reports page shows neither, nor the
 * B2C report (the platform's own clients), which its menu does not offer and its address refuses.
 * The settlement reports' month filter is a month typed in the language's order (uz 11.2026).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpenseTotals, MonthReport } from '../../src/core/stats/moneyReportTypes';
import { monthOf, tashkentDayAt } from '../../src/core/time/tashkent';
import { createTranslator } from '../../src/i18n/uiTranslator';
import type { B2cRow } from '../../src/core/stats/statsTypes';
import { forbiddenShown } from './appScreen';
import { shownDate, typeDate } from './dateInput';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiToken, logIn } from './login';

const t = createTranslator('uz');

let demo: DemoPage;
/** The tab of the user the current test signed in. */
let page: Page;
let months: MonthReport;
let totals: ExpenseTotals;

beforeAll(async () => {
  demo = await openDemoPage();
  const token = await apiToken(demo.server.url, 'platform_finance');
  months = await apiGet<MonthReport>(demo.server.url, token, 'stats/reports/months');
  totals = await apiGet<ExpenseTotals>(
    demo.server.url,
    token,
    `stats/expenses/${monthOf(tashkentDayAt(Date.now()))}`,
  );
});
afterAll(() => demo?.close());

/** A fresh session of `username` in a new tab (the session is kept per tab). */
async function signInAs(username: string) {
  await demo.context.clearCookies();
  page = await demo.context.newPage();
  await logIn(page, demo.server.url, username);
}

/** The card whose heading is `title`. */
const card = (title: string) =>
  page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: title }) });

/** The last row of the expense totals (the month's), its cells' texts. */
async function monthTotalRow(scope: ReturnType<typeof card>): Promise<string[]> {
  const row = scope.locator('tbody tr').last();
  await row.waitFor();
  return (await row.locator('td').allInnerTexts()).map((text) => text.trim());
}

describe('money reports', () => {
  it('finance sees every month of the report and this month’s expense totals', async () => {
    await signInAs('platform_finance');
    await page.goto(`${demo.server.url}/reports`);
    const report = card(t('rates.months.title'));
    await report.locator('tbody tr').first().waitFor();
    expect(await report.locator('tbody tr').count()).toBe(months.months.length);
    const expenses = card(t('rates.expenses.totals', { month: '' }).trim());
    const cells = await monthTotalRow(expenses);
    expect(cells[0]).toBe(t('rates.expenses.monthTotal'));
    expect(cells[1]).toBe(String(totals.count));
  });

  it('the daily expenses list opens the same totals', async () => {
    await signInAs('platform_user');
    await page.goto(`${demo.server.url}/dailyExpenses`);
    await page.getByRole('button', { name: t('rates.expenses.totalsButton') }).click();
    const dialog = page.getByRole('dialog');
    const cells = await monthTotalRow(dialog.locator('.MuiCard-root'));
    expect(cells.slice(0, 2)).toEqual([t('rates.expenses.monthTotal'), String(totals.count)]);
  });

  it('a company admin’s reports page has no operator figures', async () => {
    await signInAs('company_admin');
    await page.goto(`${demo.server.url}/reports`);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await card(t('rates.months.title')).count()).toBe(0);
  });

  it('a company admin is offered no B2C report, and its address shows the 403 page', async () => {
    await signInAs('company_admin');
    await page.goto(`${demo.server.url}/reports`);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    const b2c = t('routes.b2cReport');
    expect(await page.getByRole('link', { name: b2c }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: b2c }).count()).toBe(0);
    await page.goto(`${demo.server.url}/clientSettle/b2cReport`);
    expect(await forbiddenShown(page)).toBe(true);
  });

  it('the B2C report is filtered by a month typed as Uzbek writes it', async () => {
    await signInAs('platform_finance');
    const token = await apiToken(demo.server.url, 'platform_finance');
    const rows = await apiGet<B2cRow[]>(demo.server.url, token, 'stats/reports/b2c?range=[0,99]');
    const month = rows[1].month;
    await page.goto(`${demo.server.url}/clientSettle/b2cReport`);
    await page.locator('tbody tr').first().waitFor();
    const [year, number] = month.split('-');
    await typeDate(page, 'month', `${number}${year}`);
    expect(await shownDate(page, 'month')).toBe(`${number}.${year}`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await page.locator('tbody tr td').nth(1).innerText()).toBe(String(rows[1].payments));
  });
});
