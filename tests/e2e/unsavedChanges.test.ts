/**
 * An unsaved form's warning in real Chromium, with the layout's defaults (no tabs): leaving a
 * half-filled form by a link or by the browser's back button asks first; staying keeps the page,
 * its address and what was typed; going on leaves. A form with nothing typed is left at once.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import raUz from '../../src/i18n/ra/uz';
import { sideMenu } from './layoutShell';
import { openDemoPage, type DemoPage } from './demoPage';
import { logIn } from './login';

const WARNING = raUz.ra.message.unsaved_changes;
const USERS = '/system/user';
const USER_CREATE = '/system/user/create';
const WAYBILLS = '/oms/waybill';

let demo: DemoPage;
let page: Page;
/** The warnings the page asked, and what the user answers to the next ones. */
const asked: string[] = [];
const answers: boolean[] = [];

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void (answers.shift() ? dialog.accept() : dialog.dismiss());
  });
  await logIn(page, demo.server.url, 'root');
});
afterAll(() => demo?.close());

const pathname = () => new URL(page.url()).pathname;
const username = () => page.locator('#main-content input[name="username"]');
/** Waits until the app shows `path`: its address, and the form gone unless it is the form's. */
async function shows(path: string) {
  await page.waitForURL((url) => url.pathname === path);
  if (path !== USER_CREATE) await username().waitFor({ state: 'detached' });
}

/** Opens the users' list, then their form by its link, so that the app navigates to it. */
async function openUserForm() {
  await page.goto(`${demo.server.url}${USERS}`);
  await page.locator(`#main-content a[href="${USER_CREATE}"]`).click();
  await username().waitFor();
  asked.length = 0;
}

describe('a half-filled form', () => {
  it('asks before a link leaves it; staying keeps what was typed', async () => {
    await openUserForm();
    await username().fill('kept');
    answers.push(false);
    await sideMenu(page).locator(`a[href="${WAYBILLS}"]`).click();
    await expect.poll(() => asked).toEqual([WARNING]);
    expect(pathname()).toBe(USER_CREATE);
    expect(await username().inputValue()).toBe('kept');

    answers.push(true);
    await sideMenu(page).locator(`a[href="${WAYBILLS}"]`).click();
    await shows(WAYBILLS);
    expect(asked).toEqual([WARNING, WARNING]);
  });

  it('asks before the back button leaves it; staying keeps the address and the input', async () => {
    await openUserForm();
    await username().fill('kept');
    answers.push(false);
    await page.goBack();
    await expect.poll(() => asked).toEqual([WARNING]);
    await expect.poll(pathname).toBe(USER_CREATE);
    expect(await username().inputValue()).toBe('kept');

    answers.push(true);
    await page.goBack();
    await shows(USERS);
    expect(asked).toEqual([WARNING, WARNING]);
    // The form is still the next page in the history, and opens afresh.
    await page.goForward();
    await shows(USER_CREATE);
    await expect.poll(() => username().inputValue()).toBe('');
  });

  it('is left at once when nothing was typed', async () => {
    await openUserForm();
    await page.goBack();
    await shows(USERS);
    await page.goForward();
    await shows(USER_CREATE);
    await sideMenu(page).locator(`a[href="${WAYBILLS}"]`).click();
    await shows(WAYBILLS);
    expect(asked).toEqual([]);
  });
});
