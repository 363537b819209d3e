/**
 * A partner company's administrator reads its own bills and the price it is charged (the company
 * bills and company price views, schema/pages.yaml), over real HTTP: only its company's, another
 * company's is not there, and it writes none of them. The company's other staff read neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tashkentDayAt } from '../../src/core/time/tashkent';
import { expectRefused } from './helpers/refusals';
import { readStored } from './helpers/storedData';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

let server: TestServer;
let companyAdmin: string;
let companyUser: string;
let stored: Record<string, Row[]>;
let ownCompany: Row['id'];

beforeAll(async () => {
  server = await startTestServer();
  [companyAdmin, companyUser] = await Promise.all(
    ['company_admin', 'company_user'].map((name) => server.login(name)),
  );
  ownCompany = (await readStored(server)).users.find((user) => user.username === 'company_admin')
    ?.companyId as number;
  // The test data bills another company only: finance bills this one for one of its parcels.
  const unbilled = (await readStored(server)).waybills.find(
    (row) =>
      row.companyId === ownCompany &&
      row.payStatus === 'UN_BILLED' &&
      typeof row.finalFreight === 'number',
  );
  const billed = await server.call('/api/bills/from-waybills', {
    method: 'POST',
    token: await server.login('platform_finance'),
    body: { waybillIds: [unbilled?.id], accountDate: tashkentDayAt(testNow()) },
  });
  expect(billed.status, JSON.stringify(billed.body)).toBe(200);
  stored = await readStored(server);
}, 60_000);
afterAll(() => server.stop());

/** Each collection, and the field naming the company a row is charged to. */
const CHARGED = { bills: 'companyId', 'company-price-cycles': 'ownerId' } as const;
type Collection = keyof typeof CHARGED;
const ofCompany = (collection: Collection, own: boolean) =>
  stored[collection].filter((row) => (row[CHARGED[collection]] === ownCompany) === own);
const ids = (rows: Row[]) => rows.map((row) => Number(row.id)).sort((a, b) => a - b);
const range = encodeURIComponent('[0,99]');

describe("a company's administrator", () => {
  it.each(Object.keys(CHARGED) as Collection[])(
    'reads its own company’s %s, and no other company’s',
    async (collection) => {
      const own = ofCompany(collection, true);
      expect(own.length).toBeGreaterThan(0);
      const { status, body, headers } = await server.call<Row[]>(
        `/api/${collection}?range=${range}`,
        { token: companyAdmin },
      );
      expect(status).toBe(200);
      expect(ids(body)).toEqual(ids(own));
      expect(headers.get('x-total-count')).toBe(String(own.length));

      const [mine] = own;
      const opened = await server.call<Row>(`/api/${collection}/${mine.id}`, {
        token: companyAdmin,
      });
      expect(opened.status).toBe(200);
      expect(opened.body).toEqual(body.find((row) => row.id === mine.id));

      const [foreign] = ofCompany(collection, false);
      await expectRefused(
        server,
        () => server.call(`/api/${collection}/${foreign.id}`, { token: companyAdmin }),
        404,
        'errors.http.404',
      );
    },
  );

  it('sees the price it is charged and what its bills sum', async () => {
    const { body: cycles } = await server.call<Row[]>('/api/company-price-cycles', {
      token: companyAdmin,
    });
    expect(cycles.some((cycle) => typeof cycle.currentPrice === 'number')).toBe(true);
    const { body: bills } = await server.call<Row[]>(`/api/bills?range=${range}`, {
      token: companyAdmin,
    });
    expect(bills.every((bill) => typeof bill.settleAmount === 'number')).toBe(true);
  });

  it('writes neither its bills nor its price', async () => {
    const [bill] = ofCompany('bills', true);
    const [cycle] = ofCompany('company-price-cycles', true);
    const writes: [string, string, Record<string, unknown>][] = [
      ['PATCH', `/api/bills/${bill.id}`, { reference: 'taken over', version: bill.version }],
      ['POST', `/api/bills/${bill.id}/confirm`, {}],
      ['PATCH', `/api/company-price-cycles/${cycle.id}`, { priceType: 'FIXED' }],
      ['POST', '/api/company-price-cycles', { ...cycle, id: undefined }],
      ['DELETE', `/api/company-price-cycles/${cycle.id}`, {}],
    ];
    for (const [method, path, body] of writes)
      await expectRefused(
        server,
        () => server.call(path, { method, token: companyAdmin, body }),
        403,
        'errors.http.403',
      );
  });
});

describe("a company's other staff", () => {
  it.each(Object.keys(CHARGED))('do not read its %s', async (collection) => {
    await expectRefused(
      server,
      () => server.call(`/api/${collection}`, { token: companyUser }),
      403,
      'errors.http.403',
    );
  });
});
