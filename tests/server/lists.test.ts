/**
 * The list contract over real HTTP. Expected rows are worked out in the test from the seed data,
 * with the plain rule the contract states, and compared with what the API returns.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/core/generated/registry';
import { searchFields } from '../../src/core/registry/search';
import { tashkentDayOf } from '../../src/core/time/tashkent';
import { pointsOfUser } from './helpers/pvzPoints';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;
let waybills: Row[];
let users: Row[];
beforeAll(async () => {
  server = await startTestServer();
  root = await server.login('root');
  ({ waybills, users } = JSON.parse(readFileSync(server.seedFile, 'utf8')));
});
afterAll(() => server.stop());

const list = (collection: string, query: { s?: unknown; sort?: unknown; range?: unknown }) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, JSON.stringify(value));
  return server.call<Row[]>(`/api/${collection}?${params}`, { token: root });
};

/** All matching rows, whatever the page size. */
const ids = (rows: Row[]) => rows.map((row) => row.id).sort((a, b) => Number(a) - Number(b));
const everything = [0, 100000];

describe('pagination and headers', () => {
  it('returns the requested slice with the total in Content-Range and X-Total-Count', async () => {
    const total = waybills.length;
    const first = await list('waybills', { range: [0, 9] });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(10);
    expect(first.headers.get('content-range')).toBe(`waybills 0-9/${total}`);
    expect(first.headers.get('x-total-count')).toBe(String(total));
    expect(first.headers.get('access-control-expose-headers')).toBe('Content-Range, X-Total-Count');

    const second = await list('waybills', { range: [10, 19] });
    expect(second.headers.get('content-range')).toBe(`waybills 10-19/${total}`);
    const overlap = second.body.filter((row) => first.body.some((other) => other.id === row.id));
    expect(overlap).toEqual([]);

    const last = await list('waybills', { range: [total - 3, total + 6] });
    expect(last.body).toHaveLength(3);
    expect(last.headers.get('content-range')).toBe(`waybills ${total - 3}-${total - 1}/${total}`);

    const beyond = await list('waybills', { range: [total, total + 9] });
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('content-range')).toBe(`waybills */${total}`);
  });

  it('compresses a page for a client that accepts it, the same rows once unpacked', async () => {
    const range = encodeURIComponent(JSON.stringify([0, 49]));
    const plain = await server.call<Row[]>(`/api/waybills?range=${range}`, { token: root });
    for (const encoding of ['br', 'gzip']) {
      const packed = await server.call<Row[]>(`/api/waybills?range=${range}`, {
        token: root,
        headers: { 'Accept-Encoding': encoding },
      });
      expect(packed.headers.get('content-encoding')).toBe(encoding);
      // fetch unpacks: what the app reads is the page as sent uncompressed.
      expect(packed.body).toEqual(plain.body);
      expect(packed.headers.get('content-range')).toBe(plain.headers.get('content-range'));
    }
    expect(plain.body).toHaveLength(50);
  });

  it('pages through every record exactly once', async () => {
    const seen: Row[] = [];
    for (let start = 0; start < waybills.length; start += 50) {
      seen.push(...(await list('waybills', { range: [start, start + 49] })).body);
    }
    expect(ids(seen)).toEqual(ids(waybills));
  });
});

describe('sort', () => {
  it('sorts by a number both ways, records without a value last', async () => {
    const up = (await list('waybills', { sort: ['weight', 'ASC'], range: everything })).body;
    const down = (await list('waybills', { sort: ['weight', 'DESC'], range: everything })).body;
    const weights = (rows: Row[]) =>
      rows.filter((row) => typeof row.weight === 'number').map((row) => Number(row.weight));
    expect(weights(up)).toEqual([...weights(up)].sort((a, b) => a - b));
    expect(weights(down)).toEqual([...weights(down)].sort((a, b) => b - a));
    for (const rows of [up, down]) {
      const firstBlank = rows.findIndex((row) => typeof row.weight !== 'number');
      if (firstBlank >= 0)
        expect(rows.slice(firstBlank).every((row) => typeof row.weight !== 'number')).toBe(true);
    }
  });

  it("uses the resource's default sort (waybills: newest first)", async () => {
    const rows = (await list('waybills', { range: [0, 19] })).body;
    const newest = [...waybills]
      .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))
      .slice(0, 20);
    expect(rows.map((row) => row.createdAt)).toEqual(newest.map((row) => row.createdAt));
  });
});

describe('the s search object', () => {
  const matching = async (s: unknown) => {
    const response = await list('waybills', { s, range: everything });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe(String(response.body.length));
    return ids(response.body);
  };

  it('contains: case-insensitive substring', async () => {
    const part = String(waybills[5].trackingNumber).slice(2, 6).toLowerCase();
    const expected = waybills.filter((row) =>
      String(row.trackingNumber).toLowerCase().includes(part),
    );
    expect(await matching({ trackingNumber: part })).toEqual(ids(expected));
  });

  it('equals, and an array as any-of', async () => {
    const expected = waybills.filter((row) => row.status === 'Delivered');
    expect(expected.length).toBeGreaterThan(0);
    expect(await matching({ status: 'Delivered' })).toEqual(ids(expected));

    const anyOf = waybills.filter((row) => row.status === 'Delivered' || row.status === 'Osh');
    expect(await matching({ status: ['Delivered', 'Osh'] })).toEqual(ids(anyOf));

    const ofClient = waybills.filter((row) => row.clientId === waybills[0].clientId);
    expect(await matching({ clientId: String(waybills[0].clientId) })).toEqual(ids(ofClient));
  });

  it('range: _gte and _lte on numbers and dates', async () => {
    const heavy = waybills.filter(
      (row) => typeof row.weight === 'number' && row.weight >= 5 && row.weight <= 10,
    );
    expect(await matching({ weight_gte: 5, weight_lte: 10 })).toEqual(ids(heavy));

    // A date bound on a date-time field means that whole day in Tashkent, not in UTC.
    const tashkentDay = (row: Row) => tashkentDayOf(row.createdAt)!;
    const day = tashkentDay(waybills[10]);
    const untilDay = waybills.filter((row) => tashkentDay(row) <= day);
    expect(await matching({ createdAt_lte: day })).toEqual(ids(untilDay));
    const sameDay = waybills.filter((row) => tashkentDay(row) === day);
    expect(await matching({ createdAt_gte: day, createdAt_lte: day })).toEqual(ids(sameDay));
    // A moment before 05:00 in Tashkent is the previous day in UTC: it belongs to its Tashkent day.
    const early = waybills.find((row) => tashkentDay(row) !== String(row.createdAt).slice(0, 10));
    expect(early).toBeDefined();
    const earlyDay = tashkentDay(early!);
    expect(await matching({ createdAt_gte: earlyDay, createdAt_lte: earlyDay })).toContain(
      early!.id,
    );
  });

  it('combines keys with AND', async () => {
    const expected = waybills.filter(
      (row) => row.status === 'Delivered' && typeof row.weight === 'number' && row.weight >= 3,
    );
    expect(await matching({ status: 'Delivered', weight_gte: 3 })).toEqual(ids(expected));
  });

  it("q: any field the registry's search names", async () => {
    const clients: Row[] = JSON.parse(readFileSync(server.seedFile, 'utf8')).clients;
    const shown = searchFields(resources.client).map((field) => field.name);
    const text = String(clients[0].nickname ?? clients[0].clientCode)
      .slice(0, 3)
      .toUpperCase();
    const expected = clients.filter((row) =>
      shown.some((field) =>
        String(row[field] ?? '')
          .toLowerCase()
          .includes(text.toLowerCase()),
      ),
    );
    const response = await list('clients', { s: { q: text }, range: everything });
    expect(ids(response.body)).toEqual(ids(expected));
    expect(expected.length).toBeGreaterThan(0);
  });

  it('id: several records at once', async () => {
    const wanted = [waybills[7].id, waybills[2].id, waybills[40].id];
    expect(await matching({ id: wanted })).toEqual(ids(wanted.map((id) => ({ id }))));
  });
});

describe('the search box (q) finds a waybill by what staff type', () => {
  let clients: Row[];
  beforeAll(() => {
    clients = JSON.parse(readFileSync(server.seedFile, 'utf8')).clients;
  });
  const has = (value: unknown, needle: string) =>
    typeof value === 'string' && value.toLowerCase().includes(needle.toLowerCase());
  /** The waybills whose own text, or whose client's `clientFields`, hold the needle. */
  const expected = (needle: string, clientFields: readonly string[]) => {
    const found = new Set<unknown>(
      clients
        .filter((client) => clientFields.some((field) => has(client[field], needle)))
        .map((client) => client.id),
    );
    return ids(
      waybills.filter(
        (row) =>
          ['trackingNumber', 'receiver', 'receiverAddress'].some((f) => has(row[f], needle)) ||
          found.has(row.clientId),
      ),
    );
  };
  const CLIENT_SEARCH = [
    'clientCode',
    'nickname',
    'phone',
    'extraPhone',
    'passportNumber',
    'carNumber',
  ];
  const searched = (token: string, q: string, s: Record<string, unknown> = {}) =>
    server.call<Row[]>(
      `/api/waybills?${new URLSearchParams({ s: JSON.stringify({ ...s, q }), range: JSON.stringify(everything) })}`,
      { token },
    );
  const owned = () =>
    waybills.find((row) => row.clientId !== undefined && row.receiverAddress) as Row;
  const clientOf = (waybill: Row) =>
    clients.find((client) => client.id === waybill.clientId) as Row;

  it("finds a waybill by its client's code, its receiver's name and a city of its address", async () => {
    const waybill = owned();
    const city = String(waybill.receiverAddress).split(',')[0];
    const surname = String(waybill.receiver).split(' ')[0];
    for (const needle of [String(clientOf(waybill).clientCode), surname, city.toUpperCase()]) {
      const want = expected(needle, CLIENT_SEARCH);
      expect(want, needle).toContain(waybill.id);
      const { status, body } = await searched(root, needle);
      expect(status).toBe(200);
      expect(ids(body), needle).toEqual(want);
    }
  });

  it("finds the parcels of a client by the client's phone, for a role that may read it", async () => {
    const client = clientOf(owned());
    const phone = String(client.phone);
    expect(ids((await searched(root, phone)).body)).toEqual(expected(phone, CLIENT_SEARCH));
    // Pickup point staff look clients up by phone too (the counter), within their points' parcels
    // and clients (pvzScope.test.ts); finance by names alone.
    const pvzAdmin = await server.login('pvz_admin');
    const points = pointsOfUser(users, 'pvz_admin');
    const atPoint = (row: Row | undefined) => points.has(String(row?.pvzId));
    const waiting = waybills.find(
      (row) => row.status === 'DropZone' && atPoint(row) && atPoint(clientOf(row)),
    ) as Row;
    const counterPhone = String(clientOf(waiting).phone).slice(4);
    const atCounter = await searched(pvzAdmin, counterPhone, { status: 'DropZone' });
    const byText = (row: Row) =>
      ['trackingNumber', 'receiver', 'receiverAddress'].some((f) => has(row[f], counterPhone));
    const byClient = (row: Row) =>
      atPoint(clientOf(row)) &&
      ['clientCode', 'nickname', 'phone'].some((f) => has(clientOf(row)[f], counterPhone));
    const want = waybills.filter(
      (row) => row.status === 'DropZone' && atPoint(row) && (byText(row) || byClient(row)),
    );
    expect(ids(want)).toContain(waiting.id);
    expect(ids(atCounter.body)).toEqual(ids(want));
    const finance = await server.login('platform_finance');
    const byFinance = await searched(finance, phone);
    expect(ids(byFinance.body)).toEqual(expected(phone, ['clientCode', 'nickname']));
    expect(ids(byFinance.body)).not.toContain(owned().id);
  });

  it("finds nothing through another company's client: the client's row scope holds", async () => {
    const admin = await server.login('company_admin');
    const me = (await server.call<Row>('/api/user/info', { token: admin })).body;
    const users = (await list('users', { s: { username: 'company_admin' } })).body;
    const ownCompany = users.find((user) => user.username === me.username)?.companyId;
    const stranger = clients.find(
      (client) => client.companyId !== undefined && client.companyId !== ownCompany,
    ) as Row;
    // A parcel of the admin's company that names another company's client (platform staff did it).
    const created = await server.call<Row>('/api/waybills', {
      method: 'POST',
      token: root,
      body: { trackingNumber: 'SCOPE-PROBE-1', clientId: stranger.id, companyId: ownCompany },
    });
    expect(created.status).toBe(201);
    expect(ids((await searched(root, String(stranger.phone))).body)).toContain(created.body.id);
    const { status, body } = await searched(admin, String(stranger.phone));
    expect(status).toBe(200);
    expect(ids(body)).not.toContain(created.body.id);
    // The parcel itself is the admin's, found by its own number.
    expect(ids((await searched(admin, 'scope-probe')).body)).toEqual([created.body.id]);
    await server.call(`/api/waybills/${created.body.id}`, { method: 'DELETE', token: root });
  });
});

describe('malformed parameters', () => {
  it('400 with the parameter at fault', async () => {
    const cases: [string, string][] = [
      ['s=%7Bbroken', 's'],
      ['s=%5B1%5D', 's'],
      [`s=${encodeURIComponent('{"colour":"red"}')}`, 'colour'],
      [`s=${encodeURIComponent('{"weight_gte":"heavy"}')}`, 'weight_gte'],
      [`sort=${encodeURIComponent('["passwordHash","ASC"]')}`, 'sort'],
      [`sort=${encodeURIComponent('["weight","UP"]')}`, 'sort'],
      ['range=%5B5%2C1%5D', 'range'],
      ['range=%5B0%5D', 'range'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await server.call<ErrorBody>(`/api/waybills?${query}`, {
        token: root,
      });
      expect(status, query).toBe(400);
      expect(body.message).toBe(en('errors.http.400'));
      expect(Object.keys(body.errors ?? {}), query).toEqual([field]);
    }
  });
});
