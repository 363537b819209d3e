/**
 * Two API servers on one database (with TEST_DATABASE_URL, one PostgreSQL schema; else one
 * SQLite file): failed logins count on both, whichever server each reaches, and a login code
 * shown by one works once, on either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../../server/auth/loginAttempts';
import { recordingCaptchaCodes } from './helpers/captchaCode';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody } from './helpers/types';

let first: TestServer;
let second: TestServer;
const codes = recordingCaptchaCodes();
beforeAll(async () => {
  first = await startTestServer({ createCaptchaCode: codes.create });
  second = await startTestServer({ reuse: first, createCaptchaCode: codes.create });
});
afterAll(async () => {
  await second.stop({ keep: true });
  await first.stop();
});

const login = (server: TestServer, password: string, code?: string) =>
  server.call<ErrorBody & { token?: string }>('/api/auth/login', {
    method: 'POST',
    body: { username: 'platform_user', password, ...(code !== undefined && { code }) },
  });

describe('failed logins on two servers', () => {
  it('ask for the code at the third failure, alternating servers', async () => {
    const servers = [first, second];
    for (let i = 0; i < MAX_FAILURES; i++) {
      const { status, body } = await login(servers[i % 2], `guess-${i}`);
      expect(status).toBe(400);
      expect(body.captchaRequired, `failure ${i + 1}`).toBe(i === MAX_FAILURES - 1);
    }
    const withoutCode = await login(first, DEMO_PASSWORD);
    expect(withoutCode.body.errors).toEqual({ code: en('auth.codeRequired') });

    // The picture comes from one server; its code is taken once, by the other.
    const picture = await second.call<string>('/api/auth/captcha?username=platform_user');
    expect(picture.status).toBe(200);
    const code = codes.latest();
    const signedIn = await login(first, DEMO_PASSWORD, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    // Signed in: the count is cleared everywhere, and the code was used up.
    const again = await login(second, DEMO_PASSWORD, code);
    expect(again.status).toBe(200);
    const afterwards = await login(second, 'guess-again');
    expect(afterwards.body.captchaRequired).toBe(false);
  });
});
