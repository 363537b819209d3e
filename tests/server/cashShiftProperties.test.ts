/**
 * The shift's cash as a property (docs/decisions.md "Cash shifts"): random sequences of payments taken
 * at a point (cash or card, USD or som), reversals of earlier ones (their shift open or closed),
 * and closes counted at random followed by a new shift, sent to a real server over HTTP. After
 * each sequence:
 * - per closed shift, counted − expected = the recorded difference, in each currency, and the
 *   expected cash is the float and the shift's own cash payments (reversals taking theirs out);
 * - the payments by method and currency the shift kept are its payments';
 * - the day's cash report adds up, per point and cashier, to the payment records;
 * - no request fails with a server error.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tashkentDayAt, tashkentDayOf } from '../../src/core/time/tashkent';
import { CARD, CASH, cents, expectedOf, SHIFTS, shiftCalls } from './helpers/cashShifts';
import { pointsOf } from './helpers/pvzPoints';
import { readStored } from './helpers/storedData';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

let server: TestServer;
let calls: ReturnType<typeof shiftCalls>;
let cashier: string;
let point: number;
let clientIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  calls = shiftCalls(server);
  cashier = await server.login('platform_admin');
  const stored = await readStored(server);
  const admin = stored.users.find((user) => user.username === 'pvz_admin')!;
  point = Number([...pointsOf(admin)][0]);
  clientIds = stored.clients
    .filter((client) => client.companyId == null)
    .slice(0, 5)
    .map((client) => Number(client.id));
}, 60_000);
afterAll(() => server.stop());

type Operation =
  | { kind: 'pay'; client: number; method: number; currency: 'USD' | 'SUM'; cents: number }
  | { kind: 'reverse'; payment: number }
  | { kind: 'close'; usdOff: number; somOff: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      client: fc.nat({ max: 4 }),
      method: fc.constantFrom(CASH, CASH, CARD),
      currency: fc.constantFrom('USD' as const, 'SUM' as const),
      cents: fc.integer({ min: 1, max: 5_000_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('reverse' as const), payment: fc.nat({ max: 99 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('close' as const),
      usdOff: fc.integer({ min: -1000, max: 1000 }),
      somOff: fc.integer({ min: -100_000, max: 100_000 }),
    }),
  },
);

let shift: Row | undefined;
const taken: number[] = [];

async function openShift(): Promise<Row> {
  const opened = await calls.open(cashier, point, 10, 20000);
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  return opened.body;
}

async function run(op: Operation): Promise<number> {
  shift ??= await openShift();
  if (op.kind === 'pay') {
    const value = op.currency === 'SUM' ? op.cents * 10 : op.cents / 100;
    const paid = await calls.pay(cashier, {
      clientId: clientIds[op.client % clientIds.length],
      pvzId: point,
      method: op.method,
      currency: op.currency,
      value,
    });
    if (paid.status === 201) {
      expect(paid.body.shiftId).toBe(shift.id);
      taken.push(Number(paid.body.id));
    }
    return paid.status;
  }
  if (op.kind === 'reverse') {
    if (taken.length === 0) return 200;
    const reversed = await calls.reverse(cashier, shift.id, taken[op.payment % taken.length]);
    // A payment reversed once already is refused (409); else the reversal is made.
    expect([201, 409]).toContain(reversed.status);
    return reversed.status;
  }
  const current = (await calls.send(cashier, 'GET', `${SHIFTS}/${shift.id}`)).body;
  const payments = (await readStored(server))['client-payments'].filter(
    (p) => String(p.shiftId) === String(shift!.id),
  );
  const expected = expectedOf(current, payments);
  const closed = await calls.close(
    cashier,
    current,
    Math.max(0, expected.usd + op.usdOff) / 100,
    Math.max(0, expected.som + op.somOff) / 100,
  );
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  shift = await openShift();
  return closed.status;
}

async function expectCashAddsUp(): Promise<void> {
  const data = await readStored(server);
  const payments = data['client-payments'];
  for (const kept of data['cash-shifts'].filter((row) => row.status === 'CLOSED')) {
    const theirs = payments.filter((p) => String(p.shiftId) === String(kept.id));
    const expected = expectedOf(kept, theirs);
    expect(cents(kept.expectedUsd)).toBe(expected.usd);
    expect(cents(kept.expectedSom)).toBe(expected.som);
    expect(cents(kept.countedUsd) - cents(kept.expectedUsd)).toBe(cents(kept.differenceUsd));
    expect(cents(kept.countedSom) - cents(kept.expectedSom)).toBe(cents(kept.differenceSom));
    const lines = (kept.totals ?? []) as Row[];
    expect(lines.reduce((sum, line) => sum + Number(line.count), 0)).toBe(theirs.length);
    expect(lines.reduce((sum, line) => sum + cents(line.amount), 0)).toBe(
      theirs.reduce((sum, p) => sum + cents(p.amount), 0),
    );
  }
  const day = tashkentDayAt(testNow());
  const report = (await calls.send(cashier, 'GET', `/api/stats/pvz-cash?day=${day}`)).body;
  const records = payments.filter((p) => p.pvzId != null && tashkentDayOf(p.paidAt) === day);
  const total = report.total as Row;
  expect(total.count).toBe(records.length);
  expect(cents(total.amount)).toBe(records.reduce((sum, p) => sum + cents(p.amount), 0));
  expect(cents(total.amountSom)).toBe(records.reduce((sum, p) => sum + cents(p.amountSom), 0));
  for (const pointRow of report.points as Row[])
    for (const row of pointRow.cashiers as Row[]) {
      const theirs = records.filter(
        (p) =>
          String(p.pvzId) === String(pointRow.pvzId) &&
          String(p.receivedBy ?? '') === String(row.cashierId ?? ''),
      );
      expect(cents((row.total as Row).amountSom)).toBe(
        theirs.reduce((sum, p) => sum + cents(p.amountSom), 0),
      );
    }
}

describe('the shift’s cash', () => {
  it('counted − expected is the recorded difference, and the report adds up, after any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 12 }), async (operations) => {
        for (const op of operations) {
          const status = await run(op);
          expect(status, JSON.stringify(op)).toBeLessThan(500);
        }
        await expectCashAddsUp();
      }),
      { numRuns: 8 },
    );
  }, 240_000);
});
