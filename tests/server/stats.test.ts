/**
 * The statistics API over real HTTP. Expected figures are worked out here from the stored data with
 * the plain rules the pages state (Tashkent days = UTC+5; USD to cents, som whole, kg to grams)
 * and compared with what the API returns; each endpoint refuses roles outside its pages' audience.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayBounds } from '../../src/core/time/tashkent';
import { readStored } from './helpers/storedData';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;
let data: Record<string, Row[]>;
beforeAll(async () => {
  server = await startTestServer();
  root = await server.login('root');
  data = await readStored(server);
});
afterAll(() => server.stop());

const get = <T>(path: string, token = root) => server.call<T>(`/api/stats/${path}`, { token });

// The plain rules, independent of the server's code.
const HOUR = 3_600_000;
const dayOf = (iso: unknown) =>
  typeof iso === 'string' ? new Date(Date.parse(iso) + 5 * HOUR).toISOString().slice(0, 10) : '';
const todayInTashkent = () => dayOf(new Date(testNow()).toISOString());
/** A call answered within one Tashkent day, so that the answer and the test agree on "today". */
async function getToday<T>(path: string) {
  for (;;) {
    const today = todayInTashkent();
    const response = await get<T>(path);
    if (todayInTashkent() === today) return { ...response, today };
  }
}
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);
const shiftMonth = (month: string, months: number) => {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1 + months, 1)).toISOString().slice(0, 7);
};
const mondayOf = (day: string) =>
  shiftDay(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
const lastPeriods = (last: string, count: number, shift: (p: string, n: number) => string) =>
  Array.from({ length: count }, (_, index) => shift(last, index - count + 1));
const cents = (value: number) => Math.round(value * 100) / 100;
const grams = (value: number) => Math.round(value * 1000) / 1000;
const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const sum = (rows: Row[], field: string) => rows.reduce((total, row) => total + num(row[field]), 0);
const cargo = (rows: Row[]) => ({ count: rows.length, weight: grams(sum(rows, 'weight')) });

describe('GET /api/stats/dashboard', () => {
  it('counts cargo per day and month, freight per month, rankings and busy clients', async () => {
    const { status, body, today } = await getToday<Record<string, unknown>>('dashboard');
    expect(status).toBe(200);
    const month = today.slice(0, 7);
    const waybills = data.waybills;
    const createdOn = (day: string) => waybills.filter((w) => dayOf(w.createdAt) === day);
    const createdIn = (m: string) => waybills.filter((w) => dayOf(w.createdAt).startsWith(m));

    expect(body.today).toBe(today);
    expect(body.daily).toEqual(
      lastPeriods(today, 30, shiftDay).map((day) => ({ day, ...cargo(createdOn(day)) })),
    );
    expect(body.monthly).toEqual(
      lastPeriods(month, 12, shiftMonth).map((m) => ({ month: m, ...cargo(createdIn(m)) })),
    );
    expect(body.freight).toEqual(
      lastPeriods(month, 6, shiftMonth).map((m) => ({
        month: m,
        freight: cents(sum(createdIn(m), 'finalFreight')),
        // Payments received: client payments by paidAt, bill payments by the time recorded.
        paid: cents(
          sum(
            data['client-payments'].filter((p) => dayOf(p.paidAt).startsWith(m)),
            'amount',
          ) +
            sum(
              data.bills.filter((bill) => dayOf(bill.paidAt).startsWith(m)),
              'paidAmount',
            ),
        ),
      })),
    );

    const ranked = (owner: 'clientId' | 'companyId', names: Row[], nameField: string) => {
      const groups = new Map<string, Row[]>();
      for (const w of createdIn(month)) {
        if (w[owner] == null) continue;
        groups.set(String(w[owner]), [...(groups.get(String(w[owner])) ?? []), w]);
      }
      return [...groups]
        .map(([id, rows]) => ({
          id,
          name: String(names.find((n) => String(n.id) === id)?.[nameField]),
          ...cargo(rows),
        }))
        .sort((a, b) => b.count - a.count || b.weight - a.weight || (a.id < b.id ? -1 : 1))
        .slice(0, 10);
    };
    expect(body.rankings).toEqual({
      month,
      clients: ranked('clientId', data.clients, 'clientCode'),
      companies: ranked('companyId', data.companies, 'shortName'),
    });

    const orders = new Map<string, number>();
    for (const w of waybills)
      if (w.clientId != null)
        orders.set(String(w.clientId), (orders.get(String(w.clientId)) ?? 0) + 1);
    expect(body.busyClients).toEqual({
      threshold: 30,
      count: [...orders.values()].filter((n) => n > 30).length,
    });
  });
});

describe('GET /api/stats/archives', () => {
  const expectedDays = () => {
    const days = new Map<string, Row[]>();
    for (const w of data.waybills)
      days.set(dayOf(w.createdAt), [...(days.get(dayOf(w.createdAt)) ?? []), w]);
    return [...days]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([day, rows]) => ({
        id: day.replaceAll('-', ''),
        day,
        ...cargo(rows),
        freight: cents(sum(rows, 'finalFreight')),
      }));
  };

  it('lists days newest first, a page at a time, with the total in Content-Range', async () => {
    const days = expectedDays();
    const first = await get<Row[]>('archives?range=[0,9]');
    expect(first.status).toBe(200);
    expect(first.body).toEqual(days.slice(0, 10));
    expect(first.headers.get('content-range')).toBe(`archives 0-9/${days.length}`);
    expect(first.headers.get('x-total-count')).toBe(String(days.length));

    const rest = await get<Row[]>(`archives?range=[10,${days.length + 10}]`);
    expect(rest.body).toEqual(days.slice(10));
    expect(sum([...first.body, ...rest.body], 'count')).toBe(data.waybills.length);
  });

  it('sorts by another column and refuses a bad range', async () => {
    const byCount = await get<Row[]>(`archives?sort=${JSON.stringify(['count', 'DESC'])}`);
    const counts = byCount.body.map((row) => Number(row.count));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const bad = await get<ErrorBody>('archives?range=[5,1]');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ range: en('errors.api.badParameter') });
  });

  it("gives one day's totals, and the page's filter lists exactly that day's waybills", async () => {
    const [newest] = expectedDays();
    const { status, body } = await get<Row>(`archives/${newest.id}`);
    expect(status).toBe(200);
    expect(body).toEqual(newest);

    const { from, to } = dayBounds(newest.day);
    const s = JSON.stringify({ createdAt_gte: from, createdAt_lte: to });
    const list = await server.call<Row[]>(`/api/waybills?s=${encodeURIComponent(s)}`, {
      token: root,
    });
    expect(list.body.map((w) => w.id).sort()).toEqual(
      data.waybills
        .filter((w) => dayOf(w.createdAt) === newest.day)
        .map((w) => w.id)
        .sort(),
    );
  });

  it('has zeros for a day without waybills and 404 for a day that does not exist', async () => {
    expect((await get<Row>('archives/20000101')).body).toEqual({
      id: '20000101',
      day: '2000-01-01',
      count: 0,
      weight: 0,
      freight: 0,
    });
    expect((await get('archives/20261332')).status).toBe(404);
    expect((await get('archives/yesterday')).status).toBe(404);
  });
});

describe('GET /api/stats/pvz', () => {
  it('counts waiting, unpaid and delivered parcels per point, per week and per region', async () => {
    const { status, body, today } = await getToday<{
      weeks: string[];
      points: Row[];
      regions: Row[];
    }>('pvz');
    expect(status).toBe(200);
    const weeks = lastPeriods(mondayOf(today), 8, (monday, n) => shiftDay(monday, 7 * n));
    expect(body.weeks).toEqual(weeks);

    const atPoint = (pvz: Row) => data.waybills.filter((w) => String(w.pvzId) === String(pvz.id));
    const expectedPoints = data.pvzs.map((pvz) => {
      const parcels = atPoint(pvz);
      const waiting = parcels.filter((w) => w.status === 'DropZone');
      const delivered = weeks.map(
        (monday) =>
          parcels.filter(
            (w) =>
              typeof w.deliveryDate === 'string' &&
              w.deliveryDate >= monday &&
              w.deliveryDate <= shiftDay(monday, 6),
          ).length,
      );
      return {
        id: pvz.id,
        name: pvz.name,
        region: pvz.region,
        city: pvz.city,
        status: pvz.status,
        waiting: waiting.length,
        unpaid: waiting.filter((w) => w.payStatus === 'UN_PAID').length,
        deliveredThisWeek: delivered[7],
        delivered,
      };
    });
    // Storage fee figures (overdue, storageFees) are checked in storageFees.test.ts.
    expect(body.points).toMatchObject(expectedPoints);

    const regions = [...new Set(data.pvzs.map((pvz) => String(pvz.region)))].sort();
    expect(body.regions).toMatchObject(
      regions.map((region) => {
        const points = expectedPoints.filter((point) => point.region === region);
        const ids = new Set(points.map((point) => String(point.id)));
        return {
          region,
          points: points.length,
          activePoints: points.filter((point) => point.status === 'ACTIVE').length,
          waiting: points.reduce((total, point) => total + point.waiting, 0),
          unpaid: points.reduce((total, point) => total + point.unpaid, 0),
          deliveredThisWeek: points.reduce((total, point) => total + point.deliveredThisWeek, 0),
          clients: data.clients.filter((client) => ids.has(String(client.pvzId))).length,
        };
      }),
    );
    // The demo data has parcels waiting at pickup points, so the figures are not all zeros.
    expect(expectedPoints.some((point) => point.waiting > 0)).toBe(true);
  });
});

describe('GET /api/stats/reports/*', () => {
  it("summarises this month's parcels and how their amounts are paid", async () => {
    const { status, body, today } = await getToday<Row>('reports/summary');
    expect(status).toBe(200);
    const month = today.slice(0, 7);
    const parcels = data.waybills.filter((w) => dayOf(w.createdAt).startsWith(month));
    const byStatus = (payStatus: string) => {
      const rows = parcels.filter((w) => w.payStatus === payStatus);
      return { count: rows.length, amount: cents(sum(rows, 'finalFreight')) };
    };
    expect(body).toEqual({
      id: 'summary',
      month,
      parcels: parcels.length,
      weight: grams(sum(parcels, 'weight')),
      freight: cents(sum(parcels, 'finalFreight')),
      byPayStatus: {
        PAID: byStatus('PAID'),
        UN_PAID: byStatus('UN_PAID'),
        UN_BILLED: byStatus('UN_BILLED'),
      },
    });
  });

  it('reports B2B bills per company and month: settled and what was paid, the rest and what it owes', async () => {
    // A confirmed bill paid in part: neither paid in full nor all still owed.
    const unbilled = data.waybills.filter(
      (w) =>
        w.companyId != null && w.payStatus === 'UN_BILLED' && typeof w.finalFreight === 'number',
    );
    // The last one: the B2C test below bills the first.
    const waybill = unbilled.findLast((w) => Number(w.finalFreight) > 1)!;
    const post = (path: string, body?: unknown) =>
      server.call<Row>(`/api/bills/${path}`, { method: 'POST', token: root, body });
    const created = await post('from-waybills', {
      waybillIds: [waybill.id],
      accountDate: todayInTashkent(),
    });
    const confirmed = await post(`${created.body.id}/confirm`);
    const paid = await post(`${created.body.id}/payment`, {
      amount: 1,
      paidAt: new Date(testNow()).toISOString(),
      paymentMethod: 0,
      version: confirmed.body.version,
    });
    expect([created.status, confirmed.status, paid.status]).toEqual([200, 200, 200]);
    const bills = (await readStored(server)).bills;

    const { status, body, headers } = await get<Row[]>('reports/b2b?range=[0,999]');
    expect(status).toBe(200);
    const groups = new Map<string, Row[]>();
    for (const bill of bills) {
      const key = `${String(bill.accountDate).slice(0, 7)}-${bill.companyId}`;
      groups.set(key, [...(groups.get(key) ?? []), bill]);
    }
    const expected = [...groups]
      .map(([id, bills]) => {
        const paid = bills.filter((bill) => bill.settled === true);
        const pending = bills.filter((bill) => bill.settled !== true);
        const company = data.companies.find((c) => c.id === bills[0].companyId);
        return {
          id,
          month: String(bills[0].accountDate).slice(0, 7),
          companyId: bills[0].companyId,
          companyName: company?.shortName,
          bills: bills.length,
          settleAmount: cents(sum(bills, 'settleAmount')),
          settleAmountSom: Math.round(sum(bills, 'settleAmountSom')),
          paidBills: paid.length,
          paidAmount: cents(sum(bills, 'paidAmount')),
          pendingBills: pending.length,
          pendingAmount: cents(sum(bills, 'remainingAmount')),
        };
      })
      .sort((a, b) => (a.month !== b.month ? (a.month < b.month ? 1 : -1) : a.id < b.id ? -1 : 1));
    expect(expected.length).toBeGreaterThan(0);
    expect(body).toEqual(expected);
    expect(headers.get('content-range')).toBe(`b2b 0-${expected.length - 1}/${expected.length}`);
    const row = body.find(
      (r) => r.id === `${todayInTashkent().slice(0, 7)}-${String(waybill.companyId)}`,
    )!;
    expect(Number(row.paidAmount)).toBeGreaterThanOrEqual(1);
    expect(Number(row.pendingAmount)).toBeGreaterThanOrEqual(
      Math.round((Number(waybill.finalFreight) - 1) * 100) / 100,
    );

    const one = expected[0];
    const filtered = await get<Row[]>(
      `reports/b2b?s=${encodeURIComponent(JSON.stringify({ companyId: one.companyId }))}`,
    );
    expect(filtered.body).toEqual(expected.filter((row) => row.companyId === one.companyId));
  });

  it('reports B2C payments and unpaid B2C freight per month, with a new payment counted', async () => {
    // A billed company parcel is unpaid too, but settles through its bill: not B2C.
    const companyParcel = data.waybills.find(
      (w) => w.clientId != null && w.companyId != null && w.payStatus === 'UN_BILLED',
    )!;
    const billed = await server.call('/api/bills/from-waybills', {
      method: 'POST',
      token: root,
      body: {
        waybillIds: [companyParcel.id],
        accountDate: dayOf(new Date(testNow()).toISOString()),
      },
    });
    expect(billed.status).toBe(200);
    const paidAt = new Date(testNow()).toISOString();
    const created = await server.call<Row>('/api/client-payments', {
      method: 'POST',
      token: root,
      body: {
        clientId: data.clients[0].id,
        amount: 12.34,
        amountSom: 158000,
        paymentMethod: 1,
        paidAt,
        reference: `TEST-${Date.now()}`,
      },
    });
    expect(created.status).toBe(201);
    const stored = await readStored(server);
    const payments = stored['client-payments'];
    expect(payments.some((payment) => payment.id === created.body.id)).toBe(true);
    expect(stored.waybills.find((w) => w.id === companyParcel.id)?.payStatus).toBe('UN_PAID');

    const { status, body } = await get<Row[]>('reports/b2c?range=[0,999]');
    expect(status).toBe(200);
    const months = new Map<string, { payments: Row[]; unpaid: Row[] }>();
    const monthRow = (iso: unknown) => {
      const month = dayOf(iso).slice(0, 7);
      if (!months.has(month)) months.set(month, { payments: [], unpaid: [] });
      return months.get(month)!;
    };
    for (const payment of payments) monthRow(payment.paidAt).payments.push(payment);
    for (const w of stored.waybills) {
      if (w.payStatus === 'UN_PAID' && w.clientId != null && w.companyId == null)
        monthRow(w.createdAt).unpaid.push(w);
    }
    const expected = [...months]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([month, rows]) => ({
        id: month,
        month,
        payments: rows.payments.length,
        paymentAmount: cents(sum(rows.payments, 'amount')),
        paymentAmountSom: Math.round(sum(rows.payments, 'amountSom')),
        unpaidParcels: rows.unpaid.length,
        // What is still due: their final freight less what they got so far.
        unpaidFreight: cents(sum(rows.unpaid, 'finalFreight') - sum(rows.unpaid, 'payAmount')),
      }));
    expect(body).toEqual(expected);
    expect(body.find((row) => row.month === dayOf(paidAt).slice(0, 7))?.payments).toBeGreaterThan(
      0,
    );
  });
});

describe('GET /api/stats/client-settlement/:id', () => {
  it("sums a client's unpaid and paid parcels and payments", async () => {
    const unpaid = data.waybills.find((w) => w.payStatus === 'UN_PAID' && w.clientId != null)!;
    const client = data.clients.find((c) => c.id === unpaid.clientId)!;
    const { status, body } = await get<Row>(`client-settlement/${client.id}`);
    expect(status).toBe(200);
    const theirs = data.waybills.filter((w) => w.clientId === client.id);
    const payments = (await readStored(server))['client-payments'].filter(
      (payment) => payment.clientId === client.id,
    );
    const totals = (rows: Row[], field: string) => ({
      count: rows.length,
      amount: cents(sum(rows, field)),
    });
    expect(body).toEqual({
      id: client.id,
      client: {
        id: client.id,
        clientCode: client.clientCode,
        nickname: client.nickname,
        phone: client.phone,
      },
      unpaid: totals(
        theirs.filter((w) => w.payStatus === 'UN_PAID'),
        'finalFreight',
      ),
      paid: totals(
        theirs.filter((w) => w.payStatus === 'PAID'),
        'finalFreight',
      ),
      payments: totals(payments, 'amount'),
      partlyPaid: totals(
        theirs.filter((w) => w.payStatus === 'UN_PAID'),
        'payAmount',
      ).amount,
      // What the unpaid parcels still owe: their final freight less what they got.
      due: cents(
        sum(
          theirs.filter((w) => w.payStatus === 'UN_PAID'),
          'finalFreight',
        ) -
          sum(
            theirs.filter((w) => w.payStatus === 'UN_PAID'),
            'payAmount',
          ),
      ),
      credit: client.credit ?? 0,
    });
    expect((body.unpaid as { count: number }).count).toBeGreaterThan(0);
    expect((await get('client-settlement/999999')).status).toBe(404);
  });
});

describe('who may read the statistics', () => {
  it.each([
    ['archives', 'pvz_admin'],
    ['archives/20261120', 'marketing_admin'],
    ['pvz', 'company_user'],
    ['reports/summary', 'company_user'],
    ['reports/b2b', 'company_admin'],
    ['reports/b2c', 'pvz_admin'],
    // The platform's own clients: a company's role has no B2C report.
    ['reports/b2c', 'company_admin'],
    ['invoice/1', 'company_admin'],
    ['client-settlement/1', 'marketing_admin'],
  ])('%s refuses %s with 403', async (path, username) => {
    const { status, body } = await get<ErrorBody>(path, await server.login(username));
    expect(status).toBe(403);
    expect(body.message).toBe(en('errors.http.403'));
  });

  it.each([
    ['dashboard', 'pvz_admin'],
    ['archives', 'company_user'],
    ['pvz', 'pvz_admin'],
    ['reports/summary', 'company_admin'],
    ['reports/b2b', 'platform_finance'],
    ['reports/b2c', 'platform_finance'],
    ['invoice/1', 'platform_finance'],
    ['client-settlement/1', 'platform_finance'],
  ])('%s answers %s', async (path, username) => {
    expect((await get(path, await server.login(username))).status).toBe(200);
  });

  it('needs a session, and unknown statistics are 404', async () => {
    expect((await server.call('/api/stats/dashboard')).status).toBe(401);
    expect((await get('nothing-here')).status).toBe(404);
  });
});
