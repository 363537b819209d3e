/**
 * Money that adds up, as a property: random sequences of the daily finance work (weigh, request,
 * approve, reject and withdraw price changes, create bills, add and drop waybills, confirm, pay)
 * sent to a real server over HTTP, and after every step the stored records must agree:
 * - a bill's amount is the sum of its waybills' final freight, its som that amount at its rate,
 *   and its rate the company's B2B rate on its account date;
 * - a waybill's som is its final freight at its freight rate; its changed price is its latest
 *   approved change's;
 * - a billed waybill is on a bill of its own company (a waybill has one bill, so none is on two);
 * - nothing in a confirmed bill changes but its payments;
 * - a bill's paid amount is the sum of its payments and of what its waybills were paid, its
 *   remaining amount the rest, and it is settled when confirmed with nothing remaining;
 * - per company, what is paid plus what is unpaid is the billed total;
 * - no request fails with a server error.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { somOf, subtractUsd, sumUsd } from '../../src/core/money/money';
import { rateInForce, rateInstantOfDay } from '../../src/core/money/rateInForce';
import { addDays, tashkentDayAt } from '../../src/core/time/tashkent';
import { pick } from './helpers/pick';
import { readStored } from './helpers/storedData';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

let server: TestServer;
let finance: string;
let root: string;
/** Unbilled waybills of each company at the start: what the operations pick from. */
let groups: Row[][];
/** Each confirmed bill as first seen: what must never change. */
const confirmed = new Map<Row['id'], string>();

beforeAll(async () => {
  server = await startTestServer();
  [finance, root] = await Promise.all(
    ['platform_finance', 'root'].map((name) => server.login(name)),
  );
  const byCompany = new Map<unknown, Row[]>();
  for (const waybill of (await readStored(server)).waybills)
    if (waybill.companyId != null && waybill.payStatus === 'UN_BILLED')
      byCompany.set(waybill.companyId, [...(byCompany.get(waybill.companyId) ?? []), waybill]);
  groups = [...byCompany.values()].map((list) => list.slice(0, 6)).slice(0, 3);
}, 60_000);
afterAll(() => server.stop());

/** Indexes pick among what is there when the operation runs (modulo its length). */
type Operation =
  | { kind: 'weigh'; company: number; waybill: number; weight: number }
  | { kind: 'request'; company: number; waybill: number; cents: number }
  | { kind: 'approve' | 'reject' | 'withdraw'; change: number }
  | { kind: 'createBill'; company: number; waybills: number[]; daysAgo: number }
  | { kind: 'add' | 'drop'; bill: number; waybills: number[] }
  | { kind: 'confirm'; bill: number }
  /** Pays `percent` of what remains (all of it at 100). */
  | { kind: 'pay'; bill: number; percent: number };

const index = fc.nat({ max: 99 });
const indexes = fc.array(index, { minLength: 1, maxLength: 3 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('weigh' as const),
    company: index,
    waybill: index,
    weight: fc.integer({ min: 1, max: 400 }),
  }),
  fc.record({
    kind: fc.constant('request' as const),
    company: index,
    waybill: index,
    cents: fc.integer({ min: 0, max: 90_000 }),
  }),
  fc.record({
    kind: fc.constantFrom('approve' as const, 'reject' as const, 'withdraw' as const),
    change: index,
  }),
  fc.record({
    kind: fc.constant('createBill' as const),
    company: index,
    waybills: indexes,
    daysAgo: fc.constantFrom(0, 1, 10, 40),
  }),
  fc.record({
    kind: fc.constantFrom('add' as const, 'drop' as const),
    bill: index,
    waybills: indexes,
  }),
  fc.record({ kind: fc.constant('confirm' as const), bill: index }),
  fc.record({
    kind: fc.constant('pay' as const),
    bill: index,
    percent: fc.integer({ min: 1, max: 100 }),
  }),
);

const call = (token: string, path: string, method: string, body?: unknown) =>
  server.call<Row>(path, { method, token, body });

/** Sends one operation; its answer may be a refusal, never a server error. */
async function run(op: Operation): Promise<number | undefined> {
  const stored = await readStored(server);
  const current = (waybill: Row | undefined) => stored.waybills.find((w) => w.id === waybill?.id);
  const billsWhere = (status: string) => stored.bills.filter((bill) => bill.status === status);
  switch (op.kind) {
    case 'weigh': {
      const waybill = current(pick(pick(groups, op.company) ?? [], op.waybill));
      if (!waybill) return;
      const body = { weight: op.weight / 10, version: waybill.version };
      return (await call(root, `/api/waybills/${waybill.id}`, 'PATCH', body)).status;
    }
    case 'request': {
      const waybill = pick(pick(groups, op.company) ?? [], op.waybill);
      const body = { waybillId: waybill?.id, newPrice: op.cents / 100, reason: 'Property test' };
      return (await call(finance, '/api/price-changes', 'POST', body)).status;
    }
    case 'approve':
    case 'reject':
    case 'withdraw': {
      const open = op.kind === 'withdraw' ? ['PENDING', 'APPROVED'] : ['PENDING'];
      const changes = stored['price-changes'].filter((c) => open.includes(String(c.status)));
      const change = pick(changes.slice(-10), op.change);
      if (!change) return;
      const token = op.kind === 'withdraw' ? finance : root;
      return (await call(token, `/api/price-changes/${change.id}/${op.kind}`, 'POST')).status;
    }
    case 'createBill': {
      const group = pick(groups, op.company) ?? [];
      const body = {
        waybillIds: op.waybills.map((at) => pick(group, at)?.id),
        accountDate: addDays(tashkentDayAt(testNow()), -op.daysAgo),
      };
      return (await call(finance, '/api/bills/from-waybills', 'POST', body)).status;
    }
    case 'add':
    case 'drop': {
      const bill = pick(billsWhere('PENDING').slice(-5), op.bill);
      if (!bill) return;
      const candidates =
        op.kind === 'add'
          ? groups.flat().filter((w) => w.companyId === bill.companyId)
          : stored.waybills.filter((w) => w.billId === bill.id);
      const waybillIds = op.waybills.map((at) => pick(candidates, at)?.id);
      const path = `/api/bills/${bill.id}/${op.kind}-waybills`;
      return (await call(finance, path, 'POST', { waybillIds })).status;
    }
    case 'confirm': {
      const bill = pick(billsWhere('PENDING').slice(-5), op.bill);
      if (!bill) return;
      return (await call(finance, `/api/bills/${bill.id}/confirm`, 'POST')).status;
    }
    case 'pay': {
      const bill = pick(billsWhere('CONFIRMED').slice(-5), op.bill);
      if (!bill) return;
      const remaining = Number(bill.remainingAmount);
      const amount = op.percent === 100 ? remaining : Math.floor(remaining * op.percent) / 100;
      const body = {
        amount: Math.max(amount, 0.01),
        paidAt: new Date(testNow()).toISOString(),
        paymentMethod: 0,
        version: bill.version,
      };
      return (await call(finance, `/api/bills/${bill.id}/payment`, 'POST', body)).status;
    }
  }
}

/** What a payment (or its bookkeeping) may still change on a confirmed bill. */
const PAYMENT_FIELDS = new Set([
  'settled',
  'paidAt',
  'paidAmount',
  'remainingAmount',
  'updatedAt',
  'version',
]);

/** The fields a confirmed bill keeps (its payment aside), with its waybills' prices. */
function lockedState(bill: Row, waybills: readonly Row[]): string {
  const kept = Object.entries(bill).filter(([field]) => !PAYMENT_FIELDS.has(field));
  const prices = waybills.map((w) => [w.id, w.companyId, w.changePrice, w.finalFreight]);
  return JSON.stringify([kept, prices]);
}

async function expectMoneyAddsUp(): Promise<void> {
  const stored = await readStored(server);
  const b2bRates = stored['b2b-exchange-rates'];
  const rateOn = (companyId: unknown, day: string) =>
    rateInForce(
      b2bRates
        .filter((rate) => rate.companyId === companyId)
        .map((rate) => ({
          rate: Number(rate.rate),
          activeAt: String(rate.activeAt),
          expiredAt: (rate.expiredAt as string | undefined) ?? null,
        })),
      rateInstantOfDay(day, new Date(testNow())),
    )?.rate;
  const billsById = new Map<unknown, Row>(stored.bills.map((bill) => [bill.id, bill]));
  const onBill = new Map<unknown, Row[]>();
  for (const waybill of stored.waybills) {
    if (typeof waybill.finalFreight === 'number' && typeof waybill.freightRate === 'number')
      expect(waybill.finalFreightSom).toBe(somOf(waybill.finalFreight, waybill.freightRate));
    if (waybill.billId == null) continue;
    const bill = billsById.get(waybill.billId);
    expect(bill?.companyId, `waybill ${waybill.id}`).toBe(waybill.companyId);
    expect(['UN_PAID', 'PAID']).toContain(waybill.payStatus);
    onBill.set(waybill.billId, [...(onBill.get(waybill.billId) ?? []), waybill]);
  }
  const perCompany = new Map<unknown, { total: number[]; paid: number[]; unpaid: number[] }>();
  for (const bill of stored.bills) {
    const waybills = onBill.get(bill.id) ?? [];
    expect(bill.settleAmount, `bill ${bill.id}`).toBe(
      sumUsd(waybills.map((w) => w.finalFreight as number)),
    );
    expect(bill.settleRate).toBe(rateOn(bill.companyId, String(bill.accountDate)));
    expect(bill.settleAmountSom).toBe(somOf(Number(bill.settleAmount), Number(bill.settleRate)));
    const paid = sumUsd(
      stored['bill-payments'].filter((p) => p.billId === bill.id).map((p) => Number(p.amount)),
    );
    expect(bill.paidAmount, `bill ${bill.id}`).toBe(paid);
    expect(sumUsd(waybills.map((w) => w.payAmount as number | undefined))).toBe(paid);
    expect(bill.remainingAmount).toBe(subtractUsd(Number(bill.settleAmount), paid));
    expect(bill.settled).toBe(bill.status === 'CONFIRMED' && bill.remainingAmount === 0);
    if (bill.status === 'CONFIRMED') {
      const state = lockedState(bill, waybills);
      expect(confirmed.get(bill.id) ?? state, `confirmed bill ${bill.id}`).toBe(state);
      confirmed.set(bill.id, state);
    }
    const sums = perCompany.get(bill.companyId) ?? { total: [], paid: [], unpaid: [] };
    sums.total.push(Number(bill.settleAmount));
    for (const waybill of waybills)
      if (waybill.payStatus === 'PAID') sums.paid.push(Number(waybill.payAmount));
      else sums.unpaid.push(Number(waybill.finalFreight));
    perCompany.set(bill.companyId, sums);
  }
  for (const [companyId, { total, paid, unpaid }] of perCompany)
    expect(sumUsd([...paid, ...unpaid]), `company ${String(companyId)}`).toBe(sumUsd(total));
  const changes = stored['price-changes'];
  for (const waybill of stored.waybills) {
    const latest = changes
      .filter((change) => change.waybillId === waybill.id && change.status === 'APPROVED')
      .sort(
        (a, b) =>
          String(a.decidedAt).localeCompare(String(b.decidedAt)) || Number(a.id) - Number(b.id),
      )
      .at(-1);
    expect(waybill.changePrice, `waybill ${waybill.id}`).toBe(latest?.newPrice);
  }
}

describe('money adds up after every step of random finance work', () => {
  it('keeps bills, payments and prices consistent', async () => {
    await expectMoneyAddsUp();
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 16 }), async (operations) => {
        for (const op of operations) {
          const status = await run(op);
          expect(status ?? 200, JSON.stringify(op)).toBeLessThan(500);
          await expectMoneyAddsUp();
        }
      }),
      { numRuns: 16, seed: 11 },
    );
  }, 120_000);
});
