/**
 * The arrival station in real Chromium, from the keyboard only, as a platform user with a scanner
 * at Ulugchat: a box scanned chooses its batch and counts its parcels; a duplicate, a parcel
 * alone, one of another batch and an unknown code are answered; a reload keeps the counts; a
 * second operator's browser shows the same counts within a second; F9 and Enter finish, and the
 * API then holds the moves and the reconciliation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { launchBrowser, type Browser } from './browser';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiPost, apiToken, logIn } from './login';

const t = createTranslator('uz');

type Row = Record<string, unknown> & { id: number };

let demo: DemoPage;
let page: Page;
let second: Browser;
let root: string;
let clientId: number;

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
  second = await launchBrowser();
  root = await apiToken(demo.server.url, 'root');
  [{ id: clientId }] = await apiGet<Row[]>(demo.server.url, root, 'clients?range=[0,0]');
  await logIn(page, demo.server.url, 'platform_user');
});
afterAll(async () => {
  await second?.close();
  await demo?.close();
});

async function post<T = Row>(path: string, body: unknown): Promise<T> {
  const answer = await apiPost<T>(demo.server.url, root, path, body);
  expect(answer.status, answer.text).toBeLessThan(300);
  return answer.body;
}

/** A box left at Yiwu with parcels packed into it through the packing API. */
async function packedBox(box: Row, numbers: string[]) {
  for (const trackingNumber of numbers) {
    await post('waybills', { trackingNumber, clientId, status: 'Warehouse', weight: 1.5 });
    await post(`boxes/${box.id}/scan`, { trackingNumber });
  }
  return box;
}

const figure = (on: Page, name: string) => on.getByTestId(`arrive-${name}`).innerText();

/** Types `code` as the scanner does and waits for the answer `outcome`, its text naming `shown`. */
async function scan(code: string, outcome: string, shown = code) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => [
      await page.getByTestId('arrive-answer').getAttribute('data-outcome'),
      await page.getByTestId('arrive-answer').innerText(),
    ])
    .toEqual([outcome, expect.stringContaining(shown)]);
}

describe('arrival station', () => {
  const stamp = Date.now().toString(36).toUpperCase();
  const n = (i: number) => `ARR-E2E-${stamp}-${i}`;

  it('counts a batch at Ulugchat with two operators, across a reload, and finishes it', async () => {
    const first = await packedBox((await post<{ box: Row }>('boxes/open', {})).box, [n(1), n(2)]);
    const other = await packedBox((await post<{ box: Row }>('boxes/open', {})).box, [n(3), n(4)]);
    const day = `2035-0${1 + (Date.now() % 9)}-1${Date.now() % 9}`;
    const foreignBatch = await post('box-day-batches', { receiveDay: day });
    const foreignBox = await post('boxes', {
      boxNumber: `YW${day.replaceAll('-', '')}-001`,
      batchId: foreignBatch.id,
      status: 'Yiwu',
      weight: 0,
    });
    await packedBox(foreignBox, [n(5)]);
    const batchId = first.batchId;

    await page.goto(`${demo.server.url}/floor/arrive?point=Ulugchat`);
    const field = page.getByTestId('arrive-code');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    // Any box of the batch chooses it, and counts.
    await scan(String(first.boxNumber), 'boxCounted');
    expect(page.url()).toContain(`batch=${batchId}`);
    await scan(n(1), 'alreadyScanned');
    await scan(n(3), 'parcelCounted');
    await scan(n(5), 'otherBatch', String(foreignBox.boxNumber));
    await scan(`NO-SUCH-${stamp}`, 'unknown');
    await expect.poll(() => figure(page, 'scanned')).toBe('3');
    expect(await figure(page, 'otherBatch')).toBe('1');
    const expected = Number(await figure(page, 'expected'));
    expect(await figure(page, 'missing')).toBe(String(expected - 3));

    // A second operator on the same batch sees each scan within a second.
    const other2 = await second.context.newPage();
    await logIn(other2, demo.server.url, 'platform_admin');
    await other2.goto(page.url());
    await expect.poll(() => figure(other2, 'scanned')).toBe('3');
    await scan(n(4), 'parcelCounted');
    await expect.poll(() => figure(other2, 'scanned'), { timeout: 1000, interval: 50 }).toBe('4');

    await page.reload();
    await expect.poll(() => figure(page, 'scanned')).toBe('4');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);

    await page.keyboard.press('F9');
    await expect.poll(() => page.getByTestId('arrive-confirm').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('arrive-answer').getAttribute('data-outcome'))
      .toBe('finished');
    const sheet = page.getByTestId('arrive-reconciliation');
    await expect.poll(() => page.getByTestId('sheet-scanned').innerText()).toBe('4');
    expect(await sheet.innerText()).toContain(n(5));
    const batch = await apiGet<Row>(demo.server.url, root, `box-day-batches/${batchId}`);
    const point = t('enums.boxStatus.Ulugchat');
    expect(await sheet.innerText()).toContain(
      t('floorArrive.sheet.title', { day: String(batch.receiveDay), point }),
    );
    expect(await page.getByTestId('arrive-print').isVisible()).toBe(true);

    const [reconciliation] = await apiGet<Row[]>(
      demo.server.url,
      root,
      `arrival-reconciliations?s=${encodeURIComponent(JSON.stringify({ batchId }))}`,
    );
    expect(reconciliation).toMatchObject({
      point: 'Ulugchat',
      receivedBoxes: 1,
      scannedParcels: 4,
      expectedParcels: expected,
      missingParcels: expected - 4,
      otherBatchScans: 1,
      otherBatchNumbers: n(5),
    });
    const parcels = await apiGet<Row[]>(
      demo.server.url,
      root,
      `waybills?s=${encodeURIComponent(JSON.stringify({ trackingNumber: `ARR-E2E-${stamp}` }))}`,
    );
    const statusOf = Object.fromEntries(parcels.map((row) => [row.trackingNumber, row.status]));
    expect(statusOf).toEqual({
      [n(1)]: 'Ulugchat',
      [n(2)]: 'Ulugchat',
      [n(3)]: 'Ulugchat',
      [n(4)]: 'Ulugchat',
      [n(5)]: 'Yiwu',
    });
    const box = await apiGet<Row>(demo.server.url, root, `boxes/${first.id}`);
    expect(box.status).toBe('Ulugchat');
    expect((await apiGet<Row>(demo.server.url, root, `boxes/${other.id}`)).status).toBe('Yiwu');
  }, 60_000);
});
