import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryMessages } from '../../src/core/generated/i18n.uz';
import { uz } from '../../src/core/i18n/app/uz';
import { formatTashkentDate } from '../../src/format/dateTime';
import { apiList } from './apiList';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';
import { apiGet, apiToken, logIn, usernameOf } from './login';

/**
 * A record's History tab (issue 10, audit trail): a company user changes a parcel's comment in
 * its edit form; ROOT, in another browser, opens the parcel's page, its History tab, and reads
 * who made the change, when, what it was, and the comment before and after. The app opens in
 * Uzbek, so the texts are the Uzbek catalogues'.
 */

interface Waybill {
  id: number;
  trackingNumber: string;
  comment?: string;
}

const EDITOR = usernameOf('COMPANY_USER');
const VIEWER = usernameOf('ROOT');
const COMMENT_LABEL = registryMessages.resources['oms/waybill'].fields.comment;

let server: DemoServer;
let editorBrowser: Browser;
let viewerBrowser: Browser;
let editor: Page;
let viewer: Page;
let waybill: Waybill;
const newComment = `Checked by the company at ${Date.now()}`;

beforeAll(async () => {
  server = await startDemoServer();
  [editorBrowser, viewerBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
  [editor, viewer] = await Promise.all([
    editorBrowser.context.newPage(),
    viewerBrowser.context.newPage(),
  ]);
  // A parcel of the editor's company that already has a comment, so "before" is a real value.
  const editorToken = await apiToken(server.url, EDITOR);
  const { rows } = await apiList<Waybill>(server.url, editorToken, 'waybills', {
    range: [0, 299],
  });
  const commented = rows.find((row) => typeof row.comment === 'string' && row.comment !== '');
  if (!commented) throw new Error('the demo data has no commented parcel for the company user');
  waybill = commented;
});
afterAll(async () => {
  await editorBrowser?.close();
  await viewerBrowser?.close();
  await server?.stop();
});

/** The History tab's newest entry: its table row. */
const newestEntry = (page: Page): Locator =>
  page.getByRole('table', { name: uz.history.label }).locator(':scope > tbody > tr').first();

describe("a record's History tab shows who changed what", () => {
  it('a company user changes the comment in the edit form and saves', async () => {
    await logIn(editor, server.url, EDITOR);
    await editor.goto(`${server.url}/oms/waybill/${waybill.id}`);
    const comment = editor.locator('textarea[name="comment"]');
    await comment.waitFor();
    expect(await comment.inputValue()).toBe(waybill.comment);
    await comment.fill(newComment);
    await editor.click('button[type="submit"]');
    await editor.waitForURL(`${server.url}/oms/waybill/${waybill.id}/show`);
  });

  it("ROOT opens the parcel's History tab and reads the author, the field, before and after", async () => {
    const rootToken = await apiToken(server.url, VIEWER);
    const saved = await apiGet<Waybill>(server.url, rootToken, `waybills/${waybill.id}`);
    expect(saved.comment).toBe(newComment);
    const [latest] = await apiGet<{ at: string }[]>(
      server.url,
      rootToken,
      `waybills/${waybill.id}/history`,
    );

    await logIn(viewer, server.url, VIEWER);
    await viewer.goto(`${server.url}/oms/waybill/${waybill.id}/show`);
    await viewer.getByText(waybill.trackingNumber).first().waitFor();
    await viewer.getByRole('tab', { name: uz.history.tabs.history }).click();
    await viewer.waitForURL(`${server.url}/oms/waybill/${waybill.id}/show/history`);

    const entry = newestEntry(viewer);
    await entry.waitFor();
    const cells = entry.locator(':scope > td');
    // When (Tashkent time, as the app writes datetimes in Uzbek), who, and what.
    expect(await cells.nth(0).innerText()).toBe(formatTashkentDate(latest.at, true, 'uz'));
    expect(await cells.nth(1).innerText()).toContain(EDITOR);
    expect(await cells.nth(2).innerText()).toBe(uz.history.actions.update);
    // The changed field by its label, with its old and new value.
    const change = entry.locator('tr[data-field="comment"]');
    expect(await change.locator('th').innerText()).toBe(COMMENT_LABEL);
    expect(await change.locator('td[data-side="before"]').innerText()).toBe(waybill.comment);
    expect(await change.locator('td[data-side="after"]').innerText()).toBe(newComment);
  });

  it('the History tab can be opened by its address, after a reload', async () => {
    await viewer.reload();
    await newestEntry(viewer).waitFor();
    expect(await newestEntry(viewer).innerText()).toContain(newComment);
  });
});
