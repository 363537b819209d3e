/**
 * The packing station in real Chromium, from the keyboard only, as a platform user with a scanner:
 * F2 makes the next box of today's batch, scans are answered (added, already here, not weighed,
 * unknown, no box), F4 and a typed weight close the box, and the API's box then holds the parcels
 * scanned, its count and its weight.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiPost, apiToken, logIn } from './login';

const t = createTranslator('uz');

let demo: DemoPage;
let page: Page;
let root: string;
let clientId: number;

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
  root = await apiToken(demo.server.url, 'root');
  [{ id: clientId }] = await apiGet<{ id: number }[]>(demo.server.url, root, 'clients?range=[0,0]');
  await logIn(page, demo.server.url, 'platform_user');
});
afterAll(() => demo?.close());

/** A parcel at the Yiwu warehouse, made through the API as the receiving station would leave it. */
async function makeParcel(trackingNumber: string, weight?: number) {
  const made = await apiPost(demo.server.url, root, 'waybills', {
    trackingNumber,
    clientId,
    status: 'Warehouse',
    weight,
  });
  expect(made.status, made.text).toBe(201);
}

const answer = () => page.getByTestId('pack-answer');

/**
 * Types `code` as the scanner does (the keys and Enter) and waits for its answer: `outcome`, its
 * text naming `shown` (the code scanned, or the box closed).
 */
async function scan(code: string, outcome: string, shown = code) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => [await answer().getAttribute('data-outcome'), await answer().innerText()])
    .toEqual([outcome, expect.stringContaining(shown)]);
}

describe('packing station', () => {
  const stamp = Date.now().toString(36).toUpperCase();
  const first = `PACK-E2E-${stamp}-1`;
  const second = `PACK-E2E-${stamp}-2`;
  const unweighed = `PACK-E2E-${stamp}-3`;

  it('takes a new box, its parcels and its weight from the keyboard', async () => {
    await makeParcel(first, 1.5);
    await makeParcel(second, 2.25);
    await makeParcel(unweighed);
    await page.goto(`${demo.server.url}/floor/pack`);
    const field = page.getByTestId('pack-code');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);

    await scan(first, 'noBox', t('floorPack.answers.noBox.title'));

    await page.keyboard.press('F2');
    await expect.poll(() => answer().getAttribute('data-outcome')).toBe('newBox');
    const boxNumber = /YW\d{8}-\d{3,}/.exec(await answer().innerText())![0];
    expect(await page.getByTestId('pack-prompt').innerText()).toBe(
      t('floorPack.scanParcel', { boxNumber }),
    );

    await scan(first, 'added');
    await expect
      .poll(() => answer().innerText())
      .toContain(t('floorPack.answers.added.title', { trackingNumber: first }));
    await scan(second, 'added');
    await scan(first, 'alreadyHere');
    await scan(unweighed, 'notWeighed');
    await scan(`NO-SUCH-${stamp}`, 'unknown');

    await page.keyboard.press('F4');
    await expect
      .poll(() => page.getByTestId('pack-prompt').innerText())
      .toBe(t('floorPack.typeWeight'));
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await scan('3,8', 'closed', boxNumber);

    const [box] = await apiGet<Record<string, unknown>[]>(
      demo.server.url,
      root,
      `boxes?s=${encodeURIComponent(JSON.stringify({ boxNumber: boxNumber }))}`,
    );
    expect(box).toMatchObject({ boxNumber, waybillCount: 2, weight: 3.8 });
    expect(box.closedAt).toBeTruthy();
    const packed = await apiGet<{ trackingNumber: string }[]>(
      demo.server.url,
      root,
      `waybills?s=${encodeURIComponent(JSON.stringify({ boxId: box.id }))}`,
    );
    expect(packed.map((parcel) => parcel.trackingNumber).sort()).toEqual([first, second]);
  });
});
