/**
 * The demo data and the scheduler agree at every instant (docs/decisions.md, "Demo data"): a data
 * set made at a moment and loaded with the scheduler's clock fixed at that moment leaves nothing
 * for the scheduler to do, at month and year boundaries, at a Tashkent midnight, at the Monday
 * rate change and at a leap day; each price cycle's price is the one its last computation gave
 * (at its creation, then on each first of a month). A data set made the day before a first of a
 * month and loaded then is brought forward by the scheduler as the server, and then holds still.
 */
import { describe, expect, it } from 'vitest';
import { generateDataset } from '../../server/db/demoData/generate';
import {
  currentPriceOf,
  cycleStatusAt,
  nextUpdateDate,
  weightWindow,
  type PriceLevel,
  type PriceType,
} from '../../src/core/money/priceCycle';
import { addMonths, monthOf, tashkentDayAt, tashkentMidnight } from '../../src/core/time/tashkent';
import { readStored } from './helpers/storedData';
import { startTestServer, TEST_DATASET, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Instants in UTC: Tashkent is UTC+5, so its midnight is 19:00 UTC the day before. */
const INSTANTS = {
  'the first minute of a year': Date.parse('2026-12-31T19:00:30Z'),
  'the last minute of a year': Date.parse('2026-12-31T18:59:30Z'),
  'the first minute of a month': Date.parse('2027-02-28T19:00:00Z'),
  'the last minute of a month': Date.parse('2027-02-28T18:59:59Z'),
  'a Tashkent midnight mid-month': Date.parse('2026-12-15T19:00:00Z'),
  'the Monday rate change (09:00)': Date.parse('2026-12-07T04:00:00Z'),
  'a leap day': Date.parse('2028-02-28T19:00:00Z'),
  'noon in Tashkent': Date.parse('2027-05-17T07:00:00Z'),
};

const CYCLES = ['client-price-cycles', 'company-price-cycles'] as const;
const OWNER_FIELD = { 'client-price-cycles': 'clientId', 'company-price-cycles': 'companyId' };

async function startAt(madeAt: number, clock: number, reuse?: TestServer): Promise<TestServer> {
  const data = reuse ? undefined : JSON.stringify(generateDataset({ ...TEST_DATASET, at: madeAt }));
  return startTestServer({ data, reuse, clock: () => new Date(clock) });
}

async function auditEntries(server: TestServer): Promise<Row[]> {
  const root = await server.login('root');
  const { status, body } = await server.call<Row[]>('/api/audit-log?range=[0,9999]', {
    token: root,
  });
  expect(status).toBe(200);
  return body;
}

/**
 * When the price of a cycle was last computed as of `now`: at its creation, at its start day when
 * it was created before it, then on the first day of each month of its period (SPEC price cycles).
 */
function lastComputedAt(cycle: Row, now: number): number {
  const createdAt = Date.parse(String(cycle.createdAt));
  if (cycle.priceType === 'FIXED') return createdAt;
  const startDate = String(cycle.startDate);
  const endDate = String(cycle.endDate);
  const moments = [createdAt, tashkentMidnight(startDate)];
  for (let month = monthOf(startDate); `${month}-01` <= endDate; month = addMonths(month, 1))
    if (`${month}-01` > startDate) moments.push(tashkentMidnight(`${month}-01`));
  return Math.max(...moments.filter((moment) => moment >= createdAt && moment <= now));
}

/** Each cycle holds the status, update date and price its rules give at `now`. */
function expectCyclesTrue(stored: Record<string, Row[]>, now: number): void {
  for (const collection of CYCLES) {
    expect(stored[collection].length).toBeGreaterThan(0);
    for (const cycle of stored[collection]) {
      const rule = {
        startDate: String(cycle.startDate),
        endDate: String(cycle.endDate),
        priceType: cycle.priceType as PriceType,
      };
      const window = weightWindow(rule, new Date(lastComputedAt(cycle, now)));
      const shipped = stored.waybills
        .filter(
          (waybill) =>
            window &&
            String(waybill[OWNER_FIELD[collection]]) === String(cycle.ownerId) &&
            String(waybill.createdAt) >= window.from &&
            String(waybill.createdAt) <= window.to,
        )
        .reduce((sum, waybill) => sum + (Number(waybill.weight) || 0), 0);
      expect({
        id: cycle.id,
        status: cycle.status,
        nextUpdatePriceDate: cycle.nextUpdatePriceDate ?? undefined,
        currentPrice: cycle.currentPrice,
      }).toEqual({
        id: cycle.id,
        status: cycleStatusAt(rule, new Date(now)),
        nextUpdatePriceDate: nextUpdateDate(rule, new Date(now)),
        currentPrice: currentPriceOf(cycle.levels as PriceLevel[], rule.priceType, shipped),
      });
    }
  }
}

describe('demo data made at a moment and loaded at that moment', () => {
  it.each(Object.entries(INSTANTS))('leaves the scheduler nothing to do: %s', async (_, at) => {
    const server = await startAt(at, at);
    try {
      expect(await auditEntries(server)).toEqual([]);
      expectCyclesTrue(await readStored(server), at);
    } finally {
      await server.stop();
    }
  });
});

describe('demo data made the day before a first of a month, loaded on that day', () => {
  it('is brought forward by the scheduler as the server, once', async () => {
    const today = INSTANTS['the first minute of a month'];
    const server = await startAt(today - DAY, today);
    let entries: Row[] = [];
    try {
      entries = await auditEntries(server);
      // The AUTO cycles in force were due on the first: repriced, or their next date moved on.
      // A day on, the storage fee of a parcel waiting past its free days grows by a day's fee
      // (what its client's payments cover follows), and a fee that starts sends its reminder.
      expect(entries.length).toBeGreaterThan(0);
      const touched = new Set(entries.map((entry) => `${entry.username} ${entry.entity}`));
      for (const what of touched)
        expect([
          'server clientPriceCycle',
          'server companyPriceCycle',
          'server clientPriceRecord',
          'server companyPriceRecord',
          'server waybill',
          'server clientPayment',
          'server client',
          'server sms',
        ]).toContain(what);
      const stored = await readStored(server);
      expectCyclesTrue(stored, today);
      for (const collection of CYCLES)
        for (const cycle of stored[collection])
          if (cycle.nextUpdatePriceDate)
            expect(String(cycle.nextUpdatePriceDate) > tashkentDayAt(today)).toBe(true);
    } finally {
      await server.stop({ keep: true });
    }
    // Started again a minute later: nothing more is due.
    const again = await startAt(today - DAY, today + MINUTE, server);
    try {
      expect(await auditEntries(again)).toHaveLength(entries.length);
    } finally {
      await again.stop();
    }
  });
});
