/**
 * Lookups by id or search attacked over HTTP: a role refused a list asks it for every id at once
 * (`s={"id":[1..3000]}`) to read clients' passports and phones, users' emails. It gets at most
 * 100 ids per request (else a translated 400), and of each record only the id and the fields
 * that name it (a client's code and nickname); it cannot sort by a field it does not get, nor
 * widen the search. Its reference inputs search a page of names (`s={"q":"BK1"}` with `range`):
 * `q` matches the names alone, so a phone or a passport number finds nothing, and the row scope
 * holds. Pickup point staff alone also find a client by phone (`lookupFieldsFor`). A role that
 * may list the resource gets the records whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, search } from './helpers/refusals';
import { readStored } from './helpers/storedData';
import { pointsOfUser } from './helpers/pvzPoints';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let finance: string;
let companyUser: string;
let root: string;
let stored: Record<string, Row[]>;

beforeAll(async () => {
  // Heads as large as server/index.ts takes: 3,000 ids fit in a request line.
  server = await startTestServer({ maxHeaderSize: 1024 * 1024 });
  [finance, companyUser, root] = await Promise.all(
    ['platform_finance', 'company_user', 'root'].map((name) => server.login(name)),
  );
  stored = await readStored(server);
});
afterAll(() => server.stop());

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const lookUp = <T = Row[]>(token: string, collection: string, ids: unknown, extra = '') =>
  server.call<T>(`/api/${collection}?s=${search({ id: ids })}${extra}`, { token });
/** The stored record of an answered one, with only these fields (those it holds). */
const storedWith = (collection: string, answered: Row, fields: readonly string[]) => {
  const record = stored[collection].find((row) => row.id === answered.id) as Row;
  return Object.fromEntries(fields.filter((field) => field in record).map((f) => [f, record[f]]));
};

describe('what a lookup answers', () => {
  it('gives PLATFORM_FINANCE clients by id as code and nickname: no passport, no phone', async () => {
    const { status, body } = await lookUp(finance, 'clients', range(1, 100));
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(10);
    for (const client of body)
      expect(client).toEqual(storedWith('clients', client, ['id', 'clientCode', 'nickname']));
  });

  it('gives COMPANY_USER users by id as username and name: no email, no phone', async () => {
    const { status, body } = await lookUp(companyUser, 'users', range(1, 100));
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const user of body)
      expect(user).toEqual(storedWith('users', user, ['id', 'username', 'name']));
  });

  it('gives a role that may list the resource the records whole', async () => {
    const { body } = await lookUp(root, 'clients', [1, 2]);
    expect(body).toHaveLength(2);
    for (const client of body) expect(client).toHaveProperty('phone');
  });

  it('answers nothing, not everything, for no ids', async () => {
    const { status, body } = await lookUp(finance, 'clients', []);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});

describe('what a lookup refuses', () => {
  it('more than 100 ids, to any role, with a translated message on the ids', async () => {
    for (const token of [finance, root]) {
      for (const ids of [range(1, 101), range(1, 3000)]) {
        const { status, body } = await lookUp<ErrorBody>(token, 'clients', ids);
        expect(status).toBe(400);
        expect(body.message).toBe(en('errors.http.400'));
        expect(body.errors).toEqual({ id: en('authority.tooManyIds', { max: 100 }) });
      }
    }
  });

  it('sorting by a field it does not answer (an oracle on passports or emails)', async () => {
    const byPassport = await lookUp<ErrorBody>(
      finance,
      'clients',
      [1, 2, 3],
      `&sort=${search(['passportNumber', 'ASC'])}`,
    );
    expect(byPassport.status).toBe(400);
    expect(byPassport.body.errors).toEqual({ sort: en('errors.api.badParameter') });
    const byEmail = await lookUp<ErrorBody>(
      companyUser,
      'users',
      [6, 7],
      `&sort=${search(['email', 'DESC'])}`,
    );
    expect(byEmail.status).toBe(400);
    const byCode = await lookUp(
      finance,
      'clients',
      [1, 2, 3],
      `&sort=${search(['clientCode', 'DESC'])}`,
    );
    expect(byCode.status).toBe(200);
    expect(byCode.body.map((client) => client.clientCode)).toEqual(
      [...byCode.body.map((client) => String(client.clientCode))].sort().reverse(),
    );
  });

  it('any other search beside the ids, and any search without ids or a page', async () => {
    for (const s of [{ id: [1], phone: '+998' }, { q: 'a' }, { passportNumber: 'A' }, {}]) {
      const { status, body } = await server.call<ErrorBody>(`/api/clients?s=${search(s)}`, {
        token: finance,
      });
      expect(status, JSON.stringify(s)).toBe(403);
      expect(body.message).toBe(en('errors.http.403'));
    }
  });

  it('a resource nothing the role reads points at', async () => {
    const marketing = await server.login('marketing_admin');
    const { status } = await lookUp(marketing, 'bills', [1]);
    expect(status).toBe(403);
  });
});

describe('searching in lookup mode (reference inputs)', () => {
  let companyAdmin: string;
  let marketing: string;
  beforeAll(async () => {
    [companyAdmin, marketing] = await Promise.all(
      ['company_admin', 'marketing_admin'].map((name) => server.login(name)),
    );
  });

  /** A reference input's request: `s`, react-admin's sort (id DESC) and a page. */
  const find = <T = Row[]>(token: string, collection: string, s?: unknown, page = [0, 24]) =>
    server.call<T>(
      `/api/${collection}?${s === undefined ? '' : `s=${search(s)}&`}sort=${search(['id', 'DESC'])}&range=${search(page)}`,
      { token },
    );
  /** The stored clients whose code or nickname holds `needle`, as a lookup search finds them. */
  const byName = (needle: string, fields = ['clientCode', 'nickname']) =>
    stored.clients
      .filter((client) =>
        fields.some((field) =>
          String(client[field] ?? '')
            .toLowerCase()
            .includes(needle.toLowerCase()),
        ),
      )
      .map((client) => Number(client.id))
      .sort((a, b) => a - b);
  const NAME_FIELDS = ['id', 'clientCode', 'nickname'];
  const idsOf = (rows: Row[]) => rows.map((row) => Number(row.id)).sort((a, b) => a - b);

  it('lets PLATFORM_FINANCE search clients by code, answering names only', async () => {
    const wanted = stored.clients.find((client) => typeof client.clientCode === 'string') as Row;
    const needle = String(wanted.clientCode).slice(0, -1).toLowerCase();
    const { status, body, headers } = await find(finance, 'clients', { q: needle }, [0, 99]);
    expect(status).toBe(200);
    expect(body.map((client) => Number(client.id))).toContain(Number(wanted.id));
    for (const client of body) expect(client).toEqual(storedWith('clients', client, NAME_FIELDS));
    const expected = byName(needle);
    expect(headers.get('x-total-count')).toBe(String(expected.length));
    if (expected.length <= 100) expect(idsOf(body)).toEqual(expected);
  });

  it('lets PLATFORM_FINANCE find a client by the name a picker shows', async () => {
    const wanted = stored.clients.find((client) => typeof client.nickname === 'string') as Row;
    const needle = String(wanted.nickname).toUpperCase();
    const { status, body } = await find(finance, 'clients', { q: needle }, [0, 99]);
    expect(status).toBe(200);
    expect(idsOf(body)).toContain(Number(wanted.id));
    expect(idsOf(body)).toEqual(byName(needle).slice(-100));
  });

  it('opens a reference input on the first page of names, without any search', async () => {
    const { status, body } = await find(finance, 'clients');
    expect(status).toBe(200);
    expect(body).toHaveLength(Math.min(25, stored.clients.length));
    for (const client of body) expect(client).toEqual(storedWith('clients', client, NAME_FIELDS));
  });

  it('finds nothing by a phone or a passport: `q` searches the names alone', async () => {
    const client = stored.clients.find((row) => row.phone && row.passportNumber) as Row;
    expect(client).toBeDefined();
    for (const needle of [client.phone, client.passportNumber].map(String)) {
      // The full list finds the client by it: the probe would work there.
      const full = await find(root, 'clients', { q: needle }, [0, 99]);
      expect(idsOf(full.body), needle).toContain(Number(client.id));
      const { status, body } = await find(finance, 'clients', { q: needle }, [0, 99]);
      expect(status).toBe(200);
      expect(idsOf(body), needle).toEqual(byName(needle));
      expect(idsOf(body), needle).not.toContain(Number(client.id));
    }
  });

  it('lets PVZ_ADMIN find a client by the phone given at the counter, not by passport', async () => {
    const pvzAdmin = await server.login('pvz_admin');
    // Of the clients whose pickup point is one of its own (pvzScope.test.ts).
    const points = pointsOfUser(stored.users, 'pvz_admin');
    const atPoint = (id: number) =>
      points.has(String(stored.clients.find((row) => Number(row.id) === id)?.pvzId));
    const client = stored.clients.find(
      (row) => row.phone && row.passportNumber && points.has(String(row.pvzId)),
    ) as Row;
    const phone = await find(pvzAdmin, 'clients', { q: String(client.phone) }, [0, 99]);
    expect(phone.status).toBe(200);
    expect(idsOf(phone.body)).toEqual(
      byName(String(client.phone), ['clientCode', 'nickname', 'phone']).filter(atPoint),
    );
    expect(phone.body.find((row) => row.id === client.id)).toEqual(
      storedWith('clients', client, [...NAME_FIELDS, 'phone']),
    );
    const passport = await find(pvzAdmin, 'clients', { q: String(client.passportNumber) }, [0, 99]);
    expect(idsOf(passport.body)).not.toContain(Number(client.id));
    // Still a lookup: no list of clients, no other filter.
    await expectRefused(
      server,
      () => find(pvzAdmin, 'clients', { phone: '+998' }),
      403,
      'errors.http.403',
    );
  });

  it('keeps COMPANY_ADMIN to its own company when it searches companies', async () => {
    const ownCompany = Number(
      stored.users.find((user) => user.username === 'company_admin')?.companyId,
    );
    const own = stored.companies.find((company) => company.id === ownCompany) as Row;
    const other = stored.companies.find((company) => company.id !== ownCompany) as Row;
    const all = await find(companyAdmin, 'companies', undefined, [0, 99]);
    expect(all.status).toBe(200);
    expect(all.body).toEqual([{ id: ownCompany, shortName: own.shortName, code: own.code }]);
    const mine = await find(companyAdmin, 'companies', { q: String(own.shortName) });
    expect(idsOf(mine.body)).toEqual([ownCompany]);
    const theirs = await find(companyAdmin, 'companies', { q: String(other.shortName) });
    expect(theirs.status).toBe(200);
    expect(theirs.body.filter((company) => company.id !== ownCompany)).toEqual([]);
  });

  it('lets MARKETING_ADMIN search pickup points and COMPANY_ADMIN promo codes', async () => {
    const pvzs = await find(marketing, 'pvzs', { q: 'a' });
    expect(pvzs.status).toBe(200);
    for (const pvz of pvzs.body) expect(Object.keys(pvz).sort()).toEqual(['id', 'name']);
    const codes = await find(companyAdmin, 'promo-codes', {});
    expect(codes.status).toBe(200);
    for (const code of codes.body) expect(Object.keys(code).sort()).toEqual(['code', 'id']);
  });

  it('refuses a role with no lookup right, and changes nothing', async () => {
    await expectRefused(server, () => find(marketing, 'bills', { q: 'a' }), 403, 'errors.http.403');
    await expectRefused(server, () => find(marketing, 'bills'), 403, 'errors.http.403');
  });

  it('refuses any other key of `s` in lookup mode, and changes nothing', async () => {
    const others = [
      { q: 'a', phone: '+998' },
      { q: 'a', passportNumber: 'A' },
      { q: 'BK', companyId: 1 },
      { q: 'BK', clientCode: 'BK' },
      { id: [1], q: 'a', nickname: 'a' },
      { phone_exists: true },
      { createdAt_gte: '2020-01-01' },
      JSON.parse('{"q":"a","__proto__":{"phone":"+998"}}') as unknown,
    ];
    for (const s of others)
      await expectRefused(server, () => find(finance, 'clients', s), 403, 'errors.http.403');
  });

  it('refuses a page of more than 100 names, or an order by a field it does not answer', async () => {
    const big = await expectRefused(
      server,
      () => find(finance, 'clients', { q: 'a' }, [0, 100]),
      400,
      'errors.http.400',
    );
    expect(big.errors).toEqual({ range: en('authority.tooManyIds', { max: 100 }) });
    const byPhone = await expectRefused(
      server,
      () =>
        server.call(
          `/api/clients?s=${search({ q: 'a' })}&sort=${search(['phone', 'ASC'])}&range=${search([0, 9])}`,
          { token: finance },
        ),
      400,
      'errors.http.400',
    );
    expect(byPhone.errors).toEqual({ sort: en('errors.api.badParameter') });
    expect((await find(finance, 'clients', { q: 'a' }, [100, 199])).status).toBe(200);
  });
});
