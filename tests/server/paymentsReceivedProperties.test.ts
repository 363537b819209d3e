/**
 * Payments received, as a property (docs/decisions.md, "Money", "Payments received"): random
 * sequences of the money coming in (client payments in USD or som on days of this month and the
 * months before, edited to another amount or day, deleted; company bills made, confirmed and paid
 * in full or in part) sent to a real server over HTTP, and after every step, for each of the
 * dashboard's six months:
 * - the dashboard's "payments received" is the B2C report's received amount plus the bills'
 *   payments made in that month, as a client adds them up from the bill payment list;
 * - the reports page's month says the same, from clients and from companies;
 * - a company role's dashboard is its own company's share: its bills' payments and its clients';
 * - no request fails with a server error.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, sumUsd, toCents } from '../../src/core/money/money';
import { addDays, monthOf, tashkentDayAt, tashkentDayOf } from '../../src/core/time/tashkent';
import { listAll } from './helpers/listAll';
import { pick } from './helpers/pick';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

let server: TestServer;
let finance: string;
let root: string;
let companyAdmin: string;
let companyId: Row['id'];
/** B2C clients the payments are for, and unbilled waybills of each company to bill. */
let clients: Row[];
let groups: Row[][];

const PAYMENTS = '/api/client-payments';
const BILL_PAYMENTS = '/api/bill-payments';

beforeAll(async () => {
  server = await startTestServer();
  [finance, root, companyAdmin] = await Promise.all(
    ['platform_finance', 'root', 'company_admin'].map((name) => server.login(name)),
  );
  companyId = (await call(companyAdmin, '/api/user/info', 'GET')).body.companyId as Row['id'];
  clients = (await list('/api/clients')).filter((client) => client.companyId == null).slice(0, 4);
  const byCompany = new Map<unknown, Row[]>();
  for (const waybill of await list('/api/waybills', { payStatus: 'UN_BILLED' }))
    if (waybill.companyId != null && Number(waybill.finalFreight ?? 0) > 0)
      byCompany.set(waybill.companyId, [...(byCompany.get(waybill.companyId) ?? []), waybill]);
  // The company admin's company among them, so its dashboard sees bills paid.
  groups = [...byCompany]
    .sort(([a], [b]) => Number(b === companyId) - Number(a === companyId))
    .map(([, waybills]) => waybills.slice(0, 8))
    .slice(0, 3);
  expect(clients.length).toBeGreaterThan(1);
  expect(groups.length).toBeGreaterThan(1);
}, 60_000);
afterAll(() => server.stop());

const call = (token: string, path: string, method: string, body?: unknown) =>
  server.call<Row>(path, { method, token, body });
const list = (path: string, filter?: Record<string, unknown>) =>
  listAll(server, root, path, filter);

/** Indexes pick among what is there when the operation runs (modulo its length). */
type Operation =
  | { kind: 'pay'; client: number; currency: 'USD' | 'SUM'; cents: number; daysAgo: number }
  | { kind: 'edit'; payment: number; cents: number; daysAgo: number }
  | { kind: 'delete'; payment: number }
  | { kind: 'bill'; company: number; waybills: number[] }
  | { kind: 'payBill'; bill: number; inFull: boolean };

const index = fc.nat({ max: 99 });
/** Days before today a payment is dated: this month, and the months before (the data's span). */
const daysAgo = fc.constantFrom(0, 1, 12, 25, 40);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    client: index,
    currency: fc.constantFrom('USD' as const, 'SUM' as const),
    cents: fc.integer({ min: 1, max: 40_000 }),
    daysAgo,
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    payment: index,
    cents: fc.integer({ min: 1, max: 40_000 }),
    daysAgo,
  }),
  fc.record({ kind: fc.constant('delete' as const), payment: index }),
  fc.record({
    kind: fc.constant('bill' as const),
    company: index,
    waybills: fc.array(index, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('payBill' as const), bill: index, inFull: fc.boolean() }),
);

let reference = 0;
/** Payments that left their bill partly paid. */
let partPayments = 0;
/** Noon in Tashkent `days` before today (a payment is not dated in the future). */
const paidAt = (days: number) =>
  days === 0
    ? new Date(testNow()).toISOString()
    : `${addDays(tashkentDayAt(testNow()), -days)}T07:00:00.000Z`;

/** Sends one operation; its answer may be a refusal, never a server error. */
async function run(op: Operation): Promise<number | undefined> {
  const payments = async () =>
    (await Promise.all(clients.map((client) => list(PAYMENTS, { clientId: client.id })))).flat();
  switch (op.kind) {
    case 'pay': {
      const amount =
        op.currency === 'USD' ? { amount: op.cents / 100 } : { amountSom: op.cents * 125 };
      const body = {
        clientId: pick(clients, op.client)?.id,
        currency: op.currency,
        ...amount,
        paymentMethod: 1,
        paidAt: paidAt(op.daysAgo),
        reference: `RECEIVED-${++reference}`,
      };
      return (await call(finance, PAYMENTS, 'POST', body)).status;
    }
    case 'edit': {
      const payment = pick(await payments(), op.payment);
      if (!payment) return;
      const amount =
        payment.currency === 'SUM' ? { amountSom: op.cents * 125 } : { amount: op.cents / 100 };
      const body = { ...payment, ...amount, paidAt: paidAt(op.daysAgo) };
      return (await call(finance, `${PAYMENTS}/${payment.id}`, 'PUT', body)).status;
    }
    case 'delete': {
      const payment = pick(await payments(), op.payment);
      if (!payment) return;
      return (await call(root, `${PAYMENTS}/${payment.id}`, 'DELETE')).status;
    }
    case 'bill': {
      // A company's waybills billed today and confirmed: a bill waiting for its payment.
      const group = pick(groups, op.company) ?? [];
      const body = {
        waybillIds: op.waybills.map((at) => pick(group, at)?.id),
        accountDate: tashkentDayAt(testNow()),
      };
      const made = await call(finance, '/api/bills/from-waybills', 'POST', body);
      if (made.status !== 200) return made.status;
      return (await call(finance, `/api/bills/${made.body.id}/confirm`, 'POST')).status;
    }
    case 'payBill': {
      const waiting = (await list('/api/bills', { status: 'CONFIRMED' })).filter(
        (bill) => bill.settled !== true,
      );
      const bill = pick(waiting.slice(-6), op.bill);
      if (!bill) return;
      // What remains, or half of it (a bill paid in parts counts each part in its month).
      const remaining = toCents(Number(bill.remainingAmount));
      const amount = fromCents(op.inFull ? remaining : Math.ceil(remaining / 2));
      const body = { amount, paidAt: paidAt(0), paymentMethod: 0, version: bill.version };
      const { status } = await call(finance, `/api/bills/${bill.id}/payment`, 'POST', body);
      if (status < 300 && !op.inFull) partPayments += 1;
      return status;
    }
  }
}

interface Dashboard {
  freight: { month: string; paid: number }[];
}
interface MonthFigures {
  month: string;
  fromClients: number;
  fromCompanies: number;
  received: number;
}

const monthOfTime = (timestamp: unknown) => monthOf(tashkentDayOf(timestamp) ?? '');
const amountsIn = (rows: readonly Row[], time: string, field: string, month: string) =>
  sumUsd(rows.filter((row) => monthOfTime(row[time]) === month).map((row) => Number(row[field])));

async function expectReceivedAgrees(): Promise<void> {
  const stats = <T>(token: string, path: string) =>
    call(token, `/api/stats/${path}`, 'GET').then(({ body }) => body as unknown as T);
  const [dashboard, b2c, report, billPayments, companyDashboard] = await Promise.all([
    stats<Dashboard>(root, 'dashboard'),
    stats<Row[]>(root, 'reports/b2c?range=[0,999]'),
    stats<{ months: MonthFigures[] }>(root, 'reports/months'),
    list(BILL_PAYMENTS),
    stats<Dashboard>(companyAdmin, 'dashboard'),
  ]);
  const companyBills = new Set(
    (await list('/api/bills', { companyId })).map((bill) => String(bill.id)),
  );
  const theirs = new Set(
    (await list('/api/clients', { companyId })).map((client) => String(client.id)),
  );
  const payments = await list(PAYMENTS);
  for (const { month, paid } of dashboard.freight) {
    const fromClients = Number(b2c.find((row) => row.month === month)?.paymentAmount ?? 0);
    const billsPaid = amountsIn(billPayments, 'paidAt', 'amount', month);
    expect(paid, `${month}: B2C report + bills' payments`).toBe(sumUsd([fromClients, billsPaid]));
    const row = report.months.find((figures) => figures.month === month);
    expect(
      {
        fromClients: row?.fromClients ?? 0,
        fromCompanies: row?.fromCompanies ?? 0,
        received: row?.received ?? 0,
      },
      `${month}: the reports page`,
    ).toEqual({ fromClients, fromCompanies: billsPaid, received: paid });
    const companyPaid = companyDashboard.freight.find((row) => row.month === month)?.paid;
    expect(companyPaid, `${month}: the company's share`).toBe(
      sumUsd([
        amountsIn(
          billPayments.filter((payment) => companyBills.has(String(payment.billId))),
          'paidAt',
          'amount',
          month,
        ),
        amountsIn(
          payments.filter((payment) => theirs.has(String(payment.clientId))),
          'paidAt',
          'amount',
          month,
        ),
      ]),
    );
  }
}

describe('payments received agree on every screen after every step of random money coming in', () => {
  it("the dashboard is the B2C report plus the bills' payments, month by month", async () => {
    const paidBefore = (await list(BILL_PAYMENTS)).length;
    await expectReceivedAgrees();
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 3, maxLength: 8 }), async (operations) => {
        for (const op of operations) {
          const status = await run(op);
          expect(status ?? 200, JSON.stringify(op)).toBeLessThan(500);
          await expectReceivedAgrees();
        }
      }),
      { numRuns: 10, seed: 36 },
    );
    // The runs paid bills, some in part, and moved payments between months: the rule was tried.
    expect((await list(BILL_PAYMENTS)).length).toBeGreaterThan(paidBefore);
    expect(partPayments).toBeGreaterThan(0);
  }, 180_000);
});
