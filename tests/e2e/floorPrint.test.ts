/**
 * The floor's printed documents in real Chromium, on the demo data: a parcel label in both sizes
 * and a box label and manifest, whose Code 128 and QR codes, screenshotted, decode (zxing-wasm)
 * to the numbers they show and the API holds; a document in a language other than the UI's; the
 * paper's size and nothing but the document in print; a batch manifest's totals against the API.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { formatQuantityWithUnit } from '../../src/format/quantity';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { openInApp } from './appScreen';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';
import { apiGet, apiToken, logIn } from './login';

const uz = createTranslator('uz');
const en = createTranslator('en');
const cn = createTranslator('cn');

interface Parcel {
  id: number;
  trackingNumber: string;
  clientId: number;
  boxId: number;
}
interface Box {
  id: number;
  boxNumber: string;
  batchId: number;
}
interface Batch {
  id: number;
  boxCount: number;
  waybillCount: number;
  totalWeight: number;
}

let server: DemoServer;
let browser: Browser;
let page: Page;
let root: string;

const read = <T>(path: string) => apiGet<T>(server.url, root, path);
const search = (filter: object) => encodeURIComponent(JSON.stringify(filter));

beforeAll(async () => {
  const wasmBinary = await readFile('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm');
  const zxing = prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  server = await startDemoServer();
  // Twice the screen's pixels: a label printer's dots are finer than a screen's.
  browser = await launchBrowser({ deviceScaleFactor: 2 });
  page = await browser.context.newPage();
  // Counts the print dialogs asked for instead of opening one.
  await page.addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => void (counted.printCalls += 1);
  });
  root = await apiToken(server.url, 'root');
  await Promise.all([zxing, logIn(page, server.url, 'platform_user')]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What the barcode drawn at `locator` decodes to, read from its screenshot. */
async function decoded(locator: Locator, format: 'Code128' | 'QRCode'): Promise<string[]> {
  const results = await readBarcodes(await locator.screenshot(), { formats: [format] });
  return results.map((result) => result.text);
}

const barcodes = (symbology: string) => page.locator(`[data-barcode="${symbology}"]`);
const documentOnPaper = () => page.locator('[data-print-document]');
const printCalls = () =>
  page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

/** The page sizes, in points, of the PDF Chromium prints the page into. */
async function pdfPages(): Promise<string[]> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  return [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(
    ([, width, height]) => `${Math.round(Number(width))}x${Math.round(Number(height))}`,
  );
}

describe('printed documents', () => {
  it('prints a parcel label in both sizes and another language, its barcodes its number', async () => {
    const [parcel] = await read<Parcel[]>(
      `waybills?range=[0,0]&s=${search({ boxId_exists: true, clientId_exists: true })}`,
    );
    const client = await read<{ clientCode: string }>(`clients/${parcel.clientId}`);

    await page.goto(`${server.url}/floor/print/parcel/${parcel.id}?lang=en&print=1`);
    const shown = page.getByTestId('print-tracking-number');
    await expect.poll(() => shown.innerText()).toBe(parcel.trackingNumber);
    expect(await decoded(barcodes('code128'), 'Code128')).toEqual([parcel.trackingNumber]);
    expect(await decoded(barcodes('qrcode'), 'QRCode')).toEqual([parcel.trackingNumber]);
    const label = documentOnPaper();
    expect(await label.innerText()).toContain(en('floorPrint.route'));
    expect(await label.getByText(client.clientCode, { exact: true }).count()).toBe(1);
    await expect.poll(printCalls).toBe(1);

    // On paper: 100 × 150 mm (283 × 425 pt), one page, the document alone.
    expect(await pdfPages()).toEqual(['283x425']);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: en('floorPrint.print') }).isVisible()).toBe(
      false,
    );
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await label.isVisible()).toBe(true);
    await page.emulateMedia({ media: null });

    await openInApp(page, `/floor/print/parcel/${parcel.id}?size=58&lang=cn`);
    await expect.poll(() => shown.innerText()).toBe(parcel.trackingNumber);
    expect(await decoded(barcodes('code128'), 'Code128')).toEqual([parcel.trackingNumber]);
    expect(await decoded(barcodes('qrcode'), 'QRCode')).toEqual([parcel.trackingNumber]);
    expect(await documentOnPaper().innerText()).toContain(cn('floorPrint.route'));
    expect(await pdfPages()).toEqual(['164x255']);
    // Still the one: a document opened without `?print=1` asks for no print.
    expect(await printCalls()).toBe(1);
  });

  it('prints a box label and manifest, and a batch manifest with the API totals', async () => {
    const [{ boxId }] = await read<Parcel[]>(
      `waybills?range=[0,0]&s=${search({ boxId_exists: true, clientId_exists: true })}`,
    );
    const box = await read<Box>(`boxes/${boxId}`);
    const parcels = await read<Parcel[]>(
      `waybills?s=${search({ boxId })}&sort=["trackingNumber","ASC"]`,
    );

    await openInApp(page, `/floor/print/box/${boxId}`);
    await expect.poll(() => page.getByTestId('print-box-number').innerText()).toBe(box.boxNumber);
    expect(await decoded(barcodes('code128'), 'Code128')).toEqual([box.boxNumber]);
    expect(await decoded(barcodes('qrcode'), 'QRCode')).toEqual([box.boxNumber]);

    await openInApp(page, `/floor/print/boxManifest/${boxId}`);
    const title = page.getByTestId('manifest-title');
    await expect.poll(() => title.innerText()).toBe(`${uz('routes.boxManifest')} ${box.boxNumber}`);
    expect(await decoded(barcodes('code128'), 'Code128')).toEqual([box.boxNumber]);
    const rows = page.locator('[data-testid="manifest-table"] tbody tr');
    expect(await rows.locator('td:nth-child(2)').allInnerTexts()).toEqual(
      parcels.map((parcel) => parcel.trackingNumber),
    );

    const owned = parcels.findIndex((parcel) => parcel.clientId != null);
    const client = await read<{ clientCode: string }>(`clients/${parcels[owned].clientId}`);
    expect(await rows.nth(owned).locator('td:nth-child(3)').innerText()).toBe(client.clientCode);

    // The batch list links each batch to its manifest.
    await openInApp(page, '/box/boxDayBatch');
    const link = page.locator('a[href^="/floor/print/batchManifest/"]').first();
    const batchId = /\d+$/.exec((await link.getAttribute('href')) ?? '')?.[0];
    const batch = await read<Batch>(`box-day-batches/${batchId}`);
    await link.click();
    const totals = page.getByTestId('manifest-totals').locator('td');
    await expect
      .poll(() => totals.allInnerTexts())
      .toEqual([
        uz('floorPrint.total'),
        String(batch.boxCount),
        String(batch.waybillCount),
        formatQuantityWithUnit(batch.totalWeight, 'kg', 'uz', uz),
      ]);
    expect(await barcodes('code128').count()).toBe(0);
  });
});
