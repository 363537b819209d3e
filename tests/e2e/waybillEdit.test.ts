import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from './demoServer';
import { openDemoPage, type DemoPage } from './demoPage';

let server: DemoServer;
let demo: DemoPage;
let page: Page;

beforeAll(async () => {
  demo = await openDemoPage();
  ({ server, page } = demo);
});
afterAll(() => demo?.close());

describe('root edits a waybill in real Chromium', () => {
  it('is sent to the login page at a real path', async () => {
    await page.goto(`${server.url}/oms/waybill`);
    await page.waitForURL(`${server.url}/login`);
    await page.locator('input[name="username"]').waitFor();
  });

  it('logs in as root and sees waybill rows, ten to a page', async () => {
    await page.fill('input[name="username"]', 'root');
    await page.fill('input[name="password"]', 'demo1234');
    await page.click('button[type="submit"]');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${server.url}/oms/waybill`);
    const rows = page.locator('tbody .RaDataTable-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);
    await page.screenshot({ path: '.tmp/waybills.png' });
  });

  it('opens a waybill, edits its comment, saves, and sees it changed', async () => {
    const firstRow = page.locator('tbody .RaDataTable-row').first();
    const trackingNumber = (await firstRow.locator('td').nth(1).innerText()).trim();
    await firstRow.locator('td').nth(1).click();
    await page.waitForURL(/\/oms\/waybill\/\d+\/show$/, { waitUntil: 'commit' });
    await page.getByText(trackingNumber).first().waitFor();
    const showUrl = page.url();
    const id = showUrl.match(/\/(\d+)\/show$/)![1];

    await page.goto(`${server.url}/oms/waybill/${id}`);
    const comment = page.locator('textarea[name="comment"]');
    await comment.waitFor();
    const newComment = `Checked at Tashkent warehouse ${Date.now()}`;
    await comment.fill(newComment);
    await page.click('button[type="submit"]');
    await page.waitForURL(showUrl);
    await page.getByText(newComment).waitFor();

    await page.reload();
    await page.getByText(newComment).waitFor();
    expect(await page.getByText(trackingNumber).count()).toBeGreaterThan(0);
  });

  it('shows the form validation message on a blank required field and keeps the rest typed', async () => {
    await page.goBack();
    const comment = page.locator('textarea[name="comment"]');
    await comment.waitFor();
    await comment.fill('Keep this note');
    await page.fill('input[name="trackingNumber"]', '');
    await page.click('button[type="submit"]');
    await page.getByText("Bo'sh bo'lishi mumkin emas").first().waitFor();
    expect(await comment.inputValue()).toBe('Keep this note');
  });

  it("shows the server's field error on the field when the tracking number is taken", async () => {
    const taken = await page.evaluate(async () => {
      const token = document.cookie.match(/baraka-admin-token=([^;]+)/)![1];
      const response = await fetch('/api/waybills?range=[5,5]', {
        headers: { Authorization: `Bearer ${decodeURIComponent(token)}`, source: 'ADMIN_WEB' },
      });
      const [other] = (await response.json()) as { trackingNumber: string }[];
      return other.trackingNumber;
    });
    await page.fill('input[name="trackingNumber"]', taken);
    await page.click('button[type="submit"]');
    await page.getByText('Bu qiymat allaqachon ishlatilgan').first().waitFor();
    expect(await page.inputValue('input[name="trackingNumber"]')).toBe(taken);
    expect(await page.inputValue('textarea[name="comment"]')).toBe('Keep this note');
  });

  it('asks before deleting, and keeps the waybill when the user cancels', async () => {
    await page.goto(page.url().replace(/\/\d+$/, (m) => `${m}/show`));
    await page.getByRole('button', { name: "O'chirish" }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Bekor qilish' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/show$/);
  });
});
