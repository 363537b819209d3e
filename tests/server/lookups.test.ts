/**
 * Lookups by id or search attacked over HTTP: a role refused a list asks it for every id at once
 * (`s={"id":[1..3000]}`) to read clients' passports and phones, users' emails. It gets at most
 * 100 ids per request (else a translated 400), and of each record only the id and the fields
 * that name it; it cannot sort by a field it does not get, nor widen the search. Its reference
 * inputs search a page of names (`s={"q":"BK1"}` with `range`): `q` matches the names alone, so a
 * phone or a passport number finds nothing, and the row scope holds. A role that may list the
 * resource gets the records whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, search } from './helpers/refusals';
import { readStored } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let finance: string;
let companyUser: string;
let root: string;

beforeAll(async () => {
  // Heads as large as server/index.ts takes: 3,000 ids fit in a request line.
  server = await startTestServer({ maxHeaderSize: 1024 * 1024 });
  [finance, companyUser, root] = await Promise.all(
    ['platform_finance', 'company_user', 'root'].map((name) => server.login(name)),
  );
});
afterAll(() => server.stop());

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const lookUp = <T = Row[]>(token: string, collection: string, ids: unknown, extra = '') =>
  server.call<T>(`/api/${collection}?s=${search({ id: ids })}${extra}`, { token });

describe('what a lookup answers', () => {
  it('gives PLATFORM_FINANCE clients by id as their code only: no passport, no phone', async () => {
    const { status, body } = await lookUp(finance, 'clients', range(1, 100));
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(10);
    for (const client of body) expect(Object.keys(client).sort()).toEqual(['clientCode', 'id']);
  });

  it('gives COMPANY_USER users by id as their username only: no email, no phone', async () => {
    const { status, body } = await lookUp(companyUser, 'users', range(1, 100));
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const user of body) expect(Object.keys(user).sort()).toEqual(['id', 'username']);
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
  let stored: Record<string, Row[]>;
  let companyAdmin: string;
  let marketing: string;
  beforeAll(async () => {
    stored = await readStored(server);
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
  /** The stored clients whose code holds `needle`, as a lookup search must find them. */
  const byCode = (needle: string) =>
    stored.clients
      .filter((client) => String(client.clientCode).toLowerCase().includes(needle.toLowerCase()))
      .map((client) => Number(client.id));
  const idsOf = (rows: Row[]) => rows.map((row) => Number(row.id)).sort((a, b) => a - b);

  it('lets PLATFORM_FINANCE search clients by code, answering codes only', async () => {
    const wanted = stored.clients.find((client) => typeof client.clientCode === 'string') as Row;
    const needle = String(wanted.clientCode).slice(0, -1).toLowerCase();
    const { status, body, headers } = await find(finance, 'clients', { q: needle }, [0, 99]);
    expect(status).toBe(200);
    expect(body.map((client) => Number(client.id))).toContain(Number(wanted.id));
    for (const client of body) expect(Object.keys(client).sort()).toEqual(['clientCode', 'id']);
    const expected = byCode(needle);
    expect(headers.get('x-total-count')).toBe(String(expected.length));
    if (expected.length <= 100) expect(idsOf(body)).toEqual(expected.sort((a, b) => a - b));
  });

  it('opens a reference input on the first page of names, without any search', async () => {
    const { status, body } = await find(finance, 'clients');
    expect(status).toBe(200);
    expect(body).toHaveLength(Math.min(25, stored.clients.length));
    for (const client of body) expect(Object.keys(client).sort()).toEqual(['clientCode', 'id']);
  });

  it('finds nothing by a phone, a passport or a nickname: `q` searches the names alone', async () => {
    const client = stored.clients.find(
      (row) => row.phone && row.passportNumber && row.nickname,
    ) as Row;
    expect(client).toBeDefined();
    for (const needle of [client.phone, client.passportNumber, client.nickname].map(String)) {
      // The full list finds the client by it: the probe would work there.
      const full = await find(root, 'clients', { q: needle }, [0, 99]);
      expect(idsOf(full.body), needle).toContain(Number(client.id));
      const { status, body } = await find(finance, 'clients', { q: needle }, [0, 99]);
      expect(status).toBe(200);
      expect(idsOf(body), needle).toEqual(byCode(needle).sort((a, b) => a - b));
      expect(idsOf(body), needle).not.toContain(Number(client.id));
    }
  });

  it('keeps COMPANY_ADMIN to its own company when it searches companies', async () => {
    const ownCompany = Number(
      stored.users.find((user) => user.username === 'company_admin')?.companyId,
    );
    const own = stored.companies.find((company) => company.id === ownCompany) as Row;
    const other = stored.companies.find((company) => company.id !== ownCompany) as Row;
    const all = await find(companyAdmin, 'companies', undefined, [0, 99]);
    expect(all.status).toBe(200);
    expect(all.body).toEqual([{ id: ownCompany, shortName: own.shortName }]);
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
