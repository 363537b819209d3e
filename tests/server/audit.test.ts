/**
 * The audit trail over HTTP: every write (CRUD create, update and delete, a business action, a
 * bulk status change, a password change or reset) appends one entry per changed record naming
 * who, with what role, when, what, and each changed field before and after (a password only as
 * changed); a refused write appends nothing. The stamps (`createdBy`, `confirmedBy`,
 * `answeredBy`, `receivedBy`) come from the session, never from the body. Only ROOT and
 * PLATFORM_ROOT read the log, nobody writes it; a record's history is for whoever reads the record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, search } from './helpers/refusals';
import { createStaff, STAFF_PASSWORD, tokenOf } from './helpers/staffAccounts';
import { readStored } from './helpers/storedData';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { Row } from './helpers/types';

interface Entry {
  id: number;
  at: string;
  userId?: number;
  username: string;
  role?: string;
  action: string;
  entity: string;
  recordId: number;
  summary?: string;
  changes: Record<string, { before?: unknown; after?: unknown }>;
}

let server: TestServer;
let root: string;
/** Demo users' ids by username. */
let idOf: (username: string) => number;
/** How many entries the log held before this file wrote anything. */
let entriesAtStart: string | null;

beforeAll(async () => {
  server = await startTestServer();
  root = await server.login('root');
  entriesAtStart = (await server.call('/api/audit-log', { token: root })).headers.get(
    'x-total-count',
  );
  const users = (await readStored(server)).users;
  idOf = (username) => Number(users.find((user) => user.username === username)?.id);
});
afterAll(() => server.stop());

/** The log's entries about one record (or all of an entity), oldest first. */
async function entriesOf(entity: string, recordId?: Row['id']): Promise<Entry[]> {
  const filter = recordId === undefined ? { entity } : { entity, recordId };
  const { status, body } = await server.call<Entry[]>(
    `/api/audit-log?s=${search(filter)}&sort=${search(['id', 'ASC'])}`,
    { token: root },
  );
  expect(status).toBe(200);
  return body;
}
const send = <T = Row>(token: string, method: string, path: string, body?: unknown) =>
  server.call<T>(path, { method, token, body });

describe('entries of CRUD writes', () => {
  it('start empty: loading the demo data is nobody’s write', () => {
    expect(entriesAtStart).toBe('0');
  });

  it('name who, as what and when, and each changed field before and after', async () => {
    const started = testNow();
    const created = await send(root, 'POST', '/api/waybills', { trackingNumber: 'AUDIT-CRUD-1' });
    expect(created.status).toBe(201);
    const path = `/api/waybills/${created.body.id}`;
    expect((await send(root, 'PATCH', path, { comment: 'first' })).status).toBe(200);
    expect((await send(root, 'PATCH', path, { comment: 'second', weight: 2.5 })).status).toBe(200);
    expect((await send(root, 'DELETE', path)).status).toBe(200);

    const [create, firstEdit, secondEdit, removal] = await entriesOf('waybill', created.body.id);
    for (const entry of [create, firstEdit, secondEdit, removal]) {
      expect(entry).toMatchObject({
        userId: idOf('root'),
        username: 'root',
        role: 'ROOT',
        entity: 'waybill',
        recordId: created.body.id,
        summary: 'AUDIT-CRUD-1',
      });
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
    }
    expect(create.action).toBe('create');
    expect(create.changes.trackingNumber).toEqual({ after: 'AUDIT-CRUD-1' });
    expect(create.changes.status).toEqual({ after: 'CREATED' });
    expect(firstEdit.action).toBe('update');
    expect(firstEdit.changes).toEqual({ comment: { after: 'first' } });
    expect(secondEdit.changes).toEqual({
      comment: { before: 'first', after: 'second' },
      weight: { after: 2.5 },
    });
    expect(removal.action).toBe('delete');
    expect(removal.changes.comment).toEqual({ before: 'second' });
    expect(removal.changes.trackingNumber).toEqual({ before: 'AUDIT-CRUD-1' });
  });

  it('call what a delete recounts an update: the box the waybill was in', async () => {
    const [boxed] = (
      await server.call<Row[]>(`/api/waybills?s=${search({ boxId_exists: true })}&range=[0,0]`, {
        token: root,
      })
    ).body;
    expect((await send(root, 'DELETE', `/api/waybills/${boxed.id}`)).status).toBe(200);
    const [waybillEntry] = await entriesOf('waybill', boxed.id);
    expect(waybillEntry.action).toBe('delete');
    const boxEntries = await entriesOf('box', Number(boxed.boxId));
    expect(boxEntries).toHaveLength(1);
    expect(boxEntries[0]).toMatchObject({ action: 'update', username: 'root' });
    expect(boxEntries[0].changes.waybillCount).toEqual({
      before: expect.any(Number),
      after: Number(boxEntries[0].changes.waybillCount.before) - 1,
    });
  });

  it('append nothing for a refused write', async () => {
    const companyUser = await server.login('company_user');
    const [waybill] = (
      await server.call<Row[]>('/api/waybills?range=[0,0]', { token: companyUser })
    ).body;
    await expectRefused(
      server,
      () => send(companyUser, 'PATCH', `/api/waybills/${waybill.id}`, { payStatus: 'PAID' }),
      403,
      'authority.fieldNotWritable',
    );
    expect(await entriesOf('waybill', waybill.id)).toEqual([]);
  });

  it('append nothing for a write that changes nothing, and no entry is ever empty', async () => {
    const created = await send(root, 'POST', '/api/waybills', {
      trackingNumber: 'AUDIT-NOOP-1',
      comment: 'kept',
      weight: 1.5,
    });
    expect(created.status).toBe(201);
    const path = `/api/waybills/${created.body.id}`;
    const shown = (await send(root, 'GET', path)).body;
    const writes: [string, unknown][] = [
      ['PATCH', {}],
      ['PATCH', { comment: 'kept', weight: 1.5 }],
      ['PUT', shown],
    ];
    for (const [method, body] of writes)
      expect((await send(root, method, path, body)).status, method).toBe(200);
    expect((await entriesOf('waybill', created.body.id)).map((entry) => entry.action)).toEqual([
      'create',
    ]);
    const everything = await server.call<Entry[]>('/api/audit-log', { token: root });
    expect(everything.body.filter((entry) => Object.keys(entry.changes).length === 0)).toEqual([]);
  });
});

describe('entries of actions', () => {
  it('name the business action and what it changed', async () => {
    const platformRoot = await server.login('platform_root');
    const [linked] = (
      await server.call<Row[]>(
        `/api/waybills?s=${search({ clientId_exists: true, status: 'Osh' })}&range=[0,0]`,
        { token: root },
      )
    ).body;
    expect((await send(platformRoot, 'POST', `/api/waybills/${linked.id}/detach`, {})).status).toBe(
      200,
    );
    const [entry] = await entriesOf('waybill', linked.id);
    expect(entry).toMatchObject({
      action: 'detachTrack',
      username: 'platform_root',
      role: 'PLATFORM_ROOT',
      userId: idOf('platform_root'),
    });
    expect(entry.changes.status).toEqual({ before: 'Osh', after: 'NO_CLIENT' });
    expect(entry.changes.clientId).toEqual({ before: linked.clientId });
  });

  it('give a bulk status change one entry per changed waybill', async () => {
    // The road's statuses are the platform's: the warehouse operator moves parcels along it.
    const operator = await server.login('platform_user');
    const own = (await server.call<Row[]>('/api/waybills', { token: operator })).body;
    const targets = own.filter((row) => row.status === 'Yiwu').slice(0, 2);
    expect(targets.length).toBe(2);
    // Earlier tests may have written them too: what counts is what this change adds.
    const before = await Promise.all(targets.map((target) => entriesOf('waybill', target.id)));
    const { status, body } = await send<{ counts: Record<string, number> }>(
      operator,
      'POST',
      '/api/waybills/bulk-status',
      { status: 'Ulugchat', ids: targets.map((row) => row.id) },
    );
    expect(status).toBe(200);
    expect(body.counts.changed).toBe(2);
    for (const [index, target] of targets.entries()) {
      const entries = (await entriesOf('waybill', target.id)).filter(
        (entry) => !before[index].some((earlier) => earlier.id === entry.id),
      );
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'bulkStatus',
        username: 'platform_user',
        role: 'PLATFORM_USER',
      });
      expect(entries[0].changes.status).toEqual({ before: 'Yiwu', after: 'Ulugchat' });
    }
  });
});

describe('passwords in the log', () => {
  it('show only that the password changed, on a change of one’s own and on a reset', async () => {
    const staff = await createStaff(server, root, { role: 'PLATFORM_USER' });
    const token = await tokenOf(server, staff.username);
    const changed = await send(token, 'POST', '/api/user/password', {
      oldPassword: STAFF_PASSWORD,
      password: 'changed123',
      confirmPassword: 'changed123',
    });
    expect(changed.status).toBe(204);
    const reset = await send(root, 'POST', `/api/users/${staff.id}/reset-password`, {
      password: 'resetby1root',
    });
    expect(reset.status).toBe(200);

    const entries = await entriesOf('user', staff.id);
    const [change, resetEntry] = entries.slice(-2);
    expect(change).toMatchObject({ action: 'changePassword', username: staff.username });
    expect(resetEntry).toMatchObject({ action: 'resetPassword', username: 'root' });
    for (const entry of [change, resetEntry])
      expect(entry.changes.passwordHash).toEqual({ after: expect.any(String) });
    const hashes = (await readStored(server)).users
      .filter((user) => user.id === staff.id)
      .map((user) => String(user.passwordHash));
    const logText = JSON.stringify(entries);
    for (const secret of [...hashes, STAFF_PASSWORD, 'changed123', 'resetby1root'])
      expect(logText).not.toContain(secret);
    expect(logText).not.toContain('"password"');
  });
});

describe('stamps come from the session', () => {
  it('createdBy and confirmedBy name the creator, whatever the body says', async () => {
    const admin = await server.login('platform_admin');
    const forged = await expectRefused(
      server,
      () =>
        send(admin, 'POST', '/api/users', {
          username: 'stamp.forged',
          name: 'Forged',
          password: STAFF_PASSWORD,
          role: 'COMPANY_USER',
          companyId: 1,
          createdBy: idOf('root'),
        }),
      403,
      'authority.fieldNotWritable',
    );
    expect(forged.errors).toEqual({ createdBy: en('authority.fieldNotWritable') });
    const made = await send(admin, 'POST', '/api/users', {
      username: 'stamp.made',
      name: 'Made',
      password: STAFF_PASSWORD,
      role: 'COMPANY_USER',
      companyId: 1,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      createdBy: idOf('platform_admin'),
      confirmedBy: idOf('platform_admin'),
    });
  });

  it('confirmedBy follows a role change, and only a role change', async () => {
    const user = await createStaff(server, root, { role: 'COMPANY_USER', companyId: 1 });
    const platformRoot = await server.login('platform_root');
    const platformUser = await server.login('platform_user');
    const path = `/api/users/${user.id}`;
    const promoted = await send(platformRoot, 'PATCH', path, { role: 'COMPANY_ADMIN' });
    expect(promoted.body.confirmedBy).toBe(idOf('platform_root'));
    const renamed = await send(platformUser, 'PATCH', path, { name: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.confirmedBy).toBe(idOf('platform_root'));
    expect(renamed.body.createdBy).toBe(idOf('root'));
  });

  it('answeredBy names who answered a feedback', async () => {
    const companyAdmin = await server.login('company_admin');
    const [feedback] = (await server.call<Row[]>('/api/feedbacks', { token: companyAdmin })).body;
    const path = `/api/feedbacks/${feedback.id}`;
    await expectRefused(
      server,
      () => send(companyAdmin, 'PATCH', path, { answer: 'Forged', answeredBy: idOf('root') }),
      403,
      'authority.fieldNotWritable',
    );
    const answered = await send(companyAdmin, 'PATCH', path, { answer: 'We are on it.' });
    expect(answered.status).toBe(200);
    expect(answered.body.answeredBy).toBe(idOf('company_admin'));
  });

  it('receivedBy names who recorded a client payment', async () => {
    const finance = await server.login('platform_finance');
    const { status, body } = await send(finance, 'POST', '/api/client-payments', {
      clientId: 1,
      amount: 10,
      paymentMethod: 0,
      paidAt: '2026-11-01T10:00:00.000Z',
      reference: 'AUDIT-PAY-1',
    });
    expect(status).toBe(201);
    expect(body.receivedBy).toBe(idOf('platform_finance'));
    const [entry] = await entriesOf('clientPayment', body.id);
    expect(entry).toMatchObject({ action: 'create', username: 'platform_finance' });
    expect(entry.changes.receivedBy).toEqual({ after: idOf('platform_finance') });
  });
});

describe('who reads the log', () => {
  it('is ROOT and PLATFORM_ROOT only', async () => {
    const platformRoot = await server.login('platform_root');
    expect((await server.call('/api/audit-log', { token: platformRoot })).status).toBe(200);
    for (const name of ['platform_admin', 'platform_finance', 'company_admin', 'platform_user']) {
      const { status, body } = await server.call<{ message: string }>('/api/audit-log', {
        token: await server.login(name),
      });
      expect(status, name).toBe(403);
      expect(body.message).toBe(en('errors.http.403'));
    }
  });

  it('is written by nobody through the API, ROOT included', async () => {
    const [entry] = await entriesOf('waybill');
    const attempts: [string, string, unknown][] = [
      ['POST', '/api/audit-log', { ...entry, username: 'nobody' }],
      ['PUT', `/api/audit-log/${entry.id}`, { ...entry, username: 'nobody' }],
      ['PATCH', `/api/audit-log/${entry.id}`, { username: 'nobody' }],
      ['DELETE', `/api/audit-log/${entry.id}`, undefined],
    ];
    for (const [method, path, body] of attempts)
      await expectRefused(server, () => send(root, method, path, body), 403, 'errors.http.403');
  });

  it("gives a record's history to whoever reads the record", async () => {
    const companyUser = await server.login('company_user');
    const [waybill] = (
      await server.call<Row[]>('/api/waybills?range=[0,0]', { token: companyUser })
    ).body;
    await send(companyUser, 'PATCH', `/api/waybills/${waybill.id}`, { comment: 'traced' });
    const { status, body } = await server.call<Entry[]>(`/api/waybills/${waybill.id}/history`, {
      token: companyUser,
    });
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({
      username: 'company_user',
      changes: { comment: { after: 'traced' } },
    });
  });
});
