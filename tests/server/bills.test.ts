/**
 * Company bills over real HTTP (docs/api.md, "Bills"): made from unbilled waybills of one
 * company, their figures are their waybills' sums at the company's B2B rate on the account date;
 * a PENDING bill takes and drops waybills and changes its date; a waybill's price changes before
 * it joins one (a request on a billed waybill is refused, one waiting is closed when it joins);
 * confirming locks it; recording the payment pays its waybills. Every attack (another
 * role, another company, a stale version, a server field, a locked bill) is a translated 4xx
 * that stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { somOf, sumUsd } from '../../src/core/money/money';
import { rateInForce, rateInstantOfDay } from '../../src/core/money/rateInForce';
import { addDays, tashkentDayAt } from '../../src/core/time/tashkent';
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

  it('takes a waybill with the price changed before it joined: a billed waybill takes no request', async () => {
    const waybill = (await stored('waybills')).find((w) => w.billId === bill.id) as Row;
    const path = `/api/bills/${bill.id}`;
    const before = await storedOne('bills', bill.id);
    const change = { waybillId: waybill.id, newPrice: Number(waybill.finalFreight) + 10 };
    const onBill = await expectRefused(
      server,
      () => post('platform_root', '/api/price-changes', { ...change, reason: 'Oversized parcel' }),
      400,
      FORM_FAILED,
    );
    expect(onBill.errors).toEqual({ waybillId: en('bills.errors.priceSettled') });

    // Dropped, its price changed (by someone other than who asked), added again.
    expect((await post('root', `${path}/drop-waybills`, { waybillIds: [waybill.id] })).status).toBe(
      200,
    );
    const request = await post('platform_root', '/api/price-changes', {
      ...change,
      reason: 'Oversized parcel',
    });
    expect(request.status).toBe(201);
    const approved = await post(
      'platform_finance',
      `/api/price-changes/${request.body.id}/approve`,
    );
    expect(approved.status).toBe(200);
    expect((await post('root', `${path}/add-waybills`, { waybillIds: [waybill.id] })).status).toBe(
      200,
    );
    const { bill: after } = await expectFiguresAddUp(bill.id);
    expect(after.settleAmount).toBe(sumUsd([Number(before.settleAmount), 10]));
  });

  it('is paid only once confirmed; confirming locks it and everything in it', async () => {
    const path = `/api/bills/${bill.id}`;
    await expectRefused(
      server,
      () => post('root', `${path}/payment`),
      400,
      'bills.errors.notPayable',
    );
    // A request waiting when its waybill joins the bill is closed: it can no longer be decided.
    const waybill = spare[1];
    const waiting = await post('platform_finance', '/api/price-changes', {
      waybillId: waybill.id,
      newPrice: 1,
      reason: 'Discount',
    });
    expect(waiting.status).toBe(201);
    expect((await post('root', `${path}/add-waybills`, { waybillIds: [waybill.id] })).status).toBe(
      200,
    );
    expect(await storedOne('price-changes', waiting.body.id)).toMatchObject({
      status: 'EXPIRED',
      expiryReason: 'BILLED',
    });

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
      'recordActions.errors.alreadyDecided',
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
    expect(request.errors).toEqual({ waybillId: en('bills.errors.priceSettled') });
  });

  it('records the payment: the waybills are PAID their final freight; then nothing is due', async () => {
    const path = `/api/bills/${bill.id}`;
    await expectRefused(
      server,
      () => post('company_admin', `${path}/payment`),
      403,
      'errors.http.403',
    );
    const paid = await post('platform_finance', `${path}/payment`);
    expect(paid.status).toBe(200);
    const { bill: after, waybills } = await expectFiguresAddUp(bill.id);
    expect(paid.body).toEqual(after);
    expect(after).toMatchObject({ settled: true, paidAmount: after.settleAmount });
    for (const waybill of waybills)
      expect(waybill).toMatchObject({
        payStatus: 'PAID',
        payAt: after.paidAt,
        payAmount: waybill.finalFreight,
      });
    await expectRefused(
      server,
      () => post('root', `${path}/payment`),
      400,
      'bills.errors.notPayable',
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
  it('refuses the bill list and a bill to a company role (the settle group only)', async () => {
    const [bill] = await stored('bills');
    for (const path of ['/api/bills', `/api/bills/${bill.id}`]) {
      const answer = await server.call(path, { token: tokens.company_admin });
      expect(answer.status, path).toBe(403);
    }
  });
});
