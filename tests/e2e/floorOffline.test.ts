/**
 * The packing station through a bad connection, in real Chromium as a platform user with a
 * scanner (docs/decisions.md "Scans offline"): a box opened, the browser taken offline, 20
 * weighed parcels scanned, each answered "kept" and counted as pending; a reload
 * while the API still cannot be reached keeps them; back online they are sent, the first answers
 * lost on the way so those are sent again with their keys. The API's box then holds each parcel
 * once, with one audit entry each; a parcel put into another box meanwhile is listed for the
 * operator, not moved.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiPost, apiToken, logIn } from './login';

const t = createTranslator('uz');
const SCANS = 20;
/** Answers the API gives that the browser never gets: those scans are sent again. */
const LOST_ANSWERS = 2;

interface Parcel {
  id: number;
  trackingNumber: string;
  status: string;
  weight?: number | null;
  boxId?: number | null;
}

let demo: DemoPage;
let page: Page;
let root: string;
let parcels: Parcel[];

const query = (search: unknown, range: [number, number] = [0, 999]) =>
  `s=${encodeURIComponent(JSON.stringify(search))}&range=${JSON.stringify(range)}`;

async function call<T>(path: string, body: unknown, status = 200): Promise<T> {
  const answer = await apiPost<T>(demo.server.url, root, path, body);
  expect(answer.status, answer.text).toBe(status);
  return answer.body;
}

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
  root = await apiToken(demo.server.url, 'root');
  // The demo data has few weighed parcels in no box (its day's were packed): more are made, as
  // the receiving station leaves them, weighed at the China warehouse.
  const [{ id: clientId }] = await apiGet<{ id: number }[]>(
    demo.server.url,
    root,
    'clients?range=[0,0]',
  );
  // Short numbers: 21 of them are typed key by key.
  const stamp = Date.now().toString(36).toUpperCase().slice(-5);
  parcels = [];
  for (let made = 0; made <= SCANS; made++)
    parcels.push(
      await call<Parcel>(
        'waybills',
        { trackingNumber: `F${stamp}${made}`, clientId, status: 'Warehouse', weight: 1.25 },
        201,
      ),
    );
  await logIn(page, demo.server.url, 'platform_user');
});
afterAll(() => demo?.close());

const answer = () => page.getByTestId('pack-answer');
const pendingCount = async () => {
  const banner = page.getByTestId('offline-pending');
  return (await banner.count()) === 0 ? 0 : Number(await banner.getAttribute('data-count'));
};

async function scan(code: string, outcome: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => [await answer().getAttribute('data-outcome'), await answer().innerText()])
    .toEqual([outcome, expect.stringContaining(code)]);
}

describe('scanning without a connection', () => {
  it('keeps the scans through a reload and applies each once when the API answers', async () => {
    const scanned = parcels.slice(0, SCANS);
    const conflicting = parcels[SCANS];
    await page.goto(`${demo.server.url}/floor/pack`);
    await page.getByTestId('pack-code').waitFor();
    await page.keyboard.press('F2');
    await expect.poll(() => answer().getAttribute('data-outcome')).toBe('newBox');
    const boxNumber = /YW\d{8}-\d{3,}/.exec(await answer().innerText())![0];

    // Scanned as quickly as a scanner types: each is kept, and the last answer says so.
    await demo.context.setOffline(true);
    for (const parcel of scanned) {
      await page.keyboard.type(parcel.trackingNumber);
      await page.keyboard.press('Enter');
    }
    await scan(conflicting.trackingNumber, 'kept');
    expect(await answer().innerText()).toContain(t('floorPack.answers.kept.next'));
    await expect.poll(pendingCount).toBe(SCANS + 1);

    // Meanwhile another operator, online, packs one of them into another box.
    const other = await call<{ box: { id: number } }>('boxes/open', {});
    await call(`boxes/${other.box.id}/scan`, { trackingNumber: conflicting.trackingNumber });

    // The page loads again, but the API's scans still cannot be reached: all stay pending.
    const unreachable = (route: Route) => route.abort('internetdisconnected');
    await page.route('**/api/boxes/*/scan', unreachable);
    await demo.context.setOffline(false);
    await page.reload();
    await expect.poll(pendingCount).toBe(SCANS + 1);
    await demo.context.setOffline(true);
    await page.unroute('**/api/boxes/*/scan', unreachable);

    // Back online: the answers to the first scans are lost on the way, so they are sent again,
    // with the same keys.
    const lost: string[] = [];
    const sent: string[] = [];
    const replayed: string[] = [];
    await page.route('**/api/boxes/*/scan', async (route) => {
      const key = route.request().headers()['idempotency-key'];
      if (lost.includes(key)) {
        // Sent again with its key: the API answers what it answered the first time.
        sent.push(key);
        const response = await route.fetch();
        replayed.push(response.headers()['idempotent-replayed']);
        return route.fulfill({ response });
      }
      if (lost.length >= LOST_ANSWERS) {
        sent.push(key);
        return route.continue();
      }
      lost.push(key);
      await route.fetch();
      await route.abort('connectionreset');
    });
    await demo.context.setOffline(false);
    await expect.poll(pendingCount, { timeout: 15_000 }).toBe(0);
    expect(sent.slice(0, 1)).toEqual(lost.slice(0, 1));
    expect(new Set(sent).size).toBe(SCANS + 1);
    expect(sent).toEqual(expect.arrayContaining(lost));
    expect(replayed).toEqual(lost.map(() => 'true'));

    const attention = page.getByTestId('offline-attention-item');
    await expect.poll(() => attention.count()).toBe(1);
    expect(await attention.innerText()).toContain(conflicting.trackingNumber);

    const [box] = await apiGet<{ id: number; waybillCount: number }[]>(
      demo.server.url,
      root,
      `boxes?${query({ boxNumber })}`,
    );
    expect(box.waybillCount).toBe(SCANS);
    const packed = await apiGet<Parcel[]>(
      demo.server.url,
      root,
      `waybills?${query({ boxId: box.id })}`,
    );
    expect(packed.map((parcel) => parcel.trackingNumber).sort()).toEqual(
      scanned.map((parcel) => parcel.trackingNumber).sort(),
    );
    // One write per parcel, however often its scan was sent.
    const audited = await apiGet<{ recordId: number; username: string }[]>(
      demo.server.url,
      root,
      `audit-log?${query({ action: 'scanIntoBox', entity: 'waybill' })}`,
    );
    for (const parcel of scanned) {
      const entries = audited.filter((entry) => entry.recordId === parcel.id);
      expect(entries.map((entry) => entry.username)).toEqual(['platform_user']);
    }
    const moved = await apiGet<Parcel>(demo.server.url, root, `waybills/${conflicting.id}`);
    expect(moved.boxId).toBe(other.box.id);
  });
});
