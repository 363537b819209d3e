/**
 * Lookups by id attacked over HTTP: a role refused a list asks it for every id at once
 * (`s={"id":[1..3000]}`) to read clients' passports and phones, users' emails. It gets at most
 * 100 ids per request (else a translated 400), and of each record only the id and the fields
 * that name it; it cannot sort by a field it does not get, nor widen the search. A role that may
 * list the resource gets the records whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { search } from './helpers/refusals';
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

  it('any other search beside the ids, and any search without them', async () => {
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
