// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { createApiClient, UnauthorizedError } from '../../../src/dataProvider/apiClient';
import { createAuthProvider } from '../../../src/auth/authProvider';
import {
  clearSession,
  dismissSessionNotice,
  getRole,
  getSessionNotice,
  getToken,
  setToken,
  subscribeSession,
} from '../../../src/session/session';
import { sendJson, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let authProvider: AuthProvider;
const client = () => createApiClient({ baseUrl: server.baseUrl });

beforeAll(async () => {
  server = await startTestServer();
  authProvider = createAuthProvider(client());
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  clearSession();
  dismissSessionNotice();
});

/** Users by token; login hands out the token named by the username. */
const USERS: Record<string, { username: string; role: string | null }> = {
  'tok-ali': { username: 'ali', role: 'ROOT' },
  'tok-vali': { username: 'vali', role: 'PVZ_ADMIN' },
  'tok-mijoz': { username: 'mijoz', role: 'CLIENT' },
};

/** The demo API; user info for `slowToken` answers only after `delayMs`. */
const api = (slowToken?: string, delayMs = 0) =>
  server.respond((request, response) => {
    const path = request.url.pathname;
    if (path === '/api/auth/login') {
      const { username } = request.body as { username: string };
      sendJson(response, 200, { token: `tok-${username}` });
      return;
    }
    const token = request.headers.authorization?.replace('Bearer ', '') ?? '';
    const user = USERS[token];
    if (path === '/api/user/info' && user) {
      setTimeout(() => sendJson(response, 200, user), token === slowToken ? delayMs : 0);
      return;
    }
    if (path === '/api/user/info') sendJson(response, 500, { message: 'boom' });
    else sendJson(response, 401, { message: 'Tizimga kiring' });
  });

/** Counts the times a session (a token) ends from now on. */
const countSessionEnds = () => {
  const ends = { count: 0, stop: () => {} };
  let open = getToken() !== undefined;
  ends.stop = subscribeSession(() => {
    const now = getToken() !== undefined;
    if (open && !now) ends.count += 1;
    open = now;
  });
  return ends;
};

describe('how a session ends, as the login page will tell it', () => {
  it('a 401 from any call ends the session in checkError, once, and says it expired', async () => {
    api();
    await authProvider.login({ username: 'ali', password: 'secret123' });
    expect(getRole()).toBe('ROOT');
    const ends = countSessionEnds();

    const error: unknown = await client()
      .request('waybills')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UnauthorizedError);
    // The HTTP client only raised it: the session is still there for the authProvider to judge.
    expect(getToken()).toBe('tok-ali');
    expect(getRole()).toBe('ROOT');
    expect(ends.count).toBe(0);

    // react-admin hands it to checkError, which ends the session, then logs out: the reason
    // survives, and the session ended once.
    await expect(authProvider.checkError(error)).rejects.toThrow('auth.sessionExpired');
    expect(getToken()).toBeUndefined();
    expect(getRole()).toBeUndefined();
    expect(getSessionNotice()).toBe('auth.sessionExpired');
    await authProvider.logout({});
    expect(getSessionNotice()).toBe('auth.sessionExpired');
    expect(ends.count).toBe(1);
    ends.stop();
  });

  it('a token that user info answers 401 to (a reload) ends as expired', async () => {
    server.respond((_request, response) => sendJson(response, 401, { message: 'Tizimga kiring' }));
    setToken('tok-revoked');
    await expect(authProvider.checkAuth({})).rejects.toThrow('auth.sessionExpired');
    expect(getToken()).toBeUndefined();
    expect(getSessionNotice()).toBe('auth.sessionExpired');
    expect(server.requests).toHaveLength(1);
  });

  it('a plain logout leaves nothing to say, and the next login forgets the last notice', async () => {
    api();
    await authProvider.login({ username: 'ali', password: 'secret123' });
    await authProvider.logout({});
    expect(getSessionNotice()).toBeUndefined();

    await authProvider.login({ username: 'ali', password: 'secret123' });
    await authProvider.checkError({ status: 401 }).catch(() => undefined);
    expect(getSessionNotice()).toBe('auth.sessionExpired');
    await authProvider.login({ username: 'vali', password: 'secret123' });
    expect(getSessionNotice()).toBeUndefined();
  });

  it('a token whose user info fails (a reload) is reset, with auth.userInfoFailed', async () => {
    api();
    setToken('tok-unknown');
    await expect(authProvider.checkAuth({})).rejects.toThrow('auth.userInfoFailed');
    expect(getToken()).toBeUndefined();
    expect(getSessionNotice()).toBe('auth.userInfoFailed');
  });

  it('a CLIENT token found on reload is refused with auth.clientRefused', async () => {
    api();
    setToken('tok-mijoz');
    await expect(authProvider.checkAuth({})).rejects.toThrow('auth.clientRefused');
    expect(getToken()).toBeUndefined();
    expect(await authProvider.getPermissions?.({}).catch(() => undefined)).toBeUndefined();
    expect(getSessionNotice()).toBe('auth.clientRefused');
  });
});

describe('changing user', () => {
  it("a late answer about the previous user neither fills nor ends the new user's session", async () => {
    api('tok-ali', 150);
    setToken('tok-ali'); // a reload: token, no role yet
    const previous = authProvider.checkAuth({}).catch((error: Error) => error);

    await authProvider.logout({});
    await authProvider.login({ username: 'vali', password: 'secret123' });
    expect(getRole()).toBe('PVZ_ADMIN');

    expect(await previous).toBeInstanceOf(Error);
    expect(getToken()).toBe('tok-vali');
    expect(getRole()).toBe('PVZ_ADMIN');
    expect(await authProvider.getPermissions?.({})).toBe('PVZ_ADMIN');
    expect(await authProvider.getIdentity?.()).toEqual({
      id: 'vali',
      fullName: 'vali',
      companyId: null,
      userId: null,
    });
  });

  it('identity and permissions follow the user who is signed in now', async () => {
    api();
    await authProvider.login({ username: 'ali', password: 'secret123' });
    expect(await authProvider.getIdentity?.()).toMatchObject({ id: 'ali' });
    await authProvider.logout({});
    await expect(authProvider.getIdentity?.()).rejects.toBeDefined();
    expect(await authProvider.getPermissions?.({})).toBeUndefined();

    await authProvider.login({ username: 'vali', password: 'secret123' });
    expect(await authProvider.getIdentity?.()).toMatchObject({ id: 'vali' });
    expect(await authProvider.getPermissions?.({})).toBe('PVZ_ADMIN');
  });
});
