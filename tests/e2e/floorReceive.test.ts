/**
 * The receiving station in real Chromium, from the keyboard only, as a platform user with a
 * scanner: a known parcel scanned shows its card and is weighed (its status and freight shown, as
 * the API then holds them), its weighing undone from the session's list, an unknown number made a
 * parcel with no owner, a held parcel refused with why.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatQuantityWithUnit } from '../../src/format/quantity';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiPost, apiToken, logIn } from './login';

const t = createTranslator('uz');

interface Waybill {
  id: number;
  status: string;
  weight?: number | null;
  volume?: number | null;
  freight?: number | null;
  finalFreight?: number | null;
  clientId?: number | null;
}

let demo: DemoPage;
let page: Page;
let root: string;
let client: { id: number; clientCode: string };

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
  root = await apiToken(demo.server.url, 'root');
  const clients = await apiGet<{ id: number; clientCode: string; companyId?: number | null }[]>(
    demo.server.url,
    root,
    'clients?range=[0,49]',
  );
  // One of the platform's own clients: each has its price cycle in force.
  client = clients.find((row) => row.companyId == null)!;
  await logIn(page, demo.server.url, 'platform_user');
});
afterAll(() => demo?.close());

async function makeParcel(trackingNumber: string, status: string) {
  const made = await apiPost(demo.server.url, root, 'waybills', {
    trackingNumber,
    clientId: client.id,
    status,
  });
  expect(made.status, made.text).toBe(201);
}

/** The waybill with this number as the API holds it, its blank fields null. */
async function byNumber(trackingNumber: string): Promise<Waybill> {
  const filter = encodeURIComponent(JSON.stringify({ trackingNumber: [trackingNumber] }));
  const rows = await apiGet<Waybill[]>(demo.server.url, root, `waybills?s=${filter}`);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  return { ...row, weight: row.weight ?? null, clientId: row.clientId ?? null };
}

const answer = () => page.getByTestId('receive-answer');
const focused = (testId: string) =>
  page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId);

/** Types as the scanner does (the keys and Enter) and waits for the answer `outcome`. */
async function typeAndWait(text: string, outcome: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect.poll(() => answer().getAttribute('data-outcome')).toBe(outcome);
}

describe('receiving station', () => {
  const stamp = Date.now().toString(36).toUpperCase();
  const known = `RECV-E2E-${stamp}-1`;
  const held = `RECV-E2E-${stamp}-2`;
  const unknown = `RECV-E2E-${stamp}-3`;

  it('weighs a known parcel, undoes it, makes an unknown one and refuses a held one', async () => {
    await makeParcel(known, 'CREATED');
    await makeParcel(held, 'ISSUE');
    await page.goto(`${demo.server.url}/floor/receive`);
    await expect.poll(() => focused('receive-code')).toBe(true);

    await typeAndWait(known, 'known');
    await expect
      .poll(() => page.getByTestId('receive-card-client').innerText())
      .toBe(client.clientCode);
    expect(await page.getByTestId('receive-card-status').innerText()).toBe(
      t('enums.waybillStatus.CREATED'),
    );
    await expect.poll(() => focused('receive-weight')).toBe(true);
    // The weight, then the sizes (Tab), and Enter.
    await page.keyboard.type('1,75');
    for (const size of ['30', '20', '10']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(size);
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => answer().getAttribute('data-outcome')).toBe('weighed');
    const weighed = await byNumber(known);
    expect(weighed).toMatchObject({ status: 'Warehouse', weight: 1.75, volume: 0.006 });
    expect(weighed.finalFreight).toBeGreaterThan(0);
    const freight = formatQuantityWithUnit(weighed.finalFreight!, 'USD', 'uz', t);
    expect(await answer().innerText()).toContain(
      t('floorReceive.answers.weighed.title', {
        status: t('enums.waybillStatus.Warehouse'),
        freight,
      }),
    );
    await expect.poll(() => focused('receive-code')).toBe(true);

    // The undo of the list, reached with Tab.
    const undo = page.getByRole('button', { name: t('floorReceive.session.undo') });
    for (let tabs = 0; tabs < 10 && !(await undo.evaluate((b) => b === document.activeElement));)
      tabs += (await page.keyboard.press('Tab'), 1);
    await page.keyboard.press('Enter');
    await expect.poll(() => answer().getAttribute('data-outcome')).toBe('undone');
    expect(await byNumber(known)).toMatchObject({ status: 'CREATED', weight: null });
    await expect.poll(() => undo.count()).toBe(0);
    await expect.poll(() => focused('receive-code')).toBe(true);

    await typeAndWait(unknown, 'created');
    expect(await byNumber(unknown)).toMatchObject({ status: 'NO_CLIENT', clientId: null });
    await page.keyboard.press('Escape');
    await expect.poll(() => focused('receive-code')).toBe(true);

    await typeAndWait(held, 'held');
    expect(await answer().innerText()).toContain(t('floorReceive.errors.held.ISSUE'));
    expect(await byNumber(held)).toMatchObject({ status: 'ISSUE', weight: null });
    const rows = page.getByTestId('receive-scans').locator('li');
    expect(await rows.evaluateAll((items) => items.map((li) => li.dataset.result))).toEqual([
      'held',
      'created',
      'undone',
    ]);
  });
});
