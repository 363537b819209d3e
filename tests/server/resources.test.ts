import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStored, storedState } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en, uz } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;
beforeAll(async () => {
  server = await startTestServer();
  root = await server.login('root');
}, 60_000);
afterAll(() => server.stop());

const stored = async (collection: string): Promise<Row[]> => (await readStored(server))[collection];

describe('CRUD of a collection', () => {
  it('creates, shows, replaces, patches and deletes a waybill', async () => {
    const client = (await stored('clients'))[0];
    const created = await server.call<Row>('/api/waybills', {
      token: root,
      method: 'POST',
      body: {
        trackingNumber: 'TEST-ROUND-TRIP-1',
        clientId: client.id,
        weight: 2.5,
        comment: 'fragile',
      },
    });
    expect(created.status).toBe(201);
    const { id } = created.body;
    expect(created.body).toMatchObject({
      trackingNumber: 'TEST-ROUND-TRIP-1',
      clientId: client.id,
      weight: 2.5,
    });
    expect(Date.parse(String(created.body.createdAt))).not.toBeNaN();
    expect(created.body.updatedAt).toBe(created.body.createdAt);
    expect((await stored('waybills')).find((row) => row.id === id)).toEqual(created.body);

    const shown = await server.call<Row>(`/api/waybills/${id}`, { token: root });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual(created.body);

    const replaced = await server.call<Row>(`/api/waybills/${id}`, {
      token: root,
      method: 'PUT',
      // A replace is the whole record: a required field is sent (no default stands in for it).
      body: {
        trackingNumber: 'TEST-ROUND-TRIP-2',
        status: created.body.status,
        clientId: client.id,
        weight: 3,
        id,
        createdAt: created.body.createdAt,
        version: created.body.version,
      },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.version).toBe(Number(created.body.version) + 1);
    expect(replaced.body).toMatchObject({ id, trackingNumber: 'TEST-ROUND-TRIP-2', weight: 3 });
    expect(replaced.body.createdAt).toBe(created.body.createdAt);
    // Replaced: what the body left out is gone.
    expect(replaced.body.comment).toBeUndefined();

    const patched = await server.call<Row>(`/api/waybills/${id}`, {
      token: root,
      method: 'PATCH',
      body: { comment: 'checked' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({
      ...replaced.body,
      comment: 'checked',
      updatedAt: patched.body.updatedAt,
      version: Number(replaced.body.version) + 1,
    });

    const deleted = await server.call<Row>(`/api/waybills/${id}`, {
      token: root,
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(patched.body);
    expect((await server.call(`/api/waybills/${id}`, { token: root })).status).toBe(404);
    expect((await stored('waybills')).some((row) => row.id === id)).toBe(false);
  });

  it('fills a YAML default into a new record only: a replace leaves a field it lacks missing', async () => {
    const fields = { clientCode: 'DEFAULTS-1', phone: '+998901234567' };
    const created = await server.call<Row>('/api/clients', {
      token: root,
      method: 'POST',
      body: fields,
    });
    expect(created.status).toBe(201);
    expect(created.body.level).toBe(1);
    const { id, version } = created.body;
    const replaced = await server.call<Row>(`/api/clients/${id}`, {
      token: root,
      method: 'PUT',
      body: { ...fields, nickname: 'Renamed', version },
    });
    expect(replaced.status).toBe(200);
    const shown = await server.call<Row>(`/api/clients/${id}`, { token: root });
    expect(shown.body).toMatchObject({ nickname: 'Renamed' });
    expect(shown.body.level).toBeUndefined();
  });

  it('patches only the fields sent, keeping the others as stored', async () => {
    const before = (await stored('waybills'))[3];
    const { status, body } = await server.call<Row>(`/api/waybills/${before.id}`, {
      token: root,
      method: 'PATCH',
      body: { comment: 'patched alone' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      ...before,
      comment: 'patched alone',
      updatedAt: body.updatedAt,
      version: Number(before.version) + 1,
    });
    expect(body.updatedAt).not.toBe(before.updatedAt);
  });

  it('takes server-written fields sent back as stored, and refuses a change to them whole', async () => {
    const user = (await stored('users')).find((row) => row.username === 'company_admin') as Row;
    const { status, body } = await server.call<Row>(`/api/users/${user.id}`, {
      token: root,
      method: 'PATCH',
      body: { answeredCount: user.answeredCount, createdAt: user.createdAt, name: 'Renamed Admin' },
    });
    expect(status).toBe(200);
    expect(body.name).toBe('Renamed Admin');

    const refused = await server.call<ErrorBody>(`/api/users/${user.id}`, {
      token: root,
      method: 'PATCH',
      body: { answeredCount: 999, createdAt: '2000-01-01T00:00:00Z', name: 'Other Name' },
    });
    expect(refused.status).toBe(403);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['answeredCount', 'createdAt']);
    const kept = (await stored('users')).find((row) => row.id === user.id) as Row;
    expect([kept.name, kept.answeredCount, kept.createdAt]).toEqual([
      'Renamed Admin',
      user.answeredCount,
      user.createdAt,
    ]);
  });

  it('stores a password only as a hash, and never shows the hash', async () => {
    const created = await server.call<Row>('/api/users', {
      token: root,
      method: 'POST',
      body: {
        username: 'new.staff',
        name: 'New Staff',
        role: 'PLATFORM_USER',
        password: 'secret123',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.password).toBeUndefined();
    expect(created.body.passwordHash).toBeUndefined();
    const saved = (await stored('users')).find((row) => row.username === 'new.staff') as Row;
    expect(saved.password).toBeUndefined();
    expect(saved.passwordHash).toEqual(expect.stringMatching(/^scrypt\$/));

    const login = await server.call('/api/auth/login', {
      method: 'POST',
      body: { username: 'new.staff', password: 'secret123' },
    });
    expect(login.status).toBe(200);

    const list = await server.call<Row[]>('/api/users?range=[0,99]', { token: root });
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body.every((row) => !('passwordHash' in row))).toBe(true);
    const one = await server.call<Row>(`/api/users/${saved.id}`, { token: root });
    expect('passwordHash' in one.body).toBe(false);
  });

  it('404 for an unknown collection, id or path', async () => {
    for (const path of [
      '/api/parcels',
      '/api/waybills/987654',
      '/api/waybills/1/boxes',
      '/api/db',
    ]) {
      const { status, body } = await server.call<ErrorBody>(path, { token: root });
      expect(status, path).toBe(404);
      expect(body).toEqual({ message: en('errors.http.404') });
    }
    const update = await server.call('/api/waybills/987654', {
      token: root,
      method: 'PATCH',
      body: { comment: 'x' },
    });
    expect(update.status).toBe(404);
  });

  it("ignores json-server's own query parameters, which would reach past the role rules", async () => {
    const client = (await stored('clients'))[0];
    const { status, body } = await server.call<Row>(
      `/api/clients/${client.id}?_embed=waybills&_expand=company`,
      {
        token: root,
      },
    );
    expect(status).toBe(200);
    expect(body).toEqual(client);
  });

  it('does not let a method-override header turn a request into another', async () => {
    const target = (await stored('waybills'))[0];
    const { status } = await server.call(`/api/waybills/${target.id}`, {
      token: root,
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'DELETE' },
      body: {},
    });
    expect(status).toBe(404);
    expect((await stored('waybills')).some((row) => row.id === target.id)).toBe(true);
  });
});

describe('role rules', () => {
  it('403 for roles the rules leave out, with nothing written', async () => {
    // Marketing has no waybill screen (PVZ_ADMIN has one: the unpaid shipments of its PVZs).
    const marketing = await server.login('marketing_admin');
    const list = await server.call<ErrorBody>('/api/waybills', { token: marketing });
    expect(list.status).toBe(403);
    expect(list.body).toEqual({ message: en('errors.http.403') });
    const inUzbek = await server.call<ErrorBody>('/api/waybills', {
      token: marketing,
      language: 'uz',
    });
    expect(inUzbek.body).toEqual({ message: uz('errors.http.403') });

    const before = await storedState(server);
    const create = await server.call('/api/waybills', {
      token: marketing,
      method: 'POST',
      body: { trackingNumber: 'MARKETING-TRIES-1' },
    });
    expect(create.status).toBe(403);
    expect((await storedState(server)) === before).toBe(true);
  });

  it('lets a role list what it may list but not delete (waybill delete is ROOT and PLATFORM_ROOT)', async () => {
    const companyUser = await server.login('company_user');
    const { companyId } = (await stored('users')).find((row) => row.username === 'company_user')!;
    // One of its own company's waybills: another company's is not there for it at all (404).
    const target = (await stored('waybills')).find((row) => row.companyId === companyId)!;
    expect((await server.call(`/api/waybills/${target.id}`, { token: companyUser })).status).toBe(
      200,
    );
    const removal = await server.call(`/api/waybills/${target.id}`, {
      token: companyUser,
      method: 'DELETE',
    });
    expect(removal.status).toBe(403);
    expect((await stored('waybills')).some((row) => row.id === target.id)).toBe(true);
  });
});

describe('validation', () => {
  it('400 with translated field errors, and nothing stored changes', async () => {
    const before = await storedState(server);
    const { status, body } = await server.call<ErrorBody>('/api/waybills', {
      token: root,
      method: 'POST',
      body: { trackingNumber: 'a b', weight: -1, status: 'LOST' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe(en('validation.formFailed'));
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['status', 'trackingNumber', 'weight']);
    expect(body.errors?.weight).toBe(en('validation.minValue', { min: 0 }));
    expect(body.errors?.status).toBe(en('validation.oneOf'));
    expect((await storedState(server)) === before).toBe(true);

    const inUzbek = await server.call<ErrorBody>('/api/waybills', {
      token: root,
      method: 'POST',
      body: { weight: 5 },
      language: 'uz',
    });
    expect(inUzbek.body).toEqual({
      message: uz('validation.formFailed'),
      errors: { trackingNumber: uz('validation.required') },
    });
  });

  it('refuses a value a unique field already has (case-insensitive), but not the record itself', async () => {
    const existing = (await stored('waybills'))[2];
    const before = await storedState(server);
    const duplicate = await server.call<ErrorBody>('/api/waybills', {
      token: root,
      method: 'POST',
      body: { trackingNumber: String(existing.trackingNumber).toLowerCase() },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors).toEqual({ trackingNumber: en('validation.unique') });
    expect((await storedState(server)) === before).toBe(true);

    const own = await server.call(`/api/waybills/${existing.id}`, {
      token: root,
      method: 'PATCH',
      body: { trackingNumber: existing.trackingNumber },
    });
    expect(own.status).toBe(200);
  });

  it('refuses a reference to a record that does not exist', async () => {
    const { status, body } = await server.call<ErrorBody>('/api/waybills', {
      token: root,
      method: 'POST',
      body: { trackingNumber: 'TEST-NO-CLIENT-1', clientId: 987654 },
    });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toEqual(['clientId']);
  });

  it('400 for malformed JSON and for bodies that are not a JSON object', async () => {
    const broken = await server.call<ErrorBody>('/api/waybills', {
      token: root,
      method: 'POST',
      rawBody: '{"a":',
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: en('errors.http.400') });

    const list = await server.call<ErrorBody>('/api/waybills', {
      token: root,
      method: 'POST',
      body: [1, 2],
    });
    expect(list.status).toBe(400);

    const form = await server.call<ErrorBody>('/api/waybills', {
      token: root,
      method: 'POST',
      rawBody: 'trackingNumber=FORM-POSTED-1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
    expect((await stored('waybills')).some((row) => row.trackingNumber === 'FORM-POSTED-1')).toBe(
      false,
    );
  });
});
