/**
 * A parcel is handed over (Delivered, CourierGave, RECEIVED) only once it is paid for, by every
 * route that changes a status (the edit form's PATCH and PUT, the bulk change), whoever asks: a
 * client's parcel once PAID, a company's once it is on its company's bill. The refusal says why,
 * in the caller's language, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tashkentDayAt } from '../../src/core/time/tashkent';
import { createTranslator } from '../../src/i18n';
import { expectRefused } from './helpers/refusals';
import { readStored, storedState } from './helpers/storedData';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;
let finance: string;
beforeAll(async () => {
  server = await startTestServer();
  [root, finance] = await Promise.all(['root', 'platform_finance'].map((n) => server.login(n)));
}, 60_000);
afterAll(() => server.stop());

const REFUSED = 'waybillOps.server.statusRefused';
const stored = async (): Promise<Row[]> => (await readStored(server)).waybills;
const used = new Set<Row['id']>();
/** A waybill of the demo data no earlier test took, in `status`, and as `test` wants it. */
async function waybillAt(status: string, test: (row: Row) => boolean): Promise<Row> {
  const found = (await stored()).find(
    (row) => row.status === status && !used.has(row.id) && test(row),
  );
  if (!found) throw new Error(`the demo data has no more such waybills at ${status}`);
  used.add(found.id);
  return found;
}
const b2c = (payStatus: string) => (row: Row) =>
  row.companyId === undefined && row.payStatus === payStatus;
const unbilledOfCompany = (row: Row) => row.companyId !== undefined && row.billId === undefined;

const patch = (waybill: Row, body: Record<string, unknown>, language = 'en') =>
  server.call<Row>(`/api/waybills/${waybill.id}`, {
    method: 'PATCH',
    token: root,
    body: { ...body, version: waybill.version },
    language,
  });
const bulk = (status: string, waybills: Row[]) =>
  server.call<{ results: { id: Row['id']; outcome: string; reason?: string }[] }>(
    '/api/waybills/bulk-status',
    { method: 'POST', token: root, body: { status, ids: waybills.map((row) => row.id) } },
  );

describe("a client's parcel", () => {
  it('is not handed over unpaid, by the form, in the caller language', async () => {
    const unpaid = await waybillAt('DropZone', b2c('UN_PAID'));
    for (const status of ['Delivered', 'RECEIVED']) {
      const refused = await expectRefused(server, () => patch(unpaid, { status }), 400, REFUSED);
      expect(refused.errors).toEqual({ status: en('waybillOps.server.handoverUnpaid') });
    }
    const before = await storedState(server);
    const t = createTranslator('uz');
    const inUzbek = await patch(unpaid, { status: 'Delivered' }, 'uz');
    expect(inUzbek.body as unknown as ErrorBody).toEqual({
      message: t(REFUSED),
      errors: { status: t('waybillOps.server.handoverUnpaid') },
    });
    expect(await storedState(server)).toBe(before);
  });

  it('is handed over once paid, and a refused one in the same bulk change says why', async () => {
    const paid = await waybillAt('DropZone', b2c('PAID'));
    const unpaid = await waybillAt('DropZone', b2c('UN_PAID'));
    const { status, body } = await bulk('Delivered', [paid, unpaid]);
    expect(status).toBe(200);
    expect(body.results).toEqual([
      expect.objectContaining({ id: paid.id, outcome: 'changed' }),
      expect.objectContaining({
        id: unpaid.id,
        outcome: 'notAllowed',
        reason: en('waybillOps.server.handoverUnpaid'),
      }),
    ]);
    const after = await stored();
    expect(after.find((row) => row.id === paid.id)?.status).toBe('Delivered');
    expect(after.find((row) => row.id === unpaid.id)).toEqual(unpaid);
  });

  it('is not handed over before it has a final freight to pay', async () => {
    const client = (await readStored(server)).clients.find((row) => row.companyId === undefined);
    const created = await server.call<Row>('/api/waybills', {
      method: 'POST',
      token: root,
      body: { trackingNumber: 'HANDOVER-UNPRICED-1', clientId: client?.id, status: 'Warehouse' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    let waybill = created.body;
    for (const step of ['Yiwu', 'Ulugchat', 'Osh', 'Toshkent', 'Approaching', 'DropZone']) {
      const moved = await patch(waybill, { status: step });
      expect(moved.status, step).toBe(200);
      waybill = moved.body;
    }
    const refused = await expectRefused(
      server,
      () => patch(waybill, { status: 'Delivered' }),
      400,
      REFUSED,
    );
    expect(refused.errors).toEqual({ status: en('waybillOps.server.handoverUnpriced') });
  });
});

describe("a company's parcel", () => {
  it('is not handed to a courier before its company is billed for it', async () => {
    const waybill = await waybillAt('Approaching', unbilledOfCompany);
    const refused = await expectRefused(
      server,
      () => patch(waybill, { status: 'CourierGave' }),
      400,
      REFUSED,
    );
    expect(refused.errors).toEqual({ status: en('waybillOps.server.handoverUnbilled') });
  });

  it('is handed over once its company is billed for it, by the form and by PUT', async () => {
    const waybill = await waybillAt(
      'DropZone',
      (row) => unbilledOfCompany(row) && typeof row.finalFreight === 'number',
    );
    const refused = await expectRefused(
      server,
      () => patch(waybill, { status: 'Delivered' }),
      400,
      REFUSED,
    );
    expect(refused.errors).toEqual({ status: en('waybillOps.server.handoverUnbilled') });
    const { version, ...rest } = waybill;
    const replaced = await expectRefused(
      server,
      () =>
        server.call(`/api/waybills/${waybill.id}`, {
          method: 'PUT',
          token: root,
          body: { ...rest, version, status: 'RECEIVED' },
        }),
      400,
      REFUSED,
    );
    expect(replaced.errors).toEqual({ status: en('waybillOps.server.handoverUnbilled') });

    const billed = await server.call('/api/bills/from-waybills', {
      method: 'POST',
      token: finance,
      body: { waybillIds: [waybill.id], accountDate: tashkentDayAt(testNow()) },
    });
    expect(billed.status, JSON.stringify(billed.body)).toBe(200);
    const current = (await stored()).find((row) => row.id === waybill.id) as Row;
    const delivered = await patch(current, { status: 'Delivered' });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect(delivered.body).toMatchObject({ status: 'Delivered', wayStatus: 'DELIVERED' });
  });
});
