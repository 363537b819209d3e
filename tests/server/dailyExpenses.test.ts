/**
 * Daily expenses over HTTP (docs/decisions.md, "Daily expenses"): typed in som or USD, the other
 * amount derived at the exchange rate on the expense's date (stored with them), the author
 * stamped from the session, nothing dated in the future; the totals per day and month; and the
 * reports page's months (paid freight, expenses, difference) checked against the list endpoints.
 * Attacks: another role, a company role, server fields, a future date, a stale version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenseAmounts } from '../../src/core/money/expenseAmounts';
import { subtractUsd, sumUsd } from '../../src/core/money/money';
import { rateInForce, rateInstantOfDay } from '../../src/core/money/rateInForce';
import type { ExpenseTotals, MonthReport } from '../../src/core/stats/moneyReportTypes';
import { addDays, monthOf, tashkentDayAt, tashkentDayOf } from '../../src/core/time/tashkent';
import { expectRefused } from './helpers/refusals';
import { listAll } from './helpers/listAll';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;
let platformUser: string;
let finance: string;
let companyAdmin: string;
let rootId: number;

beforeAll(async () => {
  server = await startTestServer();
  [root, platformUser, finance, companyAdmin] = await Promise.all(
    ['root', 'platform_user', 'platform_finance', 'company_admin'].map((name) =>
      server.login(name),
    ),
  );
  rootId = await userId('root');
});
afterAll(() => server.stop());

const EXPENSES = '/api/daily-expenses';
const today = () => tashkentDayAt(testNow());

const send = (token: string, method: string, path: string, body?: unknown) =>
  server.call<Row & ErrorBody>(path, { method, token, body });
const list = (path: string, filter?: Record<string, unknown>) =>
  listAll(server, root, path, filter);

async function userId(username: string): Promise<number> {
  const user = (await list('/api/users', { username })).find((u) => u.username === username);
  return Number(user?.id);
}

/** The exchange rate on a day, from the rate list as a client reads it. */
async function rateOn(day: string): Promise<number> {
  const rates = (await list('/api/exchange-rates')).map((rate) => ({
    rate: Number(rate.rate),
    activeAt: String(rate.activeAt),
    expiredAt: typeof rate.expiredAt === 'string' ? rate.expiredAt : null,
  }));
  const found = rateInForce(rates, rateInstantOfDay(day, new Date(testNow())));
  if (!found) throw new Error(`no rate on ${day}`);
  return found.rate;
}

describe('a new expense', () => {
  it('typed in som gets its USD at the rate of its day, its rate and its author', async () => {
    const day = today();
    const { status, body } = await send(platformUser, 'POST', EXPENSES, {
      date: day,
      category: 'FUEL',
      currency: 'SUM',
      enteredAmount: 1_250_000,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const rate = await rateOn(day);
    expect(body).toMatchObject(expenseAmounts(1_250_000, 'SUM', rate));
    expect([body.rate, body.amount]).toEqual([rate, 1_250_000]);
    expect(body.createdBy).toBe(await userId('platform_user'));
  });

  it("typed in USD on a past day gets its som at that day's rate", async () => {
    const day = addDays(today(), -40);
    const { status, body } = await send(root, 'POST', EXPENSES, {
      date: day,
      category: 'CUSTOMS',
      currency: 'USD',
      enteredAmount: 310.555,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const rate = await rateOn(day);
    expect(body).toMatchObject(expenseAmounts(310.555, 'USD', rate));
    expect([body.rate, body.amountUsd]).toEqual([rate, 310.56]);
    expect(body.createdBy).toBe(rootId);
  });

  it('changing its currency or date derives both amounts again', async () => {
    const [expense] = await list(EXPENSES, { currency: 'SUM' });
    const day = addDays(String(expense.date), -3);
    const { status, body } = await send(root, 'PATCH', `${EXPENSES}/${expense.id}`, {
      currency: 'USD',
      date: day,
      version: expense.version,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const rate = await rateOn(day);
    expect(body).toMatchObject(expenseAmounts(Number(expense.enteredAmount), 'USD', rate));
    expect(body.createdBy).toBe(expense.createdBy);
  });
});

describe('refused expense writes', () => {
  it('refuses a date after today', async () => {
    const body = await expectRefused(
      server,
      () =>
        send(root, 'POST', EXPENSES, {
          date: addDays(today(), 1),
          category: 'OTHER',
          currency: 'SUM',
          enteredAmount: 1000,
        }),
      400,
      'validation.formFailed',
    );
    expect(body.errors).toEqual({ date: en('rates.errors.futureDate') });
  });

  it('refuses a day no exchange rate covers', async () => {
    const body = await expectRefused(
      server,
      () =>
        send(root, 'POST', EXPENSES, {
          date: '2001-01-01',
          category: 'OTHER',
          currency: 'SUM',
          enteredAmount: 1000,
        }),
      400,
      'validation.formFailed',
    );
    expect(body.errors).toEqual({ date: en('rates.errors.noRate', { day: '2001-01-01' }) });
  });

  it('refuses writing the derived amounts, the rate or the author', async () => {
    const [expense] = await list(EXPENSES);
    for (const field of ['amount', 'amountUsd', 'rate', 'createdBy'])
      await expectRefused(
        server,
        () => send(root, 'PATCH', `${EXPENSES}/${expense.id}`, { [field]: 1 }),
        403,
        'authority.fieldNotWritable',
      );
  });

  it('refuses a company admin and platform finance (not of the daily expenses group)', async () => {
    const body = { date: today(), category: 'OTHER', currency: 'SUM', enteredAmount: 1000 };
    for (const token of [companyAdmin, finance])
      await expectRefused(
        server,
        () => send(token, 'POST', EXPENSES, body),
        403,
        'errors.http.403',
      );
  });

  it('refuses an edit from a stale version', async () => {
    const [expense] = await list(EXPENSES);
    const fresh = await send(root, 'PATCH', `${EXPENSES}/${expense.id}`, {
      comment: 'first',
      version: expense.version,
    });
    expect(fresh.status).toBe(200);
    const stale = await send(root, 'PATCH', `${EXPENSES}/${expense.id}`, {
      comment: 'second',
      version: expense.version,
    });
    expect(stale.status).toBe(409);
    expect((await send(root, 'GET', `${EXPENSES}/${expense.id}`)).body.comment).toBe('first');
  });
});

describe('the demo expenses', () => {
  it('each have an author and both amounts at the rate of their day, none in the future', async () => {
    const expenses = await list(EXPENSES);
    expect(expenses.length).toBeGreaterThan(50);
    const rates = new Map<string, number>();
    for (const expense of expenses) {
      const day = String(expense.date);
      expect(day <= today()).toBe(true);
      expect(typeof expense.createdBy).toBe('number');
      if (!rates.has(day)) rates.set(day, await rateOn(day));
      const currency = expense.currency === 'USD' ? 'USD' : 'SUM';
      expect(expense.rate, day).toBe(rates.get(day));
      expect(expense).toMatchObject(
        expenseAmounts(Number(expense.enteredAmount), currency, Number(expense.rate)),
      );
    }
  });
});

describe('expense totals', () => {
  it("sum the month's expenses per day and in all, for the group and finance", async () => {
    const month = monthOf(today());
    const expenses = (await list(EXPENSES)).filter((e) => monthOf(String(e.date)) === month);
    for (const token of [platformUser, finance]) {
      const { status, body } = await server.call<ExpenseTotals>(`/api/stats/expenses/${month}`, {
        token,
      });
      expect(status).toBe(200);
      expect(body.count).toBe(expenses.length);
      expect(body.amount).toBe(expenses.reduce((sum, e) => sum + Number(e.amount), 0));
      expect(body.amountUsd).toBe(sumUsd(expenses.map((e) => Number(e.amountUsd))));
      for (const day of body.days) {
        const ofDay = expenses.filter((e) => e.date === day.day);
        expect(day.count).toBe(ofDay.length);
        expect(day.amountUsd).toBe(sumUsd(ofDay.map((e) => Number(e.amountUsd))));
      }
      expect(body.days.reduce((sum, day) => sum + day.count, 0)).toBe(expenses.length);
    }
  });

  it('are refused to a company role and answer 404 for a month that is none', async () => {
    const month = monthOf(today());
    const refused = await server.call(`/api/stats/expenses/${month}`, { token: companyAdmin });
    expect(refused.status).toBe(403);
    const bad = await server.call(`/api/stats/expenses/2026-13`, { token: root });
    expect(bad.status).toBe(404);
  });
});

describe('the month report', () => {
  it("shows each month's payments received, expenses and difference, true to the lists", async () => {
    const [payments, bills, expenses] = await Promise.all([
      list('/api/client-payments'),
      list('/api/bills'),
      list(EXPENSES),
    ]);
    const { status, body } = await server.call<MonthReport>('/api/stats/reports/months', {
      token: finance,
    });
    expect(status).toBe(200);
    expect(body.months.length).toBeGreaterThan(1);
    const inMonth = (timestamp: unknown, month: string) =>
      monthOf(tashkentDayOf(timestamp) ?? '') === month;
    let paymentsSeen = 0;
    for (const figures of body.months) {
      const paid = payments.filter((p) => inMonth(p.paidAt, figures.month));
      const billsPaid = bills.filter((bill) => inMonth(bill.paidAt, figures.month));
      const spent = expenses.filter((e) => monthOf(String(e.date)) === figures.month);
      paymentsSeen += paid.length + billsPaid.length;
      expect(figures.fromClients, figures.month).toBe(sumUsd(paid.map((p) => Number(p.amount))));
      expect(figures.fromCompanies, figures.month).toBe(
        sumUsd(billsPaid.map((bill) => Number(bill.paidAmount))),
      );
      expect(figures.received).toBe(sumUsd([figures.fromClients, figures.fromCompanies]));
      expect(figures.expenses, figures.month).toBe(sumUsd(spent.map((e) => Number(e.amountUsd))));
      expect(figures.difference).toBe(subtractUsd(figures.received, figures.expenses));
    }
    expect(paymentsSeen).toBe(payments.length + bills.filter((bill) => bill.paidAt).length);
    expect(paymentsSeen).toBeGreaterThan(0);
  });

  it('is refused to a company admin', async () => {
    const { status } = await server.call('/api/stats/reports/months', { token: companyAdmin });
    expect(status).toBe(403);
  });
});
