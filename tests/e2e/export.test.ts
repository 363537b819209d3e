/**
 * The list's Excel button in real Chromium: the user filters and sorts the waybill list, downloads,
 * and the file holds exactly the list's rows (its total, its order), with the success message.
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../src/core/i18n/app/uz';
import type { DemoServer } from './demoServer';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiToken, logIn } from './login';

let server: DemoServer;
let demo: DemoPage;
let page: Page;

beforeAll(async () => {
  demo = await openDemoPage();
  ({ server, page } = demo);
  await logIn(page, server.url, 'root');
});
afterAll(() => demo?.close());

const rows = () => page.locator('tbody .RaDataTable-row');

/** The list's total, the last number of the pagination's "1-10, jami 57". */
async function listTotal(): Promise<number> {
  const text = await page.locator('.MuiTablePagination-displayedRows').innerText();
  return Number(text.match(/(\d+)\D*$/)?.[1]);
}

/** Waits until the list shows `total` no longer (a filter or sort was applied). */
async function waitForTotalChange(before: number): Promise<number> {
  await page.waitForFunction((old) => {
    const text = document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
    const total = Number(text.match(/(\d+)\D*$/)?.[1]);
    return Number.isFinite(total) && total !== old;
  }, before);
  return listTotal();
}

/** The tracking numbers the list shows, top to bottom. */
const shownTrackingNumbers = () => rows().locator('td.column-trackingNumber').allInnerTexts();

/** Every waybill, as the API counts them. */
async function waybillCount(): Promise<number> {
  const token = await apiToken(server.url, 'root');
  const response = await fetch(`${server.url}/api/waybills?range=[0,0]`, {
    headers: { Authorization: `Bearer ${token}`, source: 'ADMIN_WEB' },
  });
  return Number(response.headers.get('x-total-count'));
}

/** Clicks Excel, catches the browser's download and reads the file's first sheet. */
async function downloadExcel() {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const values = sheet.getSheetValues().slice(1) as unknown[][];
  const headers = values[0].slice(1) as string[];
  const column = headers.indexOf('Trek raqami') + 1;
  return {
    fileName: download.suggestedFilename(),
    trackingNumbers: values.slice(1).map((row) => String(row[column])),
  };
}

describe('the Excel button of the waybill list', () => {
  it('downloads exactly the filtered, sorted rows and says so', async () => {
    await page.goto(`${server.url}/oms/waybill`);
    await rows().first().waitFor();
    const everything = await listTotal();
    expect(everything).toBe(await waybillCount());

    // Filter: the search box with "12" (numbers, phones); sort: by weight, by its column header.
    await page.locator('input[name="q"]').fill('12');
    const filtered = await waitForTotalChange(everything);
    expect(filtered).toBeGreaterThan(10);
    expect(filtered).toBeLessThan(everything);
    const before = await shownTrackingNumbers();
    await page.locator('thead th.column-weight').getByRole('button').click();
    await page.waitForFunction(
      (old) =>
        [...document.querySelectorAll('tbody .RaDataTable-row td.column-trackingNumber')]
          .map((cell) => (cell as HTMLElement).innerText)
          .join() !== old,
      before.join(),
    );
    const shown = await shownTrackingNumbers();

    const file = await downloadExcel();
    expect(file.fileName).toMatch(/^waybills-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx$/);
    expect(file.trackingNumbers).toHaveLength(filtered);
    expect(file.trackingNumbers.slice(0, shown.length)).toEqual(shown);
    await page.getByText(uz.notify.excelDownloaded).waitFor();
    await expect(page.getByRole('button', { name: 'Excel' }).isEnabled()).resolves.toBe(true);
  });

  it("keeps a view's fixed filter: unclear waybills export only the waybills with no owner", async () => {
    await page.goto(`${server.url}/oms/unclearWaybill`);
    await rows().first().waitFor();
    const unclear = await listTotal();
    expect(unclear).toBeLessThan(await waybillCount());
    const shown = await shownTrackingNumbers();

    const file = await downloadExcel();
    expect(file.trackingNumbers).toHaveLength(unclear);
    expect(file.trackingNumbers.slice(0, shown.length)).toEqual(shown);
  });
});
