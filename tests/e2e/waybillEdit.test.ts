import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';

let server: DemoServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchBrowser();
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

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
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);
    await page.screenshot({ path: '.tmp/waybills.png' });
  });

  it('opens a waybill, edits its comment, saves, and sees it changed', async () => {
    const firstRow = page.locator('table tbody tr').first();
    const trackingNumber = (await firstRow.locator('td').nth(1).innerText()).trim();
    await firstRow.locator('td').nth(1).click();
    await page.waitForURL(/\/oms\/waybill\/\d+\/show$/);
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
});
