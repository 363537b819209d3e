/**
 * The pickup point counter (docs/decisions.md "Counter") attacked over HTTP: the client is found
 * by code, phone, scanned tracking number and QR at the caller's points only; a hand-over's code
 * is sent as an SMS (at most three to a client in ten minutes), refused wrong (a try counted),
 * expired, reused, stale, after five tries; a payment short of what the chosen parcels need,
 * another point's or client's parcel, amounts past the limits and hostile strings are refused
 * with nothing stored; cash is taken only during the
 * caller's open shift; the right code takes the payment (allocated to the parcels, named with its
 * point and shift), delivers the parcels and records it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsOf } from './helpers/pvzPoints';
import { expectRefused } from './helpers/refusals';
import { createStaff, tokenOf } from './helpers/staffAccounts';
import { readStored, storedState } from './helpers/storedData';
import { demoDataText, startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

interface Parcel {
  id: number;
  trackingNumber: string;
  pvzId: number;
  status: string;
  left: number;
  payFirst: number;
}
interface Found {
  client: { id: number; clientCode: string; phone: string | null; qr: string };
  parcels: Parcel[];
  toPayAll: number;
  due: number;
  credit: number;
  rate: number | null;
  som: { toPayAll: number } | null;
}

let server: TestServer;
let root: string;
let pvzAdmin: string;
let stored: Record<string, Row[]>;
let points: Set<string>;
/** Moves the server's clock on (ms). */
let shift = 0;
/** The PVZ administrator's cash shift, opened before it takes cash at the counter. */
let cashShiftId: unknown;
/** Clients whose parcels a test has handed over already. */
const served: number[] = [];

const post = <T = Row>(token: string, path: string, body: unknown) =>
  server.call<T>(`/api/handovers/${path}`, { method: 'POST', token, body });
const find = (token: string, query: string) => post<Found>(token, 'counter-find', { query });

/** A B2C client with unpaid parcels waiting at one of the PVZ administrator's points. */
function ownClient(skip: number[] = []): Row {
  const waiting = stored.waybills.filter(
    (w) =>
      w.status === 'DropZone' &&
      points.has(String(w.pvzId)) &&
      w.payStatus === 'UN_PAID' &&
      w.clientId != null,
  );
  for (const parcel of waiting) {
    const client = stored.clients.find((c) => c.id === parcel.clientId)!;
    if (client.companyId == null && client.phone && !skip.includes(Number(client.id)))
      return client;
  }
  throw new Error('no client to serve');
}

/** The code the SMS of a hand-over carries, read as the platform reads the SMS list. */
async function codeOf(handover: Row): Promise<string> {
  const { body } = await server.call<Row>(`/api/sms/${String(handover.smsId)}`, { token: root });
  return String(body.text).slice(0, 6);
}

/**
 * The demo data with the unpaid parcels of a few B2C clients waiting at the demo PVZ
 * administrator's first point (the small test data has none there).
 */
function dataWithWaitingParcels(): string {
  const data = JSON.parse(demoDataText()) as Record<string, Row[]>;
  const admin = data.users.find((user) => user.username === 'pvz_admin')!;
  const point = (admin.pvzs as Row[])[0].pvzId;
  const unpaid = (w: Row) => w.companyId == null && w.payStatus === 'UN_PAID' && w.clientId != null;
  const clients = [...new Set(data.waybills.filter(unpaid).map((w) => w.clientId))]
    .filter((id) => data.clients.some((c) => c.id === id && c.companyId == null && c.phone))
    .slice(0, 4);
  for (const waybill of data.waybills)
    if (unpaid(waybill) && clients.includes(waybill.clientId)) {
      waybill.status = 'DropZone';
      waybill.pvzId = point;
    }
  return JSON.stringify(data);
}

beforeAll(async () => {
  server = await startTestServer({
    data: dataWithWaitingParcels(),
    clock: () => new Date(testNow() + shift),
  });
  [root, pvzAdmin] = await Promise.all(['root', 'pvz_admin'].map((name) => server.login(name)));
  stored = await readStored(server);
  points = pointsOf(stored.users.find((user) => user.username === 'pvz_admin'));
});
afterAll(() => server.stop());

describe('finding the client', () => {
  it('finds by client code, phone, scanned number and QR, with what waits at its points', async () => {
    const client = ownClient();
    const byCode = await find(pvzAdmin, String(client.clientCode).toLowerCase());
    expect(byCode.status, JSON.stringify(byCode.body)).toBe(200);
    expect(byCode.body.client.id).toBe(client.id);
    expect(byCode.body.parcels.length).toBeGreaterThan(0);
    for (const parcel of byCode.body.parcels) {
      expect(parcel.status).toBe('DropZone');
      expect(points.has(String(parcel.pvzId))).toBe(true);
    }
    const wanted = stored.waybills.filter(
      (w) => w.clientId === client.id && w.status === 'DropZone' && points.has(String(w.pvzId)),
    );
    expect(byCode.body.parcels.map((p) => p.id).sort()).toEqual(wanted.map((w) => w.id).sort());
    expect(byCode.body.toPayAll).toBeGreaterThan(0);
    if (byCode.body.rate !== null)
      expect(byCode.body.som!.toPayAll).toBe(Math.round(byCode.body.toPayAll * byCode.body.rate));
    const scanned = await find(pvzAdmin, ` ${byCode.body.parcels[0].trackingNumber} `);
    expect(scanned.body.client.id).toBe(client.id);
    const qr = await find(pvzAdmin, byCode.body.client.qr);
    expect(qr.body.client.id).toBe(client.id);
    const phone = String(client.phone).replace('+998', '');
    const byPhone = await find(pvzAdmin, `${phone.slice(0, 2)} ${phone.slice(2)}`);
    expect(byPhone.body.client.id).toBe(client.id);
  });

  it('finds nobody of another point, and says so translated', async () => {
    const foreign = stored.waybills.find(
      (w) =>
        w.status === 'DropZone' &&
        w.pvzId != null &&
        !points.has(String(w.pvzId)) &&
        w.clientId != null &&
        !stored.waybills.some(
          (o) =>
            o.clientId === w.clientId && o.status === 'DropZone' && points.has(String(o.pvzId)),
        ) &&
        !points.has(String(stored.clients.find((c) => c.id === w.clientId)?.pvzId)),
    )!;
    const answer = await find(pvzAdmin, String(foreign.trackingNumber));
    expect(answer.status).toBe(404);
    expect((answer.body as unknown as ErrorBody).message).toBe(en('counter.errors.notFound'));
    // The platform finds them.
    expect((await find(root, String(foreign.trackingNumber))).status).toBe(200);
  });

  it('refuses other roles and hostile queries', async () => {
    const user = await server.login('platform_finance');
    expect((await find(user, 'BK10001')).status).toBe(403);
    const company = await server.login('company_admin');
    expect((await find(company, 'BK10001')).status).toBe(403);
    expect((await find(pvzAdmin, 'x'.repeat(1_000_000))).status).toBe(400);
    expect((await find(pvzAdmin, 'BK\u0000\uD800')).status).toBe(400);
    expect((await post(pvzAdmin, 'counter-find', { query: 5 })).status).toBe(400);
  });
});

describe('handing over', () => {
  let client: Row;
  let found: Found;
  let handover: Row;

  beforeAll(async () => {
    client = ownClient();
    served.push(Number(client.id));
    found = (await find(pvzAdmin, String(client.clientCode))).body;
  });

  it('refuses another point’s parcel (404) and another client’s (400), storing nothing', async () => {
    const foreign = stored.waybills.find(
      (w) => w.status === 'DropZone' && w.pvzId != null && !points.has(String(w.pvzId)),
    )!;
    await expectRefused(
      server,
      () => post(pvzAdmin, 'send-code', { clientId: client.id, waybillIds: [foreign.id] }),
      404,
      'errors.http.404',
    );
    const other = ownClient([Number(client.id)]);
    const theirs = stored.waybills.find(
      (w) => w.clientId === other.id && w.status === 'DropZone' && points.has(String(w.pvzId)),
    )!;
    const ids = [found.parcels[0].id, theirs.id];
    await expectRefused(
      server,
      () => post(pvzAdmin, 'send-code', { clientId: client.id, waybillIds: ids }),
      400,
      // The message names the parcel.
      en('counter.errors.otherClient', { trackingNumber: theirs.trackingNumber }),
    );
    const delivered = stored.waybills.find(
      (w) => w.clientId === client.id && w.status === 'Delivered' && points.has(String(w.pvzId)),
    );
    if (delivered) {
      const said = await post<ErrorBody>(pvzAdmin, 'send-code', {
        clientId: client.id,
        waybillIds: [delivered.id],
      });
      expect(said.status).toBe(400);
      expect(said.body.message).toBe(
        en('counter.errors.delivered', { trackingNumber: delivered.trackingNumber }),
      );
    }
  });

  it('sends a code by SMS, kept as a hash nobody reads', async () => {
    const answer = await post(pvzAdmin, 'send-code', {
      clientId: client.id,
      waybillIds: found.parcels.map((p) => p.id),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    handover = answer.body;
    expect(handover.status).toBe('PENDING');
    expect(handover).not.toHaveProperty('codeHash');
    const sms = await server.call<Row>(`/api/sms/${String(handover.smsId)}`, { token: root });
    expect(sms.body.phone).toBe(client.phone);
    expect(String(sms.body.text)).toMatch(/^\d{6} /);
    const kept = (await readStored(server)).handovers.find((h) => h.id === handover.id)!;
    expect(String(kept.codeHash)).not.toContain(await codeOf(handover));
  });

  it('refuses a wrong code (counting the try), then an expired one', async () => {
    const code = await codeOf(handover);
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await post<ErrorBody & { triesLeft: number; version: number }>(
      pvzAdmin,
      `${String(handover.id)}/confirm`,
      { code: wrong, version: handover.version },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(en('counter.errors.wrongCode', { left: 4 }));
    expect(answer.body.triesLeft).toBe(4);
    handover = { ...handover, version: answer.body.version };
    // Stale: the version the counter had before the try.
    expect(
      (await post(pvzAdmin, `${String(handover.id)}/confirm`, { code, version: 1 })).status,
    ).toBe(409);
    shift = 11 * 60 * 1000;
    try {
      await expectRefused(
        server,
        () => post(pvzAdmin, `${String(handover.id)}/confirm`, { code, version: handover.version }),
        400,
        'counter.errors.expired',
      );
    } finally {
      shift = 0;
    }
  });

  it('refuses a payment short of what the parcels need, or past the limits, storing nothing', async () => {
    const code = await codeOf(handover);
    const url = `${String(handover.id)}/confirm`;
    const short = Math.round((found.toPayAll - 0.01) * 100) / 100;
    if (short > 0) {
      await expectRefused(
        server,
        () =>
          post(pvzAdmin, url, {
            code,
            version: handover.version,
            amount: short,
            currency: 'USD',
            paymentMethod: 2,
          }),
        400,
        en('counter.errors.notCovered', { short: '0.01' }),
      );
    }
    const past = await post<ErrorBody>(pvzAdmin, url, {
      code,
      version: handover.version,
      amount: 20_000_000,
      currency: 'USD',
      paymentMethod: 2,
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toHaveProperty('amount');
    const hostile = await post(pvzAdmin, url, {
      code: '1'.repeat(1_000_000),
      version: handover.version,
    });
    expect(hostile.status).toBe(400);
    const noMethod = await post<ErrorBody>(pvzAdmin, url, {
      code,
      version: handover.version,
      amount: 5,
    });
    expect(noMethod.status).toBe(400);
    expect(noMethod.body.errors).toHaveProperty('paymentMethod');
  });

  it('takes cash only during the caller’s open shift at the point (docs/decisions.md "Cash shifts")', async () => {
    const code = await codeOf(handover);
    const cash = { code, version: handover.version, amount: found.toPayAll, currency: 'USD' };
    await expectRefused(
      server,
      () => post(pvzAdmin, `${String(handover.id)}/confirm`, { ...cash, paymentMethod: 2 }),
      409,
      'cashShifts.errors.openShiftFirst',
    );
    const opened = await server.call<Row>('/api/cash-shifts', {
      method: 'POST',
      token: pvzAdmin,
      body: { pvzId: found.parcels[0].pvzId, floatUsd: 0, floatSom: 0 },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    cashShiftId = opened.body.id;
  });

  it('with the right code takes the payment, delivers the parcels and keeps the hand-over', async () => {
    const code = await codeOf(handover);
    const answer = await post(pvzAdmin, `${String(handover.id)}/confirm`, {
      code,
      version: handover.version,
      amount: found.toPayAll,
      currency: 'USD',
      paymentMethod: 2,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.status).toBe('DONE');
    const after = await readStored(server);
    for (const parcel of found.parcels) {
      const waybill = after.waybills.find((w) => w.id === parcel.id)!;
      expect(waybill.status).toBe('Delivered');
      expect(waybill.payStatus).toBe('PAID');
    }
    const payment = after['client-payments'].find((p) => p.id === answer.body.paymentId)!;
    expect(payment.pvzId).toBe(found.parcels[0].pvzId);
    expect(payment.shiftId).toBe(cashShiftId);
    expect(payment.amount).toBe(found.toPayAll);
    const paidIds = (payment.paidParcels as Row[]).map((row) => row.waybillId);
    for (const parcel of found.parcels.filter((p) => p.left > 0))
      expect(paidIds).toContain(parcel.id);
    // The hand-over is the point's: its staff read it, the audit keeps it.
    const shown = await server.call<Row>(`/api/handovers/${String(handover.id)}`, {
      token: pvzAdmin,
    });
    expect(shown.status).toBe(200);
    expect(shown.body.handedBy).toBeDefined();
    handover = answer.body;
  });

  it('refuses the used code replayed', async () => {
    await expectRefused(
      server,
      () =>
        post(pvzAdmin, `${String(handover.id)}/confirm`, {
          code: '123456',
          version: handover.version,
        }),
      400,
      'counter.errors.used',
    );
  });
});

describe('tries, other points and no code', () => {
  it('refuses after five wrong tries, even the right code', async () => {
    const client = ownClient(served);
    const found = (await find(pvzAdmin, String(client.clientCode))).body;
    const sent = await post(pvzAdmin, 'send-code', {
      clientId: client.id,
      waybillIds: [found.parcels[0].id],
    });
    let version = sent.body.version;
    const code = await codeOf(sent.body);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let n = 0; n < 5; n++) {
      const answer = await post<{ version: number }>(pvzAdmin, `${String(sent.body.id)}/confirm`, {
        code: wrong,
        version,
      });
      expect(answer.status).toBe(400);
      version = answer.body.version;
    }
    await expectRefused(
      server,
      () => post(pvzAdmin, `${String(sent.body.id)}/confirm`, { code, version }),
      400,
      'counter.errors.tooManyTries',
    );
  });

  it('gives a PVZ administrator of another point nothing (404)', async () => {
    const account = await createStaff(server, root, { role: 'PVZ_ADMIN' });
    const elsewhere = stored.pvzs.find((pvz) => !points.has(String(pvz.id)))!;
    const assigned = await server.call(`/api/users/${account.id}`, {
      method: 'PATCH',
      token: root,
      body: { pvzs: [{ pvzId: elsewhere.id }] },
    });
    expect(assigned.status).toBe(200);
    const token = await tokenOf(server, account.username);
    const kept = (await readStored(server)).handovers;
    expect(kept.length).toBeGreaterThan(0);
    for (const handover of kept) {
      expect((await server.call(`/api/handovers/${String(handover.id)}`, { token })).status).toBe(
        404,
      );
      expect(
        (await post(token, `${String(handover.id)}/confirm`, { code: '123456', version: 1 }))
          .status,
      ).toBe(404);
    }
    expect((await server.call<Row[]>('/api/handovers', { token })).body).toEqual([]);
    const client = stored.clients.find((c) => String(c.id) === String(kept[0].clientId))!;
    expect((await find(token, String(client.clientCode))).status).toBe(404);
    const parcel = (kept[0].parcels as Row[])[0].waybillId;
    expect(
      (await post(token, 'send-code', { clientId: client.id, waybillIds: [parcel] })).status,
    ).toBe(404);
  });

  it('hands over without a code with a written reason, by a PVZ administrator only', async () => {
    const client = ownClient(served);
    const found = (await find(pvzAdmin, String(client.clientCode))).body;
    const paid = found.parcels.filter((p) => p.payFirst === 0);
    const parcel = paid[0] ?? found.parcels[0];
    const body = {
      clientId: client.id,
      waybillIds: [parcel.id],
      amount: parcel.payFirst,
      currency: 'USD',
      paymentMethod: 0,
    };
    const short = await post<ErrorBody>(pvzAdmin, 'without-code', { ...body, reason: 'lost' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toHaveProperty('reason');
    const answer = await post(pvzAdmin, 'without-code', {
      ...body,
      reason: 'Phone stolen, passport AA1234567 seen',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.reason).toBe('Phone stolen, passport AA1234567 seen');
    const after = await readStored(server);
    expect(after.waybills.find((w) => w.id === parcel.id)!.status).toBe('Delivered');
    // A role that is no PVZ administrator may not (the platform's roles always pass).
    const finance = await server.login('platform_finance');
    expect(
      (await post(finance, 'without-code', { ...body, reason: 'Phone stolen, seen' })).status,
    ).toBe(403);
  });

  it('sends one client at most three codes in ten minutes, then says when the next may go', async () => {
    const client = ownClient(served);
    served.push(Number(client.id));
    const found = (await find(pvzAdmin, String(client.clientCode))).body;
    const send = () =>
      post<ErrorBody>(pvzAdmin, 'send-code', {
        clientId: client.id,
        waybillIds: [found.parcels[0].id],
      });
    // An hour on, past any code an earlier test sent this client.
    shift = 60 * 60 * 1000;
    try {
      for (let n = 0; n < 3; n++) {
        expect((await send()).status).toBe(201);
        shift += 60 * 1000;
      }
      const before = await storedState(server);
      const refused = await send();
      expect(refused.status).toBe(429);
      // The first of the three was sent three minutes ago: ten minutes after it, seven from now.
      expect(refused.body.message).toBe(en('counter.errors.tooManyCodes', { most: 3, minutes: 7 }));
      expect(await storedState(server)).toBe(before);
      shift += 7 * 60 * 1000;
      expect((await send()).status).toBe(201);
    } finally {
      shift = 0;
    }
  });
});
