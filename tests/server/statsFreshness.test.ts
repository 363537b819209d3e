/**
 * The statistics are kept between requests but never stale: a figure asked for again after a
 * commit (of this server, or of another connection to its database) is the new one, and a kept
 * figure never crosses from one company's scope to another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../server/db/openStore';
import { SERVER_AUTHOR } from '../../server/db/author';
import { toCents } from '../../src/core/money/money';
import { monthOf, tashkentDayOf } from '../../src/core/time/tashkent';
import { readStored } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

interface Cargo {
  count: number;
  weight: number;
}
interface Dashboard {
  today: string;
  daily: (Cargo & { day: string })[];
  monthly: (Cargo & { month: string })[];
  freight: { month: string; paid: number }[];
}

let server: TestServer;
let root: string;
beforeAll(async () => {
  server = await startTestServer();
  root = await server.login('root');
});
afterAll(() => server.stop());

const stats = async <T>(path: string, token = root) => {
  const { status, body } = await server.call<T>(`/api/stats/${path}`, { token });
  expect(status).toBe(200);
  return body;
};
const todayOf = (dashboard: Dashboard) => dashboard.daily.find((d) => d.day === dashboard.today)!;
const grams = (kg: number) => Math.round(kg * 1000);
/** The Tashkent month a stored timestamp falls in, as the statistics count it. */
const tashkentMonthOf = (timestamp: unknown) => monthOf(tashkentDayOf(timestamp) ?? '');

/**
 * Makes a waybill created in one of `months` `kg` heavier through a connection of the test's own
 * to the server's database, as another process would; its month.
 */
async function addElsewhere(months: Set<string>, kg: number): Promise<string> {
  const other = await openStore(server.database, { schema: server.schema });
  try {
    const target = (await other.all('waybills')).find((w) =>
      months.has(tashkentMonthOf(w.createdAt)),
    )!;
    await other.transaction(SERVER_AUTHOR, (tx) =>
      tx.update('waybills', target, { weight: Number(target.weight ?? 0) + kg }),
    );
    return tashkentMonthOf(target.createdAt);
  } finally {
    await other.close();
  }
}

describe('kept statistics', () => {
  it("count a parcel stored through the API at once, and drop it once it's deleted", async () => {
    const before = await stats<Dashboard>('dashboard');
    // Asked twice with nothing written between: the same figures.
    expect(await stats<Dashboard>('dashboard')).toEqual(before);

    const created = await server.call<Row>('/api/waybills', {
      method: 'POST',
      token: root,
      body: { trackingNumber: `KEPT-${Date.now()}`, weight: 7.25 },
    });
    expect(created.status).toBe(201);
    const after = await stats<Dashboard>('dashboard');
    expect(after.today).toBe(before.today);
    expect(todayOf(after).count).toBe(todayOf(before).count + 1);
    expect(grams(todayOf(after).weight)).toBe(grams(todayOf(before).weight) + 7250);

    const removed = await server.call(`/api/waybills/${created.body.id}`, {
      method: 'DELETE',
      token: root,
    });
    expect(removed.status).toBe(200);
    expect(await stats<Dashboard>('dashboard')).toEqual(before);
  });

  it('follow a change committed by another connection to the database', async () => {
    const before = await stats<Dashboard>('dashboard');
    const shown = new Set(before.monthly.map((m) => m.month));
    const month = await addElsewhere(shown, 100);
    const after = await stats<Dashboard>('dashboard');
    expect(
      after.monthly.map((m) => ({
        ...m,
        weight: grams(m.weight) - (m.month === month ? 100_000 : 0),
      })),
    ).toEqual(before.monthly.map((m) => ({ ...m, weight: grams(m.weight) })));
  });

  it("never give one company's figures to another scope", async () => {
    const companyAdmin = await server.login('company_admin');
    const stored = await readStored(server);
    const ownCompany = stored.users.find((u) => u.username === 'company_admin')!.companyId;
    const payments = stored['client-payments'];
    const { freight } = await stats<Dashboard>('dashboard');
    const months = new Set(freight.map((row) => row.month));
    // The dashboard's payments received from clients and companies, in cents, over its months.
    const receivedBy = async (token?: string) =>
      (await stats<Dashboard>('dashboard', token)).freight.reduce(
        (cents, row) => cents + toCents(row.paid),
        0,
      );

    // ROOT's figures are kept first; the company's are its own all the same, and ROOT's stay ROOT's.
    const rootReceived = await receivedBy();
    const companyReceived = await receivedBy(companyAdmin);
    expect(companyReceived).toBeLessThan(rootReceived);
    expect(await receivedBy()).toBe(rootReceived);

    // A client of no company, paid in the dashboard's months, joins the company: its payments
    // count in the company's figures.
    const inMonths = (p: Row) => months.has(monthOf(tashkentDayOf(p.paidAt) ?? ''));
    const client = stored.clients.find(
      (c) => c.companyId == null && payments.some((p) => p.clientId === c.id && inMonths(p)),
    )!;
    const joining = payments
      .filter((p) => p.clientId === client.id && inMonths(p))
      .reduce((cents, p) => cents + toCents(Number(p.amount)), 0);
    const moved = await server.call(`/api/clients/${client.id}`, {
      method: 'PATCH',
      token: root,
      body: { companyId: ownCompany, version: client.version },
    });
    expect(moved.status).toBe(200);
    expect(await receivedBy(companyAdmin)).toBe(companyReceived + joining);
    expect(await receivedBy()).toBe(rootReceived);
  });
});
