/**
 * Row scope (schema `scope:`) attacked over HTTP by the demo company's COMPANY_ADMIN and
 * COMPANY_USER: they list, count, export, look up, open, edit, act on and report over only their
 * company's rows (a client's payments, prices and messages are its company's); another company's
 * record is a translated 404 and nothing is stored. Platform roles still see every company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthBounds } from '../../src/core/time/tashkent';
import { companyless, dataWithCompanylessStaff } from './helpers/companylessStaff';
import { expectRefused, search } from './helpers/refusals';
import { tokenOf } from './helpers/staffAccounts';
import { readStored } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

const NOT_FOUND = 'errors.http.404';

let server: TestServer;
let root: string;
let companyAdmin: string;
let companyUser: string;
let ownCompany: number;
let stored: Record<string, Row[]>;

beforeAll(async () => {
  server = await startTestServer({ data: dataWithCompanylessStaff() });
  [root, companyAdmin, companyUser] = await Promise.all(
    ['root', 'company_admin', 'company_user'].map((name) => server.login(name)),
  );
  stored = await readStored(server);
  ownCompany = Number(stored.users.find((user) => user.username === 'company_admin')?.companyId);
});
afterAll(() => server.stop());

/** Is the stored row the demo company's: by its company, or through the client it names? */
const companyOf: Record<string, (row: Row) => unknown> = {
  waybills: (row) => row.companyId,
  users: (row) => row.companyId,
  clients: (row) => row.companyId,
  'bot-configs': (row) => row.companyId,
  feedbacks: (row) => stored.clients.find((c) => c.id === row.clientId)?.companyId,
  'client-payments': (row) => stored.clients.find((c) => c.id === row.clientId)?.companyId,
  'client-price-cycles': (row) => stored.clients.find((c) => c.id === row.ownerId)?.companyId,
  'client-price-records': (row) => stored.clients.find((c) => c.id === row.ownerId)?.companyId,
};
const own = (collection: string) =>
  stored[collection].filter((row) => companyOf[collection](row) === ownCompany);
/** A row of another company, or of none (the platform's own clients and their records). */
const foreign = (collection: string) =>
  stored[collection].find((row) => companyOf[collection](row) !== ownCompany) as Row;
const otherCompany = () => Number(stored.companies.find((c) => c.id !== ownCompany)?.id);
const ids = (rows: Row[]) => rows.map((row) => Number(row.id)).sort((a, b) => a - b);

const get = <T = Row[]>(token: string, path: string) => server.call<T>(path, { token });

describe('lists and counts', () => {
  const byAdmin = Object.keys(companyOf);
  it.each(byAdmin)('gives COMPANY_ADMIN only its company’s %s', async (collection) => {
    const { status, body, headers } = await get(companyAdmin, `/api/${collection}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(ids(own(collection)));
    expect(headers.get('x-total-count')).toBe(String(own(collection).length));
  });

  it.each(['waybills', 'bot-configs', 'feedbacks'])(
    'gives COMPANY_USER only its company’s %s',
    async (collection) => {
      const { body } = await get(companyUser, `/api/${collection}`);
      expect(ids(body)).toEqual(ids(own(collection)));
    },
  );

  it('finds nothing of another company by filtering for it', async () => {
    const { body, headers } = await get(
      companyAdmin,
      `/api/waybills?s=${search({ companyId: otherCompany() })}`,
    );
    expect(body).toEqual([]);
    expect(headers.get('x-total-count')).toBe('0');
  });

  it('shows platform roles every company', async () => {
    for (const name of ['root', 'platform_user']) {
      const token = await server.login(name);
      const { body } = await get(token, '/api/waybills');
      expect(body).toHaveLength(stored.waybills.length);
      expect(new Set(body.map((row) => row.companyId)).size).toBeGreaterThan(2);
    }
  });

  it('shows a company role without a company no rows at all', async () => {
    const token = await tokenOf(server, companyless('COMPANY_USER'));
    const { body, headers } = await get(token, '/api/waybills');
    expect(body).toEqual([]);
    expect(headers.get('x-total-count')).toBe('0');
  });
});

describe('another company’s record', () => {
  const foreignPaths = (): [string, Row][] =>
    ['waybills', 'users', 'clients', 'bot-configs', 'feedbacks'].map((collection) => [
      collection,
      foreign(collection),
    ]);

  it('is not there to open, nor its history', async () => {
    for (const [collection, row] of foreignPaths()) {
      for (const path of [`/api/${collection}/${row.id}`, `/api/${collection}/${row.id}/history`]) {
        const { status, body } = await get<ErrorBody>(companyAdmin, path);
        expect(status, path).toBe(404);
        expect(body.message).toBe(en(NOT_FOUND));
      }
    }
  });

  it('is not there to edit, replace or act on, and nothing is written', async () => {
    const changes: Record<string, Record<string, unknown>> = {
      waybills: { comment: 'taken over' },
      users: { isActive: false },
      clients: { nickname: 'taken over' },
      'bot-configs': { title: 'taken over' },
      feedbacks: { answer: 'taken over' },
    };
    for (const [collection, row] of foreignPaths()) {
      const path = `/api/${collection}/${row.id}`;
      for (const method of ['PATCH', 'PUT'])
        await expectRefused(
          server,
          () =>
            server.call(path, {
              method,
              token: companyAdmin,
              body: { ...row, ...changes[collection] },
            }),
          404,
          NOT_FOUND,
        );
    }
    await expectRefused(
      server,
      () =>
        server.call(`/api/users/${foreign('users').id}/reset-password`, {
          method: 'POST',
          token: companyAdmin,
          body: { password: 'taken0ver1' },
        }),
      404,
      NOT_FOUND,
    );
  });

  it("opens its own client's settlement, not another company's", async () => {
    const mine = own('clients')[0];
    const { status, body } = await get<Row>(
      companyAdmin,
      `/api/stats/client-settlement/${mine.id}`,
    );
    expect(status).toBe(200);
    expect(body.id).toBe(mine.id);
    const refused = await get<ErrorBody>(
      companyAdmin,
      `/api/stats/client-settlement/${foreign('clients').id}`,
    );
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(en(NOT_FOUND));
  });

  it('is left out of a lookup by id', async () => {
    for (const collection of ['clients', 'users']) {
      const wanted = stored[collection].map((row) => row.id).slice(0, 100);
      const { body } = await get(companyUser, `/api/${collection}?s=${search({ id: wanted })}`);
      const expected = own(collection).filter((row) => wanted.includes(row.id));
      expect(ids(body), collection).toEqual(ids(expected));
    }
  });

  it('is not found by a bulk status change, by id or by tracking number', async () => {
    const target = foreign('waybills');
    const body = { status: 'Toshkent', ids: [target.id], trackingNumbers: [target.trackingNumber] };
    const before = JSON.stringify(await readStored(server));
    const { status, body: report } = await server.call<{ counts: Record<string, number> }>(
      '/api/waybills/bulk-status',
      { method: 'POST', token: companyUser, body },
    );
    expect(status).toBe(200);
    expect(report.counts).toMatchObject({ changed: 0, notFound: 2 });
    expect(JSON.stringify(await readStored(server))).toBe(before);
  });
});

describe('exports, statistics and the bell', () => {
  it("exports only the company's waybills", async () => {
    const { status, headers } = await get(companyAdmin, '/api/waybills/export');
    expect(status).toBe(200);
    expect(headers.get('x-total-count')).toBe(String(own('waybills').length));
  });

  it("counts only the company's waybills in the archives", async () => {
    const { body } = await get<{ count: number }[]>(companyAdmin, '/api/stats/archives');
    const total = body.reduce((sum, day) => sum + day.count, 0);
    expect(total).toBe(own('waybills').length);
  });

  it("counts only the company's waybills and clients on the dashboard", async () => {
    const { body } = await get<{
      monthly: { month: string; count: number }[];
      rankings: { companies: { id: string }[] };
      busyClients: { threshold: number; count: number };
    }>(companyAdmin, '/api/stats/dashboard');
    expect(body.monthly.some((month) => month.count > 0)).toBe(true);
    for (const { month, count } of body.monthly) {
      const { from, to } = monthBounds(month);
      const filter = { companyId: ownCompany, createdAt_gte: from, createdAt_lte: to };
      const list = await get(root, `/api/waybills?s=${search(filter)}&range=[0,0]`);
      expect(count, month).toBe(Number(list.headers.get('x-total-count')));
    }
    expect(body.rankings.companies.map((company) => Number(company.id))).toEqual(
      body.rankings.companies.length > 0 ? [ownCompany] : [],
    );
    const orders = new Map<unknown, number>();
    for (const waybill of own('waybills'))
      if (waybill.clientId != null)
        orders.set(waybill.clientId, (orders.get(waybill.clientId) ?? 0) + 1);
    const busy = [...orders.values()].filter((count) => count > body.busyClients.threshold);
    expect(body.busyClients.count).toBe(busy.length);
  });

  it('counts each notification over the rows its list shows', async () => {
    const { body } = await get<{ collection: string; filter: unknown; count: number }[]>(
      companyAdmin,
      '/api/notifications',
    );
    expect(body.length).toBeGreaterThan(0);
    for (const { collection, filter, count } of body) {
      const list = await get(companyAdmin, `/api/${collection}?s=${search(filter)}`);
      expect(Number(list.headers.get('x-total-count')), collection).toBe(count);
    }
  });
});

describe('writes stay in the company', () => {
  it('gives a new client the company, and refuses another company', async () => {
    const created = await server.call<Row>('/api/clients', {
      method: 'POST',
      token: companyAdmin,
      body: { clientCode: 'SCOPE-1', phone: '+998901234567' },
    });
    expect(created.status).toBe(201);
    expect(created.body.companyId).toBe(ownCompany);
    const other = otherCompany();
    const body = await expectRefused(
      server,
      () =>
        server.call('/api/clients', {
          method: 'POST',
          token: companyAdmin,
          body: { clientCode: 'SCOPE-2', phone: '+998901234568', companyId: other },
        }),
      403,
      'authority.otherCompany',
    );
    expect(body.errors).toEqual({ companyId: en('authority.otherCompany') });
  });

  it("refuses pointing its waybill at another company's client, as a missing record", async () => {
    const waybill = own('waybills')[0];
    const body = await expectRefused(
      server,
      () =>
        server.call(`/api/waybills/${waybill.id}`, {
          method: 'PATCH',
          token: companyUser,
          body: { clientId: foreign('clients').id },
        }),
      400,
      'validation.formFailed',
    );
    expect(body.errors).toEqual({ clientId: en('validation.reference') });
  });

  it("reads its clients' price cycles but sets none: they price the freight its company is billed", async () => {
    const cycle = (ownerId: Row['id']) => ({
      ownerId,
      startDate: '2027-01-01',
      endDate: '2027-02-01',
      priceType: 'FIXED',
      levels: [{ minWeight: 0, maxWeight: 100000, price: 0 }],
    });
    for (const client of [own('clients')[0], foreign('clients')])
      await expectRefused(
        server,
        () =>
          server.call('/api/client-price-cycles', {
            method: 'POST',
            token: companyAdmin,
            body: cycle(client.id),
          }),
        403,
        'errors.http.403',
      );
    const made = await server.call<Row>('/api/client-price-cycles', {
      method: 'POST',
      token: root,
      body: {
        ...cycle(own('clients')[0].id),
        levels: [{ minWeight: 0, maxWeight: 100000, price: 6 }],
      },
    });
    expect(made.status).toBe(201);
    const seen = await server.call<Row[]>('/api/client-price-cycles', { token: companyAdmin });
    expect(seen.body.map((row) => row.id)).toContain(made.body.id);
    await expectRefused(
      server,
      () =>
        server.call(`/api/client-price-cycles/${made.body.id}`, {
          method: 'PATCH',
          token: companyAdmin,
          body: { levels: [{ minWeight: 0, maxWeight: 100000, price: 0 }] },
        }),
      403,
      'errors.http.403',
    );
  });

  it('lets a platform role point a waybill at any company’s client', async () => {
    const platformUser = await server.login('platform_user');
    const waybill = own('waybills')[1];
    const { status, body } = await server.call<Row>(`/api/waybills/${waybill.id}`, {
      method: 'PATCH',
      token: platformUser,
      body: { clientId: foreign('clients').id },
    });
    expect(status).toBe(200);
    expect(body.clientId).toBe(foreign('clients').id);
  });
});

describe("the platform's own bot", () => {
  it('is read by company roles but edited only by the platform', async () => {
    const path = '/api/bot-settings/1';
    expect((await get(companyUser, path)).status).toBe(200);
    for (const token of [companyUser, companyAdmin])
      await expectRefused(
        server,
        () =>
          server.call(path, {
            method: 'PATCH',
            token,
            body: { webhookUrl: 'https://attacker.example/hook' },
          }),
        403,
        'errors.http.403',
      );
    const platformUser = await server.login('platform_user');
    const { status, body } = await server.call<Row>(path, {
      method: 'PATCH',
      token: platformUser,
      body: { welcomeText: 'Assalomu alaykum!' },
    });
    expect(status).toBe(200);
    expect(body.welcomeText).toBe('Assalomu alaykum!');
  });
});
