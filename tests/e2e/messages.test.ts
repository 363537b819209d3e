/**
 * SPEC 8's messages, word for word, as a user meets them in English (and one check in Uzbek):
 * a refused form says 'Form validation failed', an empty required field 'Cannot be empty', a
 * wrong company code what a code is, and keeps what was typed; a save says 'Successfully
 * saved!', a new SMS 'Successfully sent!'; deleting a company and withdrawing a price ask the
 * catalogue's questions.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/core/generated/registry';
import { createTranslator } from '../../src/i18n';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';
import { apiGet, apiToken, logIn } from './login';

const LANGUAGE_KEY = 'baraka-admin-language';
const uz = createTranslator('uz');

interface Row {
  id: number;
}

let server: DemoServer;
let browser: Browser;
let page: Page;
let token: string;

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchBrowser();
  // The user chose English before: the app opens in it.
  await browser.context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [LANGUAGE_KEY, 'en'],
  );
  page = await browser.context.newPage();
  token = await apiToken(server.url, 'root');
  await logIn(page, server.url, 'root');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pathOf = (resource: string) => `${server.url}/${resources[resource].route}`;
const input = (name: string) => page.locator(`input[name="${name}"]`);
/** The helper text under a field: its error once the form is refused. */
const fieldError = (name: string) =>
  page.locator(`.MuiFormControl-root:has(input[name="${name}"]) .MuiFormHelperText-root`);
const notice = (text: string) => page.getByRole('alert').filter({ hasText: text });
const save = () => page.locator('button[type="submit"]').click();
/** A code no demo company has: five digits from the clock. */
const freshCode = () => String(90000 + (Date.now() % 10000));

describe('a form refused in the browser', () => {
  it('says Form validation failed, Cannot be empty, and what a company code is', async () => {
    await page.goto(`${pathOf('company')}/create`);
    await input('code').fill('12');
    await save();
    await notice('Form validation failed').waitFor();
    expect(await fieldError('code').innerText()).toBe('Must be five digits, such as 10025');
    expect(await fieldError('shortName').innerText()).toBe('Cannot be empty');
    expect(await fieldError('fullName').innerText()).toBe('Cannot be empty');
  });

  it('keeps what was typed', async () => {
    expect(new URL(page.url()).pathname).toBe(`/${resources.company.route}/create`);
    expect(await input('code').inputValue()).toBe('12');
  });
});

describe('saves and questions', () => {
  it("says 'Successfully saved!' once the company is saved", async () => {
    const code = freshCode();
    await input('code').fill(code);
    await input('shortName').fill(`Messages ${code}`);
    await input('fullName').fill(`Messages check ${code} LLC`);
    await save();
    await notice('Successfully saved!').waitFor();
    await page.waitForURL(/\/show$/);
  });

  it('asks before deleting the company, in the catalogue words', async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This company will be deleted!').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it("says 'Successfully saved!' for an edit as well", async () => {
    const show = page.url();
    await page.getByRole('link', { name: 'Edit' }).click();
    await input('shortName').fill(`Messages edited ${Date.now()}`);
    // The create's notice has gone: the one that comes is the edit's.
    await notice('Successfully saved!').waitFor({ state: 'hidden' });
    await save();
    await notice('Successfully saved!').waitFor();
    await page.waitForURL(show);
  });

  it("says 'Successfully sent!' for a new SMS", async () => {
    await page.goto(`${pathOf('sms')}/create`);
    await input('phone').fill('+998901234567');
    await page.locator('textarea[name="text"]').fill('Your parcel has arrived in Tashkent');
    await save();
    await notice('Successfully sent!').waitFor();
  });

  it("asks 'This will remove the price' before withdrawing a price change", async () => {
    const search = encodeURIComponent(JSON.stringify({ status: 'PENDING' }));
    const [change] = await apiGet<Row[]>(
      server.url,
      token,
      `price-changes?s=${search}&range=[0,0]`,
    );
    await page.goto(`${pathOf('priceChange')}/${change.id}/show`);
    await page.getByRole('button', { name: 'Withdraw price' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This will remove the price').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('in Uzbek', () => {
  it('says the same in Uzbek', async () => {
    await page.evaluate((key) => localStorage.setItem(key, 'uz'), LANGUAGE_KEY);
    await page.goto(`${pathOf('company')}/create`);
    await input('code').fill('12');
    await save();
    await notice(uz('validation.formFailed')).waitFor();
    expect(await fieldError('code').innerText()).toBe(
      uz(`resources.${resources.company.route}.patterns.code`),
    );
    expect(await fieldError('shortName').innerText()).toBe(uz('validation.required'));
  });
});
