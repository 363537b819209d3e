/**
 * The header's notifications bell in real Chromium: its badge is the API's count, its entries
 * open the lists they count, a change made through the API reaches the badge over the socket
 * without a reload, and with the socket blocked the bell still shows (and refreshes) the counts
 * by polling.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../src/core/i18n/app/uz';
import { launchBrowser } from './browser';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiToken, logIn } from './login';

interface Item {
  key: keyof typeof uz.notifications.items;
  count: number;
  link: string;
  filter: Record<string, unknown>;
  collection: string;
}

let demo: DemoPage;
let page: Page;
let rootToken: string;

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
  rootToken = await apiToken(demo.server.url, 'root');
  await logIn(page, demo.server.url, 'root');
});
afterAll(() => demo?.close());

const TEXT = uz.notifications;
const bell = (on: Page) => on.getByRole('button', { name: TEXT.open });
const apiItems = () => apiGet<Item[]>(demo.server.url, rootToken, 'notifications');
const apiTotal = async () => (await apiItems()).reduce((sum, item) => sum + item.count, 0);

/** Waits until the badge reads `total`. */
async function waitForBadge(on: Page, total: number) {
  await on.waitForFunction(
    ([selector, wanted]) =>
      [...document.querySelectorAll<HTMLElement>(selector)].some(
        (element) => element.innerText.trim() === wanted && element.checkVisibility(),
      ),
    [`button[aria-label="${TEXT.open}"] .MuiBadge-badge`, String(total)] as const,
  );
}

/** The total the list on screen reports under its table ("1-5, jami 5"). */
async function listTotal(on: Page): Promise<number> {
  const rows = on.locator('#main-content .MuiTablePagination-displayedRows');
  await rows.waitFor();
  const text = await rows.innerText();
  return Number(/(\d+)\s*$/.exec(text.trim())?.[1]);
}

/** Answers one unanswered feedback through the API, as another member of staff would. */
async function answerOneFeedback() {
  const query = new URLSearchParams({
    s: JSON.stringify({ status: 'NOT_ANSWERED' }),
    range: '[0,0]',
  });
  const [feedback] = await apiGet<{ id: number }[]>(
    demo.server.url,
    rootToken,
    `feedbacks?${query}`,
  );
  const response = await fetch(`${demo.server.url}/api/feedbacks/${feedback.id}`, {
    method: 'PATCH',
    headers: {
      Authorization: `Bearer ${rootToken}`,
      'Content-Type': 'application/json',
      source: 'ADMIN_WEB',
    },
    // The answer answers: the status follows (it is the server's to write).
    body: JSON.stringify({ answer: 'Javob berildi' }),
  });
  expect(response.status).toBe(200);
}

describe('the notifications bell', () => {
  it('shows the total the API counts for the user', async () => {
    const total = await apiTotal();
    expect(total).toBeGreaterThan(0);
    await waitForBadge(page, total);
  });

  it('lists what is waiting and opens the list of each entry with that many records', async () => {
    const waiting = (await apiItems()).filter((item) => item.count > 0);
    expect(waiting.map((item) => item.key)).toEqual(
      expect.arrayContaining(['unansweredFeedback', 'unclearWaybill']),
    );
    for (const key of ['unansweredFeedback', 'unclearWaybill'] as const) {
      const item = waiting.find((candidate) => candidate.key === key) as Item;
      await bell(page).click();
      const entry = page.getByRole('menuitem').filter({ hasText: TEXT.items[key] });
      expect(await entry.innerText()).toContain(String(item.count));
      await entry.click();
      const link = new URL(item.link, demo.server.url);
      await page.waitForURL((url) => url.pathname === link.pathname);
      const filter = new URL(page.url()).searchParams.get('filter');
      // A list of its own gets the filter in its address; a view (unclear waybills) has it fixed.
      expect(filter && JSON.parse(filter)).toEqual(
        link.searchParams.has('filter') ? item.filter : null,
      );
      // The list the bell left may still be on screen for a moment: wait for this one's total.
      await expect.poll(() => listTotal(page)).toBe(item.count);
    }
  });

  it('follows a change made through the API over the socket, without a reload', async () => {
    const before = await apiTotal();
    await waitForBadge(page, before);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    let polls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/notifications') polls += 1;
    });
    await answerOneFeedback();
    await waitForBadge(page, before - 1);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // The socket told it: the page did not ask the API again.
    expect(polls).toBe(0);
  });

  it('still shows and refreshes the counts by polling when the socket is blocked', async () => {
    const browser = await launchBrowser();
    try {
      const own = await browser.context.newPage();
      let socketAttempts = 0;
      await own.route('**/socket.io/**', (route) => {
        socketAttempts += 1;
        return route.abort();
      });
      // Fake timers (time still flows) let the test jump to the next 30-second poll.
      await own.clock.install();
      await logIn(own, demo.server.url, 'root');
      const before = await apiTotal();
      await waitForBadge(own, before);

      await answerOneFeedback();
      await own.clock.fastForward('00:31');
      await waitForBadge(own, before - 1);
      expect(socketAttempts).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  });
});
