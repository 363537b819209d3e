/**
 * Company bills over real HTTP (docs/api.md, "Bills"): made from unbilled waybills of one
 * company, their figures are their waybills' sums at the company's B2B rate on the account date;
 * a PENDING bill takes and drops waybills and changes its date, an approved price change moves
 * its total; confirming locks it; the company pays it in one payment or several, each recorded
 * (amount, time, method, who), the bill's paid and remaining amounts and its waybills following,
 * and it is settled when paid in full. Every attack (another role, another company, a stale
 * version, a replay, a server field, a locked bill, an overpayment, a future date, a huge
 * amount) is a translated 4xx that stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { somOf, subtractUsd, sumUsd } from '../../src/core/money/money';
import { rateInForce, rateInstantOfDay } from '../../src/core/money/rateInForce';
import { addDays, tashkentDayAt } from '../../src/core/time/tashkent';
import { DEMO_ISSUER } from '../../server/money/invoiceIssuer';
import { expectRefused } from './helpers/refusals';
import { readStored } from './helpers/storedData';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

const FORM_FAILED = 'validation.formFailed';
const LOCKED = 'bills.errors.billLocked';

let server: TestServer;
const tokens: Record<string, string> = {};
const USERS = ['root', 'platform_root', 'platform_finance', 'platform_user', 'company_admin'];
/** A payment's body for a bill as last stored. */
const paymentOf = (bill: Row, amount: number, paidAt = new Date(testNow()).toISOString()) => ({
  amount,
  paidAt,
  paymentMethod: 0,
  version: bill.version,
});
beforeAll(async () => {
  server = await startTestServer();
  await Promise.all(USERS.map(async (name) => (tokens[name] = await server.login(name))));
}, 60_000);
afterAll(() => server.stop());

const today = () => tashkentDayAt(testNow());
const yesterday = () => addDays(today(), -1);
const stored = async (collection: string) => (await readStored(server))[collection];
const storedOne = async (collection: string, id: Row['id']) =>
  (await stored(collection)).find((row) => row.id === id) as Row;

const post = <T = Row>(user: string, path: string, body?: unknown) =>
  server.call<T>(path, { method: 'POST', token: tokens[user], body });
const patch = <T = Row>(user: string, path: string, body: unknown) =>
  server.call<T>(path, { method: 'PATCH', token: tokens[user], body });

/** Unbilled waybills of a company with a final freight, by company (the unsettled list). */
async function unbilledByCompany(): Promise<Map<number, Row[]>> {
  const byCompany = new Map<number, Row[]>();
  for (const waybill of await stored('waybills')) {
    if (waybill.companyId == null || waybill.payStatus !== 'UN_BILLED') continue;
    if (waybill.billId != null || typeof waybill.finalFreight !== 'number') continue;
    const list = byCompany.get(Number(waybill.companyId)) ?? [];
    list.push(waybill);
    byCompany.set(Number(waybill.companyId), list);
  }
  return byCompany;
}

/** The company's B2B rate on a day, from the stored rates (the rule of src/core/money). */
async function b2bRateOn(companyId: unknown, day: string): Promise<number | undefined> {
  const rates = (await stored('b2b-exchange-rates'))
    .filter((rate) => rate.companyId === companyId)
    .map((rate) => ({
      rate: Number(rate.rate),
      activeAt: String(rate.activeAt),
      expiredAt: (rate.expiredAt as string | undefined) ?? null,
    }));
  return rateInForce(rates, rateInstantOfDay(day, new Date(testNow())))?.rate;
}

/** The bill's figures are its waybills' sums at its rate, and its rate the company's that day. */
async function expectFiguresAddUp(billId: Row['id']) {
  const bill = await storedOne('bills', billId);
  const waybills = (await stored('waybills')).filter((w) => w.billId === billId);
  const rate = await b2bRateOn(bill.companyId, String(bill.accountDate));
  expect(bill.settleRate).toBe(rate);
  expect(bill.settleAmount).toBe(sumUsd(waybills.map((w) => w.finalFreight as number)));
  expect(bill.settleFreight).toBe(sumUsd(waybills.map((w) => w.freight as number)));
  expect(bill.settleAmountSom).toBe(somOf(Number(bill.settleAmount), Number(rate)));
  return { bill, waybills };
}

describe('creating a bill from the unsettled list', () => {
  it('bills waybills of one company: sums, rate of the day, som; the waybills become UN_PAID', async () => {
    const [companyId, waybills] = [...(await unbilledByCompany())][0];
    const chosen = waybills.slice(0, 2).map((w) => w.id);
    const { status, body } = await post('platform_finance', '/api/bills/from-waybills', {
      waybillIds: chosen,
      accountDate: yesterday(),
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ companyId, accountDate: yesterday(), status: 'PENDING' });
    expect(body).toEqual(await storedOne('bills', body.id));
    const { waybills: billed } = await expectFiguresAddUp(body.id);
    expect(billed.map((w) => w.id).sort()).toEqual([...chosen].sort());
    for (const waybill of billed) expect(waybill.payStatus).toBe('UN_PAID');
  });

  it('refuses other roles, mixed companies, billed waybills and a future date; nothing stored', async () => {
    const byCompany = [...(await unbilledByCompany())];
    const [, first] = byCompany[0];
    const [, second] = byCompany[1];
    const body = { waybillIds: [first[0].id], accountDate: yesterday() };
    for (const user of ['company_admin', 'platform_user'])
      await expectRefused(
        server,
        () => post(user, '/api/bills/from-waybills', body),
        403,
        'errors.http.403',
      );
    const mixed = await expectRefused(
      server,
      () =>
        post('root', '/api/bills/from-waybills', {
          waybillIds: [first[0].id, second[0].id],
          accountDate: yesterday(),
        }),
      400,
      FORM_FAILED,
    );
    expect(mixed.errors).toEqual({ waybillIds: en('bills.errors.mixedCompanies') });
    const billedAlready = (await stored('waybills')).find((w) => w.billId != null) as Row;
    const billed = await expectRefused(
      server,
      () =>
        post('root', '/api/bills/from-waybills', {
          waybillIds: [billedAlready.id],
          accountDate: yesterday(),
        }),
      400,
      FORM_FAILED,
    );
    expect(billed.errors).toEqual({ waybillIds: en('bills.errors.notBillable') });
    const future = await expectRefused(
      server,
      () => post('root', '/api/bills/from-waybills', { ...body, accountDate: addDays(today(), 2) }),
      400,
      FORM_FAILED,
    );
    expect(future.errors).toEqual({ accountDate: en('bills.errors.futureDate') });
    // The generic create is closed: a bill comes from its waybills.
    const created = await server.call('/api/bills', {
      method: 'POST',
      token: tokens.root,
      body: { reference: 'BFORGED-1', companyId: 1, accountDate: yesterday() },
    });
    expect(created.status).toBe(403);
  });
});

describe('a pending bill, then confirmed, then paid', () => {
  let bill: Row;
  let spare: Row[];

  beforeAll(async () => {
    const [, waybills] = [...(await unbilledByCompany())].find(([, list]) => list.length >= 4)!;
    spare = waybills.slice(2);
    const { body } = await post('platform_finance', '/api/bills/from-waybills', {
      waybillIds: waybills.slice(0, 2).map((w) => w.id),
      accountDate: yesterday(),
    });
    bill = body;
  });

  it('takes and drops waybills and changes its date; its figures follow', async () => {
    const path = `/api/bills/${bill.id}`;
    const added = await post('platform_finance', `${path}/add-waybills`, {
      waybillIds: [spare[0].id, spare[1].id],
    });
    expect(added.status).toBe(200);
    expect((await expectFiguresAddUp(bill.id)).waybills).toHaveLength(4);
    expect(added.body).toEqual(await storedOne('bills', bill.id));

    const dropped = await post('platform_finance', `${path}/drop-waybills`, {
      waybillIds: [spare[1].id],
    });
    expect(dropped.status).toBe(200);
    expect((await expectFiguresAddUp(bill.id)).waybills).toHaveLength(3);
    const released = await storedOne('waybills', spare[1].id);
    expect([released.billId, released.payStatus]).toEqual([undefined, 'UN_BILLED']);

    const notInBill = await expectRefused(
      server,
      () => post('root', `${path}/drop-waybills`, { waybillIds: [spare[1].id] }),
      400,
      FORM_FAILED,
    );
    expect(notInBill.errors).toEqual({ waybillIds: en('bills.errors.notInBill') });

    const earlier = addDays(today(), -40);
    const moved = await post('root', `${path}/account-date`, { accountDate: earlier });
    expect(moved.status).toBe(200);
    expect(moved.body.accountDate).toBe(earlier);
    await expectFiguresAddUp(bill.id);
  });

  it('refuses money, status and company written through the generic edit, and a stale version', async () => {
    const path = `/api/bills/${bill.id}`;
    const current = await storedOne('bills', bill.id);
    for (const field of ['settleAmount', 'settleAmountSom', 'settleRate', 'status', 'companyId']) {
      const value = field === 'status' ? 'CONFIRMED' : 1;
      const refused = await expectRefused(
        server,
        () => patch('root', path, { [field]: value, version: current.version }),
        403,
        'authority.fieldNotWritable',
      );
      expect(refused.errors).toEqual({ [field]: en('authority.fieldNotWritable') });
    }
    const stale = await server.call<ErrorBody>(path, {
      method: 'PATCH',
      token: tokens.root,
      body: { reference: 'BRENAMED-1', version: Number(current.version) - 1 },
    });
    expect(stale.status).toBe(409);
    const renamed = await patch('root', path, {
      reference: 'BRENAMED-1',
      version: current.version,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.reference).toBe('BRENAMED-1');
  });

  it('moves with an approved price change, decided by someone other than who asked', async () => {
    const waybill = (await stored('waybills')).find((w) => w.billId === bill.id) as Row;
    const before = await storedOne('bills', bill.id);
    const request = await post('platform_root', '/api/price-changes', {
      waybillId: waybill.id,
      newPrice: Number(waybill.finalFreight) + 10,
      reason: 'Oversized parcel',
    });
    expect(request.status).toBe(201);
    await expectRefused(
      server,
      () => post('platform_root', `/api/price-changes/${request.body.id}/approve`),
      403,
      'bills.errors.ownRequest',
    );
    const approved = await post('root', `/api/price-changes/${request.body.id}/approve`);
    expect(approved.status).toBe(200);
    const { bill: after } = await expectFiguresAddUp(bill.id);
    expect(after.settleAmount).toBe(sumUsd([Number(before.settleAmount), 10]));
  });

  it('is paid only once confirmed; confirming locks it and everything in it', async () => {
    const path = `/api/bills/${bill.id}`;
    const pending = await storedOne('bills', bill.id);
    await expectRefused(
      server,
      () => post('root', `${path}/payment`, paymentOf(pending, 1)),
      400,
      'bills.errors.notPayable',
    );
    const waybill = (await stored('waybills')).find((w) => w.billId === bill.id) as Row;
    // A request waiting when the bill is confirmed can no longer be decided.
    const waiting = await post('platform_finance', '/api/price-changes', {
      waybillId: waybill.id,
      newPrice: 1,
      reason: 'Discount',
    });
    expect(waiting.status).toBe(201);

    await expectRefused(
      server,
      () => post('company_admin', `${path}/confirm`),
      403,
      'errors.http.403',
    );
    const confirmed = await post('platform_finance', `${path}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED', settleDate: today() });
    const locked = await storedOne('bills', bill.id);

    await expectRefused(
      server,
      () => post('root', `${path}/add-waybills`, { waybillIds: [spare[1].id] }),
      400,
      'bills.errors.notPending',
    );
    await expectRefused(
      server,
      () => post('root', `${path}/drop-waybills`, { waybillIds: [waybill.id] }),
      400,
      'bills.errors.notPending',
    );
    await expectRefused(
      server,
      () => post('root', `${path}/account-date`, { accountDate: yesterday() }),
      400,
      'bills.errors.notPending',
    );
    await expectRefused(
      server,
      () => post('root', `${path}/confirm`),
      400,
      'bills.errors.notPending',
    );
    await expectRefused(
      server,
      () => patch('root', path, { reference: 'BAFTER-1', version: locked.version }),
      409,
      LOCKED,
    );
    await expectRefused(
      server,
      () => post('root', `/api/price-changes/${waiting.body.id}/approve`),
      400,
      'bills.errors.waybillLocked',
    );
    const request = await expectRefused(
      server,
      () =>
        post('platform_finance', '/api/price-changes', {
          waybillId: waybill.id,
          newPrice: 2,
          reason: 'Late discount',
        }),
      400,
      FORM_FAILED,
    );
    expect(request.errors).toEqual({ waybillId: en('bills.errors.waybillLocked') });
  });

  it('refuses a payment from another role, stale or replayed, too large, future or early', async () => {
    const path = `/api/bills/${bill.id}/payment`;
    const current = await storedOne('bills', bill.id);
    expect(current).toMatchObject({ paidAmount: 0, remainingAmount: current.settleAmount });
    for (const user of ['company_admin', 'platform_user'])
      await expectRefused(
        server,
        () => post(user, path, paymentOf(current, 1)),
        403,
        'errors.http.403',
      );
    const formFailed = async (body: unknown, field: string) =>
      (await expectRefused(server, () => post('platform_finance', path, body), 400, FORM_FAILED))
        .errors?.[field];
    const owed = Number(current.remainingAmount);
    expect(await formFailed(paymentOf(current, sumUsd([owed, 0.01])), 'amount')).toBe(
      en('bills.errors.overpaid', { remaining: owed.toFixed(2) }),
    );
    expect(await formFailed(paymentOf(current, 1e20), 'amount')).toBeDefined();
    expect(await formFailed(paymentOf(current, 0), 'amount')).toBeDefined();
    const tomorrow = new Date(testNow() + 86_400_000).toISOString();
    expect(await formFailed(paymentOf(current, 1, tomorrow), 'paidAt')).toBe(
      en('bills.errors.futurePayment'),
    );
    const early = `${addDays(String(current.accountDate), -1)}T12:00:00.000Z`;
    expect(await formFailed(paymentOf(current, 1, early), 'paidAt')).toBe(
      en('bills.errors.paidBeforeBill'),
    );
    const unversioned: Partial<ReturnType<typeof paymentOf>> = paymentOf(current, 1);
    delete unversioned.version;
    expect(await formFailed(unversioned, 'version')).toBeDefined();
    // Who recorded it is the server's to say.
    expect(
      await expectRefused(
        server,
        () => post('platform_finance', path, { ...paymentOf(current, 1), receivedBy: 1 }),
        400,
        FORM_FAILED,
      ),
    ).toBeDefined();
    const stale = await server.call<ErrorBody>(path, {
      method: 'POST',
      token: tokens.platform_finance,
      body: { ...paymentOf(current, 1), version: Number(current.version) - 1 },
    });
    expect(stale.status).toBe(409);
    expect((await storedOne('bills', bill.id)).version).toBe(current.version);
    // The generic writes of payments are closed: they come from the action alone.
    const forged = await server.call('/api/bill-payments', {
      method: 'POST',
      token: tokens.root,
      body: { billId: bill.id, amount: 1, paidAt: new Date(testNow()).toISOString() },
    });
    expect(forged.status).toBe(403);
  });

  it('is paid in parts: each payment recorded, the oldest waybills paid first; settled when paid in full', async () => {
    const path = `/api/bills/${bill.id}/payment`;
    const before = await storedOne('bills', bill.id);
    const waybills = (await stored('waybills'))
      .filter((w) => w.billId === bill.id)
      .sort(
        (a, b) =>
          String(a.createdAt).localeCompare(String(b.createdAt)) || Number(a.id) - Number(b.id),
      );
    // The first waybill and half of the second.
    const first = sumUsd([
      Number(waybills[0].finalFreight),
      Math.floor(Number(waybills[1].finalFreight) * 50) / 100,
    ]);
    const paidAt = new Date(testNow() - 3_600_000).toISOString();
    const body = { ...paymentOf(before, first, paidAt), note: 'First transfer' };
    const part = await post('platform_finance', path, body);
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    const afterPart = await storedOne('bills', bill.id);
    expect(part.body).toEqual(afterPart);
    expect(afterPart).toMatchObject({
      status: 'CONFIRMED',
      settled: false,
      paidAmount: first,
      remainingAmount: subtractUsd(Number(before.settleAmount), first),
    });
    expect(afterPart.paidAt).toBeUndefined();
    const finance = (await stored('users')).find((user) => user.username === 'platform_finance')!;
    const payments = (await stored('bill-payments')).filter((p) => p.billId === bill.id);
    expect(payments).toEqual([
      expect.objectContaining({
        billId: bill.id,
        amount: first,
        paidAt,
        paymentMethod: 0,
        note: 'First transfer',
        receivedBy: finance.id,
      }),
    ]);
    const paidNow = async () =>
      new Map((await stored('waybills')).filter((w) => w.billId === bill.id).map((w) => [w.id, w]));
    let now = await paidNow();
    expect(now.get(waybills[0].id)).toMatchObject({
      payStatus: 'PAID',
      payAmount: waybills[0].finalFreight,
      payAt: paidAt,
      paymentMethod: 0,
    });
    expect(now.get(waybills[1].id)).toMatchObject({
      payStatus: 'UN_PAID',
      payAmount: subtractUsd(first, Number(waybills[0].finalFreight)),
    });
    for (const waybill of waybills.slice(2)) expect(now.get(waybill.id)?.payStatus).toBe('UN_PAID');
    // The payment is audited, created by finance, with the bill it changed, in one write.
    const audited = async (entity: string, id: unknown) =>
      (
        await server.call<Row[]>(
          `/api/audit-log?s=${encodeURIComponent(JSON.stringify({ entity }))}`,
          { token: tokens.root },
        )
      ).body.filter((entry) => String(entry.recordId) === String(id));
    expect(await audited('billPayment', payments[0].id)).toEqual([
      expect.objectContaining({ username: 'platform_finance', action: 'create' }),
    ]);
    expect((await audited('bill', bill.id)).at(0)).toMatchObject({
      username: 'platform_finance',
      action: 'recordBillPayment',
      changes: expect.objectContaining({ paidAmount: { before: 0, after: first } }),
    });

    // The same request again is a replay of an older page: refused, nothing paid twice.
    const replay = await server.call<ErrorBody>(path, {
      method: 'POST',
      token: tokens.platform_finance,
      body,
    });
    expect(replay.status).toBe(409);
    expect((await stored('bill-payments')).filter((p) => p.billId === bill.id)).toHaveLength(1);

    const rest = Number(afterPart.remainingAmount);
    const last = await post('root', path, paymentOf(afterPart, rest));
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    const { bill: paid } = await expectFiguresAddUp(bill.id);
    expect(paid).toMatchObject({
      settled: true,
      paidAmount: paid.settleAmount,
      remainingAmount: 0,
    });
    const lastPayment = (await stored('bill-payments')).find(
      (p) => p.billId === bill.id && p.amount === rest,
    )!;
    expect(paid.paidAt).toBe(lastPayment.paidAt);
    now = await paidNow();
    for (const waybill of waybills)
      expect(now.get(waybill.id)).toMatchObject({
        payStatus: 'PAID',
        payAmount: waybill.finalFreight,
      });
    await expectRefused(
      server,
      () => post('root', path, paymentOf(paid, 1)),
      400,
      'bills.errors.notPayable',
    );
  });

  it('answers its invoice: the issuer, the company, its figures as stored and its waybills', async () => {
    const stored = await readStored(server);
    const current = stored.bills.find((row) => row.id === bill.id)!;
    const company = stored.companies.find((row) => row.id === current.companyId)!;
    const waybills = stored.waybills
      .filter((w) => w.billId === bill.id)
      .sort(
        (a, b) =>
          String(a.createdAt).localeCompare(String(b.createdAt)) || Number(a.id) - Number(b.id),
      );
    const { status, body } = await server.call<Row>(`/api/stats/invoice/${bill.id}`, {
      token: tokens.platform_finance,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: bill.id,
      issuer: DEMO_ISSUER,
      company: {
        code: company.code,
        shortName: company.shortName,
        fullName: company.fullName,
        companyName: company.companyName,
        address: company.address,
        telephone: company.telephone,
      },
      bill: {
        reference: current.reference,
        status: 'CONFIRMED',
        accountDate: current.accountDate,
        settleDate: current.settleDate,
        settleAmount: current.settleAmount,
        settleRate: current.settleRate,
        settleAmountSom: current.settleAmountSom,
        paidAmount: current.paidAmount,
        remainingAmount: 0,
      },
      lines: waybills.map((w) => ({
        trackingNumber: w.trackingNumber,
        createdAt: w.createdAt,
        weight: w.weight ?? null,
        finalFreight: w.finalFreight,
      })),
    });
    expect((await server.call('/api/stats/invoice/999999', { token: tokens.root })).status).toBe(
      404,
    );
  });
});

describe('the settle filter', () => {
  it('keeps the paid bills (SETTLED), the others (UN_SETTLED), or all', async () => {
    const bills = await stored('bills');
    const listed = async (search: Record<string, unknown>) => {
      const s = encodeURIComponent(JSON.stringify(search));
      const { status, body } = await server.call<Row[]>(`/api/bills?s=${s}`, {
        token: tokens.root,
      });
      expect(status).toBe(200);
      return body.map((bill) => bill.id).sort();
    };
    const ids = (rows: Row[]) => rows.map((bill) => bill.id).sort();
    const settled = bills.filter((bill) => bill.settled === true);
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.every((bill) => bill.status === 'CONFIRMED' && bill.paidAt)).toBe(true);
    expect(await listed({ settled: true })).toEqual(ids(settled));
    expect(await listed({ settled: false })).toEqual(ids(bills.filter((b) => b.settled !== true)));
    expect(await listed({})).toEqual(ids(bills));
  });
});

describe('company roles do not settle', () => {
  // Its administrator reads its own bills (tests/server/companyAccounts.test.ts), and no more.
  it('refuses the bill list and a bill to a company user', async () => {
    const companyUser = await server.login('company_user');
    const [bill] = await stored('bills');
    for (const path of ['/api/bills', `/api/bills/${bill.id}`]) {
      const answer = await server.call(path, { token: companyUser });
      expect(answer.status, path).toBe(403);
    }
  });
});
