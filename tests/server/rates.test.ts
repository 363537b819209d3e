/**
 * Rates over HTTP (docs/decisions.md, "Rates"): of each kind at most one is in force at any
 * instant, a new rate ends the one in force at its start, a rate started before a later one ends
 * where that one starts, a deleted rate's predecessor runs on, and the status follows the dates
 * (written by the server only). Attacks: a company role writing rates, inverted dates, two rates
 * starting at once, writing the status, a stale version: each a 4xx that stores nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateStatusAt } from '../../src/core/money/rateStatus';
import { openStore } from '../../server/db/openStore';
import { SCHEDULED_JOBS } from '../../server/money/scheduledJobs';
import { writeHooks } from '../../server/writeHooks';
import { expectRefused } from './helpers/refusals';
import { listAll } from './helpers/listAll';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;
let finance: string;
let companyAdmin: string;

beforeAll(async () => {
  server = await startTestServer();
  [root, finance, companyAdmin] = await Promise.all(
    ['root', 'platform_finance', 'company_admin'].map((name) => server.login(name)),
  );
});
afterAll(() => server.stop());

const EXCHANGE = '/api/exchange-rates';
const B2B = '/api/b2b-exchange-rates';
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const send = (token: string, method: string, path: string, body?: unknown) =>
  server.call<Row & ErrorBody>(path, { method, token, body });
const all = (path: string, filter?: Record<string, unknown>) => listAll(server, root, path, filter);
const byStart = (rates: Row[]) =>
  [...rates].sort((a, b) => String(a.activeAt).localeCompare(String(b.activeAt)));

/** No two rates of the list overlap, and each status is the one its dates give now. */
function expectChained(rates: Row[]) {
  const sorted = byStart(rates);
  const now = new Date(testNow()).toISOString();
  for (let i = 0; i < sorted.length; i++) {
    const { activeAt, expiredAt, status } = sorted[i];
    const end = typeof expiredAt === 'string' ? expiredAt : null;
    if (end) expect(end > String(activeAt)).toBe(true);
    const next = sorted[i + 1];
    if (next)
      expect(end !== null && end <= String(next.activeAt), JSON.stringify([sorted[i], next])).toBe(
        true,
      );
    expect(status).toBe(rateStatusAt({ activeAt: String(activeAt), expiredAt: end }, now));
  }
  expect(sorted.filter((rate) => rate.status === 'ACTIVE').length).toBeLessThanOrEqual(1);
}

describe('the demo rates', () => {
  it('never overlap, one exchange rate is in force, and statuses follow the dates', async () => {
    const rates = await all(EXCHANGE);
    expectChained(rates);
    expect(rates.filter((rate) => rate.status === 'ACTIVE')).toHaveLength(1);
    const b2b = await all(B2B);
    for (const companyId of new Set(b2b.map((rate) => rate.companyId)))
      expectChained(b2b.filter((rate) => rate.companyId === companyId));
  });
});

describe('a new rate', () => {
  it('ends the one in force at its start, which becomes EXPIRED', async () => {
    const [current] = (await all(EXCHANGE)).filter((rate) => rate.status === 'ACTIVE');
    const activeAt = iso(testNow() - HOUR);
    const { status, body } = await send(finance, 'POST', EXCHANGE, { rate: 12900, activeAt });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.status).toBe('ACTIVE');
    expect(body.expiredAt).toBeUndefined();
    const previous = (await send(root, 'GET', `${EXCHANGE}/${current.id}`)).body;
    expect(previous.expiredAt).toBe(activeAt);
    expect(previous.status).toBe('EXPIRED');
    expect(previous.version).toBe(Number(current.version) + 1);
    expectChained(await all(EXCHANGE));
  });

  it('starting later is PENDING and ends the current one where it starts', async () => {
    const [current] = (await all(EXCHANGE)).filter((rate) => rate.status === 'ACTIVE');
    const activeAt = iso(testNow() + 24 * HOUR);
    const { status, body } = await send(finance, 'POST', EXCHANGE, { rate: 13000, activeAt });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.status).toBe('PENDING');
    const after = (await send(root, 'GET', `${EXCHANGE}/${current.id}`)).body;
    expect(after).toMatchObject({ status: 'ACTIVE', expiredAt: activeAt });
    expectChained(await all(EXCHANGE));
  });

  it('started before a later one ends where that one starts (offsets normalised)', async () => {
    const rates = byStart(await all(EXCHANGE));
    const [earlier, later] = rates.slice(-6, -4);
    const start = Date.parse(String(earlier.activeAt)) + HOUR;
    const { status, body } = await send(finance, 'POST', EXCHANGE, {
      rate: 12500,
      // The same instant with Tashkent's offset: stored in UTC.
      activeAt: new Date(start + 5 * HOUR).toISOString().replace('Z', '+05:00'),
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({
      activeAt: iso(start),
      expiredAt: later.activeAt,
      status: 'EXPIRED',
    });
    expect((await send(root, 'GET', `${EXCHANGE}/${earlier.id}`)).body.expiredAt).toBe(iso(start));
    expectChained(await all(EXCHANGE));
  });

  it("of one company leaves the other companies' B2B rates as they were", async () => {
    const before = await all(B2B);
    const companyId = before[0].companyId;
    const others = before.filter((rate) => rate.companyId !== companyId);
    const { status, body } = await send(root, 'POST', B2B, {
      companyId,
      rate: 13100,
      activeAt: iso(testNow() - 2 * HOUR),
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const after = await all(B2B);
    expectChained(after.filter((rate) => rate.companyId === companyId));
    expect(after.filter((rate) => rate.companyId !== companyId)).toEqual(others);
  });
});

describe('an edited rate', () => {
  it('moved later leaves the rate before it running up to its new start', async () => {
    const rates = byStart(await all(EXCHANGE));
    const [before, moved] = rates.slice(-12, -10);
    const start = iso(Date.parse(String(moved.activeAt)) + HOUR);
    const { status, body } = await send(finance, 'PATCH', `${EXCHANGE}/${moved.id}`, {
      activeAt: start,
      version: moved.version,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect((await send(root, 'GET', `${EXCHANGE}/${before.id}`)).body.expiredAt).toBe(start);
    expectChained(await all(EXCHANGE));
  });

  it('whose end is pushed past the next start still ends where the next starts', async () => {
    const rates = byStart(await all(EXCHANGE));
    const [edited, next] = rates.slice(-14, -12);
    const { status, body } = await send(finance, 'PATCH', `${EXCHANGE}/${edited.id}`, {
      expiredAt: iso(Date.parse(String(next.activeAt)) + 24 * HOUR),
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.expiredAt).toBe(next.activeAt);
    expectChained(await all(EXCHANGE));
  });
});

describe('a deleted rate', () => {
  it('lets the rate before it run on to where it ended', async () => {
    const rates = byStart(await all(EXCHANGE));
    const [before, removed] = rates.slice(-8, -6);
    expect(before.expiredAt).toBe(removed.activeAt);
    const { status } = await send(root, 'DELETE', `${EXCHANGE}/${removed.id}`);
    expect(status).toBe(200);
    expect((await send(root, 'GET', `${EXCHANGE}/${before.id}`)).body.expiredAt).toBe(
      removed.expiredAt,
    );
    expectChained(await all(EXCHANGE));
  });
});

describe('refused rate writes', () => {
  it('refuses an end before the start, naming the field', async () => {
    const body = await expectRefused(
      server,
      () =>
        send(finance, 'POST', EXCHANGE, {
          rate: 12000,
          activeAt: '2026-01-02T00:00:00.000Z',
          expiredAt: '2026-01-01T00:00:00.000Z',
        }),
      400,
      'validation.formFailed',
    );
    expect(body.errors).toEqual({ expiredAt: en('resources.system/rate.spans.expiredAt') });
  });

  it('refuses an edit that makes the end equal the start', async () => {
    const [rate] = await all(EXCHANGE);
    await expectRefused(
      server,
      () => send(finance, 'PATCH', `${EXCHANGE}/${rate.id}`, { expiredAt: rate.activeAt }),
      400,
      'validation.formFailed',
    );
  });

  it('refuses a second rate of the kind starting at the same instant', async () => {
    const [rate] = await all(EXCHANGE);
    const body = await expectRefused(
      server,
      () => send(finance, 'POST', EXCHANGE, { rate: 12000, activeAt: rate.activeAt }),
      409,
      'rates.errors.sameStart',
    );
    expect(body.errors).toEqual({ activeAt: en('rates.errors.sameStart') });
  });

  it('refuses writing the status, even to ROOT', async () => {
    const [rate] = await all(EXCHANGE);
    await expectRefused(
      server,
      () => send(root, 'PATCH', `${EXCHANGE}/${rate.id}`, { status: 'ACTIVE' }),
      403,
      'authority.fieldNotWritable',
    );
    await expectRefused(
      server,
      () => send(root, 'POST', EXCHANGE, { rate: 1, activeAt: iso(testNow()), status: 'EXPIRED' }),
      403,
      'authority.fieldNotWritable',
    );
  });

  it('refuses a company admin writing the exchange rate or its B2B rate', async () => {
    const [rate] = await all(EXCHANGE);
    const [b2b] = await all(B2B);
    for (const request of [
      () => send(companyAdmin, 'POST', EXCHANGE, { rate: 1, activeAt: iso(testNow()) }),
      () => send(companyAdmin, 'PATCH', `${EXCHANGE}/${rate.id}`, { rate: 2 }),
      () => send(companyAdmin, 'DELETE', `${EXCHANGE}/${rate.id}`),
      () =>
        send(companyAdmin, 'POST', B2B, {
          companyId: b2b.companyId,
          rate: 1,
          activeAt: iso(testNow()),
        }),
    ])
      await expectRefused(server, request, 403, 'errors.http.403');
  });

  it('refuses an edit from a stale version', async () => {
    const [rate] = await all(EXCHANGE);
    const { status } = await send(finance, 'PATCH', `${EXCHANGE}/${rate.id}`, {
      rate: Number(rate.rate) + 1,
      version: rate.version,
    });
    expect(status).toBe(200);
    const stale = await send(finance, 'PATCH', `${EXCHANGE}/${rate.id}`, {
      rate: Number(rate.rate) + 2,
      version: rate.version,
    });
    expect(stale.status).toBe(409);
    expect((await send(root, 'GET', `${EXCHANGE}/${rate.id}`)).body.rate).toBe(
      Number(rate.rate) + 1,
    );
  });
});

describe("the scheduler's rate job", () => {
  it('moves statuses on as time passes, as the server, writing nothing when all are true', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'baraka-rates-'));
    const now = Date.now();
    const store = await openStore(join(folder, 'rates.db'), {
      hooks: writeHooks,
      seed: () => ({
        'exchange-rates': [
          { id: 1, rate: 12000, activeAt: iso(now - HOUR) },
          { id: 2, rate: 12100, activeAt: iso(now + 2 * HOUR) },
        ],
      }),
    });
    try {
      const rates = () => store.all(EXCHANGE.replace('/api/', ''));
      const statuses = async () =>
        (await rates()).map((rate) => [rate.status, rate.expiredAt ?? null]);
      // The load chained them and set the statuses of now.
      expect(await statuses()).toEqual([
        ['ACTIVE', iso(now + 2 * HOUR)],
        ['PENDING', null],
      ]);
      const loaded = (await rates()).map((rate) => Number(rate.version));
      const later = new Date(now + 3 * HOUR);
      for (const job of SCHEDULED_JOBS) await job.run(store, later);
      expect(await statuses()).toEqual([
        ['EXPIRED', iso(now + 2 * HOUR)],
        ['ACTIVE', null],
      ]);
      const moved = (await rates()).map((rate) => Number(rate.version));
      expect(moved).toEqual(loaded.map((version) => version + 1));
      const audit = await store.all('audit-log');
      expect(audit.map((entry) => entry.username)).toEqual(['server', 'server']);
      // A second run finds nothing to change: no write, no audit entry.
      for (const job of SCHEDULED_JOBS) await job.run(store, later);
      expect((await rates()).map((rate) => Number(rate.version))).toEqual(moved);
      expect(await store.count('audit-log')).toBe(2);
    } finally {
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
