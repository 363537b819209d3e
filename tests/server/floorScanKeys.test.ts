/**
 * Idempotency keys on the receiving and arrival stations' scans over real HTTP (docs/api.md
 * "Idempotency-Key", docs/decisions.md "Scans offline"): a scan kept offline and sent again with
 * its key is answered as the first time, marked replayed, and writes once — an unknown number
 * received twice makes one parcel with no owner, an arrival scan sent twice stores one scan; the
 * same key with another body is 422; duplicates sent at once make one parcel.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAll } from './helpers/listAll';
import { expectRefused } from './helpers/refusals';
import { storedState } from './helpers/storedData';
import { demoDataText, startTestServer, type TestServer } from './helpers/testServer';
import type { ErrorBody, Row } from './helpers/types';

type Data = Record<string, Row[]>;

/** A batch of one closed box at Yiwu with two parcels, added to the demo data. */
const data = JSON.parse(demoDataText()) as Data;
const batch = { id: 9_100_001, receiveDay: '2031-04-01' };
const box = {
  id: 9_100_002,
  boxNumber: 'YW20310401-001',
  batchId: batch.id,
  status: 'Yiwu',
  weight: 2,
  closedAt: '2031-04-01T08:00:00.000Z',
};
const template = data.waybills.find((row) => row.clientId != null && row.billId == null)!;
const parcels = [1, 2].map((n) => ({
  ...template,
  id: 9_100_002 + n,
  trackingNumber: `KEY-ARR-${n}`,
  boxId: box.id,
  status: 'Yiwu',
  weight: 1,
  statusHistory: [],
}));
data['box-day-batches'].push(batch);
data.boxes.push(box);
data.waybills.push(...parcels);

let server: TestServer;
let operator: string;
let root: string;

beforeAll(async () => {
  server = await startTestServer({ data: JSON.stringify(data) });
  [operator, root] = [await server.login('platform_user'), await server.login('root')];
}, 60_000);
afterAll(() => server.stop());

const keyed = <T>(path: string, body: unknown, key: string, token = operator) =>
  server.call<T & ErrorBody>(path, {
    method: 'POST',
    token,
    body,
    headers: { 'Idempotency-Key': key },
  });
const receive = (trackingNumber: string, key: string) =>
  keyed<Row>('/api/waybills/receive', { trackingNumber }, key);
const arrivalScan = (code: string, key: string) =>
  keyed<Row>(`/api/box-day-batches/${batch.id}/arrival-scan`, { point: 'Ulugchat', code }, key);

const parcelsNumbered = async (trackingNumber: string) =>
  listAll(server, root, '/api/waybills', { trackingNumber });
const audited = async (action: string, recordId: unknown) =>
  (await listAll(server, root, '/api/audit-log', { recordId })).filter(
    (row) => row.action === action && row.entity === 'waybill',
  );

describe('receiving a scan sent again with its key', () => {
  it('makes one parcel with no owner for an unknown number, answered 201 again', async () => {
    const key = randomUUID();
    const first = await receive('KEY-NEW-1', key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.status).toBe('NO_CLIENT');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();

    const before = await storedState(server);
    const again = await receive('KEY-NEW-1', key);
    // The first answer, 201 `created`, not the 200 a new scan of the number would get.
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await storedState(server)).toBe(before);
    expect((await parcelsNumbered('KEY-NEW-1')).map((row) => row.id)).toEqual([first.body.id]);
    expect(await audited('create', first.body.id)).toHaveLength(1);

    const unkeyed = await receive('KEY-NEW-1', randomUUID());
    expect(unkeyed.status).toBe(200);
    expect(unkeyed.body.id).toBe(first.body.id);
  });

  it('sent ten times at once makes one parcel, each answered alike', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => receive('KEY-NEW-2', key)));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === null)).toHaveLength(1);
    expect(await parcelsNumbered('KEY-NEW-2')).toHaveLength(1);
  });

  it('with another number is 422, and no parcel is made', async () => {
    const key = randomUUID();
    expect((await receive('KEY-NEW-3', key)).status).toBe(201);
    const before = await storedState(server);
    await expectRefused(
      server,
      () => receive('KEY-NEW-4', key),
      422,
      'errors.api.idempotencyKeyReused',
    );
    expect(await storedState(server)).toBe(before);
    expect(await parcelsNumbered('KEY-NEW-4')).toHaveLength(0);
  });

  it('refuses a malformed key with 400, nothing made', async () => {
    const before = await storedState(server);
    await expectRefused(
      server,
      () => receive('KEY-NEW-5', 'nope'),
      400,
      'errors.api.idempotencyKey',
    );
    expect(await storedState(server)).toBe(before);
  });
});

describe('an arrival scan sent again with its key', () => {
  it('is stored once and answered as the first time', async () => {
    const key = randomUUID();
    const first = await arrivalScan('KEY-ARR-1', key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ outcome: 'parcelCounted' });
    const before = await storedState(server);
    const again = await arrivalScan('KEY-ARR-1', key);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    // `parcelCounted` again, not the `alreadyScanned` a new scan gets.
    expect(again.body).toEqual(first.body);
    expect(await storedState(server)).toBe(before);
    const fresh = await arrivalScan('KEY-ARR-1', randomUUID());
    expect(fresh.body).toMatchObject({ outcome: 'alreadyScanned' });
    expect((fresh.body.counts as Row).scans).toBe(1);
  });

  it('with another code or another user is no replay', async () => {
    const key = randomUUID();
    expect((await arrivalScan('KEY-ARR-2', key)).status).toBe(200);
    await expectRefused(
      server,
      () => arrivalScan(String(box.boxNumber), key),
      422,
      'errors.api.idempotencyKeyReused',
    );
    const admin = await server.login('platform_admin');
    const theirs = await keyed<Row>(
      `/api/box-day-batches/${batch.id}/arrival-scan`,
      { point: 'Ulugchat', code: String(box.boxNumber) },
      key,
      admin,
    );
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    expect(theirs.body).toMatchObject({ outcome: 'boxCounted' });
  });

  it('refuses a company role before the key is looked at', async () => {
    const company = await server.login('company_admin');
    const before = await storedState(server);
    const refused = await keyed<Row>(
      `/api/box-day-batches/${batch.id}/arrival-scan`,
      { point: 'Ulugchat', code: 'KEY-ARR-1' },
      randomUUID(),
      company,
    );
    expect(refused.status).toBe(403);
    expect(await storedState(server)).toBe(before);
  });
});
