import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingCaptchaCodes } from './helpers/captchaCode';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './helpers/testServer';
import { en, uz } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
const codes = recordingCaptchaCodes();
beforeAll(async () => {
  server = await startTestServer({ createCaptchaCode: codes.create });
});
afterAll(() => server.stop());

const login = (username: string, password: string, code?: string) =>
  server.call<ErrorBody & { token?: string }>('/api/auth/login', {
    method: 'POST',
    body: { username, password, ...(code !== undefined && { code }) },
  });

/** Fetches a new picture for the username; answers its code, as the person reading it would. */
const captchaFor = async (username: string) => {
  const response = await server.call<string>(`/api/auth/captcha?username=${username}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('image/svg+xml');
  expect(response.headers.get('cache-control')).toBe('no-store');
  return codes.latest();
};

describe('POST /api/auth/login', () => {
  it('gives a demo user a token that /api/user/info recognises', async () => {
    const { status, body } = await login('root', DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(body.token).toEqual(expect.any(String));

    const info = await server.call('/api/user/info', { token: body.token });
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      id: expect.any(Number),
      username: 'root',
      name: expect.any(String),
      email: 'root@baraka.uz',
      phone: expect.stringMatching(/^\+998\d{9}$/),
      companyId: null,
      companyName: null,
      answeredCount: expect.any(Number),
      role: 'ROOT',
    });
  });

  it('refuses a wrong password with a field error in the request language', async () => {
    const { status, body } = await login('platform_admin', 'wrong-password1');
    expect(status).toBe(400);
    expect(body).toEqual({
      message: en('auth.invalidCredentials'),
      errors: { password: en('auth.invalidCredentials') },
      captchaRequired: false,
    });

    const inUzbek = await server.call<ErrorBody>('/api/auth/login', {
      method: 'POST',
      body: { username: 'platform_admin', password: 'wrong-password1' },
      language: 'uz',
    });
    expect(inUzbek.body.message).toBe(uz('auth.invalidCredentials'));
    expect(inUzbek.body.message).not.toBe(body.message);
  });

  it('names the missing fields', async () => {
    const { status, body } = await login('', '');
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      username: en('validation.required'),
      password: en('validation.required'),
    });
  });

  it('refuses an inactive account even with the right password', async () => {
    const users = JSON.parse(readFileSync(server.seedFile, 'utf8')).users as Row[];
    const inactive = users.find((user) => user.isActive === false);
    expect(inactive).toBeDefined();
    const { status, body } = await login(String(inactive?.username), DEMO_PASSWORD);
    expect(status).toBe(400);
    expect(body.token).toBeUndefined();
    expect(Object.keys(body.errors ?? {})).toEqual(['username']);
  });

  it('demands the code of the captcha after three failures, and accepts it', async () => {
    const username = 'marketing_admin';
    for (const attempt of [1, 2]) {
      const { body } = await login(username, `wrong-${attempt}`);
      expect(body.captchaRequired).toBe(false);
    }
    const third = await login(username, 'wrong-3');
    expect(third.status).toBe(400);
    expect(third.body.captchaRequired).toBe(true);

    // The right password alone is no longer enough.
    const withoutCode = await login(username, DEMO_PASSWORD);
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.captchaRequired).toBe(true);
    expect(withoutCode.body.errors).toEqual({ code: en('auth.codeRequired') });

    // A wrong code is refused and uses the picture up.
    const firstCode = await captchaFor(username);
    expect(firstCode).toMatch(/^[A-Z2-9]{5}$/);
    const wrongCode = await login(username, DEMO_PASSWORD, `${firstCode}X`);
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.errors).toEqual({ code: en('auth.codeWrong') });
    const reused = await login(username, DEMO_PASSWORD, firstCode);
    expect(reused.body.errors).toEqual({ code: en('auth.codeWrong') });

    // The code of a fresh picture signs in (any letter case).
    const code = await captchaFor(username);
    const signedIn = await login(username, DEMO_PASSWORD, code.toLowerCase());
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));

    // Success reset the counter: a new mistake does not ask for a code.
    const afterReset = await login(username, 'wrong-again');
    expect(afterReset.body.captchaRequired).toBe(false);
  });

  it('counts a wrong password sent with a right code as another failure', async () => {
    const username = 'platform_finance';
    for (const attempt of [1, 2, 3]) await login(username, `wrong-${attempt}`);
    const code = await captchaFor(username);
    const { status, body } = await login(username, 'still-wrong', code);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ password: en('auth.invalidCredentials') });
    expect(body.captchaRequired).toBe(true);
  });

  it('wants a username for a captcha', async () => {
    const { status, body } = await server.call<ErrorBody>('/api/auth/captcha');
    expect(status).toBe(400);
    expect(body.errors).toEqual({ username: en('validation.required') });
  });

  it('refuses a CLIENT at sign-in, with its password right, and gives no token', async () => {
    const { status, body } = await server.call<ErrorBody & { token?: string }>('/api/auth/login', {
      method: 'POST',
      body: { username: 'client', password: DEMO_PASSWORD },
    });
    expect(status).toBe(400);
    expect(body.message).toBe(en('auth.clientRefused'));
    expect(body.token).toBeUndefined();
  });
});

describe('tokens', () => {
  it('401 without a token', async () => {
    const { status, body } = await server.call('/api/user/info');
    expect(status).toBe(401);
    expect(body).toEqual({ message: en('errors.http.401') });
  });

  it('401 for a token whose payload was changed', async () => {
    const token = await server.login('company_user');
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 1 })).toString('base64url');
    const { status } = await server.call('/api/user/info', { token: `${forged}.${signature}` });
    expect(status).toBe(401);
    expect((await server.call('/api/waybills', { token: `${token}x` })).status).toBe(401);
    expect((await server.call('/api/waybills', { token: 'not-a-token' })).status).toBe(401);
  });

  it('401 once the account is switched off', async () => {
    const root = await server.login('root');
    const token = await server.login('platform_user');
    const users = await server.call<Row[]>(
      `/api/users?s=${encodeURIComponent('{"username":"platform_user"}')}`,
      {
        token: root,
      },
    );
    const user = users.body.find((candidate) => candidate.username === 'platform_user');
    const patched = await server.call(`/api/users/${user?.id}`, {
      token: root,
      method: 'PATCH',
      body: { isActive: false },
    });
    expect(patched.status).toBe(200);
    expect((await server.call('/api/user/info', { token })).status).toBe(401);
  });
});
