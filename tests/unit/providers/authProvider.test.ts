// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthProvider } from 'react-admin';
import {
  ROUTE_ACCESS,
  DEFAULT_ROLE,
  ROLES,
  resourceAccess,
} from '../../../src/core/generated/access';
import { resources } from '../../../src/core/generated/registry';
import { createApiClient } from '../../../src/dataProvider/apiClient';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { LoginError } from '../../../src/auth/loginError';
import { SESSION_USER_ELEMENT_ID } from '../../../src/core/servedPage/browserSession';
import {
  clearSession,
  getRole,
  getToken,
  setToken,
  TOKEN_COOKIE,
} from '../../../src/session/session';
import { sendJson, startTestServer, type Handler, type TestServer } from './testServer';

let server: TestServer;
let authProvider: AuthProvider;

beforeAll(async () => {
  server = await startTestServer();
  authProvider = createAuthProvider(createApiClient({ baseUrl: server.baseUrl }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  clearSession();
});

/** A demo API: login answers `loginAnswer`, user info answers `user` to the issued token only. */
const api =
  (user: Record<string, unknown>, loginAnswer?: { status: number; body: unknown }): Handler =>
  (request, response) => {
    if (request.url.pathname === '/api/auth/login') {
      const answer = loginAnswer ?? { status: 200, body: { token: 'tok-1' } };
      sendJson(response, answer.status, answer.body);
    } else if (request.url.pathname === '/api/user/info') {
      if (request.headers.authorization === 'Bearer tok-1') sendJson(response, 200, user);
      else sendJson(response, 401, { message: 'Unauthorized' });
    } else {
      sendJson(response, 404, {});
    }
  };

const rejection = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => expect.unreachable('the call should have failed'),
    (reason: unknown) => reason,
  );

const paths = () => server.requests.map((request) => `${request.method} ${request.url.pathname}`);

describe('authProvider.login', () => {
  it('posts the credentials, keeps the token and takes the role from user info', async () => {
    server.respond(api({ id: 7, username: 'ali', name: 'Ali Valiyev', role: 'PLATFORM_ADMIN' }));
    await authProvider.login({ username: 'ali', password: 'secret123' });

    expect(paths()).toEqual(['POST /api/auth/login', 'GET /api/user/info']);
    expect(server.requests[0].body).toEqual({ username: 'ali', password: 'secret123' });
    expect(getToken()).toBe('tok-1');
    expect(await authProvider.getPermissions?.({})).toBe('PLATFORM_ADMIN');
    expect(await authProvider.getIdentity?.()).toEqual({
      id: 'ali',
      fullName: 'Ali Valiyev',
      companyId: null,
      // The user's record id: whose a request is (a price change's requester).
      userId: 7,
    });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('sends the verification code when there is one', async () => {
    server.respond(api({ username: 'ali', role: 'ROOT' }));
    await authProvider.login({ username: 'ali', password: 'secret123', code: 'x7k2' });
    expect(server.requests[0].body).toEqual({
      username: 'ali',
      password: 'secret123',
      code: 'x7k2',
    });
  });

  it('gives the default role when user info has none, and the username as name', async () => {
    server.respond(api({ username: 'vali', role: null }));
    await authProvider.login({ username: 'vali', password: 'secret123' });
    expect(getRole()).toBe(DEFAULT_ROLE);
    expect(await authProvider.getPermissions?.({})).toBe(DEFAULT_ROLE);
    expect(await authProvider.getIdentity?.()).toEqual({
      id: 'vali',
      fullName: 'vali',
      companyId: null,
      userId: null,
    });
  });

  it('turns bad credentials into a LoginError with the field messages', async () => {
    const body = { message: 'Xato', errors: { password: 'Parol notoʻgʻri' } };
    server.respond(api({}, { status: 400, body }));
    const error = await rejection(authProvider.login({ username: 'ali', password: 'wrong' }));
    expect(error).toBeInstanceOf(LoginError);
    expect((error as LoginError).message).toBe('Xato');
    expect((error as LoginError).captchaRequired).toBe(false);
    expect((error as LoginError).fieldErrors).toEqual({ password: 'Parol notoʻgʻri' });
    expect(getToken()).toBeUndefined();
    expect(paths()).toEqual(['POST /api/auth/login']);
  });

  it('says when the API demands the verification code', async () => {
    const body = {
      message: 'Kod kerak',
      errors: { code: 'Kodni kiriting' },
      captchaRequired: true,
    };
    server.respond(api({}, { status: 400, body }));
    const error = await rejection(authProvider.login({ username: 'ali', password: 'wrong' }));
    expect(error).toBeInstanceOf(LoginError);
    expect((error as LoginError).captchaRequired).toBe(true);
    expect((error as LoginError).fieldErrors).toEqual({ code: 'Kodni kiriting' });
  });

  it('refuses CLIENT accounts and keeps nothing of them', async () => {
    server.respond(api({ username: 'mijoz', role: 'CLIENT' }));
    const error = await rejection(authProvider.login({ username: 'mijoz', password: 'secret123' }));
    expect((error as Error).message).toBe('auth.clientRefused');
    expect(getToken()).toBeUndefined();
    expect(getRole()).toBeUndefined();
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });

  it('fails with auth.userInfoFailed and drops the token when user info fails', async () => {
    server.respond((request, response) =>
      request.url.pathname === '/api/auth/login'
        ? sendJson(response, 200, { token: 'tok-1' })
        : sendJson(response, 500, { message: 'boom' }),
    );
    const error = await rejection(authProvider.login({ username: 'ali', password: 'secret123' }));
    expect((error as Error).message).toBe('auth.userInfoFailed');
    expect(getToken()).toBeUndefined();
  });
});

describe('authProvider session checks', () => {
  it('logout clears the token and the role', async () => {
    server.respond(api({ username: 'ali', role: 'ROOT' }));
    await authProvider.login({ username: 'ali', password: 'secret123' });
    await authProvider.logout({});
    expect(getToken()).toBeUndefined();
    expect(getRole()).toBeUndefined();
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });

  it('checkAuth rejects without a token', async () => {
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    expect(server.requests).toEqual([]);
  });

  it('checkAuth with a token but no role (a new tab) fetches user info once', async () => {
    server.respond(api({ username: 'ali', role: 'PVZ_ADMIN' }));
    setToken('tok-1');
    await Promise.all([
      authProvider.checkAuth({}),
      authProvider.getPermissions?.({}),
      authProvider.canAccess?.({ action: 'list', resource: resources.waybill.route }),
    ]);
    expect(paths()).toEqual(['GET /api/user/info']);
    expect(getRole()).toBe('PVZ_ADMIN');
  });

  /** A page as the server sends it to a signed-in browser: the cookie and the user info in it. */
  const loadPageWithUser = (user: Record<string, unknown>) => {
    document.cookie = `${TOKEN_COOKIE}=tok-1; path=/`;
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SESSION_USER_ELEMENT_ID;
    element.textContent = JSON.stringify(user);
    document.head.append(element);
  };

  it('takes the user info the page came with, without asking the API', async () => {
    server.respond(api({ username: 'ali', role: 'PVZ_ADMIN' }));
    loadPageWithUser({ username: 'vali', name: 'Vali', role: 'PLATFORM_FINANCE' });
    await Promise.all([
      authProvider.checkAuth({}),
      authProvider.getPermissions?.({}),
      authProvider.getIdentity?.(),
    ]);
    expect(paths()).toEqual([]);
    expect(getRole()).toBe('PLATFORM_FINANCE');
    expect(await authProvider.getIdentity?.()).toEqual({
      id: 'vali',
      fullName: 'Vali',
      companyId: null,
      userId: null,
    });
    expect(document.getElementById(SESSION_USER_ELEMENT_ID)).toBeNull();
  });

  it('never gives the page’s user info to the next session', async () => {
    server.respond(api({ username: 'ali', role: 'PVZ_ADMIN' }));
    loadPageWithUser({ username: 'vali', role: 'PLATFORM_FINANCE' });
    await authProvider.login({ username: 'ali', password: 'secret123' });
    expect(paths()).toEqual(['POST /api/auth/login', 'GET /api/user/info']);
    expect(getRole()).toBe('PVZ_ADMIN');
  });

  it('asks the API when the page’s user info names no role the admin lets in', async () => {
    server.respond(api({ username: 'ali', role: 'PVZ_ADMIN' }));
    loadPageWithUser({ username: 'vali', role: 'CLIENT' });
    await authProvider.checkAuth({});
    expect(paths()).toEqual(['GET /api/user/info']);
    expect(getRole()).toBe('PVZ_ADMIN');
  });

  it('checkError rejects on 401 so react-admin logs out, and resolves otherwise', async () => {
    setToken('tok-1');
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(getToken()).toBeUndefined();

    setToken('tok-1');
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(getToken()).toBe('tok-1');
  });
});

describe('authProvider.canAccess', () => {
  const { route, name } = resources.waybill;
  const rules = resourceAccess[name];
  const allowed = rules.create[0];
  const denied = ROLES.find((role) => !rules.create.includes(role) && role !== 'CLIENT');

  const loginAs = async (role: string) => {
    server.respond(api({ username: 'u', role }));
    await authProvider.login({ username: 'u', password: 'secret123' });
  };

  it('answers the registry rules for the resource behind a route', async () => {
    expect(allowed).toBeDefined();
    expect(denied).toBeDefined();
    await loginAs(allowed);
    expect(await authProvider.canAccess?.({ action: 'create', resource: route })).toBe(true);
    // clone creates a record, so it follows the create rule
    expect(await authProvider.canAccess?.({ action: 'clone', resource: route })).toBe(true);

    await loginAs(denied as string);
    expect(await authProvider.canAccess?.({ action: 'create', resource: route })).toBe(false);
    expect(await authProvider.canAccess?.({ action: 'clone', resource: route })).toBe(false);
  });

  it('agrees with the rules for every action of every role', async () => {
    for (const role of ROLES.filter((candidate) => candidate !== 'CLIENT')) {
      await loginAs(role);
      for (const action of ['show', 'create', 'edit', 'delete'] as const) {
        const expected = rules[action].includes(role);
        expect(await authProvider.canAccess?.({ action, resource: route })).toBe(expected);
      }
      // The list page follows the page's audience, which may be narrower than who reads records.
      expect(await authProvider.canAccess?.({ action: 'list', resource: route })).toBe(
        ROUTE_ACCESS[`/${route}`].includes(role),
      );
    }
  });

  it('denies unknown actions, unknown resources and anyone without a session', async () => {
    await loginAs('ROOT');
    expect(await authProvider.canAccess?.({ action: 'fly', resource: route })).toBe(false);
    expect(await authProvider.canAccess?.({ action: 'list', resource: 'no/such' })).toBe(false);
    await authProvider.logout({});
    expect(await authProvider.canAccess?.({ action: 'list', resource: route })).toBe(false);
  });
});
