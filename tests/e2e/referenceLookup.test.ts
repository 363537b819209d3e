/**
 * Reference inputs of a role that may not list the referenced resource, in real Chromium: they
 * search it in lookup mode (docs/api.md "Lookups by id or search"). PLATFORM_FINANCE may not list
 * clients, yet picks the client of a new client price cycle: the choice list shows the clients'
 * codes and names (never a phone), typing a name narrows it, and no request for them is refused.
 * A COMPANY_ADMIN's company picker on a new client offers its own company alone (the row scope
 * holds). The app opens in Uzbek.
 */
import type { Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiToken, logIn } from './login';

const t = createTranslator('uz');

let demo: DemoPage;
let client: { id: number; clientCode: string; nickname: string; phone: string };
let ownCompany: { id: number; shortName: string; code: string };
/** Every answer to a request for clients since the page opened. */
const clientAnswers: Response[] = [];

beforeAll(async () => {
  demo = await openDemoPage();
  const root = await apiToken(demo.server.url, 'root');
  [client] = await apiGet<(typeof client)[]>(
    demo.server.url,
    root,
    `clients?s=${encodeURIComponent(JSON.stringify({ nickname_exists: true }))}&range=[5,5]`,
  );
  const admin = await apiGet<{ username: string; companyId: number }[]>(
    demo.server.url,
    root,
    `users?s=${encodeURIComponent(JSON.stringify({ username: 'company_admin' }))}`,
  );
  const companyId = admin.find((user) => user.username === 'company_admin')!.companyId;
  ownCompany = await apiGet(demo.server.url, root, `companies/${companyId}`);
  demo.page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/clients') clientAnswers.push(response);
  });
  await logIn(demo.page, demo.server.url, 'platform_finance');
});
afterAll(() => demo?.close());

describe('a reference input in lookup mode', () => {
  it('lets PLATFORM_FINANCE pick the client of a new client price cycle', async () => {
    const { page } = demo;
    await page.goto(`${demo.server.url}/price/clientPriceManage/create`);
    const picker = page.getByRole('combobox', {
      name: new RegExp(`^${t('resources.price/clientPriceManage.fields.ownerId')}`),
    });
    await picker.click();
    // The first page of names, not "Iltimos, kuting" for ever.
    await page.getByRole('option').first().waitFor();
    const first = await page.getByRole('option').allInnerTexts();
    expect(first.length).toBeGreaterThan(1);
    // Names only: no phone in a choice.
    for (const text of first) expect(text).not.toMatch(/\+998/);
    await picker.fill(client.nickname.toLowerCase());
    const option = page.getByRole('option', {
      name: `${client.clientCode} · ${client.nickname}`,
      exact: true,
    });
    await option.click();
    expect(await picker.inputValue()).toBe(client.clientCode);
    expect(clientAnswers.length).toBeGreaterThan(0);
    expect(clientAnswers.map((answer) => answer.status()).filter((s) => s !== 200)).toEqual([]);
  });

  it('offers a COMPANY_ADMIN creating a client its own company alone', async () => {
    // A fresh session: no cookie, and a new tab (the role is kept per tab).
    await demo.context.clearCookies();
    const page = await demo.context.newPage();
    await logIn(page, demo.server.url, 'company_admin');
    await page.goto(`${demo.server.url}/system/client/create`);
    const picker = page.getByRole('combobox', {
      name: new RegExp(`^${t('resources.system/client.fields.companyId')}`),
    });
    await picker.click();
    await page.getByRole('option').first().waitFor();
    expect(await page.getByRole('option').allInnerTexts()).toEqual([
      `${ownCompany.shortName} · ${ownCompany.code}`,
    ]);
    await page.close();
  });
});
