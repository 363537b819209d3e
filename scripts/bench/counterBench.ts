/**
 * The pickup point's counter (issue "The pickup point"): the client search at the API, by client
 * code, phone and scanned tracking number in turn, and a hand-over of ten parcels with their
 * payment, the one write the right code makes (POST /api/handovers/:id/confirm), each timed to
 * the last byte of its answer on one keep-alive connection. The demo data seldom has ten parcels
 * of one client waiting at a point: the bench gives ten waiting parcels of a point to one client
 * of theirs first (PATCH, as root), on the bench's own copy of the database, and opens the
 * cashier's shift at their points, as cash is taken only during one.
 */
import { Client, percentile, type Call } from './http';
import type { Stack } from './stacks';

export const SEARCHES = 90;
export const HANDOVERS = 10;
export const PARCELS_PER_HANDOVER = 10;

export interface TimedFigures {
  /** Milliseconds. */
  p50: number;
  p95: number;
  max: number;
  count: number;
  /** Answers that were not what the bench asked for (a status, or a hand-over not done). */
  failures: number;
  /** The first of them, status and message, so that the report says why. */
  firstFailure?: string;
}

export interface CounterFigures {
  search: TimedFigures;
  handover: TimedFigures;
}

interface Waiting {
  id: number;
  trackingNumber: string;
  clientId: number;
  pvzId: number;
  companyId?: number | null;
}

interface Found {
  client: { id: number; clientCode: string; phone: string | null };
  parcels: { id: number; pvzId: number; payFirst: number }[];
}

/** A client given ten waiting parcels at one point. */
interface Receiver {
  clientId: number;
  pvzId: number;
  trackingNumber: string;
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const summarize = (samples: number[], failed: string[]): TimedFigures => ({
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
  max: Math.max(...samples),
  count: samples.length,
  failures: failed.length,
  firstFailure: failed[0],
});

const failureOf = ({ status, body }: { status: number; body: string }) =>
  `HTTP ${status} ${(JSON.parse(body || '{}') as { message?: string }).message ?? ''}`.trim();

function post(stack: Stack, path: string, body: unknown, method = 'POST'): Call {
  return {
    method,
    path,
    headers: { ...stack.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
}

async function send<T>(client: Client, call: Call): Promise<T> {
  const { status, body } = await client.timed(call);
  if (status < 200 || status >= 300) throw new Error(`${call.path}: HTTP ${status} ${body}`);
  return JSON.parse(body) as T;
}

/** The waiting B2C parcels, grouped by their point. */
async function waitingByPoint(client: Client, stack: Stack): Promise<Map<number, Waiting[]>> {
  const path =
    `/api/waybills?s=${json({ status: 'DropZone', payStatus: 'UN_PAID' })}` +
    `&sort=${json(['id', 'ASC'])}&range=${json([0, 4999])}`;
  const waybills = await send<Waiting[]>(client, { path, headers: stack.headers });
  const byPoint = new Map<number, Waiting[]>();
  for (const waybill of waybills) {
    if (waybill.companyId != null || waybill.clientId == null || waybill.pvzId == null) continue;
    byPoint.set(waybill.pvzId, [...(byPoint.get(waybill.pvzId) ?? []), waybill]);
  }
  return byPoint;
}

/** Ten waiting parcels of one point made one client's, for each hand-over timed. */
async function prepareHandovers(client: Client, stack: Stack, byPoint: Map<number, Waiting[]>) {
  const receivers: Receiver[] = [];
  for (const parcels of byPoint.values()) {
    for (let at = 0; at + PARCELS_PER_HANDOVER <= parcels.length; at += PARCELS_PER_HANDOVER) {
      if (receivers.length === HANDOVERS) return receivers;
      const [first, ...others] = parcels.slice(at, at + PARCELS_PER_HANDOVER);
      if (receivers.some((receiver) => receiver.clientId === first.clientId)) continue;
      for (const parcel of others) {
        const path = `/api/waybills/${parcel.id}`;
        await send(client, post(stack, path, { clientId: first.clientId }, 'PATCH'));
      }
      receivers.push({
        clientId: first.clientId,
        pvzId: first.pvzId,
        trackingNumber: first.trackingNumber,
      });
    }
  }
  if (receivers.length < HANDOVERS)
    throw new Error(`only ${receivers.length} clients could get ten waiting parcels for the bench`);
  return receivers;
}

/** The cashier's shift open at each receiver's point: cash is taken only during one. */
async function openShifts(client: Client, stack: Stack, receivers: readonly Receiver[]) {
  for (const pvzId of new Set(receivers.map((receiver) => receiver.pvzId)))
    await send(client, post(stack, '/api/cash-shifts', { pvzId, floatUsd: 0, floatSom: 0 }));
}

/** Searches by client code, phone and a parcel's tracking number in turn. */
async function measureSearch(client: Client, stack: Stack, byPoint: Map<number, Waiting[]>) {
  const parcels = [...byPoint.values()].flat();
  const samples: number[] = [];
  const failed: string[] = [];
  for (let i = 0; samples.length + failed.length < SEARCHES; i++) {
    const parcel = parcels[i % parcels.length];
    let query = parcel.trackingNumber;
    if (i % 3 !== 2) {
      const found = await send<Found>(
        client,
        post(stack, '/api/handovers/counter-find', { query: parcel.trackingNumber }),
      );
      query = i % 3 === 0 ? found.client.clientCode : (found.client.phone ?? query);
    }
    const answer = await client.timed(post(stack, '/api/handovers/counter-find', { query }));
    if (answer.status === 200) samples.push(answer.ms);
    else failed.push(failureOf(answer));
  }
  return summarize(samples, failed);
}

/** Each receiver's parcels at its point handed over, paid in cash, the confirm timed. */
async function measureHandovers(client: Client, stack: Stack, receivers: Receiver[]) {
  const samples: number[] = [];
  const failed: string[] = [];
  for (const receiver of receivers) {
    const found = await send<Found>(
      client,
      post(stack, '/api/handovers/counter-find', { query: receiver.trackingNumber }),
    );
    const chosen = found.parcels.filter((parcel) => parcel.pvzId === receiver.pvzId);
    const pending = await send<{ id: number; version: number; smsId: number }>(
      client,
      post(stack, '/api/handovers/send-code', {
        clientId: found.client.id,
        waybillIds: chosen.map((parcel) => parcel.id),
      }),
    );
    // The code as the platform reads it in the SMS list: its first six characters.
    const sms = await send<{ text: string }>(client, {
      path: `/api/sms/${pending.smsId}`,
      headers: stack.headers,
    });
    const answer = await client.timed(
      post(stack, `/api/handovers/${pending.id}/confirm`, {
        code: sms.text.slice(0, 6),
        version: pending.version,
        paymentMethod: 2,
        currency: 'USD',
        // What must be paid before every chosen parcel is covered (older unpaid ones first).
        amount: Math.max(...chosen.map((parcel) => parcel.payFirst)),
      }),
    );
    const done =
      answer.status === 200 &&
      (JSON.parse(answer.body) as { status?: string }).status === 'DONE' &&
      chosen.length >= PARCELS_PER_HANDOVER;
    if (done) samples.push(answer.ms);
    else if (chosen.length < PARCELS_PER_HANDOVER)
      failed.push(`${chosen.length} parcels found, not ${PARCELS_PER_HANDOVER}`);
    else failed.push(failureOf(answer));
  }
  return summarize(samples, failed);
}

export async function measureCounter(url: string, stack: Stack): Promise<CounterFigures> {
  const client = new Client(url);
  try {
    const byPoint = await waitingByPoint(client, stack);
    const search = await measureSearch(client, stack, byPoint);
    const receivers = await prepareHandovers(client, stack, byPoint);
    await openShifts(client, stack, receivers);
    return { search, handover: await measureHandovers(client, stack, receivers) };
  } finally {
    client.close();
  }
}
