/**
 * Idempotency keys over real HTTP (server/actions/idempotency.ts, docs/api.md "Idempotency-Key"),
 * on the packing station's scan, the first action that takes them: a scan sent again with its key
 * is answered as the first time, marked replayed, and applies once (the box's count, the parcel's
 * audit entries); another user's same key is another key; the same key with another body or path
 * is 422; duplicates sent at once apply once; a key expires after a day. Attacks: a malformed
 * key, a 1 MB key, a NUL in the header, a company role: each refused, nothing stored.
 */
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAll } from './helpers/listAll';
import { expectRefused } from './helpers/refusals';
import { storedState } from './helpers/storedData';
import { startTestServer, TEST_DATA_MOMENT, type TestServer } from './helpers/testServer';
import type { ErrorBody, Row } from './helpers/types';

interface Scan {
  outcome?: string;
  box: Row;
}

const DAY_MS = 24 * 3600_000;
/** Two days after the demo data's day, moved on by the expiry test. */
let now = TEST_DATA_MOMENT + 2 * DAY_MS;

let server: TestServer;
let packer: string;
let otherPacker: string;
let root: string;
let clientId: Row['id'];
let box: Row;
let parcelsMade = 0;

beforeAll(async () => {
  // The production server's head limit (server/index.ts, 1 MB), so a 1 MB key reaches the API.
  server = await startTestServer({ clock: () => new Date(now), maxHeaderSize: 2 * 1024 * 1024 });
  [packer, otherPacker, root] = await Promise.all(
    ['platform_user', 'platform_admin', 'root'].map((name) => server.login(name)),
  );
  [{ id: clientId }] = await listAll(server, root, '/api/clients');
  const opened = await server.call<Scan>('/api/boxes/open', {
    method: 'POST',
    token: packer,
    body: {},
  });
  expect(opened.status).toBe(200);
  box = opened.body.box;
}, 60_000);
afterAll(() => server.stop());

async function makeParcel(): Promise<Row> {
  parcelsMade += 1;
  const { status, body } = await server.call<Row>('/api/waybills', {
    method: 'POST',
    token: root,
    body: {
      trackingNumber: `IDEM-TEST-${parcelsMade}`,
      clientId,
      status: 'Warehouse',
      weight: 1.5,
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

const scan = (
  parcel: Row,
  key: string,
  { token = packer, into = box, body = {} as Record<string, unknown> } = {},
) =>
  server.call<Scan & ErrorBody>(`/api/boxes/${into.id}/scan`, {
    method: 'POST',
    token,
    body: { trackingNumber: parcel.trackingNumber, ...body },
    headers: { 'Idempotency-Key': key },
  });

const boxCount = async () =>
  (await server.call<Row>(`/api/boxes/${box.id}`, { token: root })).body.waybillCount;
const scansOf = async (parcel: Row) =>
  (await listAll(server, root, '/api/audit-log', { recordId: parcel.id })).filter(
    (row) => row.action === 'scanIntoBox',
  );

describe('a key sent again', () => {
  it('is answered as the first time, marked replayed, and applies once', async () => {
    const parcel = await makeParcel();
    const key = randomUUID();
    const first = await scan(parcel, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.outcome).toBe('added');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const count = await boxCount();

    const before = await storedState(server);
    const again = await scan(parcel, key.toUpperCase());
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    // The first answer, `added`, not the `alreadyHere` a new scan would get.
    expect(again.body).toEqual(first.body);
    expect(await storedState(server)).toBe(before);
    expect(await boxCount()).toBe(count);
    expect(await scansOf(parcel)).toHaveLength(1);

    const unkeyed = await server.call<Scan>(`/api/boxes/${box.id}/scan`, {
      method: 'POST',
      token: packer,
      body: { trackingNumber: parcel.trackingNumber },
    });
    expect(unkeyed.body.outcome).toBe('alreadyHere');
  });

  it('keeps a refusal too: the same answer, nothing written', async () => {
    const parcel = await makeParcel();
    expect((await scan(parcel, randomUUID())).body.outcome).toBe('added');
    const { body: opened } = await server.call<Scan>('/api/boxes/open', {
      method: 'POST',
      token: packer,
      body: {},
    });
    // A move asked for without its reason: the planner refuses it.
    const key = randomUUID();
    const move = { into: opened.box, body: { move: true } };
    const first = await scan(parcel, key, move);
    expect(first.status).toBe(400);
    const again = await expectRefused(
      server,
      () => scan(parcel, key, move),
      400,
      'validation.formFailed',
    );
    expect(again).toEqual(first.body);
  });

  it('is another key for another user', async () => {
    const [mine, theirs] = [await makeParcel(), await makeParcel()];
    const key = randomUUID();
    expect((await scan(mine, key)).body.outcome).toBe('added');
    const other = await scan(theirs, key, { token: otherPacker });
    expect(other.status).toBe(200);
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
    expect(other.body.outcome).toBe('added');
    expect((await scansOf(theirs))[0]).toMatchObject({ username: 'platform_admin' });
  });

  it('with another body or path is 422, and nothing changes', async () => {
    const [parcel, another] = [await makeParcel(), await makeParcel()];
    const key = randomUUID();
    expect((await scan(parcel, key)).body.outcome).toBe('added');
    await expectRefused(server, () => scan(another, key), 422, 'errors.api.idempotencyKeyReused');
    const { body } = await server.call<Scan>('/api/boxes/open', {
      method: 'POST',
      token: packer,
      body: {},
    });
    await expectRefused(
      server,
      () => scan(parcel, key, { into: body.box }),
      422,
      'errors.api.idempotencyKeyReused',
    );
    expect(await scansOf(another)).toHaveLength(0);
  });

  it('sent ten times at once applies once, each answered alike', async () => {
    const parcel = await makeParcel();
    const count = await boxCount();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => scan(parcel, key)));
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.outcome).toBe('added');
    }
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === null)).toHaveLength(1);
    expect(await boxCount()).toBe(Number(count) + 1);
    expect(await scansOf(parcel)).toHaveLength(1);
  });
});

/** Sends a request head as bytes (fetch refuses a NUL in a header): the status line's code. */
function rawStatus(head: string, body: string): Promise<number> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(`${head}\r\n\r\n${body}`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(answer.split(' ')[1])));
  });
}

describe('attacks', () => {
  it('refuses a key that is no UUID, or 1 MB long, with 400, nothing stored', async () => {
    const parcel = await makeParcel();
    for (const key of ['not-a-key', 'z'.repeat(36), `${randomUUID()}x`, 'k'.repeat(1024 * 1024)]) {
      const refused = await expectRefused(
        server,
        () => scan(parcel, key),
        400,
        'errors.api.idempotencyKey',
      );
      expect(Object.keys(refused.errors ?? {})).toEqual(['Idempotency-Key']);
    }
    expect(await scansOf(parcel)).toHaveLength(0);
  });

  it('refuses a NUL in the key before the API reads it', async () => {
    const parcel = await makeParcel();
    const before = await storedState(server);
    const body = JSON.stringify({ trackingNumber: parcel.trackingNumber });
    const head = [
      `POST /api/boxes/${box.id}/scan HTTP/1.1`,
      `Host: ${new URL(server.url).host}`,
      `Authorization: Bearer ${packer}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Idempotency-Key: ${randomUUID().slice(0, 35)}\0`,
      'Connection: close',
    ].join('\r\n');
    expect(await rawStatus(head, body)).toBe(400);
    expect(await storedState(server)).toBe(before);
  });

  it('answers a company role 403 whatever its key, and keeps nothing for it', async () => {
    const parcel = await makeParcel();
    const company = await server.login('company_admin');
    const key = randomUUID();
    for (let time = 0; time < 2; time++) {
      const refused = () => scan(parcel, key, { token: company });
      await expectRefused(server, refused, 403, 'errors.http.403');
      expect((await refused()).headers.get('Idempotent-Replayed')).toBeNull();
    }
  });
});

describe('a key a day old', () => {
  it('expires: then it is a new request', async () => {
    const parcel = await makeParcel();
    const key = randomUUID();
    expect((await scan(parcel, key)).body.outcome).toBe('added');
    now += DAY_MS - 1000;
    // Sessions end sooner than a day: sign in again.
    packer = await server.login('platform_user');
    expect((await scan(parcel, key)).headers.get('Idempotent-Replayed')).toBe('true');
    now += 2000;
    packer = await server.login('platform_user');
    const late = await scan(parcel, key);
    expect(late.headers.get('Idempotent-Replayed')).toBeNull();
    expect(late.body.outcome).toBe('alreadyHere');
  });
});
