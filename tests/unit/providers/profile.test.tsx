// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { en } from '../../../src/core/i18n/app/en';
import { registryMessages } from '../../../src/core/generated/i18n';
import { Profile } from '../../../src/pages/profile/Profile';
import { serveAppFrom } from './sameOrigin';
import { sendJson, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => serveAppFrom(server));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The first render of react-admin's form in jsdom takes a while. */
const SLOW = { timeout: 10000 };

const roleNames = registryMessages.en.roles as Record<string, string>;
const updatePasswordTitle = (registryMessages.en.routes as Record<string, string>).updatePassword;

const showProfileOf = (info: Record<string, unknown>) => {
  server.respond((request, response) =>
    request.url.pathname === '/api/user/info'
      ? sendJson(response, 200, info)
      : sendJson(response, 404, {}),
  );
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <Profile />
      </AdminContext>
    </MemoryRouter>,
  );
};

describe('Profile', { timeout: 30000 }, () => {
  it("shows the signed-in user's details from user info, and the way to a new password", async () => {
    showProfileOf({
      username: 'company_admin',
      name: 'Dilnoza Rahimova',
      email: 'company_admin@baraka.uz',
      phone: '+998901234567',
      companyId: 3,
      companyName: 'Silk Road Cargo',
      role: 'COMPANY_ADMIN',
    });
    expect(await screen.findByText('Dilnoza Rahimova', {}, SLOW)).toBeDefined();
    for (const text of [
      'company_admin',
      roleNames.COMPANY_ADMIN,
      'Silk Road Cargo',
      'company_admin@baraka.uz',
      '+998901234567',
    ])
      expect(screen.getByText(text), text).toBeDefined();
    const link = screen.getByRole('link', { name: updatePasswordTitle });
    expect(link.getAttribute('href')).toBe('/system/updatePassword');
  });

  it('takes a missing role as COMPANY_USER, who has no update-password page', async () => {
    showProfileOf({ username: 'vali', name: null, role: null });
    expect(await screen.findByText(roleNames.COMPANY_USER)).toBeDefined();
    expect(screen.getAllByText(en.common.empty).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: updatePasswordTitle })).toBeNull();
  });

  it('says so when user info cannot be read', async () => {
    server.respond((_request, response) => sendJson(response, 500, {}));
    render(
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <Profile />
      </AdminContext>,
    );
    expect(await screen.findByText(en.errors.http[500])).toBeDefined();
  });
});
