/**
 * Login as an attacker tries it: guessing one account's password, spraying one password over
 * many usernames from one address (with forged X-Forwarded-For), junk usernames of any length,
 * reading the code off the picture, and telling existing usernames from missing ones.
 * Each test sends from its own loopback address (127.0.0.x), so their address counters are apart.
 */
import * as crypto from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_ADDRESS_FAILURES, MAX_FAILURES } from '../../server/auth/loginAttempts';
import { resources } from '../../src/core/generated/registry';
import { recordingCaptchaCodes } from './helpers/captchaCode';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody } from './helpers/types';

// Every scrypt the server runs passes through this spy (and is computed for real).
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scryptSync: vi.fn(actual.scryptSync) };
});
const scryptSync = vi.mocked(crypto.scryptSync);

let server: TestServer;
const codes = recordingCaptchaCodes();
beforeAll(async () => {
  server = await startTestServer({ createCaptchaCode: codes.create });
});
afterAll(() => server.stop());

interface Answer<T> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
}

/** One request from the loopback address `from`, as a client on that machine would send it. */
function send<T>(
  from: string,
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const { port } = new URL(server.url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        localAddress: from,
        headers: {
          'Accept-Language': 'en',
          ...(payload !== undefined && { 'Content-Type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const isJson = (res.headers['content-type'] ?? '').includes('json');
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: (isJson ? JSON.parse(text) : text) as T,
          });
        });
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

const loginFrom = (
  from: string,
  username: string,
  password: string,
  extra: { code?: string; headers?: Record<string, string> } = {},
) =>
  send<ErrorBody & { token?: string }>(from, '/api/auth/login', {
    method: 'POST',
    body: { username, password, ...(extra.code !== undefined && { code: extra.code }) },
    headers: extra.headers,
  });

/** Fetches a picture for the username from `from`; answers the code it shows. */
async function pictureCode(from: string, username: string): Promise<string> {
  const picture = await send<string>(from, `/api/auth/captcha?username=${username}`);
  expect(picture.status).toBe(200);
  return codes.latest();
}

const usernameField = resources.user.fields.find((field) => field.name === 'username');
const USERNAME_MAX = usernameField?.type === 'string' ? (usernameField.max ?? NaN) : NaN;

describe('counting failed logins', () => {
  it('asks for a code after repeated failures on one username, however it is spelled', async () => {
    const from = '127.0.0.11';
    const spellings = ['company_admin', ' COMPANY_ADMIN', 'Company_Admin '];
    expect(spellings.length).toBe(MAX_FAILURES);
    for (const [index, username] of spellings.entries()) {
      const { status, body } = await loginFrom(from, username, 'guess-1');
      expect(status).toBe(400);
      expect(body.captchaRequired).toBe(index === MAX_FAILURES - 1);
    }
    const rightPassword = await loginFrom(from, 'company_admin', DEMO_PASSWORD);
    expect(rightPassword.body.errors).toEqual({ code: en('auth.codeRequired') });
    // Another username from the same address is not asked yet.
    const other = await loginFrom(from, 'company_user', 'guess-1');
    expect(other.body.captchaRequired).toBe(false);
  });

  it('asks every username for a code once one address has sprayed a password over many', async () => {
    const from = '127.0.0.12';
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
      // A new made-up client address every time: the server does not believe it.
      const forged = { 'X-Forwarded-For': `203.0.113.${i + 1}` };
      const { body } = await loginFrom(from, `sprayed_${i}`, 'Summer2026!', { headers: forged });
      expect(body.errors, `attempt ${i + 1}`).toEqual({
        password: en('auth.invalidCredentials'),
      });
      expect(body.captchaRequired, `attempt ${i + 1}`).toBe(i === MAX_ADDRESS_FAILURES - 1);
    }
    const fresh = await loginFrom(from, 'platform_user', 'Summer2026!');
    expect(fresh.status).toBe(400);
    expect(fresh.body.errors).toEqual({ code: en('auth.codeRequired') });
    expect(fresh.body.captchaRequired).toBe(true);

    // Signing in to an account of one's own (with the code) does not clear the address's count.
    const code = await pictureCode(from, 'platform_user');
    const own = await loginFrom(from, 'platform_user', DEMO_PASSWORD, { code });
    expect(own.status).toBe(200);
    expect((await loginFrom(from, 'sprayed_next', 'Summer2026!')).body.captchaRequired).toBe(true);

    // Another address is not slowed by this one.
    const elsewhere = await loginFrom('127.0.0.13', 'sprayed_0', 'Summer2026!');
    expect(elsewhere.body).toEqual({
      message: en('auth.invalidCredentials'),
      errors: { password: en('auth.invalidCredentials') },
      captchaRequired: false,
    });
  });
});

describe('usernames longer than any account can have', () => {
  const long = 'x'.repeat(5000);
  const tooLong = {
    message: en('validation.formFailed'),
    errors: { username: en('validation.maxLength', { max: USERNAME_MAX }) },
  };

  it('are refused with a field error, and counted nowhere', async () => {
    expect(USERNAME_MAX).toBeGreaterThan(0);
    const from = '127.0.0.21';
    for (let i = 0; i < MAX_ADDRESS_FAILURES + MAX_FAILURES; i++) {
      const { status, body } = await loginFrom(from, long, `guess-${i}`);
      expect(status).toBe(400);
      expect(body).toEqual({ ...tooLong, captchaRequired: false });
    }
    // Just over the maximum is refused too; at the maximum it is an ordinary failed login.
    const justOver = await loginFrom(from, 'y'.repeat(USERNAME_MAX + 1), 'guess');
    expect(justOver.body.errors).toEqual(tooLong.errors);
    const atMax = await loginFrom(from, 'y'.repeat(USERNAME_MAX), 'guess');
    expect(atMax.body.errors).toEqual({ password: en('auth.invalidCredentials') });
    // Neither the address nor the username was counted: one failure so far, no code asked.
    expect(atMax.body.captchaRequired).toBe(false);
  });

  it('get no picture', async () => {
    const picture = await send<ErrorBody>('127.0.0.22', `/api/auth/captcha?username=${long}`);
    expect(picture.status).toBe(400);
    expect(picture.body).toEqual(tooLong);
  });
});

describe('the code picture', () => {
  it('draws the code as outlines: no text in the markup, nothing to read off it', async () => {
    const from = '127.0.0.31';
    const picture = await send<string>(from, '/api/auth/captcha?username=root');
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    const svg = picture.body;
    const code = codes.latest();

    expect(svg).toMatch(/^<svg\b/);
    for (const element of ['<text', '<tspan', '<foreignObject', '<title', '<desc', 'font-'])
      expect(svg, element).not.toContain(element);
    // Between the tags there is nothing at all, and the code is nowhere in the markup.
    expect(svg.replace(/<[^>]*>/g, '')).toBe('');
    expect(svg.toUpperCase()).not.toContain(code);
    // One filled outline per character (the noise lines are strokes without fill).
    const glyphs = [...svg.matchAll(/<path\b[^>]*>/g)].filter(
      (path) => !/fill="none"/.test(path[0]),
    );
    expect(glyphs).toHaveLength(code.length);

    // It is the picture of the code a login then needs.
    for (let i = 0; i < MAX_FAILURES; i++) await loginFrom(from, 'root', `guess-${i}`);
    const newCode = await pictureCode(from, 'root');
    expect((await loginFrom(from, 'root', DEMO_PASSWORD, { code: newCode })).status).toBe(200);
  });
});

describe('a failed login for a missing username', () => {
  beforeEach(() => {
    scryptSync.mockClear();
  });

  it('hashes the password just as a wrong password of a real account does', async () => {
    const from = '127.0.0.41';
    const real = await loginFrom(from, 'platform_admin', 'guess-1');
    expect(real.body.errors).toEqual({ password: en('auth.invalidCredentials') });
    const forReal = scryptSync.mock.calls.length;
    expect(forReal).toBe(1);

    scryptSync.mockClear();
    const missing = await loginFrom(from, 'nobody_by_this_name', 'guess-1');
    // Same answer, same work: nothing tells the two apart.
    expect(missing.body).toEqual(real.body);
    expect(scryptSync.mock.calls.length).toBe(forReal);
    const [password, , keyLength] = scryptSync.mock.calls[0];
    expect(password).toBe('guess-1');
    expect(keyLength).toBe(32);
  });
});
