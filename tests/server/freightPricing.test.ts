/**
 * Freight pricing over HTTP (docs/decisions.md, "Freight"): setting or changing an unbilled
 * waybill's weight or owner prices its freight by its client's cycle in force, else its
 * company's, at the level whose band holds the weight, and freezes the snapshot with the
 * exchange rate in force; the final freight and its som follow. No weight or no owner leaves the
 * freight blank; a billed or paid waybill keeps its freight. Attacks: writing the freight, its
 * snapshot or its figures by CRUD (403, nothing stored).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { somOf, sumUsd } from '../../src/core/money/money';
import { freightOf, levelIndexFor, type PriceLevel } from '../../src/core/money/priceCycle';
import { waybillFreightFigures } from '../../src/core/money/waybillFreight';
import { tashkentDayAt } from '../../src/core/time/tashkent';
import { expectRefused } from './helpers/refusals';
import { listAll } from './helpers/listAll';
import { demoDataText, startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;

beforeAll(async () => {
  server = await startTestServer();
  root = await server.login('root');
});
afterAll(() => server.stop());

const WAYBILLS = '/api/waybills';
const TODAY = tashkentDayAt(testNow());
const FIGURES = ['freight', 'freightCycleId', 'freightRate', 'finalFreight', 'finalFreightSom'];
let serial = 0;

const send = (method: string, path: string, body?: unknown) =>
  server.call<Row & ErrorBody>(path, { method, token: root, body });
const all = (path: string, filter?: Record<string, unknown>) => listAll(server, root, path, filter);

async function cycleInForce(path: string, ownerId: unknown): Promise<Row | undefined> {
  return (await all(path, { ownerId })).find(
    (cycle) => String(cycle.startDate) <= TODAY && TODAY <= String(cycle.endDate),
  );
}

/** A client without a company, with its own cycle in force (every such demo client has one). */
async function directClient(): Promise<{ client: Row; cycle: Row }> {
  const clients = await all('/api/clients');
  const client = clients.find((c) => c.companyId == null)!;
  const cycle = await cycleInForce('/api/client-price-cycles', client.id);
  expect(cycle, 'the demo client has a cycle in force').toBeDefined();
  return { client, cycle: cycle! };
}

async function exchangeRateNow(): Promise<number> {
  const [rate] = await all('/api/exchange-rates', { status: 'ACTIVE' });
  return Number(rate.rate);
}

async function newWaybill(fields: Record<string, unknown>): Promise<Row> {
  serial += 1;
  const created = await send('POST', WAYBILLS, { trackingNumber: `PRICED-${serial}`, ...fields });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** The snapshot a waybill of `weight` gets from `cycle`, with its figures at `rate`. */
function expectPriced(waybill: Row, cycle: Row, kind: string, weight: number, rate: number) {
  const levels = cycle.levels as PriceLevel[];
  const index = levelIndexFor(levels, weight);
  const freight = freightOf(weight, levels[index].price);
  expect(waybill).toMatchObject({
    freight,
    freightCycleKind: kind,
    freightCycleId: cycle.id,
    freightLevel: index + 1,
    freightPricePerKg: levels[index].price,
    freightRate: rate,
    finalFreight: freight,
    finalFreightSom: somOf(freight, rate),
  });
  expect(typeof waybill.freightPricedAt).toBe('string');
}

describe('the demo waybills', () => {
  it('carry consistent snapshots and figures the load did not rewrite', async () => {
    const waybills = await all(WAYBILLS);
    const owned = waybills.filter((w) => w.weight != null && w.clientId != null);
    expect(owned.length).toBeGreaterThan(0);
    for (const w of owned) {
      expect(w.freight, String(w.trackingNumber)).toBe(
        freightOf(Number(w.weight), Number(w.freightPricePerKg)),
      );
      expect(w.finalFreight).toBeGreaterThan(0);
      expect(w.finalFreightSom).toBeGreaterThan(0);
      expect({ finalFreight: w.finalFreight, finalFreightSom: w.finalFreightSom }).toEqual(
        waybillFreightFigures({
          freight: w.freight as number,
          surcharge: (w.surcharge as number | undefined) ?? null,
          changePrice: (w.changePrice as number | undefined) ?? null,
          freightRate: w.freightRate as number,
        }),
      );
    }
    // The load priced nothing again: the stored figures are the demo data's.
    const seeded = (JSON.parse(demoDataText()) as Record<string, Row[]>).waybills;
    const figures = (w: Row) => FIGURES.map((field) => w[field] ?? null);
    for (const w of waybills)
      expect(figures(w), String(w.trackingNumber)).toEqual(
        figures(seeded.find((seed) => seed.id === w.id)!),
      );
  });
});

describe('a waybill weighed unbilled', () => {
  it('is priced by its client’s cycle in force, at the exchange rate in force', async () => {
    const { client, cycle } = await directClient();
    const rate = await exchangeRateNow();
    const waybill = await newWaybill({ clientId: client.id, weight: 3.4 });
    expectPriced(waybill, cycle, 'client', 3.4, rate);
  });

  it('is repriced when its weight changes, at the level of the new weight', async () => {
    const { client, cycle } = await directClient();
    const rate = await exchangeRateNow();
    const waybill = await newWaybill({ clientId: client.id, weight: 2 });
    const heavier = Number((cycle.levels as PriceLevel[]).at(-1)!.minWeight) + 7.25;
    const weighed = await send('PATCH', `${WAYBILLS}/${waybill.id}`, { weight: heavier });
    expect(weighed.status, JSON.stringify(weighed.body)).toBe(200);
    expectPriced(weighed.body, cycle, 'client', heavier, rate);
  });

  it('of a company client without a cycle of its own is priced by the company’s', async () => {
    const clients = await all('/api/clients');
    let found: { client: Row; cycle: Row } | undefined;
    for (const client of clients.filter((c) => c.companyId != null)) {
      if (await cycleInForce('/api/client-price-cycles', client.id)) continue;
      const cycle = await cycleInForce('/api/company-price-cycles', client.companyId);
      if (cycle) found = { client, cycle };
      if (found) break;
    }
    expect(found).toBeDefined();
    const rate = await exchangeRateNow();
    const waybill = await newWaybill({
      clientId: found!.client.id,
      companyId: found!.client.companyId,
      weight: 12.5,
    });
    expectPriced(waybill, found!.cycle, 'company', 12.5, rate);
    // With a surcharge-free, unchanged price, the final freight is the freight.
    expect(waybill.finalFreight).toBe(sumUsd([waybill.freight as number]));
  });

  it('gets its freight once an owner is set, and none without weight or owner', async () => {
    const unowned = await newWaybill({ weight: 4 });
    expect(unowned.freight).toBeUndefined();
    expect(unowned.finalFreight).toBeUndefined();
    const { client, cycle } = await directClient();
    const unweighed = await newWaybill({ clientId: client.id });
    expect(unweighed.freight).toBeUndefined();
    const owned = await send('PATCH', `${WAYBILLS}/${unowned.id}`, { clientId: client.id });
    expect(owned.status).toBe(200);
    expectPriced(owned.body, cycle, 'client', 4, await exchangeRateNow());
  });
});

describe('a billed or paid waybill', () => {
  it('keeps its freight when weighed again', async () => {
    const [paid] = await all(WAYBILLS, { payStatus: 'PAID' });
    const billed = (await all(WAYBILLS)).find((w) => w.billId != null);
    expect(billed).toBeDefined();
    for (const waybill of [paid, billed!]) {
      const weighed = await send('PATCH', `${WAYBILLS}/${waybill.id}`, {
        weight: Number(waybill.weight) + 10,
      });
      expect(weighed.status, JSON.stringify(weighed.body)).toBe(200);
      expect(weighed.body.weight).toBe(Number(waybill.weight) + 10);
      for (const field of FIGURES) expect(weighed.body[field], field).toEqual(waybill[field]);
    }
  });
});

describe('the freight and its snapshot', () => {
  it('are refused to every CRUD write, even ROOT’s', async () => {
    const [waybill] = await all(WAYBILLS, { payStatus: 'UN_BILLED' });
    for (const change of [
      { freight: 1 },
      { freightRate: 1 },
      { freightCycleId: 1 },
      { freightPricePerKg: 1 },
      { finalFreight: 1 },
      { finalFreightSom: 1 },
    ])
      await expectRefused(
        server,
        () => send('PATCH', `${WAYBILLS}/${waybill.id}`, change),
        403,
        'authority.fieldNotWritable',
      );
    await expectRefused(
      server,
      () => send('POST', WAYBILLS, { trackingNumber: 'PRICED-FORGED', weight: 1, freight: 0.01 }),
      403,
      'authority.fieldNotWritable',
    );
  });
});
