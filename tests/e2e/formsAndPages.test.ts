/**
 * Forms as staff fill them, in real Chromium (the app in Uzbek): a wrong login says why once; the
 * waybill form opens on weight and sizes, in the registry's groups, its volume following the
 * sides as the API derives it; a comment counts its characters as one types; a box price that
 * ends before it starts is refused on its field, what was typed kept and nothing sent.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, tashkentDayAt } from '../../src/core/time/tashkent';
import { formatTashkentDate } from '../../src/format/dateTime';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { shownDate, typeDate } from './dateInput';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiToken, logIn, submitLogin } from './login';

const t = createTranslator('uz');
const waybillField = (name: string) => t(`resources.oms/waybill.fields.${name}`);

interface Waybill {
  id: number;
  status: string;
  volume?: number;
}

let demo: DemoPage;
let page: Page;
let token: string;

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
  token = await apiToken(demo.server.url, 'root');
});
afterAll(() => demo?.close());

describe('a wrong password', () => {
  it('says why once, above the form, and marks the password', async () => {
    await page.goto(`${demo.server.url}/login`);
    await submitLogin(page, 'root', 'notmypass1');
    const said = page.getByText(t('auth.invalidCredentials'), { exact: true });
    await said.first().waitFor();
    expect(await said.count()).toBe(1);
    expect(await page.locator('input[name="password"]').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the waybill form', () => {
  let waybill: Waybill;

  beforeAll(async () => {
    await logIn(page, demo.server.url, 'root');
    const rows = await apiGet<Waybill[]>(demo.server.url, token, 'waybills?range=[0,49]');
    waybill = rows.find((row) => row.status !== 'CREATED' && row.volume !== undefined)!;
    await page.goto(`${demo.server.url}/oms/waybill/${waybill.id}`);
    await page.locator('input[name="weight"]').waitFor();
  });

  it('is in the registry groups, weight and sizes first', async () => {
    const groups = page.locator('form fieldset');
    expect(await groups.count()).toBeGreaterThanOrEqual(6);
    const sizes = page.getByRole('group', { name: t('resources.oms/waybill.groups.sizes') });
    expect(
      await sizes
        .locator('input[name]:not([type="hidden"])')
        .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name'))),
    ).toEqual(['weight', 'length', 'width', 'height', 'volume']);
    expect(await page.locator('form input[name]').first().getAttribute('name')).toBe('weight');
  });

  it('follows the sides with the volume, live, and stores what the API derives', async () => {
    await page.locator('input[name="length"]').fill('30');
    await page.locator('input[name="width"]').fill('20');
    await page.locator('input[name="height"]').fill('10');
    const volume = page.locator('input[name="volume"]');
    await expect.poll(() => volume.inputValue()).toBe('0.006');
    expect(await volume.getAttribute('readonly')).not.toBeNull();
    await page.getByText(t('forms.product', { factors: sides() })).waitFor();
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await page.waitForURL(/\/show$/, { waitUntil: 'commit' });
    const stored = await apiGet<Waybill>(demo.server.url, token, `waybills/${waybill.id}`);
    expect(stored.volume).toBe(0.006);
  });

  it('counts a comment against its 500 characters as it is typed', async () => {
    await page.goto(`${demo.server.url}/oms/waybill/${waybill.id}`);
    const comment = page.locator('textarea[name="comment"]');
    await comment.fill('Salom');
    const field = page.locator('.ra-input-comment');
    await field.getByText(t('forms.characters', { count: 5, max: 500 })).waitFor();
    await comment.fill('x'.repeat(501));
    const over = field.getByText(t('forms.characters', { count: 501, max: 500 }));
    await over.waitFor();
    // Red before any save says so.
    expect(await over.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(211, 47, 47)');
  });
});

const sides = () => ['length', 'width', 'height'].map(waybillField).join(' × ');

describe('a box price', () => {
  it('that ends before it starts is refused on its end, as typed, and nothing is sent', async () => {
    await page.goto(`${demo.server.url}/box/boxPrice/create`);
    await page.locator('input[name="name"]').fill('Yiwu – Toshkent (sinov)');
    await page.locator('input[name="pricePerKg"]').fill('1.5');
    const start = addDays(tashkentDayAt(Date.now()), 40);
    const typed = (day: string) => formatTashkentDate(day, false, 'uz');
    await typeDate(page, 'activeFrom', typed(start));
    await typeDate(page, 'activeTo', typed(addDays(start, -3)));
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/box-prices'))
        posts.push(request.url());
    });
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    const message = t('resources.box/boxPrice.spans.activeTo');
    expect(message).toContain(t('resources.box/boxPrice.fields.activeFrom'));
    await page.locator('.ra-input-activeTo').getByText(message).waitFor();
    expect(await shownDate(page, 'activeTo')).toBe(typed(addDays(start, -3)));
    expect(await page.locator('input[name="name"]').inputValue()).toBe('Yiwu – Toshkent (sinov)');
    expect(posts).toEqual([]);
  });
});
