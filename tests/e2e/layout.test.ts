import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { settledScreen } from './appScreen';
import type { DemoServer } from './demoServer';
import { openDemoPage, type DemoPage } from './demoPage';
import {
  SHELL,
  boxOf,
  chooseLayout,
  header,
  layoutButton,
  openSettings,
  closeSettings,
  sideMenu,
  stored,
} from './layoutShell';
import { logIn } from './login';

let server: DemoServer;
let demo: DemoPage;
let page: Page;

const WIDE = { width: 1400, height: 900 };

beforeAll(async () => {
  demo = await openDemoPage();
  ({ server, page } = demo);
  await logIn(page, server.url, 'root');
  await settledScreen(page);
});
afterAll(() => demo?.close());

const pathname = () => new URL(page.url()).pathname;
const menuLink = (name: string) => sideMenu(page).getByRole('link', { name, exact: true });
const t = createTranslator('uz');
const waybills = t('resources.oms/waybill.name', { smart_count: 2 });
const unclear = t('routes.unclearWaybill');

/** Navigates by clicking a menu link; returns the path reached once the page has settled. */
async function follow(click: () => Promise<void>): Promise<string> {
  const before = pathname();
  await click();
  await page.waitForURL((url) => url.pathname !== before);
  expect(await settledScreen(page)).toBe('page');
  return pathname();
}

describe('layout modes in real Chromium', () => {
  it('left (the default): the sidebar runs the full height beside the header; its links navigate', async () => {
    await page.goto(`${server.url}/dashboard`);
    await openSettings(page);
    expect(await layoutButton(page, 'left').getAttribute('aria-pressed')).toBe('true');
    await closeSettings(page);

    const side = await boxOf(sideMenu(page));
    const top = await boxOf(header(page));
    expect(side.y).toBeLessThan(top.height);
    expect(top.x).toBeGreaterThanOrEqual(side.x + side.width - 1);
    expect(await follow(() => menuLink(waybills).click())).toBe('/oms/waybill');
    expect(await menuLink(waybills).getAttribute('aria-current')).toBe('page');
  });

  it('collapses the sidebar to an icon rail with tooltips, kept across a reload', async () => {
    await page.getByRole('button', { name: SHELL.menu.collapse }).click();
    await expect.poll(async () => (await boxOf(sideMenu(page))).width).toBeLessThan(80);
    // The rail shows icons only: the page's name is in the tooltip (and names the link).
    expect(await sideMenu(page).innerText()).toBe('');
    await menuLink(unclear).hover();
    await page.getByRole('tooltip', { name: unclear }).waitFor();
    expect(await stored(page, 'baraka-admin-sidebar-status')).toBe('closed');

    await page.reload();
    await settledScreen(page);
    expect((await boxOf(sideMenu(page))).width).toBeLessThan(80);
    expect(await follow(() => menuLink(unclear).click())).toBe('/oms/unclearWaybill');

    await page.getByRole('button', { name: SHELL.menu.expand }).click();
    await expect.poll(async () => (await boxOf(sideMenu(page))).width).toBeGreaterThan(200);
    expect(await stored(page, 'baraka-admin-sidebar-status')).toBe('opened');
  });

  it('top: no sidebar; the header menu opens section dropdowns and navigates', async () => {
    await chooseLayout(page, 'top');
    expect(await sideMenu(page).count()).toBe(0);
    const nav = header(page).getByRole('navigation', { name: SHELL.menu.label });
    await nav.waitFor();

    await nav.getByRole('tab', { name: t('menu.box') }).click();
    const dropdown = page.getByRole('menu');
    expect(
      await follow(() =>
        dropdown
          .getByRole('menuitem', { name: t('resources.box/boxDayBatch.name', { smart_count: 2 }) })
          .click(),
      ),
    ).toBe('/box/boxDayBatch');
    await dropdown.waitFor({ state: 'hidden' });
    expect(await nav.getByRole('tab', { name: t('menu.box') }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await follow(() => nav.getByRole('tab', { name: t('routes.dashboard') }).click())).toBe(
      '/dashboard',
    );

    await page.reload();
    await settledScreen(page);
    expect(await sideMenu(page).count()).toBe(0);
    await header(page).getByRole('navigation', { name: SHELL.menu.label }).waitFor();
  });

  it('left-top: the header runs the full width, the sidebar below it; its links navigate', async () => {
    await chooseLayout(page, 'left-top');
    const top = await boxOf(header(page));
    const side = await boxOf(sideMenu(page));
    expect(top.x).toBe(0);
    expect(top.width).toBe(WIDE.width);
    expect(side.y).toBeGreaterThanOrEqual(top.y + top.height - 1);
    expect(await follow(() => menuLink(waybills).click())).toBe('/oms/waybill');
  });

  it('under 992 px: the menu is a drawer over the page that closes on navigation', async () => {
    // Whatever the chosen layout (here top), narrow screens get the left layout's menu.
    await chooseLayout(page, 'top');
    await page.setViewportSize({ width: 900, height: 800 });
    try {
      // The narrow layout has rendered once its menu button is there; only then count.
      await page.getByRole('button', { name: SHELL.menu.open }).waitFor();
      await expect.poll(() => header(page).getByRole('tab').count()).toBe(0);
      expect(await sideMenu(page).count()).toBe(0);

      await page.getByRole('button', { name: SHELL.menu.open }).click();
      await sideMenu(page).waitFor();
      // It slides in from the left edge.
      await expect.poll(async () => (await boxOf(sideMenu(page))).x).toBe(0);
      expect(await follow(() => menuLink(unclear).click())).toBe('/oms/unclearWaybill');
      await sideMenu(page).waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize(WIDE);
    }
  });
});

describe('the header', () => {
  it("names the page: a resource's list by its route, a view by its own title", async () => {
    // The left layout's header has the breadcrumb (the top layout's holds the menu instead).
    await chooseLayout(page, 'left');
    const breadcrumb = header(page).getByRole('navigation', { name: t('shell.menu.breadcrumb') });
    const heading = async (path: string) => {
      await page.goto(`${server.url}${path}`);
      expect(await settledScreen(page)).toBe('page');
      return (await breadcrumb.locator('li.MuiBreadcrumbs-li').allInnerTexts()).map((text) =>
        text.trim(),
      );
    };
    expect(await heading('/oms/waybill')).toEqual([t('menu.oms'), waybills]);
    expect(await heading('/dailyExpenses')).toEqual([
      t('resources.dailyExpenses.name', { smart_count: 2 }),
    ]);
    expect(await heading('/oms/unclearWaybill')).toEqual([t('menu.oms'), unclear]);
  });
});
