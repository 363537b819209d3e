/**
 * Who manages whom on the users screen (schema/roles.yaml `ranks`, `companyRoles`): a user's page
 * offers reset password, edit and delete only for a user the signed-in one may manage, and bulk
 * delete only for a selection of such users, and the edit page of another says why instead of a
 * form; the API refuses the others with 403. The app opens in Uzbek.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { apiList } from './apiList';
import { openInApp, settledScreen } from './appScreen';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiToken, logIn, usernameOf } from './login';

const t = createTranslator('uz');

/** The per-user buttons, by what the test calls them, as the user reads them. */
const BUTTONS = {
  resetPassword: t('resources.system/user.actions.resetPassword.label'),
  edit: t('ra.action.edit'),
  delete: t('ra.action.delete'),
};

interface User {
  id: number;
  username: string;
}

let demo: DemoPage;
let userIds: Map<string, number>;

beforeAll(async () => {
  demo = await openDemoPage();
  const rootToken = await apiToken(demo.server.url, usernameOf('ROOT'));
  const { rows } = await apiList<User>(demo.server.url, rootToken, 'users', { range: [0, 199] });
  userIds = new Map(rows.map((user) => [user.username, user.id]));
});
afterAll(() => demo?.close());

/** A fresh session of `role`'s demo user (no cookie of the previous one), on its first page. */
async function logInAs(role: string) {
  await demo.context.clearCookies();
  await logIn(demo.page, demo.server.url, usernameOf(role));
  // The app may still be on its way to the first page: a navigation now would be overtaken.
  expect(await settledScreen(demo.page)).toBe('page');
}

/** The per-user buttons the page of `username` shows, once it has settled. */
async function buttonsOnPageOf(username: string): Promise<string[]> {
  const { page } = demo;
  const left = await openInApp(page, `/system/user/${userIds.get(username)}/show`);
  await page.locator('#main-content').getByText(username, { exact: true }).first().waitFor();
  expect(await settledScreen(page, left)).toBe('page');
  const shown: string[] = [];
  for (const [name, label] of Object.entries(BUTTONS)) {
    const buttons = page.locator('#main-content').getByLabel(label, { exact: true });
    if ((await buttons.count()) > 0) shown.push(name);
  }
  return shown;
}

/** What each user's page offers, the manageable users first (the screen then knows who is in). */
async function buttonsOnPagesOf(usernames: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const username of usernames) found[username] = await buttonsOnPageOf(username);
  return found;
}

describe('per-user buttons follow the ranks', () => {
  it('a platform admin manages a platform user, not its own rank or above', async () => {
    await logInAs('PLATFORM_ADMIN');
    expect(
      await buttonsOnPagesOf(['platform_user', 'root', 'platform_root', 'platform_admin']),
    ).toEqual({
      platform_user: ['resetPassword', 'edit', 'delete'],
      root: [],
      platform_root: [],
      platform_admin: [],
    });
  });

  it('bulk delete is offered only while every selected user is one the admin manages', async () => {
    const { page } = demo;
    const left = await openInApp(page, '/system/user?filter={}&displayedFilters={}');
    expect(await settledScreen(page, left)).toBe('page');
    const rowOf = (username: string) =>
      page
        .locator('tbody .RaDataTable-row')
        .filter({ has: page.getByRole('cell', { name: username, exact: true }) });
    const search = page.locator('#main-content input[name="q"]');
    const bulkDelete = page.getByRole('button', { name: BUTTONS.delete, exact: true });
    const selected = (count: number) =>
      page.getByText(t('ra.action.bulk_actions', { smart_count: count })).waitFor();

    await search.fill('platform_');
    await rowOf('platform_user').locator('input[type="checkbox"]').check();
    await selected(1);
    await bulkDelete.waitFor();
    await rowOf('platform_root').locator('input[type="checkbox"]').check();
    await selected(2);
    await bulkDelete.waitFor({ state: 'detached' });
    await rowOf('platform_root').locator('input[type="checkbox"]').uncheck();
    await selected(1);
    await bulkDelete.waitFor();
  });

  it('the edit page of a user the admin does not manage, opened by its address, says why and has no form', async () => {
    const { page } = demo;
    const refusal = page.getByRole('alert').filter({ hasText: t('authority.rankTooHigh') });
    const form = page.locator('#main-content form');
    let left = await openInApp(page, `/system/user/${userIds.get('platform_root')}/edit`);
    await refusal.waitFor();
    expect(await settledScreen(page, left)).toBe('page');
    expect(await form.count()).toBe(0);
    left = await openInApp(page, `/system/user/${userIds.get('platform_user')}/edit`);
    await form.waitFor();
    expect(await settledScreen(page, left)).toBe('page');
    expect(await refusal.count()).toBe(0);
  });

  it("a company admin manages its company's company user, not a B2B admin nor its own rank", async () => {
    await logInAs('COMPANY_ADMIN');
    expect(await buttonsOnPagesOf(['company_user', 'b2b_admin', 'company_admin'])).toEqual({
      // Deleting users is for senior roles only (schema/resources/user.yaml `access`).
      company_user: ['resetPassword', 'edit'],
      b2b_admin: [],
      company_admin: [],
    });
  });
});
