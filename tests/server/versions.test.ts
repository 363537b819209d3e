/**
 * Concurrent edits over HTTP: two people open the same waybill; the first saves, the second
 * saves the version it opened. Every record carries a version; a stale PUT or PATCH is a 409
 * naming who changed the record and when (in the caller's language), with the current version,
 * and writes nothing; after a reload the save goes through. A request without a version is not
 * checked. Actions check the state they act on: the second of two identical actions is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { search } from './helpers/refusals';
import { storedState } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en, uz } from './helpers/translate';
import type { Row } from './helpers/types';

interface Conflict {
  message: string;
  conflict: { version: number; updatedBy?: string; updatedAt?: string };
}

let server: TestServer;
let first: string;
let second: string;
let root: string;
/** Waybills of the company user's company, one per test. */
let waybills: Row[];

beforeAll(async () => {
  server = await startTestServer();
  [first, second, root] = await Promise.all(
    ['platform_user', 'company_user', 'root'].map((name) => server.login(name)),
  );
  waybills = (await server.call<Row[]>('/api/waybills', { token: second })).body;
});
afterAll(() => server.stop());

const open = async (token: string, path: string) => (await server.call<Row>(path, { token })).body;
const save = <T = Row>(
  token: string,
  method: string,
  path: string,
  body: unknown,
  language = 'en',
) => server.call<T>(path, { method, token, body, language });

/** Both open the waybill; the first saves a comment. The second's copy is now stale. */
async function raced(waybill: Row) {
  const path = `/api/waybills/${waybill.id}`;
  const mine = await open(first, path);
  const theirs = await open(second, path);
  const saved = await save(first, 'PUT', path, { ...mine, comment: 'first save' });
  expect(saved.status).toBe(200);
  return { path, stale: theirs, saved: saved.body };
}

describe('every record', () => {
  it('carries a version, one more with each write', async () => {
    for (const collection of ['waybills', 'users', 'clients', 'companies', 'feedbacks']) {
      const { body } = await server.call<Row[]>(`/api/${collection}?range=[0,4]`, { token: root });
      for (const row of body) expect(row.version, collection).toBe(1);
    }
    const path = `/api/waybills/${waybills[0].id}`;
    const { body } = await save(root, 'PATCH', path, { comment: 'once' });
    expect(body.version).toBe(2);
  });
});

describe('a stale edit', () => {
  it('is a 409 naming who changed the record and when, and writes nothing', async () => {
    const { path, stale, saved } = await raced(waybills[1]);
    const before = await storedState(server);
    const { status, body } = await save<Conflict>(second, 'PUT', path, {
      ...stale,
      comment: 'second save',
    });
    expect(status).toBe(409);
    expect(body.conflict).toEqual({
      version: saved.version,
      updatedBy: 'platform_user',
      updatedAt: expect.any(String),
    });
    expect(Date.parse(String(body.conflict.updatedAt))).not.toBeNaN();
    expect(body.message).toBe(
      en('authority.stale', { user: 'platform_user', at: body.conflict.updatedAt }),
    );
    expect(await storedState(server)).toBe(before);
    expect((await open(root, path)).comment).toBe('first save');
  });

  it('is a 409 for a PATCH too, in the caller’s language', async () => {
    const { path, stale } = await raced(waybills[2]);
    const before = await storedState(server);
    const { status, body } = await save<Conflict>(
      second,
      'PATCH',
      path,
      { comment: 'second save', version: stale.version },
      'uz',
    );
    expect(status).toBe(409);
    expect(body.message).toBe(
      uz('authority.stale', { user: 'platform_user', at: body.conflict.updatedAt }),
    );
    expect(await storedState(server)).toBe(before);
  });

  it('goes through once reloaded', async () => {
    const { path } = await raced(waybills[3]);
    const reloaded = await open(second, path);
    const { status, body } = await save(second, 'PUT', path, {
      ...reloaded,
      comment: 'second save',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ comment: 'second save', version: Number(reloaded.version) + 1 });
  });

  it('of a user record is refused alike', async () => {
    const [user] = (
      await server.call<Row[]>(`/api/users?s=${search({ role: 'COMPANY_USER' })}`, { token: root })
    ).body;
    const path = `/api/users/${user.id}`;
    expect((await save(root, 'PATCH', path, { name: 'Renamed once' })).status).toBe(200);
    const before = await storedState(server);
    const { status, body } = await save<Conflict>(root, 'PATCH', path, {
      name: 'Renamed from an old copy',
      version: user.version,
    });
    expect(status).toBe(409);
    expect(body.conflict).toMatchObject({ version: Number(user.version) + 1, updatedBy: 'root' });
    expect(await storedState(server)).toBe(before);
  });

  it('lets one of five simultaneous saves of the same version through', async () => {
    const path = `/api/waybills/${waybills[5].id}`;
    const opened = await open(second, path);
    const answers = await Promise.all(
      [first, second, first, second, first].map((token, index) =>
        save(token, 'PATCH', path, { comment: `at once ${index}`, version: opened.version }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200)?.body;
    const stored = await open(root, path);
    expect(stored).toMatchObject({ comment: winner?.comment, version: Number(opened.version) + 1 });
  });

  it('without a version is not checked: the last write wins', async () => {
    const { path } = await raced(waybills[4]);
    const { status, body } = await save(second, 'PATCH', path, { comment: 'a script' });
    expect(status).toBe(200);
    expect(body.comment).toBe('a script');
  });
});

describe('actions', () => {
  it('check the state they act on: the second of two detaches is refused', async () => {
    const platformRoot = await server.login('platform_root');
    const [linked] = (
      await server.call<Row[]>(
        `/api/waybills?s=${search({ clientId_exists: true, status: 'Osh' })}&range=[0,0]`,
        { token: root },
      )
    ).body;
    const detach = () =>
      save<{ message: string }>(platformRoot, 'POST', `/api/waybills/${linked.id}/detach`, {});
    expect((await detach()).status).toBe(200);
    const before = await storedState(server);
    const again = await detach();
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(en('recordActions.errors.noClient'));
    expect(await storedState(server)).toBe(before);
  });
});
