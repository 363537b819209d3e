// @vitest-environment jsdom
/**
 * The session as a user lives it, in the real SessionGate, <Admin>, login page, providers and
 * HTTP client, against a recorded API on loopback.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Admin, Resource, useGetIdentity, useGetList, type AuthProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { en } from '../../../src/core/i18n/app/en';
import { resources } from '../../../src/core/generated/registry';
import { createApiClient } from '../../../src/dataProvider/apiClient';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { createDataProvider } from '../../../src/dataProvider/dataProvider';
import {
  clearSession,
  dismissSessionNotice,
  getToken,
  setToken,
} from '../../../src/session/session';
import { SessionGate } from '../../../src/auth/SessionGate';
import { LoginPage } from '../../../src/pages/login/LoginPage';
import { sendJson, startTestServer, type TestServer } from './testServer';

const { route, api: collection } = resources.waybill;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  clearSession();
  dismissSessionNotice();
});
afterEach(cleanup);

/** Where the browser is, who is signed in, and the waybills the list got. */
const WaybillList = () => {
  const location = useLocation();
  const { identity } = useGetIdentity();
  const { data, refetch } = useGetList(route);
  return (
    <div>
      <p>at {`${location.pathname}${location.search}`}</p>
      <p>{identity?.fullName}</p>
      <button onClick={() => void refetch()}>reload</button>
      {data?.map((row) => (
        <p key={row.id}>{String(row.trackingNumber)}</p>
      ))}
    </div>
  );
};

/** What react-admin asked of the authProvider: its logouts, and the errors it had judged. */
const calls = { logout: 0, checkError: 0 };

const renderApp = (path: string) => {
  const client = createApiClient({ baseUrl: server.baseUrl });
  const provider = createAuthProvider(client);
  const authProvider: AuthProvider = {
    ...provider,
    logout: (params) => ((calls.logout += 1), provider.logout(params)),
    checkError: (error) => ((calls.checkError += 1), provider.checkError(error)),
  };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionGate>
            <Admin
              authProvider={authProvider}
              dataProvider={createDataProvider(client)}
              i18nProvider={createI18nProvider('en')}
              loginPage={LoginPage}
              requireAuth
              disableTelemetry
            >
              <Resource name={route} list={WaybillList} />
            </Admin>
          </SessionGate>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
};

/** `valid` tokens are accepted; user info answers `users[token]`. */
const serve = (
  valid: Set<string>,
  users: Record<string, { username: string; name?: string; role: string }>,
) =>
  server.respond((request, response) => {
    const path = request.url.pathname;
    const token = request.headers.authorization?.replace('Bearer ', '') ?? '';
    if (path === '/api/auth/login') {
      const { username } = request.body as { username: string };
      const issued = `tok-${username}`;
      valid.add(issued);
      sendJson(response, 200, { token: issued });
    } else if (!valid.has(token)) {
      sendJson(response, 401, { message: 'Please log in' });
    } else if (path === '/api/user/info') {
      sendJson(response, 200, users[token]);
    } else if (path === `/api/${collection}`) {
      sendJson(response, 200, [{ id: 1, trackingNumber: 'YW0001' }], {
        'Content-Range': `${collection} 0-0/1`,
        'X-Total-Count': '1',
      });
    } else {
      sendJson(response, 404, {});
    }
  });

/** The first render of <Admin> in jsdom is slow; later steps are quick. */
const SLOW = { timeout: 10000 };

const logInAs = (username: string) => {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${en.auth.username}`)), {
    target: { value: username },
  });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${en.auth.password}`)), {
    target: { value: 'secret123' },
  });
  fireEvent.click(screen.getByRole('button', { name: en.auth.signIn }));
};

describe('the session in the app', { timeout: 30000 }, () => {
  it('a 401 mid-session leads to /login with a message, and the login back to the same page', async () => {
    // The token of this tab was revoked on the server: its first call answers 401.
    setToken('tok-revoked');
    const users = {
      'tok-revoked': { username: 'ali', role: 'ROOT' },
      'tok-ali': { username: 'ali', role: 'ROOT' },
    };
    serve(new Set(['tok-revoked']), users);
    renderApp(`/${route}?page=2`);
    expect(await screen.findByText('YW0001', {}, SLOW)).toBeDefined();

    // Revoked now: the next call is refused.
    serve(new Set(), users);
    const before = server.requests.length;
    calls.logout = 0;
    calls.checkError = 0;
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(await screen.findByText(en.auth.sessionExpired, {}, SLOW)).toBeDefined();
    expect(getToken()).toBeUndefined();
    expect(screen.queryByText('YW0001')).toBeNull();
    // One request answered 401, judged once by checkError, and one logout.
    const refused = server.requests.slice(before);
    expect(refused.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `GET /api/${collection}`,
    ]);
    expect(calls).toEqual({ logout: 1, checkError: 1 });

    logInAs('ali');
    expect(await screen.findByText(`at /${route}?page=2`, {}, SLOW)).toBeDefined();
    expect(await screen.findByText('YW0001', {}, SLOW)).toBeDefined();
  });

  it('a token whose user info fails lands on /login with auth.userInfoFailed', async () => {
    setToken('tok-broken');
    server.respond((_request, response) => sendJson(response, 500, { message: 'boom' }));
    renderApp(`/${route}`);
    expect(await screen.findByText(en.auth.userInfoFailed, {}, SLOW)).toBeDefined();
    expect(getToken()).toBeUndefined();
    expect(screen.getByRole('button', { name: en.auth.signIn })).toBeDefined();
  });

  it('refuses a CLIENT at the login page and lets nobody in', async () => {
    serve(new Set(), { 'tok-mijoz': { username: 'mijoz', role: 'CLIENT' } });
    renderApp('/login');
    logInAs('mijoz');
    expect(await screen.findByText(en.auth.clientRefused, {}, SLOW)).toBeDefined();
    expect(getToken()).toBeUndefined();
    expect(screen.queryByText(/^at \//)).toBeNull();
  });

  it('a session that ended by itself brings back only its own user: another starts at home', async () => {
    setToken('tok-revoked');
    const users = {
      'tok-revoked': { username: 'ali', role: 'ROOT' },
      'tok-vali': { username: 'vali', name: 'Vali Sobirov', role: 'COMPANY_ADMIN' },
    };
    serve(new Set(['tok-revoked']), users);
    renderApp(`/${route}?page=2`);
    expect(await screen.findByText('YW0001', {}, SLOW)).toBeDefined();

    // Ali's token is revoked (expired, or ended in another tab): the next call answers 401.
    serve(new Set(), users);
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(await screen.findByText(en.auth.sessionExpired, {}, SLOW)).toBeDefined();

    logInAs('vali');
    expect(await screen.findByText('Vali Sobirov', {}, SLOW)).toBeDefined();
    // The home page: react-admin's first resource, not ali's page of it.
    expect(await screen.findByText(`at /${route}`, {}, SLOW)).toBeDefined();
  });

  it('after a logout, the next user sees their own name and nothing of the previous one', async () => {
    serve(new Set(), {
      'tok-ali': { username: 'ali', name: 'Ali Karimov', role: 'ROOT' },
      'tok-vali': { username: 'vali', name: 'Vali Sobirov', role: 'COMPANY_ADMIN' },
    });
    renderApp('/login');
    logInAs('ali');
    expect(await screen.findByText('Ali Karimov', {}, SLOW)).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: en.auth.signIn }, SLOW)).toBeDefined();
    expect(getToken()).toBeUndefined();
    expect(screen.queryByText('Ali Karimov')).toBeNull();

    logInAs('vali');
    expect(await screen.findByText('Vali Sobirov', {}, SLOW)).toBeDefined();
    expect(screen.queryByText('Ali Karimov')).toBeNull();
  });
});
