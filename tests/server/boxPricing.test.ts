/**
 * Box pricing over HTTP (docs/decisions.md, "Boxes"): a new box is priced from the box price in
 * force on its batch's receive day, and repriced when its weight changes; a carrier payment
 * beyond what a batch owes is refused with what is due. Attacks: writing a price, overpaying.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxCarriagePrice, tariffOnDay, type Tariff } from '../../src/core/domain/boxPricing';
import { subtractUsd, sumUsd } from '../../src/core/money/money';
import { expectRefused } from './helpers/refusals';
import { listAll } from './helpers/listAll';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;

beforeAll(async () => {
  server = await startTestServer();
  root = await server.login('root');
});
afterAll(() => server.stop());

const send = (method: string, path: string, body?: unknown) =>
  server.call<Row & ErrorBody>(path, { method, token: root, body });
const list = (path: string, filter?: Record<string, unknown>) =>
  listAll(server, root, path, filter);

const tariffs = async () => (await list('/api/box-prices')) as unknown as (Tariff & Row)[];

describe('a new box', () => {
  it('is priced from the box price in force on its batch’s day, and repriced with its weight', async () => {
    const [batch] = await list('/api/box-day-batches');
    const tariff = tariffOnDay(await tariffs(), String(batch.receiveDay))!;
    expect(tariff).toBeDefined();
    const { status, body } = await send('POST', '/api/boxes', {
      boxNumber: 'TEST-BOX-0001',
      batchId: batch.id,
      status: 'Yiwu',
      weight: 42.37,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.price).toBe(boxCarriagePrice(42.37, tariff));
    const after = (await send('GET', `/api/box-day-batches/${batch.id}`)).body;
    expect(after.totalAmount).toBe(sumUsd([batch.totalAmount as number, body.price as number]));

    const heavier = await send('PUT', `/api/boxes/${body.id}`, { ...body, weight: 50 });
    expect(heavier.status, JSON.stringify(heavier.body)).toBe(200);
    expect(heavier.body.price).toBe(boxCarriagePrice(50, tariff));
  });

  it('takes the fee per box of an older tariff when its batch is that old', async () => {
    const batch = (await send('POST', '/api/box-day-batches', { receiveDay: '2000-01-03' })).body;
    const refused = await send('POST', '/api/boxes', {
      boxNumber: 'TEST-BOX-0002',
      batchId: batch.id,
      status: 'Yiwu',
      weight: 10,
    });
    // No tariff covers the year 2000.
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.batchId).toBe(
      en('clientMoney.errors.noBoxPrice', { day: '2000-01-03' }),
    );

    const tariff = await send('POST', '/api/box-prices', {
      name: 'Old tariff',
      pricePerKg: 1.5,
      pricePerBox: 4,
      activeFrom: '2000-01-01',
      activeTo: '2000-01-31',
      status: 'EXPIRED',
    });
    expect(tariff.status, JSON.stringify(tariff.body)).toBe(201);
    const box = await send('POST', '/api/boxes', {
      boxNumber: 'TEST-BOX-0002',
      batchId: batch.id,
      status: 'Yiwu',
      weight: 10,
    });
    expect(box.status, JSON.stringify(box.body)).toBe(201);
    expect(box.body.price).toBe(19);
  });
});

describe('attacks', () => {
  it('refuses a price typed for a box', async () => {
    const [batch] = await list('/api/box-day-batches');
    await expectRefused(
      server,
      () =>
        send('POST', '/api/boxes', {
          boxNumber: 'TEST-BOX-0003',
          batchId: batch.id,
          status: 'Yiwu',
          weight: 5,
          price: 1,
        }),
      403,
      'authority.fieldNotWritable',
    );
  });

  it('refuses a batch payment beyond what is due, saying what is due', async () => {
    const batch = (await list('/api/box-day-batches')).find(
      (row) => Number(row.unPaidAmount) > 1 && row.payStatus !== 'PAID',
    )!;
    const due = Number(batch.unPaidAmount);
    const body = await expectRefused(
      server,
      () =>
        send('POST', '/api/box-payments', {
          batchId: batch.id,
          amount: sumUsd([due, 500]),
          paidAt: new Date(testNow()).toISOString(),
          paymentNumber: 'PAY-TEST-OVER-1',
        }),
      400,
      'validation.formFailed',
    );
    expect(body.errors?.amount).toBe(en('clientMoney.errors.overpaid', { due: String(due) }));

    // Exactly what is due is taken; then a cent more is refused, and so is an edit beyond it.
    const part = await send('POST', '/api/box-payments', {
      batchId: batch.id,
      amount: subtractUsd(due, 1),
      paidAt: new Date(testNow()).toISOString(),
      paymentNumber: 'PAY-TEST-OVER-2',
    });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    const cent = await expectRefused(
      server,
      () =>
        send('POST', '/api/box-payments', {
          batchId: batch.id,
          amount: 1.01,
          paidAt: new Date(testNow()).toISOString(),
          paymentNumber: 'PAY-TEST-OVER-3',
        }),
      400,
      'validation.formFailed',
    );
    expect(cent.errors?.amount).toBe(en('clientMoney.errors.overpaid', { due: '1' }));
    await expectRefused(
      server,
      () => send('PUT', `/api/box-payments/${part.body.id}`, { ...part.body, amount: due + 1 }),
      400,
      'validation.formFailed',
    );
    const paid = (await send('GET', `/api/box-day-batches/${batch.id}`)).body;
    expect(paid.unPaidAmount).toBe(1);
  });
});

describe('a batch received on another day', () => {
  beforeAll(async () => {
    const all = await tariffs();
    for (const [name, pricePerKg, activeFrom] of [
      ['Tariff of 2001', 2, '2001-01-01'],
      ['Tariff of 2002', 3, '2002-01-01'],
    ] as const)
      if (!all.some((tariff) => tariff.activeFrom === activeFrom)) {
        const made = await send('POST', '/api/box-prices', {
          name,
          pricePerKg,
          pricePerBox: 1,
          activeFrom,
        });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
      }
  });

  /** A new batch received on `day` with one box of `weight` kg, as stored after the box. */
  async function batchWithBox(day: string, boxNumber: string, weight: number) {
    const batch = (await send('POST', '/api/box-day-batches', { receiveDay: day })).body;
    const box = await send('POST', '/api/boxes', {
      boxNumber,
      batchId: batch.id,
      status: 'Yiwu',
      weight,
    });
    expect(box.status, JSON.stringify(box.body)).toBe(201);
    return { batch: (await send('GET', `/api/box-day-batches/${batch.id}`)).body, box: box.body };
  }

  /** Moving `batch` (as stored) to `day`, expected refused as a form error, nothing stored. */
  const refusedRedate = (batch: Row, day: string) =>
    expectRefused(
      server,
      () =>
        send('PATCH', `/api/box-day-batches/${batch.id}`, {
          receiveDay: day,
          version: batch.version,
        }),
      400,
      'validation.formFailed',
    );

  it("reprices its boxes at that day's tariff, with the batch's amount", async () => {
    const { batch, box } = await batchWithBox('2001-02-05', 'TEST-BOX-REDATE', 20);
    const moved = await send('PATCH', `/api/box-day-batches/${batch.id}`, {
      receiveDay: '2002-03-04',
      version: batch.version,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const tariff = tariffOnDay(await tariffs(), '2002-03-04')!;
    const repriced = (await send('GET', `/api/boxes/${box.id}`)).body;
    expect(repriced.price).toBe(boxCarriagePrice(20, tariff));
    expect(repriced.price).not.toBe(box.price);
    expect((await send('GET', `/api/box-day-batches/${batch.id}`)).body.totalAmount).toBe(
      repriced.price,
    );
  });

  it('is refused when its boxes would then cost less than was paid for them', async () => {
    const { batch, box } = await batchWithBox('2002-02-05', 'TEST-BOX-REDATE-PAID', 20);
    const paid = await send('POST', '/api/box-payments', {
      batchId: batch.id,
      amount: box.price,
      paidAt: new Date(testNow()).toISOString(),
      paymentNumber: 'PAY-TEST-REDATE',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const current = (await send('GET', `/api/box-day-batches/${batch.id}`)).body;
    const refused = await refusedRedate(current, '2001-03-04');
    expect(refused.errors).toEqual({
      receiveDay: en('clientMoney.errors.paidBeyondCost', { due: '0' }),
    });
  });

  it('is refused when no tariff is in force that day, and nothing changes', async () => {
    const [box] = await list('/api/boxes');
    const batch = (await send('GET', `/api/box-day-batches/${box.batchId}`)).body;
    const refused = await refusedRedate(batch, '1990-01-01');
    expect(refused.errors).toEqual({
      receiveDay: en('clientMoney.errors.noBoxPrice', { day: '1990-01-01' }),
    });
  });
});
