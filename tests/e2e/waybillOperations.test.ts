/**
 * The waybill screens in real Chromium, as staff use them: filters (pasted tracking numbers,
 * delays), badge colours, owners (assign, detach), the unlawful list, a status change of many
 * waybills with its report, a waybill's timeline, its status select and its staff comment. The
 * browser runs on New York time: the screens must still show Tashkent time.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELAY_DAYS } from '../../src/core/domain/delay';
import { enums } from '../../src/core/generated/registry';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { formatTashkentDate } from '../../src/format/dateTime';
import { nextValues } from '../../src/core/rules/transitions';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';
import { apiGet, apiToken, logIn } from './login';

/** What the user reads: the app opens in Uzbek. */
const t = createTranslator('uz');
const statusLabel = (value: string) => t(`enums.waybillStatus.${value}`);
const fieldLabel = (name: string) => t(`resources.oms/waybill.fields.${name}`);
/** A text of a waybill action (schema/resources/waybill.yaml `actions`). */
const actionText = (action: string, text: 'label' | 'confirm', args?: Record<string, unknown>) =>
  t(`resources.oms/waybill.actions.${action}.${text}`, args);

interface Waybill {
  id: number;
  trackingNumber: string;
  status: string;
  clientId?: number | null;
  heldFrom?: string;
  statusHistory?: { at: string; by: string; from?: string; to: string }[];
}

let server: DemoServer;
let browser: Browser;
let page: Page;
let token: string;

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchBrowser({ timezoneId: 'America/New_York' });
  page = await browser.context.newPage();
  token = await apiToken(server.url, 'root');
  await logIn(page, server.url, 'root');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const query = (search: Record<string, unknown>, range: [number, number]) =>
  `waybills?s=${encodeURIComponent(JSON.stringify(search))}&range=${JSON.stringify(range)}`;

/** Waybills matching `search`, from the API: to pick test subjects and to check results. */
const findWaybills = (search: Record<string, unknown>, range: [number, number] = [0, 9]) =>
  apiGet<Waybill[]>(server.url, token, query(search, range));

const waybill = async (id: number) => apiGet<Waybill>(server.url, token, `waybills/${id}`);

async function apiTotal(search: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${server.url}/api/${query(search, [0, 0])}`, {
    headers: { Authorization: `Bearer ${token}`, source: 'ADMIN_WEB' },
  });
  return Number(response.headers.get('X-Total-Count'));
}

const rows = () => page.locator('tbody .RaDataTable-row');
const rowOf = (trackingNumber: string) =>
  rows().filter({ has: page.getByRole('cell', { name: trackingNumber, exact: true }) });

/** The tracking numbers of the rows on screen, sorted. */
const shownNumbers = async () =>
  (await rows().locator('td:nth-child(2)').allInnerTexts()).map((text) => text.trim()).sort();

/** The list's total as its pagination says it (`1-10, jami 600`); 0 when the list is empty. */
async function shownTotal(): Promise<number | undefined> {
  const range = page.locator('.MuiTablePagination-displayedRows');
  if ((await range.count()) === 0) return (await rows().count()) === 0 ? 0 : undefined;
  const match = /(\d+)\D*$/.exec(await range.innerText());
  return match ? Number(match[1]) : undefined;
}

/** Opens a list without the filters an earlier test left in the browser's store. */
async function openList(path: string) {
  await page.goto(`${server.url}${path}?filter={}&displayedFilters={}`);
  // The app live in the page the server drew: a click during the takeover is issue 38's.
  await page.locator('#root:not([inert]) textarea[name="trackingNumber"]').waitFor();
}

/** Types one or several tracking numbers into the list's tracking number filter. */
const filterByNumbers = (text: string) =>
  page.locator('textarea[name="trackingNumber"]').fill(text);

const dialogTitled = (title: string): Locator =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });

/** A select by its label (its accessible name goes on with the value shown). */
const select = (scope: Locator | Page, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^${label}`) });

/** Picks `option` in the select labelled `label` inside `scope`. */
async function choose(scope: Locator, label: string, option: string) {
  await select(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('waybill list filters', () => {
  it('finds exactly the tracking numbers pasted at once, whatever separates them', async () => {
    const picked = (await findWaybills({}, [3, 5])).map((w) => w.trackingNumber);
    await openList('/oms/waybill');
    await filterByNumbers(`${picked[0]}, ${picked[1]};\n${picked[2]}\t${picked[0]}`);
    await expect.poll(shownNumbers, { timeout: 15_000 }).toEqual([...picked].sort());
    expect(await shownTotal()).toBe(3);
  });

  it('searches by part of one number', async () => {
    const [one] = await findWaybills({}, [7, 7]);
    const part = one.trackingNumber.slice(2, 10);
    await filterByNumbers(part);
    const expected = await apiTotal({ trackingNumber: part });
    await expect.poll(shownTotal, { timeout: 15_000 }).toBe(expected);
    expect(await shownNumbers()).toContain(one.trackingNumber);
  });

  it('offers each delay filter, and shows the parcels the API counts as delayed', async () => {
    await filterByNumbers('');
    const all = await apiTotal({});
    await expect.poll(shownTotal, { timeout: 15_000 }).toBe(all);
    await page.getByRole('button', { name: t('ra.action.add_filter') }).click();
    await page.getByRole('menuitemcheckbox', { name: fieldLabel('delayDays') }).click();
    const filters = page.locator('form').filter({ has: page.locator('[data-source="delayDays"]') });
    const counts: number[] = [];
    for (const days of DELAY_DAYS) {
      await choose(
        filters,
        fieldLabel('delayDays'),
        t('waybillOps.delayDays', { smart_count: days }),
      );
      const expected = await apiTotal({ delayDays: days });
      await expect.poll(shownTotal, { timeout: 15_000 }).toBe(expected);
      counts.push(expected);
    }
    // Longer delays are fewer, and the demo data has parcels on time as well as late ones.
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[0]).toBeLessThan(all);
  });
});

describe('status badges', () => {
  it('are green for Delivered and Received, red for Damaged, blue for the others', async () => {
    // The demo data has no parcel received at its pickup point yet: one is, through the API
    // (a paid one: a parcel is handed over once paid for).
    const [atPickupPoint] = await findWaybills({ status: 'DropZone', payStatus: 'PAID' });
    const received = await fetch(`${server.url}/api/waybills/bulk-status`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        source: 'ADMIN_WEB',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ status: 'RECEIVED', ids: [atPickupPoint.id] }),
    });
    expect(received.status).toBe(200);
    const colour = { Delivered: 'Success', RECEIVED: 'Success', DAMAGED: 'Error', Yiwu: 'Info' };
    const picked = await Promise.all(
      Object.keys(colour).map(async (value) => (await findWaybills({ status: value }))[0]),
    );
    await openList('/oms/waybill');
    await filterByNumbers(picked.map((w) => w.trackingNumber).join('\n'));
    await expect.poll(shownNumbers, { timeout: 15_000 }).toHaveLength(picked.length);
    for (const { trackingNumber, status } of picked) {
      const badge = rowOf(trackingNumber).locator('.MuiChip-root', {
        hasText: statusLabel(status),
      });
      expect(await badge.getAttribute('class')).toContain(
        `MuiChip-color${colour[status as keyof typeof colour]}`,
      );
    }
  });
});

describe('owners', () => {
  it('assigns an owner to a waybill with none, which leaves the list', async () => {
    const [unclaimed] = await findWaybills({ status: 'NO_CLIENT' });
    const [client] = await apiGet<{ id: number; clientCode: string }[]>(
      server.url,
      token,
      'clients?range=[0,0]',
    );
    await openList('/oms/unclearWaybill');
    await filterByNumbers(unclaimed.trackingNumber);
    const row = rowOf(unclaimed.trackingNumber);
    await row.getByRole('button', { name: actionText('assignOwner', 'label') }).click();
    const dialog = dialogTitled(
      actionText('assignOwner', 'confirm', { trackingNumber: unclaimed.trackingNumber }),
    );
    await dialog.getByRole('combobox', { name: fieldLabel('clientId') }).fill(client.clientCode);
    // A client's choice shows its code, then its name and phone.
    await page.getByRole('option', { name: new RegExp(`^${client.clientCode}\\b`) }).click();
    await dialog.getByRole('button', { name: t('ra.action.confirm') }).click();
    await page.getByText(t('notify.done')).waitFor();
    await expect.poll(() => rowOf(unclaimed.trackingNumber).count()).toBe(0);
    const after = await waybill(unclaimed.id);
    expect(after.clientId).toBe(client.id);
    expect(after.status).not.toBe('NO_CLIENT');
  });

  it('detaches a track from its client after the confirmation, and it has no owner', async () => {
    const [owned] = await findWaybills({ status: 'Yiwu', clientId_exists: true }, [1, 1]);
    await openList('/oms/waybill');
    await filterByNumbers(owned.trackingNumber);
    const row = rowOf(owned.trackingNumber);
    await row.getByRole('button', { name: actionText('detachTrack', 'label') }).click();
    const confirm = dialogTitled(t('confirm.title'));
    await confirm.getByText(actionText('detachTrack', 'confirm')).waitFor();
    await confirm.getByRole('button', { name: t('ra.action.confirm') }).click();
    await page.getByText(t('notify.done')).waitFor();

    await openList('/oms/unclearWaybill');
    await filterByNumbers(owned.trackingNumber);
    await rowOf(owned.trackingNumber).waitFor();
    expect((await waybill(owned.id)).clientId ?? null).toBeNull();
  });
});

describe('unlawful waybills', () => {
  let target: Waybill;
  const prohibited = t('errors.prohibited');

  it('adds a tracking code through the dialog; the parcel is marked wherever it shows', async () => {
    [target] = await findWaybills({ status: 'Yiwu', clientId_exists: true }, [2, 2]);
    await openList('/oms/unlawfulWaybill');
    await page.getByRole('button', { name: actionText('addUnlawful', 'label') }).click();
    const dialog = dialogTitled(actionText('addUnlawful', 'label'));
    await dialog.getByLabel(fieldLabel('trackingNumber')).fill(target.trackingNumber);
    await dialog.getByRole('button', { name: t('ra.action.confirm') }).click();
    await page.getByText(t('notify.done')).waitFor();

    await filterByNumbers(target.trackingNumber);
    const row = rowOf(target.trackingNumber);
    await row.getByRole('img', { name: prohibited }).waitFor();
    // The filtered list in place (its one row), not the rows it replaces: the click opens it.
    await expect.poll(() => page.locator('tbody .RaDataTable-row').count()).toBe(1);
    await row.locator('td').nth(1).click();
    await page.waitForURL(`${server.url}/oms/waybill/${target.id}/show`, { waitUntil: 'commit' });
    await page.getByRole('alert').filter({ hasText: prohibited }).waitFor();
    await page.goto(`${server.url}/oms/waybill/${target.id}`);
    await page.getByRole('alert').filter({ hasText: prohibited }).waitFor();
  });

  it('removes it from unlawful after the confirmation: it is back in All as it was', async () => {
    await openList('/oms/unlawfulWaybill');
    await filterByNumbers(target.trackingNumber);
    await rowOf(target.trackingNumber)
      .getByRole('button', { name: actionText('removeUnlawful', 'label') })
      .click();
    const confirm = dialogTitled(t('confirm.title'));
    await confirm.getByText(actionText('removeUnlawful', 'confirm')).waitFor();
    await confirm.getByRole('button', { name: t('ra.action.confirm') }).click();
    await page.getByText(t('notify.done')).waitFor();
    await expect.poll(() => rowOf(target.trackingNumber).count()).toBe(0);

    await openList('/oms/waybill');
    await filterByNumbers(target.trackingNumber);
    const row = rowOf(target.trackingNumber);
    await row.getByText(statusLabel(target.status), { exact: true }).waitFor();
    expect(await row.getByRole('img', { name: prohibited }).count()).toBe(0);
  });
});

describe('status change of many waybills', () => {
  let created: Waybill;

  it('by pasted tracking numbers: reports changed, already there, not found and not allowed', async () => {
    [created] = await findWaybills({ status: 'CREATED' }, [5, 5]);
    const [there] = await findWaybills({ status: 'Warehouse' });
    const [delivered] = await findWaybills({ status: 'Delivered' });
    const missing = 'NO-SUCH-TRACK-404';
    await openList('/oms/waybill');
    await page.getByRole('button', { name: t('waybillOps.bulk.pasteLabel') }).click();
    const dialog = dialogTitled(t('waybillOps.bulk.pasteLabel'));
    await dialog
      .getByLabel(t('waybillOps.bulk.pasteHint'))
      .fill(
        `${created.trackingNumber}\n${there.trackingNumber}, ${missing};${delivered.trackingNumber}`,
      );
    await dialog.getByText(t('waybillOps.bulk.pastedCount', { smart_count: 4 })).waitFor();
    await choose(dialog, fieldLabel('status'), statusLabel('Warehouse'));
    await dialog.getByRole('button', { name: t('waybillOps.bulk.submit') }).click();

    const report = dialogTitled(t('waybillOps.bulk.reportTitle'));
    await report.waitFor();
    for (const outcome of ['changed', 'unchanged', 'notFound', 'notAllowed'])
      await report.getByText(`${t(`waybillOps.bulk.outcome.${outcome}`)}: 1`).waitFor();
    const outcomeOf = async (trackingNumber: string) =>
      (
        await report
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name: trackingNumber, exact: true }) })
          .locator('td')
          .nth(1)
          .locator('.MuiChip-label')
          .innerText()
      ).trim();
    expect(await outcomeOf(created.trackingNumber)).toBe(t('waybillOps.bulk.outcome.changed'));
    expect(await outcomeOf(there.trackingNumber)).toBe(t('waybillOps.bulk.outcome.unchanged'));
    expect(await outcomeOf(missing)).toBe(t('waybillOps.bulk.outcome.notFound'));
    expect(await outcomeOf(delivered.trackingNumber)).toBe(t('waybillOps.bulk.outcome.notAllowed'));
    await report.getByRole('button', { name: t('ra.action.close') }).click();

    expect((await waybill(created.id)).status).toBe('Warehouse');
    expect((await waybill(delivered.id)).status).toBe('Delivered');
    await filterByNumbers(created.trackingNumber);
    await rowOf(created.trackingNumber)
      .getByText(statusLabel('Warehouse'), { exact: true })
      .waitFor();
  });

  it('on selected rows, then the list shows their new status', async () => {
    const picked = await findWaybills({ status: 'CREATED' }, [6, 7]);
    await filterByNumbers(picked.map((w) => w.trackingNumber).join(' '));
    await expect
      .poll(shownNumbers, { timeout: 15_000 })
      .toEqual(picked.map((w) => w.trackingNumber).sort());
    await page.locator('thead input[type="checkbox"]').check();
    await page.getByRole('button', { name: t('waybillOps.bulk.selectedLabel') }).click();
    const dialog = dialogTitled(t('waybillOps.bulk.selectedLabel'));
    await choose(dialog, fieldLabel('status'), statusLabel('Warehouse'));
    await dialog.getByRole('button', { name: t('waybillOps.bulk.submit') }).click();
    const report = dialogTitled(t('waybillOps.bulk.reportTitle'));
    await report.getByText(`${t('waybillOps.bulk.outcome.changed')}: 2`).waitFor();
    await report.getByRole('button', { name: t('ra.action.close') }).click();
    for (const { trackingNumber } of picked)
      await rowOf(trackingNumber).getByText(statusLabel('Warehouse'), { exact: true }).waitFor();
  });

  it('shows the new status even when the list had asked for its rows before the change', async () => {
    const [subject] = await findWaybills({ status: 'CREATED' }, [8, 8]);
    await openList('/oms/waybill');
    // The list's answer for the subject's number is read from the API at once, before the
    // change, and delivered only after the change's refresh, as on a slow connection.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const askedBeforeChange = new Promise<void>((resolve) => (asked = resolve));
    const listOfSubject = (url: URL) =>
      url.pathname === '/api/waybills' && url.search.includes(subject.trackingNumber);
    await page.route(listOfSubject, async (route) => {
      const response = await route.fetch();
      asked();
      await released;
      // A request the app has given up on can no longer be answered.
      await route.fulfill({ response }).catch(() => undefined);
    });
    await filterByNumbers(subject.trackingNumber);
    await askedBeforeChange;

    await page.getByRole('button', { name: t('waybillOps.bulk.pasteLabel') }).click();
    const dialog = dialogTitled(t('waybillOps.bulk.pasteLabel'));
    await dialog.getByLabel(t('waybillOps.bulk.pasteHint')).fill(subject.trackingNumber);
    await choose(dialog, fieldLabel('status'), statusLabel('Warehouse'));
    await dialog.getByRole('button', { name: t('waybillOps.bulk.submit') }).click();
    const report = dialogTitled(t('waybillOps.bulk.reportTitle'));
    await report.getByText(`${t('waybillOps.bulk.outcome.changed')}: 1`).waitFor();
    await report.getByRole('button', { name: t('ra.action.close') }).click();
    await report.waitFor({ state: 'detached' });
    release();

    await rowOf(subject.trackingNumber)
      .getByText(statusLabel('Warehouse'), { exact: true })
      .waitFor();
    await page.unroute(listOfSubject);
  });

  it("shows the change on the waybill's timeline: who, from, to, when in Tashkent time", async () => {
    const { statusHistory = [] } = await waybill(created.id);
    const last = statusHistory[statusHistory.length - 1];
    expect(last).toMatchObject({ by: 'root', from: 'CREATED', to: 'Warehouse' });
    await page.goto(`${server.url}/oms/waybill/${created.id}/show`);
    const timeline = page.getByRole('region', { name: t('waybillOps.show.history') });
    const when = t('waybillOps.timeline.byAt', {
      by: 'root',
      at: formatTashkentDate(last.at, true, 'uz'),
    });
    const step = timeline.locator('.MuiStep-root').filter({ hasText: when });
    await step.waitFor();
    expect(await step.locator('.MuiChip-label').allInnerTexts()).toEqual([
      statusLabel('CREATED'),
      statusLabel('Warehouse'),
    ]);
    expect(await timeline.locator('.MuiStep-root').count()).toBe(statusHistory.length);
  });
});

describe('a waybill form', () => {
  it('offers only the statuses the waybill may change to', async () => {
    const [onTheWay] = await findWaybills({ status: 'Yiwu' }, [5, 5]);
    await page.goto(`${server.url}/oms/waybill/${onTheWay.id}`);
    await select(page, fieldLabel('status')).click();
    const offered = await page.getByRole('option').allInnerTexts();
    const allowed = new Set([
      onTheWay.status,
      ...nextValues('waybillStatus', onTheWay.status, onTheWay.heldFrom),
    ]);
    const expected = enums.waybillStatus.values.filter((v) => allowed.has(v)).map(statusLabel);
    expect(offered.map((text) => text.trim())).toEqual(expected);
    await page.keyboard.press('Escape');
  });

  it('keeps the staff comment within 500 characters, saying so, and saves one that fits', async () => {
    const comment = page.locator('textarea[name="staffComment"]');
    await comment.fill('x'.repeat(501));
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await page
      .getByText(t('validation.commentTooLong', { max: 500 }))
      .first()
      .waitFor();
    await comment.fill('Mijoz bilan gaplashildi');
    await choose(page.locator('form'), fieldLabel('issueStatus'), t('enums.issueStatus.ANSWERED'));
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await page.waitForURL(/\/show$/, { waitUntil: 'commit' });
    const issue = page.getByRole('region', { name: t('resources.oms/waybill.groups.issue') });
    await issue.getByText('Mijoz bilan gaplashildi').waitFor();
    await issue.getByText(t('enums.issueStatus.ANSWERED'), { exact: true }).waitFor();
  });
});
