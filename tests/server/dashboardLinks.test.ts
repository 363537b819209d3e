/**
 * Every figure of the dashboard opens the list it counts (src/core/stats/dashboardLinks.ts): over
 * the demo data of a first start (fifteen months up to now), each figure of GET /api/stats/dashboard
 * equals the total that the list with the link's filter answers, and weights and freight are sums
 * over that list. A client's orderCount follows the waybills that come, go or change client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/core/generated/registry';
import {
  busyClients,
  waybillsOfDay,
  waybillsOfMonth,
  type ListLink,
} from '../../src/core/stats/dashboardLinks';
import type { DashboardStats } from '../../src/core/stats/statsTypes';
import { tashkentDayAt } from '../../src/core/time/tashkent';
import { listAll } from './helpers/listAll';
import { search } from './helpers/refusals';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

let server: TestServer;
let root: string;
let stats: DashboardStats;
beforeAll(async () => {
  server = await startTestServer({ data: null });
  root = await server.login('root');
  // Answered within one Tashkent day, so that the figures and the lists agree on "today".
  for (;;) {
    const day = tashkentDayAt(testNow());
    stats = (await server.call<DashboardStats>('/api/stats/dashboard', { token: root })).body;
    if (tashkentDayAt(testNow()) === day) break;
  }
}, 120_000);
afterAll(() => server.stop());

/** The API collection of a list page (`/oms/waybill` -> `/api/waybills`). */
function apiOf(path: string): string {
  const meta = Object.values(resources).find((candidate) => `/${candidate.route}` === path);
  if (!meta) throw new Error(`no resource lists ${path}`);
  return `/api/${meta.api}`;
}

/** The total of the list a link opens, as its pagination tells it. */
async function totalOf({ path, filter }: ListLink): Promise<number> {
  const { status, headers } = await server.call(`${apiOf(path)}?range=[0,0]&s=${search(filter)}`, {
    token: root,
  });
  expect(status).toBe(200);
  return Number(headers.get('X-Total-Count'));
}

const sumOf = (rows: Row[], field: string) =>
  rows.reduce((total, row) => total + (typeof row[field] === 'number' ? row[field] : 0), 0);
const rounded = (value: number, digits: number) => Number(value.toFixed(digits));

describe('the dashboard figures and their lists', () => {
  it('covers fifteen months: every daily, monthly and freight chart has data', () => {
    expect(stats.daily.filter((day) => day.count > 0).length).toBeGreaterThan(20);
    // The month begun may have no parcel yet in its first hours; the months before all have.
    const before = <T>(months: T[]) => months.slice(0, -1);
    expect(before(stats.monthly).every((month) => month.count > 0)).toBe(true);
    expect(before(stats.freight).every((month) => month.freight > 0 && month.paid > 0)).toBe(true);
    expect(stats.busyClients.count).toBeGreaterThan(0);
  });

  it("today's and this month's cards count, weigh and price the lists they open", async () => {
    const today = stats.daily.at(-1)!;
    const month = stats.monthly.at(-1)!;
    const cards = [
      { link: waybillsOfDay(stats.today), figures: today, freight: undefined },
      {
        link: waybillsOfMonth(month.month),
        figures: month,
        freight: stats.freight.at(-1)!.freight,
      },
    ];
    for (const { link, figures, freight } of cards) {
      const rows = await listAll(server, root, apiOf(link.path), link.filter);
      expect(rows.length).toBe(figures.count);
      expect(await totalOf(link)).toBe(figures.count);
      expect(rounded(sumOf(rows, 'weight'), 3)).toBe(figures.weight);
      if (freight !== undefined) expect(rounded(sumOf(rows, 'finalFreight'), 2)).toBe(freight);
    }
  });

  it('the busy clients figure is the total of the clients with more than 30 orders', async () => {
    const link = busyClients(stats.busyClients.threshold);
    expect(await totalOf(link)).toBe(stats.busyClients.count);
    for (const client of await listAll(server, root, apiOf(link.path), link.filter)) {
      const orders = await totalOf({ path: '/oms/waybill', filter: { clientId: client.id } });
      expect(client.orderCount).toBe(orders);
      expect(orders).toBeGreaterThan(stats.busyClients.threshold);
    }
  });

  it("each bar of the daily and monthly charts and each ranking row is its list's total", async () => {
    for (const { day, count } of stats.daily) expect(await totalOf(waybillsOfDay(day))).toBe(count);
    for (const { month, count } of stats.monthly)
      expect(await totalOf(waybillsOfMonth(month))).toBe(count);
    const { month, clients, companies } = stats.rankings;
    for (const row of clients)
      expect(await totalOf(waybillsOfMonth(month, { clientId: row.id }))).toBe(row.count);
    for (const row of companies)
      expect(await totalOf(waybillsOfMonth(month, { companyId: row.id }))).toBe(row.count);
  });
});

describe("a client's orderCount", () => {
  const clientOf = async (id: unknown) =>
    (await server.call<Row>(`/api/clients/${String(id)}`, { token: root })).body;

  it('is 0 for a new client and follows a waybill created for them, moved away and deleted', async () => {
    const created = await server.call<Row>('/api/clients', {
      method: 'POST',
      token: root,
      body: { clientCode: 'ORDERS-1', phone: '+998901234567' },
    });
    expect(created.status).toBe(201);
    expect(created.body.orderCount).toBe(0);
    const other = (await listAll(server, root, '/api/clients', { orderCount_gte: 1 }))[0];

    const waybill = await server.call<Row>('/api/waybills', {
      method: 'POST',
      token: root,
      body: { trackingNumber: 'ORDERCOUNT-1', clientId: created.body.id, weight: 1 },
    });
    expect(waybill.status, JSON.stringify(waybill.body)).toBe(201);
    expect((await clientOf(created.body.id)).orderCount).toBe(1);

    const moved = await server.call<Row>(`/api/waybills/${String(waybill.body.id)}`, {
      method: 'PATCH',
      token: root,
      body: { clientId: other.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await clientOf(created.body.id)).orderCount).toBe(0);
    expect((await clientOf(other.id)).orderCount).toBe(Number(other.orderCount) + 1);

    const deleted = await server.call(`/api/waybills/${String(waybill.body.id)}`, {
      method: 'DELETE',
      token: root,
    });
    expect(deleted.status).toBe(200);
    expect((await clientOf(other.id)).orderCount).toBe(other.orderCount);
  });
});
