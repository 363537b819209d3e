/**
 * The pickup point row scope (schema/roles.yaml `pvzRoles`, a user's `pvzs`) attacked over HTTP:
 * the demo PVZ administrator lists, counts, looks up, reports over and is told of only its
 * points' parcels, clients and points; another point's record is a translated 404 and nothing
 * is stored. Only a role that manages users assigns points, and only existing ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PvzStats } from '../../src/core/stats/statsTypes';
import { pointsOf } from './helpers/pvzPoints';
import { openSocket } from './helpers/realtimeSocket';
import { expectRefused, search } from './helpers/refusals';
import { createStaff, tokenOf } from './helpers/staffAccounts';
import { readStored } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

const NOT_FOUND = 'errors.http.404';
const FORBIDDEN = 'errors.http.403';
const FORM_FAILED = 'validation.formFailed';

let server: TestServer;
let root: string;
let platformAdmin: string;
let pvzAdmin: string;
let stored: Record<string, Row[]>;
/** The demo PVZ administrator's points, by id as text. */
let points: Set<string>;

const userNamed = (username: string) => stored.users.find((user) => user.username === username);
const atOwnPoint = (row: Row) => row.pvzId != null && points.has(String(row.pvzId));
const own = (collection: string) => stored[collection].filter(atOwnPoint);
const foreign = (collection: string) =>
  stored[collection].find((row) => row.pvzId != null && !atOwnPoint(row)) as Row;
const ids = (rows: Row[]) => rows.map((row) => Number(row.id)).sort((a, b) => a - b);
const get = <T = Row[]>(token: string, path: string) => server.call<T>(path, { token });

beforeAll(async () => {
  server = await startTestServer();
  [root, platformAdmin, pvzAdmin] = await Promise.all(
    ['root', 'platform_admin', 'pvz_admin'].map((name) => server.login(name)),
  );
  stored = await readStored(server);
  points = pointsOf(userNamed('pvz_admin'));
});
afterAll(() => server.stop());

describe('the demo pickup point staff', () => {
  it('each work at a few points, not all of them', () => {
    const staff = stored.users.filter((user) =>
      ['PVZ_ADMIN', 'COMPANY_PVZ'].includes(user.role as string),
    );
    expect(staff.map((user) => user.username)).toEqual(
      expect.arrayContaining(['pvz_admin', 'company_pvz']),
    );
    for (const user of staff) {
      const held = pointsOf(user);
      expect(held.size, String(user.username)).toBeGreaterThan(0);
      expect(held.size, String(user.username)).toBeLessThan(stored.pvzs.length);
      for (const id of held) expect(stored.pvzs.some((pvz) => String(pvz.id) === id)).toBe(true);
    }
  });
});

describe('lists, counts and statistics', () => {
  it('lists only its points’ waybills and points, with their counts', async () => {
    expect(own('waybills').length).toBeGreaterThan(0);
    for (const [collection, expected] of [
      ['waybills', own('waybills')],
      ['pvzs', stored.pvzs.filter((pvz) => points.has(String(pvz.id)))],
    ] as const) {
      const { status, body, headers } = await get(pvzAdmin, `/api/${collection}?range=[0,999]`);
      expect(status).toBe(200);
      expect(ids(body), collection).toEqual(ids(expected));
      expect(headers.get('x-total-count')).toBe(String(expected.length));
    }
  });

  it('looks up only the clients whose point is its own', async () => {
    const wanted = stored.clients.map((client) => client.id).slice(0, 200);
    const { status, body } = await get(pvzAdmin, `/api/clients?s=${search({ id: wanted })}`);
    expect(status).toBe(200);
    const expected = own('clients').filter((client) => wanted.includes(client.id));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(body)).toEqual(ids(expected));
  });

  it('finds nothing at another point by filtering for it', async () => {
    const other = foreign('waybills').pvzId;
    const { body, headers } = await get(pvzAdmin, `/api/waybills?s=${search({ pvzId: other })}`);
    expect(body).toEqual([]);
    expect(headers.get('x-total-count')).toBe('0');
  });

  it('reports on the PVZ pages over its points only, agreeing with its lists', async () => {
    const { status, body } = await get<PvzStats>(pvzAdmin, '/api/stats/pvz');
    expect(status).toBe(200);
    expect(body.points.map((point) => String(point.id)).sort()).toEqual([...points].sort());
    const waiting = await get(pvzAdmin, `/api/waybills?s=${search({ status: 'DropZone' })}`);
    const listed = Number(waiting.headers.get('x-total-count'));
    expect(body.points.reduce((sum, point) => sum + point.waiting, 0)).toBe(listed);
    expect(body.regions.reduce((sum, region) => sum + region.clients, 0)).toBe(
      own('clients').length,
    );
    // The platform's figures hold every point.
    const all = await get<PvzStats>(root, '/api/stats/pvz');
    expect(all.body.points).toHaveLength(stored.pvzs.length);
  });

  it('is told in the bell, and on its socket, of its points’ unpaid parcels only', async () => {
    const unpaid = own('waybills').filter(
      (row) => row.status === 'DropZone' && row.payStatus === 'UN_PAID',
    ).length;
    const { body } = await get<{ key: string; count: number }[]>(pvzAdmin, '/api/notifications');
    expect(body.find((item) => item.key === 'unpaidShipments')?.count).toBe(unpaid);
    const socket = openSocket(server.url, pvzAdmin);
    const pushed = await new Promise<{ key: string; count: number }[]>((resolve) =>
      socket.once('notifications', resolve),
    );
    socket.close();
    expect(pushed.find((item) => item.key === 'unpaidShipments')?.count).toBe(unpaid);
  });

  it('exports nothing: the Excel button is not its (SPEC 6 `exportExcel`)', async () => {
    const { status } = await get(pvzAdmin, '/api/waybills/export');
    expect(status).toBe(403);
  });

  it('shows a pickup point role with no point no rows at all', async () => {
    const account = await createStaff(server, root, { role: 'PVZ_ADMIN' });
    const token = await tokenOf(server, account.username);
    for (const collection of ['waybills', 'pvzs']) {
      const { body, headers } = await get(token, `/api/${collection}`);
      expect(body, collection).toEqual([]);
      expect(headers.get('x-total-count')).toBe('0');
    }
    const { body } = await get<PvzStats>(token, '/api/stats/pvz');
    expect(body.points).toEqual([]);
  });
});

describe('another point’s record', () => {
  it('is not there to open, nor its history', async () => {
    const other = stored.pvzs.find((pvz) => !points.has(String(pvz.id))) as Row;
    for (const path of [
      `/api/waybills/${foreign('waybills').id}`,
      `/api/waybills/${foreign('waybills').id}/history`,
      `/api/pvzs/${other.id}`,
    ]) {
      const { status, body } = await get<ErrorBody>(pvzAdmin, path);
      expect(status, path).toBe(404);
      expect(body.message).toBe(en(NOT_FOUND));
    }
  });

  it('is not there to edit or replace, and nothing is written', async () => {
    const other = stored.pvzs.find((pvz) => !points.has(String(pvz.id))) as Row;
    for (const method of ['PATCH', 'PUT'])
      await expectRefused(
        server,
        () =>
          server.call(`/api/pvzs/${other.id}`, {
            method,
            token: pvzAdmin,
            body: { ...other, name: 'Taken over' },
          }),
        404,
        NOT_FOUND,
      );
    // Its own point it edits.
    const mine = stored.pvzs.find((pvz) => points.has(String(pvz.id))) as Row;
    const { status } = await server.call(`/api/pvzs/${mine.id}`, {
      method: 'PATCH',
      token: pvzAdmin,
      body: { phone: mine.phone },
    });
    expect(status).toBe(200);
  });

  it('answers a waybill write as its own point’s does: the role writes no waybill', async () => {
    const answers = async (row: Row) =>
      Promise.all(
        [
          ['PUT', `/api/waybills/${row.id}`, { ...row, comment: 'taken over' }],
          ['DELETE', `/api/waybills/${row.id}`, undefined],
          ['POST', `/api/waybills/${row.id}/assign-owner`, { clientId: stored.clients[0].id }],
        ].map(async ([method, path, body]) => {
          const answer = await server.call<ErrorBody>(path as string, {
            method: method as string,
            token: pvzAdmin,
            ...(body ? { body } : {}),
          });
          return [answer.status, answer.body.message];
        }),
      );
    const before = JSON.stringify(await readStored(server));
    const foreignAnswers = await answers(foreign('waybills'));
    expect(foreignAnswers).toEqual(await answers(own('waybills')[0]));
    for (const [status, message] of foreignAnswers) {
      expect(status).toBe(403);
      expect(message).toBe(en(FORBIDDEN));
    }
    expect(JSON.stringify(await readStored(server))).toBe(before);
  });

  it('cannot be created: the platform opens points', async () => {
    const fields = Object.fromEntries(Object.entries(stored.pvzs[0]).filter(([k]) => k !== 'id'));
    await expectRefused(
      server,
      () =>
        server.call('/api/pvzs', {
          method: 'POST',
          token: pvzAdmin,
          body: { ...fields, name: 'New' },
        }),
      403,
      FORBIDDEN,
    );
  });
});

describe('assigning points', () => {
  const otherPoint = () => Number(stored.pvzs.find((pvz) => !points.has(String(pvz.id)))?.id);

  it('is done by a role that manages users, and binds the user to those points', async () => {
    const account = await createStaff(server, root, { role: 'PVZ_ADMIN' });
    const target = otherPoint();
    const { status, body } = await server.call<Row>(`/api/users/${account.id}`, {
      method: 'PATCH',
      token: platformAdmin,
      body: { pvzs: [{ pvzId: target }] },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.pvzs).toEqual([{ pvzId: target }]);
    const token = await tokenOf(server, account.username);
    const listed = await get(token, '/api/waybills?range=[0,999]');
    const expected = stored.waybills.filter((row) => row.pvzId === target);
    expect(ids(listed.body)).toEqual(ids(expected));
  });

  it('ends the user’s sessions: what it sees changed', async () => {
    const account = await createStaff(server, root, { role: 'PVZ_ADMIN' });
    const token = await tokenOf(server, account.username);
    await server.call(`/api/users/${account.id}`, {
      method: 'PATCH',
      token: root,
      body: { pvzs: [{ pvzId: otherPoint() }] },
    });
    expect((await get(token, '/api/waybills')).status).toBe(401);
  });

  it('is refused to a pickup point role, its own points included', async () => {
    const self = userNamed('pvz_admin') as Row;
    const everyPoint = stored.pvzs.map((pvz) => ({ pvzId: pvz.id }));
    for (const method of ['PATCH', 'PUT'])
      await expectRefused(
        server,
        () =>
          server.call(`/api/users/${self.id}`, {
            method,
            token: pvzAdmin,
            body: { ...self, pvzs: everyPoint },
          }),
        403,
        FORBIDDEN,
      );
  });

  it('names existing points only, and nothing changes otherwise', async () => {
    const self = userNamed('pvz_admin') as Row;
    const bodies: [string, unknown][] = [
      ['a missing point', [{ pvzId: 987654321 }]],
      ['a 1 MB string', [{ pvzId: 'x'.repeat(1024 * 1024) }]],
      ['a long string', [{ pvzId: 'x'.repeat(100_000) }]],
      ['a NUL', [{ pvzId: '1\u0000' }]],
      ['a lone surrogate', [{ pvzId: '\ud800' }]],
      ['10,000 points', Array.from({ length: 10_000 }, (_, index) => ({ pvzId: index + 1 }))],
      ['no list', 'everywhere'],
    ];
    for (const [label, pvzs] of bodies) {
      const body = await expectRefused(
        server,
        () =>
          server.call(`/api/users/${self.id}`, {
            method: 'PATCH',
            token: platformAdmin,
            body: { pvzs },
          }),
        400,
        label === 'a 1 MB string' ? 'errors.api.bodyTooLarge' : FORM_FAILED,
      );
      if (label !== 'a 1 MB string')
        expect(Object.keys(body.errors ?? {}).join(), label).toMatch(/^pvzs/);
    }
    const missing = await server.call<ErrorBody>(`/api/users/${self.id}`, {
      method: 'PATCH',
      token: platformAdmin,
      body: { pvzs: [{ pvzId: 987654321 }] },
    });
    expect(missing.body.errors).toEqual({ 'pvzs.0.pvzId': en('validation.reference') });
  });
});
