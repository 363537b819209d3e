import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../src/core/i18n/app/uz';
import { formatTashkentDate } from '../../src/format/dateTime';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';
import { apiGet, apiToken, logIn, usernameOf } from './login';

/**
 * Concurrent edits (issue 10, item 8): two people open the same waybill's edit form in their
 * own browsers. The first saves; the second's save is refused, and the second is told who saved
 * first and when, keeps what they typed, and can reload the record to see the first one's change.
 * The app opens in Uzbek, so the texts are the Uzbek catalogue's.
 */

interface Waybill {
  id: number;
  comment?: string;
  receiver?: string;
  updatedAt: string;
}

const FIRST = usernameOf('ROOT');
const SECOND = usernameOf('PLATFORM_ADMIN');

let server: DemoServer;
let firstBrowser: Browser;
let secondBrowser: Browser;
let first: Page;
let second: Page;
let token: string;
let waybill: Waybill;

const readWaybill = (): Promise<Waybill> => apiGet(server.url, token, `waybills/${waybill.id}`);
const conflictDialog = (page: Page) => page.getByRole('dialog');
const comment = (page: Page) => page.locator('textarea[name="comment"]');
const receiver = (page: Page) => page.locator('input[name="receiver"]');

beforeAll(async () => {
  server = await startDemoServer();
  // Two browsers, so two sessions side by side, as two people at two desks.
  [firstBrowser, secondBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
  [first, second] = await Promise.all([
    firstBrowser.context.newPage(),
    secondBrowser.context.newPage(),
  ]);
  token = await apiToken(server.url, FIRST);
  [waybill] = await apiGet<Waybill[]>(server.url, token, 'waybills?range=[0,0]');
});
afterAll(async () => {
  await firstBrowser?.close();
  await secondBrowser?.close();
  await server?.stop();
});

describe('two people edit the same waybill', () => {
  const firstComment = `Checked by root ${Date.now()}`;
  const secondReceiver = `Receiver typed by platform admin ${Date.now()}`;

  it('both open its edit form', async () => {
    await Promise.all([logIn(first, server.url, FIRST), logIn(second, server.url, SECOND)]);
    await Promise.all([
      first.goto(`${server.url}/oms/waybill/${waybill.id}`),
      second.goto(`${server.url}/oms/waybill/${waybill.id}`),
    ]);
    await Promise.all([comment(first).waitFor(), receiver(second).waitFor()]);
  });

  it('the first changes the comment and saves', async () => {
    await comment(first).fill(firstComment);
    await first.click('button[type="submit"]');
    await first.waitForURL(`${server.url}/oms/waybill/${waybill.id}/show`);
    expect((await readWaybill()).comment).toBe(firstComment);
  });

  it('the second changes the receiver, saves, and is told the first saved it, and when', async () => {
    await receiver(second).fill(secondReceiver);
    await second.click('button[type="submit"]');
    const dialog = conflictDialog(second);
    await dialog.getByText(uz.editConflict.title).waitFor();
    const { updatedAt } = await readWaybill();
    const text = await dialog.innerText();
    expect(text).toContain(FIRST);
    // When, in Tashkent time, as the app writes datetimes in Uzbek (dd.mm.yyyy hh:mm).
    expect(text).toContain(formatTashkentDate(updatedAt, true, 'uz'));
    // Still on the edit form, with the input kept; and nothing of it was written.
    expect(new URL(second.url()).pathname).toBe(`/oms/waybill/${waybill.id}`);
    expect(await receiver(second).inputValue()).toBe(secondReceiver);
    const stored = await readWaybill();
    expect(stored.receiver).toBe(waybill.receiver);
    expect(stored.comment).toBe(firstComment);
  });

  it('keeping the input closes the message and leaves the typed value; saving again is refused again', async () => {
    await conflictDialog(second).getByRole('button', { name: uz.editConflict.keepInput }).click();
    await conflictDialog(second).waitFor({ state: 'hidden' });
    expect(await receiver(second).inputValue()).toBe(secondReceiver);
    await second.click('button[type="submit"]');
    await conflictDialog(second).getByText(uz.editConflict.title).waitFor();
    expect(await receiver(second).inputValue()).toBe(secondReceiver);
  });

  it("reload shows the first one's change and discards the second one's input", async () => {
    await conflictDialog(second).getByRole('button', { name: uz.editConflict.reload }).click();
    await conflictDialog(second).waitFor({ state: 'hidden' });
    await expect.poll(() => comment(second).inputValue()).toBe(firstComment);
    expect(await receiver(second).inputValue()).toBe(waybill.receiver ?? '');
  });

  it('after the reload the second can save their change over the first one', async () => {
    await receiver(second).fill(secondReceiver);
    await second.click('button[type="submit"]');
    await second.waitForURL(`${server.url}/oms/waybill/${waybill.id}/show`);
    const stored = await readWaybill();
    expect(stored.receiver).toBe(secondReceiver);
    expect(stored.comment).toBe(firstComment);
  });
});
