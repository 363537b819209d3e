/**
 * Box day batch figures over real HTTP: what the API shows for a batch equals the sums of its
 * boxes, their waybills, its payments and its boxes' receive records, as a client can add them up
 * from the other lists, and stays so after a payment is added, a box arrives, a receive record is
 * logged or a waybill moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumKg } from '../../src/core/domain/weightSum';
import { subtractUsd, sumUsd } from '../../src/core/money/money';
import { storedState } from './helpers/storedData';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('platform_admin');
}, 60_000);
afterAll(() => server.stop());

// What a client adds up from the lists: amounts as the cents, weights as the grams they show.
const sum = (values: unknown[]) => sumUsd(values.map(Number));
const sumWeights = (values: unknown[]) => sumKg(values.map(Number));
const SHIPPED = ['Approaching', 'DropZone', 'Delivered', 'CourierGave', 'RECEIVED', 'RETURNED'];

async function get<T = Row[]>(path: string): Promise<T> {
  const { status, body } = await server.call<T>(path, { token: admin });
  expect(status, path).toBe(200);
  return body;
}
const send = (method: string, path: string, body: unknown) =>
  server.call<Row>(path, { method, token: admin, body });

/** The figures of a batch as a client adds them up from the boxes, waybills and payments lists. */
async function expectedFigures(batchId: Row['id']) {
  const boxes = (await get('/api/boxes')).filter((box) => box.batchId === batchId);
  const boxIds = new Set(boxes.map((box) => box.id));
  const waybills = (await get('/api/waybills')).filter((w) => boxIds.has(w.boxId as Row['id']));
  const payments = (await get('/api/box-payments')).filter((p) => p.batchId === batchId);
  // A box is received once it is in Tashkent (its Tashkent receive record puts it there).
  const remaining = boxes.filter((box) => box.status !== 'Toshkent');
  const flagged = (await get('/api/box-receive-records')).filter(
    (record) => boxIds.has(record.boxId as Row['id']) && record.weightMismatch === true,
  );
  const totalAmount = sum(boxes.map((box) => box.price));
  const paidAmount = sum(payments.map((payment) => payment.amount));
  const latest = [...payments]
    .sort((a, b) => String(a.paidAt).localeCompare(String(b.paidAt)))
    .at(-1);
  return {
    boxCount: boxes.length,
    waybillCount: waybills.length,
    shipmentWaybillCount: waybills.filter((w) => SHIPPED.includes(String(w.status))).length,
    totalWeight: sumWeights(boxes.map((box) => box.weight)),
    totalAmount,
    paidAmount,
    unPaidAmount: Math.max(0, subtractUsd(totalAmount, paidAmount)),
    remainBoxCount: remaining.length,
    remainWeight: sumWeights(remaining.map((box) => box.weight)),
    status:
      remaining.length === 0 && boxes.length > 0
        ? 'RECEIVED'
        : remaining.length < boxes.length
          ? 'PARTIAL'
          : boxes.some((box) => box.status !== 'Yiwu')
            ? 'UN_RECEIVED'
            : 'CREATED',
    payStatus: paidAmount <= 0 ? 'UN_PAID' : paidAmount >= totalAmount ? 'PAID' : 'PARTIAL',
    weightMismatches: flagged.length,
    paymentNumber: latest?.paymentNumber,
  };
}

async function expectBatchAddsUp(batchId: Row['id']) {
  const batch = await get<Row>(`/api/box-day-batches/${batchId}`);
  const { paymentNumber, ...figures } = await expectedFigures(batchId);
  expect(batch).toMatchObject(figures);
  expect(batch.paymentNumber).toBe(paymentNumber);
  return batch;
}

describe('box day batch figures', () => {
  it('add up for every batch of the demo data, and reading them writes nothing', async () => {
    const before = await storedState(server);
    const batches = await get('/api/box-day-batches');
    expect(batches.length).toBeGreaterThan(3);
    const boxes = await get('/api/boxes');
    const waybills = await get('/api/waybills');
    const payments = await get('/api/box-payments');
    for (const batch of batches) {
      const own = boxes.filter((box) => box.batchId === batch.id);
      const ids = new Set(own.map((box) => box.id));
      expect(batch.boxCount).toBe(own.length);
      expect(batch.waybillCount).toBe(waybills.filter((w) => ids.has(w.boxId as number)).length);
      expect(batch.totalWeight).toBe(sumWeights(own.map((box) => box.weight)));
      expect(batch.totalAmount).toBe(sum(own.map((box) => box.price)));
      const paid = sum(payments.filter((p) => p.batchId === batch.id).map((p) => p.amount));
      expect(batch.paidAmount).toBe(paid);
      expect(batch.unPaidAmount).toBe(Math.max(0, subtractUsd(Number(batch.totalAmount), paid)));
    }
    expect((await storedState(server)) === before).toBe(true);
  });

  it('follow a payment added to a batch', async () => {
    const batches = await get('/api/box-day-batches');
    const batch = batches.find(
      (row) => row.payStatus === 'UN_PAID' && Number(row.totalAmount) > 10,
    )!;
    const paid = await send('POST', '/api/box-payments', {
      batchId: batch.id,
      amount: 10,
      paidAt: new Date(testNow()).toISOString(),
      paymentNumber: 'PAY-S2-TEST-0001',
    });
    expect(paid.status).toBe(201);
    const after = await expectBatchAddsUp(batch.id);
    expect(after).toMatchObject({
      paidAmount: 10,
      unPaidAmount: subtractUsd(Number(batch.totalAmount), 10),
      payStatus: 'PARTIAL',
      paymentNumber: 'PAY-S2-TEST-0001',
    });

    // The rest of the amount: the batch is paid, and a list filter sees it so.
    const rest = await send('POST', '/api/box-payments', {
      batchId: batch.id,
      amount: subtractUsd(Number(batch.totalAmount), 10),
      paidAt: new Date(testNow()).toISOString(),
      paymentNumber: 'PAY-S2-TEST-0002',
    });
    expect(rest.status).toBe(201);
    expect((await expectBatchAddsUp(batch.id)).payStatus).toBe('PAID');
    const paidList = await get(
      `/api/box-day-batches?s=${encodeURIComponent(JSON.stringify({ payStatus: 'PAID' }))}`,
    );
    expect(paidList.map((row) => row.id)).toContain(batch.id);
  });

  it('follow a box arriving in Tashkent, a receive record, and a waybill leaving for its client', async () => {
    const onTheRoad = (await get('/api/boxes')).filter((box) =>
      ['Ulugchat', 'Osh'].includes(String(box.status)),
    );
    const [arriving, logged] = onTheRoad;
    const remaining = async (box: Row) =>
      Number((await get<Row>(`/api/box-day-batches/${box.batchId}`)).remainBoxCount);
    const before = [await remaining(arriving), await remaining(logged)];

    expect((await send('PATCH', `/api/boxes/${arriving.id}`, { status: 'Toshkent' })).status).toBe(
      200,
    );
    const receipt = await send('POST', '/api/box-receive-records', {
      boxId: logged.id,
      batchId: logged.batchId,
      receivedAt: new Date(testNow()).toISOString(),
      status: 'Toshkent',
    });
    expect(receipt.status).toBe(201);
    const sameBatch = arriving.batchId === logged.batchId;
    for (const [index, box] of [arriving, logged].entries()) {
      const batch = await expectBatchAddsUp(box.batchId as number);
      expect(batch.remainBoxCount).toBe(before[index] - (sameBatch ? 2 : 1));
    }

    // A parcel of a box that has arrived goes out to its pickup point.
    const parcel = (await get('/api/waybills')).find(
      (w) => w.status === 'Toshkent' && w.boxId != null,
    )!;
    const parcelBatch = (await get<Row>(`/api/boxes/${parcel.boxId}`)).batchId as number;
    const shippedBefore = (await get<Row>(`/api/box-day-batches/${parcelBatch}`))
      .shipmentWaybillCount;
    expect(
      (await send('PATCH', `/api/waybills/${parcel.id}`, { status: 'Approaching' })).status,
    ).toBe(200);
    const shippedAfter = (await expectBatchAddsUp(parcelBatch)).shipmentWaybillCount;
    expect(shippedAfter).toBe(Number(shippedBefore) + 1);
  });

  it("keep each box's waybill count when a waybill moves to another box", async () => {
    const boxes = await get('/api/boxes');
    const [from, to] = boxes.filter((box) => Number(box.waybillCount) > 0);
    const waybill = (await get('/api/waybills')).find((w) => w.boxId === from.id)!;
    expect((await send('PATCH', `/api/waybills/${waybill.id}`, { boxId: to.id })).status).toBe(200);
    expect((await get<Row>(`/api/boxes/${from.id}`)).waybillCount).toBe(
      Number(from.waybillCount) - 1,
    );
    expect((await get<Row>(`/api/boxes/${to.id}`)).waybillCount).toBe(Number(to.waybillCount) + 1);
    await expectBatchAddsUp(from.batchId as number);
    await expectBatchAddsUp(to.batchId as number);
  });
});

// The figures are the sums of what the lists show (docs/decisions.md, "Box day batches"): USD to
// the cent, kilograms to the gram, each part rounded half away from zero, then added exactly.
describe('box day batch sums', () => {
  const pay = (batchId: Row['id'], amount: number, paymentNumber: string) =>
    send('POST', '/api/box-payments', {
      batchId,
      amount,
      paidAt: new Date(testNow()).toISOString(),
      paymentNumber,
    });

  it('add payments as the cents each shows: none gained by adding floats, no half cent lost', async () => {
    const batch = (await get('/api/box-day-batches'))
      .filter((row) => row.payStatus === 'UN_PAID' && Number(row.totalAmount) > 20)
      .at(-1)!;
    // Each shows as $5.00: together $10.00, not 10.008 rounded to $10.01.
    for (const number of ['PAY-SUM-0001', 'PAY-SUM-0002'])
      expect((await pay(batch.id, 5.004, number)).status).toBe(201);
    const paid = await expectBatchAddsUp(batch.id);
    expect(paid).toMatchObject({ paidAmount: 10, payStatus: 'PARTIAL' });
    expect(paid.unPaidAmount).toBe(subtractUsd(Number(batch.totalAmount), 10));
    // Half a cent is a cent (half away from zero): two payments shown as $0.01 are $0.02.
    for (const number of ['PAY-SUM-0003', 'PAY-SUM-0004'])
      expect((await pay(batch.id, 0.005, number)).status).toBe(201);
    expect((await expectBatchAddsUp(batch.id)).paidAmount).toBe(10.02);
  });

  it('add box weights to the gram each shows', async () => {
    const boxes = await get('/api/boxes');
    const batchId = boxes.find(
      (box) => boxes.filter((other) => other.batchId === box.batchId).length >= 2,
    )!.batchId as Row['id'];
    const own = boxes.filter((box) => box.batchId === batchId);
    for (const box of own)
      expect((await send('PATCH', `/api/boxes/${box.id}`, { weight: 1.004 })).status).toBe(200);
    const batch = await expectBatchAddsUp(batchId);
    // 1.004 kg a box: n boxes weigh n × 1004 g, not that rounded to 10 g.
    expect(batch.totalWeight).toBe((own.length * 1004) / 1000);
    expect(batch.remainWeight).toBe((Number(batch.remainBoxCount) * 1004) / 1000);
  });
});
