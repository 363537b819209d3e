/**
 * Every figure of a parcel reads its final freight (docs/decisions.md, "Money"): after a price
 * change is approved, the dashboard's freight of the month, the archive's day and the reports
 * page's month all move by what the approval changed, and each is the sum of the final freight
 * of the waybills it counts, as a client of the API adds them up from the waybill list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subtractUsd, sumUsd } from '../../src/core/money/money';
import { monthOf, tashkentDayAt, tashkentDayOf } from '../../src/core/time/tashkent';
import { listAll } from './helpers/listAll';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

let server: TestServer;
let finance: string;
let approver: string;
beforeAll(async () => {
  server = await startTestServer();
  [finance, approver] = await Promise.all(
    ['platform_finance', 'platform_admin'].map((name) => server.login(name)),
  );
}, 60_000);
afterAll(() => server.stop());

const get = async <T = Row>(path: string): Promise<T> => {
  const { status, body } = await server.call<T>(`/api/${path}`, { token: approver });
  expect(status, path).toBe(200);
  return body;
};
const compactDay = (day: string) => day.replaceAll('-', '');

/** The figures that count `waybill`: its month on the dashboard and the reports page, its day. */
async function figuresOf(waybill: Row) {
  const day = tashkentDayOf(waybill.createdAt)!;
  const dashboard = await get<{ freight: { month: string; freight: number }[] }>('stats/dashboard');
  const summary = await get<{ freight: number }>('stats/reports/summary');
  const archive = await get<{ freight: number }>(`stats/archives/${compactDay(day)}`);
  return {
    month: dashboard.freight.find((row) => row.month === monthOf(day))!.freight,
    summary: summary.freight,
    day: archive.freight,
  };
}

/** The same figures as a client adds them up: final freight of the waybills created then. */
async function addedUp(waybill: Row) {
  const day = tashkentDayOf(waybill.createdAt)!;
  const waybills = await listAll(server, approver, '/api/waybills');
  const charged = (rows: Row[]) => sumUsd(rows.map((row) => Number(row.finalFreight ?? 0)));
  const createdIn = (match: (day: string) => boolean) =>
    waybills.filter((row) => match(tashkentDayOf(row.createdAt) ?? ''));
  const month = monthOf(day);
  return {
    month: charged(createdIn((d) => monthOf(d) === month)),
    summary: charged(createdIn((d) => monthOf(d) === month)),
    day: charged(createdIn((d) => d === day)),
  };
}

describe('an approved price change', () => {
  it('is the freight the dashboard, the archive and the reports page count', async () => {
    const thisMonth = monthOf(tashkentDayAt(testNow()));
    const requested = new Set(
      (await listAll(server, approver, '/api/price-changes')).map((change) => change.waybillId),
    );
    const waybill = (await listAll(server, approver, '/api/waybills')).find(
      (row) =>
        monthOf(tashkentDayOf(row.createdAt)!) === thisMonth &&
        Number(row.finalFreight) > 2 &&
        row.payStatus !== 'PAID' &&
        row.billId == null &&
        !requested.has(row.id),
    )!;
    expect(waybill, 'an unpaid, unbilled waybill of this month').toBeDefined();
    const before = await figuresOf(waybill);
    const newPrice = subtractUsd(Number(waybill.finalFreight), 1.28);

    const change = await server.call<Row>('/api/price-changes', {
      method: 'POST',
      token: finance,
      body: { waybillId: waybill.id, newPrice, reason: 'Agreed with the client' },
    });
    expect(change.status, JSON.stringify(change.body)).toBe(201);
    const approved = await server.call<Row>(`/api/price-changes/${change.body.id}/approve`, {
      method: 'POST',
      token: approver,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await get(`waybills/${waybill.id}`)).finalFreight).toBe(newPrice);

    const after = await figuresOf(waybill);
    expect(after).toEqual({
      month: subtractUsd(before.month, 1.28),
      summary: subtractUsd(before.summary, 1.28),
      day: subtractUsd(before.day, 1.28),
    });
    expect(after).toEqual(await addedUp(waybill));
  });
});
