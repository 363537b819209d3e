// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { en } from '../../../src/core/i18n/app/en';
import { createApiClient } from '../../../src/dataProvider/apiClient';
import { createAuthProvider } from '../../../src/auth/authProvider';
import {
  clearSession,
  dismissSessionNotice,
  getToken,
  setToken,
} from '../../../src/session/session';
import { LoginPage } from '../../../src/pages/login/LoginPage';
import { sendJson, startTestServer, type TestServer } from './testServer';

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

const renderLoginPage = () =>
  render(
    <AdminContext
      authProvider={createAuthProvider(createApiClient({ baseUrl: server.baseUrl }))}
      i18nProvider={createI18nProvider('en')}
    >
      <LoginPage />
    </AdminContext>,
  );

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: en.auth.signIn }));
const loginBodies = () =>
  server.requests.filter((r) => r.url.pathname === '/api/auth/login').map((r) => r.body);

describe('LoginPage', { timeout: 30000 }, () => {
  it('asks for username and password only, until the API demands a code', async () => {
    renderLoginPage();
    expect(field(en.auth.username)).toBeDefined();
    expect(field(en.auth.password)).toBeDefined();
    expect(screen.queryByLabelText(new RegExp(`^${en.auth.code}`))).toBeNull();
  });

  it('shows the server messages and keeps what the user typed', async () => {
    server.respond((_request, response) =>
      sendJson(response, 400, { message: 'Wrong data', errors: { password: 'Wrong password' } }),
    );
    renderLoginPage();
    type(en.auth.username, 'ali');
    type(en.auth.password, 'badpass1');
    submit();

    expect(await screen.findByText('Wrong data')).toBeDefined();
    expect(screen.getByText('Wrong password')).toBeDefined();
    expect(field(en.auth.username).value).toBe('ali');
    expect(field(en.auth.password).value).toBe('badpass1');
    expect(loginBodies()).toEqual([{ username: 'ali', password: 'badpass1' }]);
  });

  it('shows the code field and picture once demanded, and sends the code', async () => {
    server.respond((_request, response) =>
      sendJson(response, 400, { message: 'Wrong data', captchaRequired: true }),
    );
    renderLoginPage();
    type(en.auth.username, 'ali');
    type(en.auth.password, 'badpass1');
    submit();

    expect(await screen.findByText(en.auth.tooManyAttempts)).toBeDefined();
    const picture = screen.getByAltText(en.auth.codeHint) as HTMLImageElement;
    expect(new URL(picture.src).pathname).toBe('/api/auth/captcha');
    expect(new URL(picture.src).searchParams.get('username')).toBe('ali');
    expect(screen.getByRole('button', { name: en.auth.refreshCode })).toBeDefined();

    // An empty code is caught before anything is sent.
    submit();
    expect(await screen.findByText(en.auth.codeRequired)).toBeDefined();
    expect(loginBodies()).toHaveLength(1);

    type(en.auth.code, 'x7k2');
    submit();
    await waitFor(() => expect(loginBodies()).toHaveLength(2));
    expect(loginBodies()[1]).toEqual({ username: 'ali', password: 'badpass1', code: 'x7k2' });
  });

  it('refuses client accounts with a translated message and no session', async () => {
    server.respond((request, response) =>
      request.url.pathname === '/api/auth/login'
        ? sendJson(response, 200, { token: 'tok-1' })
        : sendJson(response, 200, { username: 'mijoz', role: 'CLIENT' }),
    );
    renderLoginPage();
    type(en.auth.username, 'mijoz');
    type(en.auth.password, 'secret123');
    submit();

    expect(await screen.findByText(en.auth.clientRefused)).toBeDefined();
    expect(getToken()).toBeUndefined();
  });

  it('tells why the last session ended, until the user tries again', async () => {
    setToken('tok-1');
    clearSession('auth.sessionExpired'); // what a 401 does
    server.respond((_request, response) =>
      sendJson(response, 400, { message: 'Wrong data', errors: { password: 'Wrong password' } }),
    );
    renderLoginPage();
    expect(screen.getByText(en.auth.sessionExpired)).toBeDefined();

    type(en.auth.username, 'ali');
    type(en.auth.password, 'badpass1');
    submit();
    expect(await screen.findByText('Wrong data')).toBeDefined();
    expect(screen.queryByText(en.auth.sessionExpired)).toBeNull();
  });
});
