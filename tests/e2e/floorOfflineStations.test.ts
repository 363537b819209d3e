/**
 * The receiving and arrival stations through a bad connection, in real Chromium as a platform
 * user with a scanner (docs/decisions.md "Scans offline"): the browser is taken offline, scans are
 * made, each answered "kept" and counted as pending; back online they are sent in order, the first
 * answer lost on the way so that scan is sent again with its key. Each applies exactly once: one
 * parcel with no owner per unknown number received, one stored scan per box or parcel counted on
 * arrival; a scan whose late answer is a problem (a held parcel, an unknown code) is listed for
 * the operator.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiPost, apiToken, logIn } from './login';

type Row = Record<string, unknown> & { id: number };

let demo: DemoPage;
let page: Page;
let root: string;
let clientId: number;

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
  root = await apiToken(demo.server.url, 'root');
  [{ id: clientId }] = await apiGet<Row[]>(demo.server.url, root, 'clients?range=[0,0]');
  await logIn(page, demo.server.url, 'platform_user');
});
afterAll(() => demo?.close());

async function post<T = Row>(path: string, body: unknown): Promise<T> {
  const answer = await apiPost<T>(demo.server.url, root, path, body);
  expect(answer.status, answer.text).toBeLessThan(300);
  return answer.body;
}

const query = (search: unknown) =>
  `s=${encodeURIComponent(JSON.stringify(search))}&range=${JSON.stringify([0, 999])}`;

const pendingCount = async () => {
  const banner = page.getByTestId('offline-pending');
  return (await banner.count()) === 0 ? 0 : Number(await banner.getAttribute('data-count'));
};

/** Types each code as a scanner does, the last answered "kept" by the station `answerId`. */
async function scanOffline(codes: string[], answerId: string) {
  for (const code of codes) {
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
  }
  const answer = page.getByTestId(answerId);
  await expect
    .poll(async () => [await answer.getAttribute('data-outcome'), await answer.innerText()])
    .toEqual(['kept', expect.stringContaining(codes.at(-1)!)]);
  await expect.poll(pendingCount).toBe(codes.length);
}

/**
 * Back online, the first answer of `api` lost on the way: that scan is sent again with its key,
 * answered as replayed. Resolves the keys sent, in order, once nothing is pending.
 */
async function backOnline(api: string) {
  const sent: string[] = [];
  const replayed: (string | undefined)[] = [];
  let lost: string | undefined;
  await page.route(api, async (route) => {
    const key = route.request().headers()['idempotency-key'];
    sent.push(key);
    if (lost === undefined) {
      lost = key;
      await route.fetch();
      return route.abort('connectionreset');
    }
    if (key !== lost) return route.continue();
    const response = await route.fetch();
    replayed.push(response.headers()['idempotent-replayed']);
    return route.fulfill({ response });
  });
  await demo.context.setOffline(false);
  await expect.poll(pendingCount, { timeout: 20_000 }).toBe(0);
  await page.unroute(api);
  expect(sent.slice(0, 2)).toEqual([lost, lost]);
  expect(replayed).toEqual(['true']);
  return sent;
}

describe('scanning without a connection', () => {
  it('receives each scanned number once, a new one made once with no owner', async () => {
    const stamp = Date.now().toString(36).toUpperCase().slice(-5);
    const held = await post('waybills', {
      trackingNumber: `RH${stamp}`,
      clientId,
      status: 'UN_LAWFUL',
    });
    const fresh = Array.from({ length: 19 }, (_, i) => `RN${stamp}${i}`);
    await page.goto(`${demo.server.url}/floor/receive`);
    await page.getByTestId('receive-code').waitFor();
    await expect
      .poll(() =>
        page.getByTestId('receive-code').evaluate((input) => input === document.activeElement),
      )
      .toBe(true);

    await demo.context.setOffline(true);
    await scanOffline([...fresh, String(held.trackingNumber)], 'receive-answer');
    const sent = await backOnline('**/api/waybills/receive');
    expect(new Set(sent).size).toBe(20);

    const made = await apiGet<Row[]>(
      demo.server.url,
      root,
      `waybills?${query({ trackingNumber: `RN${stamp}` })}`,
    );
    expect(made.map((row) => row.trackingNumber).sort()).toEqual([...fresh].sort());
    expect(new Set(made.map((row) => row.status))).toEqual(new Set(['NO_CLIENT']));
    // One creation each, however often its scan was sent.
    for (const parcel of made) {
      const log = await apiGet<Row[]>(
        demo.server.url,
        root,
        `audit-log?${query({ recordId: parcel.id, entity: 'waybill' })}`,
      );
      expect(log.map((entry) => [entry.action, entry.username])).toEqual([
        ['create', 'platform_user'],
      ]);
    }
    const attention = page.getByTestId('offline-attention-item');
    await expect.poll(() => attention.count()).toBe(1);
    expect(await attention.innerText()).toContain(String(held.trackingNumber));
    // The late answers join the session's list.
    await expect.poll(() => page.getByTestId('receive-scans').innerText()).toContain(fresh[0]);
  }, 90_000);

  it('counts each arrival scan once, and lists an unknown code for the operator', async () => {
    const stamp = Date.now().toString(36).toUpperCase().slice(-5);
    const boxes: Row[] = [];
    const parcels: string[] = [];
    for (let b = 0; b < 5; b += 1) {
      const { box } = await post<{ box: Row }>('boxes/open', {});
      for (let p = 0; p < 2; p += 1) {
        const trackingNumber = `AO${stamp}${b}${p}`;
        await post('waybills', { trackingNumber, clientId, status: 'Warehouse', weight: 1.5 });
        await post(`boxes/${box.id}/scan`, { trackingNumber });
        parcels.push(trackingNumber);
      }
      boxes.push(box);
    }
    const batchId = boxes[0].batchId;
    await page.goto(`${demo.server.url}/floor/arrive?point=Ulugchat&batch=${batchId}`);
    await page.getByTestId('arrive-scanned').waitFor();
    const before = await post<{ counts: Record<string, number> }>(
      `box-day-batches/${batchId}/arrival`,
      { point: 'Ulugchat' },
    );

    await demo.context.setOffline(true);
    // Three boxes whole, the two others' parcels one by one, a box twice, an unknown code.
    const codes = [
      ...boxes.slice(0, 3).map((box) => String(box.boxNumber)),
      ...parcels.slice(6),
      String(boxes[0].boxNumber),
      `NO-SUCH-${stamp}`,
    ];
    await scanOffline(codes, 'arrive-answer');
    await backOnline('**/api/box-day-batches/*/arrival-scan');

    const after = await post<{ counts: Record<string, number> }>(
      `box-day-batches/${batchId}/arrival`,
      { point: 'Ulugchat' },
    );
    // Three box scans and four parcel scans stored, once each; the second box scan counted nothing.
    expect(after.counts.scans - before.counts.scans).toBe(7);
    expect(after.counts.scannedBoxes - before.counts.scannedBoxes).toBe(3);
    expect(after.counts.scanned - before.counts.scanned).toBe(10);
    await expect
      .poll(() => page.getByTestId('arrive-scanned').innerText())
      .toBe(String(after.counts.scanned));
    const attention = page.getByTestId('offline-attention-item');
    await expect.poll(() => attention.count()).toBe(1);
    expect(await attention.innerText()).toContain(`NO-SUCH-${stamp}`);
  }, 90_000);
});
