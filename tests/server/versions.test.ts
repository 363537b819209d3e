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

describe('a write that changes nothing', () => {
  /** Everything stored (the audit log included) and the record's history, to compare after. */
  const snapshot = async (path: string) => ({
    stored: await storedState(server),
    history: (await server.call<unknown[]>(`${path}/history`, { token: root })).body.length,
  });

  it('is a 200 with the record as it is: no new version, no audit entry', async () => {
    // A priced waybill: its freight is recomputed on a write of its weight, to the same figures.
    const [priced] = (
      await server.call<Row[]>(
        `/api/waybills?s=${search({ clientId_exists: true, weight_gte: 0.1 })}&range=[0,0]`,
        { token: root },
      )
    ).body;
    const path = `/api/waybills/${priced.id}`;
    const shown = await open(root, path);
    const before = await snapshot(path);
    const bodies: [string, unknown][] = [
      ['PATCH', {}],
      ['PATCH', { comment: shown.comment ?? null, weight: shown.weight, clientId: shown.clientId }],
      ['PATCH', { weight: shown.weight, version: shown.version }],
      ['PUT', shown],
      ['PUT', { ...shown, version: undefined, updatedAt: undefined }],
    ];
    for (const [method, body] of bodies) {
      const answer = await save(root, method, path, body);
      expect(answer.status, `${method} ${JSON.stringify(body)}`).toBe(200);
      expect(answer.body, `${method} ${JSON.stringify(body)}`).toEqual(shown);
    }
    expect(await snapshot(path)).toEqual(before);

    const changed = await save(root, 'PATCH', path, { comment: 'changed at last' });
    expect(changed.body).toMatchObject({ version: Number(shown.version) + 1 });
    expect(changed.body.updatedAt).not.toBe(shown.updatedAt);
    expect((await snapshot(path)).history).toBe(before.history + 1);
  });

  it('is no write for a company role’s PUT of its own record either', async () => {
    const path = `/api/waybills/${waybills[6].id}`;
    const shown = await open(second, path);
    const before = await snapshot(path);
    const answer = await save(second, 'PUT', path, shown);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(shown);
    expect(await snapshot(path)).toEqual(before);
  });

  it('is no write for other collections', async () => {
    for (const collection of ['users', 'clients', 'companies', 'boxes']) {
      const [row] = (await server.call<Row[]>(`/api/${collection}?range=[0,0]`, { token: root }))
        .body;
      const path = `/api/${collection}/${row.id}`;
      const shown = await open(root, path);
      const before = await snapshot(path);
      for (const method of ['PUT', 'PATCH']) {
        const answer = await save(root, method, path, shown);
        expect(answer.status, `${method} ${path}`).toBe(200);
        expect(answer.body, `${method} ${path}`).toEqual(shown);
      }
      expect(await snapshot(path), path).toEqual(before);
    }
  });

  it('with a stale version is still a 409', async () => {
    const { path, stale } = await raced(waybills[7]);
    const before = await snapshot(path);
    const { status, body } = await save<Conflict>(second, 'PATCH', path, {
      version: stale.version,
    });
    expect(status).toBe(409);
    expect(body.conflict).toMatchObject({ version: Number(stale.version) + 1 });
    expect(await snapshot(path)).toEqual(before);
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
