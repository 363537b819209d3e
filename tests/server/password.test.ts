import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_ROLES } from './helpers/signInRoles';
import { readStored } from './helpers/storedData';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './helpers/testServer';
import { en, uz } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const NEW_PASSWORD = 'fresh2025';

const changePassword = (token: string | undefined, body: unknown, language = 'en') =>
  server.call<ErrorBody | null>('/api/user/password', {
    method: 'POST',
    token,
    body,
    language,
  });

const loginStatus = async (username: string, password: string) =>
  (
    await server.call('/api/auth/login', {
      method: 'POST',
      body: { username, password },
    })
  ).status;

const storedUser = async (username: string): Promise<Row> =>
  ((await readStored(server)).users as Row[]).find((user) => user.username === username) as Row;

describe('POST /api/user/password', () => {
  it('refuses a caller without a token with 401', async () => {
    const { status, body } = await changePassword(undefined, {
      oldPassword: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(status).toBe(401);
    expect(body).toEqual({ message: en('errors.http.401') });
  });

  it('names every empty field', async () => {
    const token = await server.login('platform_user');
    const { status, body } = await changePassword(token, {});
    expect(status).toBe(400);
    expect(body).toEqual({
      message: en('validation.formFailed'),
      errors: {
        oldPassword: en('validation.required'),
        password: en('validation.required'),
        confirmPassword: en('validation.password.confirmRequired'),
      },
    });
  });

  it.each([
    ['short1', 'validation.password.rule'],
    ['abcdefghij1234567890x', 'validation.password.rule'],
    ['onlyletters', 'validation.password.rule'],
    ['1234567890', 'validation.password.rule'],
  ])('refuses the new password %s with its rule, and keeps the old one', async (password, key) => {
    const token = await server.login('marketing_admin');
    const before = (await storedUser('marketing_admin')).passwordHash;
    const { status, body } = await changePassword(token, {
      oldPassword: DEMO_PASSWORD,
      password,
      confirmPassword: password,
    });
    expect(status).toBe(400);
    expect(body?.errors).toEqual({ password: en(key) });
    expect((await storedUser('marketing_admin')).passwordHash).toBe(before);
  });

  it('refuses a confirmation that does not match', async () => {
    const token = await server.login('marketing_admin');
    const { status, body } = await changePassword(token, {
      oldPassword: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(status).toBe(400);
    expect(body?.errors).toEqual({ confirmPassword: en('validation.password.mismatch') });
  });

  it('refuses a wrong current password, in the request language', async () => {
    const token = await server.login('marketing_admin');
    const change = {
      oldPassword: 'notMine123',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    const { status, body } = await changePassword(token, change, 'uz');
    expect(status).toBe(400);
    expect(body).toEqual({
      message: uz('validation.formFailed'),
      errors: { oldPassword: uz('auth.oldPasswordWrong') },
    });
    expect(await loginStatus('marketing_admin', DEMO_PASSWORD)).toBe(200);
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const token = await server.login('pvz_admin');
    const { status } = await changePassword(token, {
      oldPassword: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(status).toBe(204);
    expect(await loginStatus('pvz_admin', NEW_PASSWORD)).toBe(200);
    expect(await loginStatus('pvz_admin', DEMO_PASSWORD)).toBe(400);

    const stored = await storedUser('pvz_admin');
    expect(stored.password).toBeUndefined();
    expect(String(stored.passwordHash)).not.toContain(NEW_PASSWORD);

    // The token stays valid; the other tests expect the demo password back.
    const back = await changePassword(token, {
      oldPassword: NEW_PASSWORD,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    });
    expect(back.status).toBe(204);
  });

  it('lets every role that may sign in change its own password', async () => {
    for (const [index, role] of SIGN_IN_ROLES.entries()) {
      const username = role.toLowerCase();
      const token = await server.login(username);
      const password = `changed${index}x`;
      const { status } = await changePassword(token, {
        oldPassword: DEMO_PASSWORD,
        password,
        confirmPassword: password,
      });
      expect(status, role).toBe(204);
      // Put it back, which also proves the change took.
      const back = await changePassword(token, {
        oldPassword: password,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      });
      expect(back.status, role).toBe(204);
    }
  });
});

describe('GET /api/user/info', () => {
  it('adds email, phone and the company name for the profile', async () => {
    const token = await server.login('company_admin');
    const { status, body } = await server.call<Record<string, unknown>>('/api/user/info', {
      token,
    });
    expect(status).toBe(200);
    const data = await readStored(server);
    const user = (data.users as Row[]).find((row) => row.username === 'company_admin') as Row;
    const company = (data.companies as Row[]).find((row) => row.id === user.companyId) as Row;
    expect(body).toEqual({
      id: user.id,
      username: 'company_admin',
      name: user.name,
      email: user.email,
      phone: user.phone,
      companyId: user.companyId,
      companyName: company.shortName,
      answeredCount: user.answeredCount,
      role: 'COMPANY_ADMIN',
    });
  });
});
