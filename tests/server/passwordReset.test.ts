/**
 * POST /api/users/:id/reset-password over HTTP, tried by callers of every standing: only one who
 * outranks the user (of the same company, for a company role) sets the password, and then every
 * session of that user ends, socket included; anyone else gets a translated 403 and nothing is
 * written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSockets, connected, disconnection, openSocket } from './helpers/realtimeSocket';
import {
  STAFF_PASSWORD,
  createStaff,
  infoStatus,
  signIn,
  tokenOf,
  type StaffAccount,
} from './helpers/staffAccounts';
import { readStored, storedState } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

const NEW_PASSWORD = 'reset5678';

let server: TestServer;
let root: string;
/** The demo company admin's token and company. */
let companyAdmin: string;
let ownCompanyId: number;
let otherCompanyId: number;

beforeAll(async () => {
  server = await startTestServer();
  root = await server.login('root');
  companyAdmin = await server.login('company_admin');
  const info = await server.call<{ companyId: number }>('/api/user/info', { token: companyAdmin });
  ownCompanyId = info.body.companyId;
  const companies = await server.call<Row[]>('/api/companies?range=[0,9]', { token: root });
  otherCompanyId = Number(companies.body.find((company) => company.id !== ownCompanyId)?.id);
}, 60_000);
afterAll(async () => {
  closeSockets();
  await server.stop();
});

const reset = (token: string | undefined, id: number, body: unknown = { password: NEW_PASSWORD }) =>
  server.call<Row & ErrorBody>(`/api/users/${id}/reset-password`, {
    method: 'POST',
    token,
    body,
  });

/** The caller is refused with `message`, and the user, the data and their session are as before. */
async function expectRefused(
  caller: string | undefined,
  target: StaffAccount,
  expected: { status: number; message: string }[],
): Promise<void> {
  const targetToken = await tokenOf(server, target.username);
  const before = await storedState(server);
  const { status, body } = await reset(caller, target.id);
  expect(
    expected.some((refusal) => refusal.status === status && refusal.message === body.message),
    `${status} ${body.message}`,
  ).toBe(true);
  expect(await storedState(server)).toBe(before);
  expect(await infoStatus(server, targetToken)).toBe(200);
  expect((await signIn(server, target.username, STAFF_PASSWORD)).status).toBe(200);
}

const forbidden = (message: string) => ({ status: 403, message: en(message) });

describe('who may not reset a password', () => {
  it('a caller without a session', async () => {
    const target = await createStaff(server, root, { role: 'PLATFORM_USER' });
    await expectRefused(undefined, target, [{ status: 401, message: en('errors.http.401') }]);
  });

  it('a lower rank', async () => {
    const target = await createStaff(server, root, { role: 'PLATFORM_ADMIN' });
    const platformUser = await server.login('platform_user');
    await expectRefused(platformUser, target, [forbidden('authority.rankTooHigh')]);
  });

  it('the same rank, ROOT apart', async () => {
    const target = await createStaff(server, root, { role: 'PLATFORM_ADMIN' });
    const platformAdmin = await server.login('platform_admin');
    await expectRefused(platformAdmin, target, [forbidden('authority.rankTooHigh')]);
  });

  it('a role that may not manage users at all', async () => {
    const target = await createStaff(server, root, {
      role: 'COMPANY_USER',
      companyId: ownCompanyId,
    });
    const companyUser = await server.login('company_user');
    await expectRefused(companyUser, target, [forbidden('errors.http.403')]);
  });

  it('a company admin, for a user of another company', async () => {
    const target = await createStaff(server, root, {
      role: 'COMPANY_USER',
      companyId: otherCompanyId,
    });
    // Where another company's rows are out of sight, the user is not found at all.
    await expectRefused(companyAdmin, target, [
      forbidden('authority.otherCompany'),
      { status: 404, message: en('errors.http.404') },
    ]);
  });

  it('anyone, with a password that breaks the password rules', async () => {
    const target = await createStaff(server, root, { role: 'PLATFORM_USER' });
    const before = await storedState(server);
    for (const password of ['short1', 'a'.repeat(21) + '1', 'lettersonly', '', 12345678]) {
      const { status, body } = await reset(root, target.id, { password });
      expect(status, String(password)).toBe(400);
      expect(body.errors?.password, String(password)).toEqual(expect.any(String));
    }
    expect((await reset(root, target.id, {})).status).toBe(400);
    expect(await storedState(server)).toBe(before);
  });

  it('404 for a user that does not exist', async () => {
    const { status, body } = await reset(root, 987_654);
    expect(status).toBe(404);
    expect(body.message).toBe(en('errors.http.404'));
  });
});

describe('a reset by a higher rank', () => {
  it('sets the password and ends every session of the user, socket included', async () => {
    const target = await createStaff(server, root, {
      role: 'COMPANY_USER',
      companyId: ownCompanyId,
    });
    const tokens = [await tokenOf(server, target.username), await tokenOf(server, target.username)];
    const socket = openSocket(server.url, tokens[0]);
    await connected(socket);
    const closed = disconnection(socket);

    const { status, body } = await reset(root, target.id);
    expect(status).toBe(200);
    expect(body.username).toBe(target.username);
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('passwordHash');

    expect(await closed).toBe('io server disconnect');
    for (const token of tokens) expect(await infoStatus(server, token)).toBe(401);
    expect((await signIn(server, target.username, STAFF_PASSWORD)).status).toBe(400);
    expect(await infoStatus(server, await tokenOf(server, target.username, NEW_PASSWORD))).toBe(
      200,
    );
    const stored = (await readStored(server)).users.find((user) => user.id === target.id);
    expect(String(stored?.passwordHash)).toMatch(/^scrypt\$/);
    expect(String(stored?.passwordHash)).not.toContain(NEW_PASSWORD);
  });

  it('a company admin resets a user of its own company', async () => {
    const target = await createStaff(server, root, {
      role: 'COMPANY_USER',
      companyId: ownCompanyId,
    });
    const token = await tokenOf(server, target.username);
    expect((await reset(companyAdmin, target.id)).status).toBe(200);
    expect(await infoStatus(server, token)).toBe(401);
    expect((await signIn(server, target.username, NEW_PASSWORD)).status).toBe(200);
  });

  it('ROOT resets another ROOT', async () => {
    const target = await createStaff(server, root, { role: 'ROOT' });
    expect((await reset(root, target.id)).status).toBe(200);
    expect((await signIn(server, target.username, NEW_PASSWORD)).status).toBe(200);
  });
});
