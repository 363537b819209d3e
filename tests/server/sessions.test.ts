/**
 * Server-side sessions over HTTP and the realtime socket, tried as an attacker would: a token
 * works only while its session lives; signing out, a password, role or company change and a
 * deactivation end sessions for good (sockets included); ids are not reused after a restart;
 * CLIENT is refused everywhere.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/core/generated/registry';
import { createTokenService } from '../../server/auth/tokens';
import { connect } from '../../server/db/connect';
import { openStore } from '../../server/db/openStore';
import { tableFor } from '../../server/db/tables';
import {
  closeSockets,
  connected,
  disconnection,
  openSocket,
  refusal,
} from './helpers/realtimeSocket';
import { STAFF_PASSWORD, createStaff, infoStatus, signIn, tokenOf } from './helpers/staffAccounts';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;
/** Two companies of the demo data. */
let companyIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  root = await server.login('root');
  const companies = await server.call<Row[]>('/api/companies?range=[0,1]', { token: root });
  companyIds = companies.body.map((company) => Number(company.id));
}, 60_000);
afterAll(async () => {
  closeSockets();
  await server.stop();
});

const logout = (token: string) =>
  server.call<ErrorBody | string>('/api/auth/logout', { method: 'POST', token });

const patchUser = (id: number, body: Record<string, unknown>) =>
  server.call<Row>(`/api/users/${id}`, { method: 'PATCH', token: root, body });

describe('POST /api/auth/logout', () => {
  it('ends the session of the token, and only that one', async () => {
    const staff = await createStaff(server, root, { role: 'PLATFORM_USER' });
    const first = await tokenOf(server, staff.username);
    const second = await tokenOf(server, staff.username);
    const socket = openSocket(server.url, first);
    await connected(socket);
    const closed = disconnection(socket);

    const { status } = await logout(first);
    expect(status).toBe(204);
    expect(await closed).toBe('io server disconnect');
    const after = await server.call<ErrorBody>('/api/user/info', { token: first });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: en('errors.http.401') });
    expect((await server.call('/api/waybills', { token: first })).status).toBe(401);
    // Signing out twice, or with the token again, gets nothing back.
    expect((await logout(first)).status).toBe(401);
    expect(await infoStatus(server, second)).toBe(200);
    expect((await refusal(openSocket(server.url, first))).message).toBe('unauthorized');
  });

  it('401 without a token or with a forged one', async () => {
    expect((await server.call('/api/auth/logout', { method: 'POST' })).status).toBe(401);
    const token = await server.login('platform_admin');
    const [payload] = token.split('.');
    expect((await logout(`${payload}.forged`)).status).toBe(401);
    expect(await infoStatus(server, token)).toBe(200);
  });
});

describe('tokens', () => {
  it('carry their session until it expires, and only under the key that signed them', async () => {
    const store = await openStore(':memory:');
    try {
      let now = 5_000_000;
      const tokens = createTokenService(store, 'secret', 60, () => now);
      const token = await tokens.issue(7);
      expect(await tokens.verify(token)).toEqual({ sessionId: expect.any(String), userId: 7 });
      expect(await createTokenService(store, 'another key', 60).verify(token)).toBeUndefined();
      now += 60_000;
      expect(await tokens.verify(token)).toBeUndefined();
    } finally {
      await store.close();
    }
  });

  it('are refused when they name a session that was never opened', async () => {
    const token = await server.login('platform_admin');
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    // Another session id under the old signature: the signature no longer matches.
    const guessed = Buffer.from(JSON.stringify({ ...claims, sid: 'AAAAAAAAAAAAAAAAAAAAAA' }));
    expect(await infoStatus(server, `${guessed.toString('base64url')}.${signature}`)).toBe(401);
  });
});

describe('a change of the user ends all of their sessions', () => {
  it('a password change keeps the session that made it and ends the others', async () => {
    const staff = await createStaff(server, root, { role: 'PLATFORM_USER' });
    const here = await tokenOf(server, staff.username);
    const elsewhere = await tokenOf(server, staff.username);
    const socket = openSocket(server.url, elsewhere);
    await connected(socket);
    const closed = disconnection(socket);

    const changed = await server.call('/api/user/password', {
      method: 'POST',
      token: here,
      body: { oldPassword: STAFF_PASSWORD, password: 'changed123', confirmPassword: 'changed123' },
    });
    expect(changed.status).toBe(204);
    expect(await infoStatus(server, elsewhere)).toBe(401);
    expect(await closed).toBe('io server disconnect');
    expect(await infoStatus(server, here)).toBe(200);
    expect((await signIn(server, staff.username, STAFF_PASSWORD)).status).toBe(400);
    expect((await signIn(server, staff.username, 'changed123')).status).toBe(200);
  });

  it('a role change, a deactivation and a company change each end them for good', async () => {
    const staff = await createStaff(server, root, {
      role: 'COMPANY_USER',
      companyId: companyIds[0],
    });
    const changes: Record<string, unknown>[] = [
      { role: 'COMPANY_ADMIN' },
      { companyId: companyIds[1] },
      { isActive: false },
    ];
    for (const change of changes) {
      const token = await tokenOf(server, staff.username);
      const socket = openSocket(server.url, token);
      await connected(socket);
      const closed = disconnection(socket);
      expect((await patchUser(staff.id, change)).status, JSON.stringify(change)).toBe(200);
      expect(await infoStatus(server, token), JSON.stringify(change)).toBe(401);
      expect(await closed).toBe('io server disconnect');
      // Switched back on, the account signs in again, but the old token stays dead.
      if (change.isActive === false) {
        expect((await patchUser(staff.id, { isActive: true })).status).toBe(200);
        expect(await infoStatus(server, token)).toBe(401);
        expect(await infoStatus(server, await tokenOf(server, staff.username))).toBe(200);
      }
    }
  });

  it('other changes of the user leave the sessions alone', async () => {
    const staff = await createStaff(server, root, { role: 'PLATFORM_USER' });
    const token = await tokenOf(server, staff.username);
    expect((await patchUser(staff.id, { name: 'Renamed Staff' })).status).toBe(200);
    expect(await infoStatus(server, token)).toBe(200);
  });

  it('deleting the user ends them', async () => {
    const staff = await createStaff(server, root, { role: 'PLATFORM_USER' });
    const token = await tokenOf(server, staff.username);
    const socket = openSocket(server.url, token);
    await connected(socket);
    const closed = disconnection(socket);
    const deleted = await server.call(`/api/users/${staff.id}`, { method: 'DELETE', token: root });
    expect(deleted.status).toBe(200);
    expect(await infoStatus(server, token)).toBe(401);
    expect(await closed).toBe('io server disconnect');
  });
});

describe('CLIENT', () => {
  it('cannot sign in, with a message saying why', async () => {
    const { status, body } = await server.call<ErrorBody>('/api/auth/login', {
      method: 'POST',
      body: { username: 'client', password: 'demo1234' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe(en('auth.clientRefused'));
    expect(body).not.toHaveProperty('token');
  });

  it('is refused by user info, notifications, every resource and the socket', async () => {
    // A session opened before the account became CLIENT, the change written behind the API's
    // back (straight into the database), so no write ended the session.
    const staff = await createStaff(server, root, { role: 'PLATFORM_USER' });
    const token = await tokenOf(server, staff.username);
    const connection = await connect(server.database, { schema: server.schema });
    try {
      await sql`UPDATE ${sql.table(tableFor('users').name)} SET "role" = 'CLIENT'
        WHERE "id" = ${staff.id}`.execute(connection.db);
    } finally {
      await connection.db.destroy();
    }
    for (const path of ['/api/user/info', '/api/notifications', '/api/stats/dashboard']) {
      const { status, body } = await server.call<ErrorBody>(path, { token });
      expect(status, path).toBe(401);
      expect(body.message, path).toBe(en('auth.clientRefused'));
    }
    for (const { api } of Object.values(resources)) {
      expect((await server.call(`/api/${api}`, { token })).status, api).toBe(401);
      const created = await server.call(`/api/${api}`, { method: 'POST', token, body: {} });
      expect(created.status, api).toBe(401);
    }
    const password = await server.call('/api/user/password', {
      method: 'POST',
      token,
      body: { oldPassword: STAFF_PASSWORD, password: 'changed123', confirmPassword: 'changed123' },
    });
    expect(password.status).toBe(401);
    expect((await refusal(openSocket(server.url, token))).message).toBe('unauthorized');
  });
});

describe('ids after a restart', () => {
  it('are never given again, and a deleted user’s token stays refused', async () => {
    const own = await startTestServer();
    /** The server running now, for the clean-up. */
    let running: TestServer | undefined = own;
    try {
      const ownRoot = await own.login('root');
      const deletedUser = await createStaff(own, ownRoot, { role: 'PLATFORM_ADMIN' });
      const token = await tokenOf(own, deletedUser.username);
      const deleted = await own.call(`/api/users/${deletedUser.id}`, {
        method: 'DELETE',
        token: ownRoot,
      });
      expect(deleted.status).toBe(200);
      running = undefined;
      await own.stop({ keep: true });

      const restarted = await startTestServer({ reuse: own });
      running = restarted;
      const nextRoot = await restarted.login('root');
      const next = await createStaff(restarted, nextRoot, { role: 'PLATFORM_ADMIN' });
      expect(next.id).toBeGreaterThan(deletedUser.id);
      expect(await infoStatus(restarted, token)).toBe(401);
      // The new user's own token is theirs, not the deleted one's.
      const info = await restarted.call<{ username: string }>('/api/user/info', {
        token: await tokenOf(restarted, next.username),
      });
      expect(info.body.username).toBe(next.username);
    } finally {
      await running?.stop();
    }
  }, 60_000);
});
