/**
 * The counter's actions (docs/decisions.md "Counter", docs/api.md):
 * - POST /api/handovers/counter-find { query }: the client and what waits for them (reads only);
 * - POST /api/handovers/send-code { clientId, waybillIds }: a pending hand-over and its code's SMS;
 * - POST /api/handovers/:id/confirm { code, version, payment }: with the right code, one write
 *   takes the payment (a client payment, through the same rules and hooks as its create), moves
 *   the parcels to Delivered through the waybill's write plan (a parcel is handed over only once
 *   paid) and records the hand-over; a wrong code only counts a try;
 * - POST /api/handovers/without-code { clientId, waybillIds, reason, payment }: the same, by a
 *   PVZ administrator, for a client who cannot get the code, with a written reason (audited).
 * Every refusal is answered translated and changes nothing (a wrong code: its try only).
 */
import type { RequestHandler, Response } from 'express';
import { resources } from '../../src/core/generated/registry';
import { isHandedOver } from '../../src/core/domain/wayStatus';
import { isVisible } from '../access/rowScope';
import { staleVersion } from '../access/staleVersion';
import { writeActor } from '../access/writeActor';
import type { WriteActor } from '../access/writeRule';
import { publicRecord } from '../access/publicRecord';
import { requestRole } from '../access/requestRole';
import { applyChanges } from '../actions/applyChanges';
import { serverDefaults } from '../db/serverDefaults';
import type { RecordChange, Store, Transaction } from '../db/store';
import type { DbRecord } from '../db/types';
import { listIn } from '../db/recordsIn';
import { asyncHandler } from '../http/asyncHandler';
import { requestAuthor } from '../http/requestAuthor';
import { sendError, statusKey, type FieldErrorKeys, type MessageKey } from '../http/sendError';
import { clientPaymentAmountsHook, clientPaymentWriteRule } from '../money/clientPaymentAmounts';
import { clientSettlementHook } from '../money/clientSettlementHook';
import { prepareWrite } from '../writes/prepareWrite';
import { planWaybillWrite } from '../waybills/waybillWritePlan';
import {
  clientNamed,
  counterAnswer,
  payFirstOf,
  servesClient,
  WAITING,
  waitingParcels,
} from './counterClient';
import { COUNTER_MESSAGES as M } from './counterMessages';
import {
  CODE_VALID_MS,
  codeMatches,
  codeText,
  hashCode,
  MOST_CODES,
  MOST_TRIES,
  newCode,
} from './handoverCode';
import { sumUsd } from '../../src/core/money/money';

const HANDOVER = resources.handover;
const CLIENTS = resources.client.api;
const WAYBILLS = resources.waybill;
const PAYMENT = resources.clientPayment;
const SMS = resources.sms.api;
const PVZS = resources.pvz.api;
/** Parcels one hand-over takes at most. */
export const MOST_PARCELS = 100;

/** A refusal of the counter: thrown inside its transaction, so nothing of it is stored. */
class CounterRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 429,
    readonly reason: string | MessageKey,
    readonly errors?: FieldErrorKeys,
    readonly extra?: Record<string, unknown>,
  ) {
    super(typeof reason === 'string' ? reason : reason.message);
  }
}

const refuse = (reason: string | MessageKey, extra?: Record<string, unknown>) =>
  new CounterRefused(400, reason, undefined, extra);
const NOT_FOUND = () => new CounterRefused(404, statusKey(404));

/** Runs `work` in one write; a CounterRefused is answered as such (and nothing is stored). */
function counterHandler(
  action: string,
  work: (
    tx: Transaction,
    res: Response,
    body: Record<string, unknown>,
    id?: string,
  ) => Promise<{
    status?: number;
    body: Record<string, unknown>;
    refusal?: CounterRefused;
  }>,
): { handle: (store: Store) => RequestHandler } {
  return {
    handle: (store) =>
      asyncHandler(async (req, res) => {
        const body = req.body as Record<string, unknown>;
        try {
          const answer = await store.transaction(requestAuthor(res, action), (tx) =>
            work(tx, res, body, req.params.id),
          );
          const { refusal } = answer;
          if (refusal)
            return sendError(res, refusal.status, refusal.reason, refusal.errors, refusal.extra);
          res.status(answer.status ?? 200).json(answer.body);
        } catch (error) {
          if (!(error instanceof CounterRefused)) throw error;
          sendError(res, error.status, error.reason, error.errors, error.extra);
        }
      }),
  };
}

/** The client the body names, served by the caller (else 404), with the parcels waiting. */
async function servedClient(tx: Transaction, res: Response, clientId: unknown) {
  const client = await tx.get(CLIENTS, clientId);
  if (!client) throw NOT_FOUND();
  const waiting = await waitingParcels(tx, res.locals.user, Number(client.id));
  if (!(await servesClient(tx, res.locals.user, client, waiting))) throw NOT_FOUND();
  return client;
}

/**
 * The chosen parcels, each one the caller may see (else 404), of this client, waiting at one
 * point; stale when `versions` (as the code was sent) differ.
 */
async function chosenParcels(
  tx: Transaction,
  res: Response,
  client: DbRecord,
  ids: readonly unknown[],
  versions?: ReadonlyMap<number, number>,
): Promise<DbRecord[]> {
  const wanted = [...new Set(ids.map(Number))];
  if (wanted.length === 0) throw refuse(M.noParcels);
  if (wanted.length > MOST_PARCELS)
    throw refuse({ message: M.tooManyParcels, args: { most: MOST_PARCELS } });
  const found = await listIn(tx, WAYBILLS.api, 'id', wanted);
  if (found.length !== wanted.length) throw NOT_FOUND();
  for (const parcel of found) {
    if (!(await isVisible(tx, WAYBILLS, res.locals.user, parcel))) throw NOT_FOUND();
    const named = { trackingNumber: String(parcel.trackingNumber) };
    if (String(parcel.clientId) !== String(client.id))
      throw refuse({ message: M.otherClient, args: named });
    if (isHandedOver(parcel.status as never)) throw refuse({ message: M.delivered, args: named });
    if (parcel.status !== WAITING) throw refuse({ message: M.notWaiting, args: named });
    const version = versions?.get(Number(parcel.id));
    if (versions && version !== Number(parcel.version))
      throw new CounterRefused(409, { message: M.stale, args: named });
  }
  if (new Set(found.map((parcel) => String(parcel.pvzId))).size > 1) throw refuse(M.onePoint);
  return found;
}

export const findCounterClient = counterHandler('findCounterClient', async (tx, res, body) => {
  const client = await clientNamed(tx, String(body.query ?? ''));
  if (!client) return { body: {}, refusal: new CounterRefused(404, M.notFound) };
  const waiting = await waitingParcels(tx, res.locals.user, Number(client.id));
  if (!(await servesClient(tx, res.locals.user, client, waiting)))
    return { body: {}, refusal: new CounterRefused(404, M.notFound) };
  return { body: { ...(await counterAnswer(tx, client, waiting, tx.now)) } };
});

const shown = (res: Response, handover: DbRecord) =>
  publicRecord(handover, HANDOVER, requestRole(res));

/**
 * At most MOST_CODES codes to one client within a code's validity: each new code brings its own
 * tries. The client's row is claimed first, so that two counters sending at once count each other.
 */
async function refuseCodeFlood(tx: Transaction, client: DbRecord): Promise<void> {
  await tx.claim(CLIENTS, [Number(client.id)]);
  const since = tx.now.getTime() - CODE_VALID_MS;
  const sentAt = (await listIn(tx, HANDOVER.api, 'clientId', [String(client.id)]))
    .filter((handover) => handover.smsId != null)
    .map((handover) => Date.parse(String(handover.createdAt)))
    .filter((at) => at > since)
    .sort((a, b) => b - a);
  if (sentAt.length < MOST_CODES) return;
  // The next code may go once the oldest of the last MOST_CODES is out of the window.
  const freedAt = sentAt[MOST_CODES - 1] + CODE_VALID_MS;
  const minutes = Math.max(1, Math.ceil((freedAt - tx.now.getTime()) / 60_000));
  throw new CounterRefused(429, { message: M.tooManyCodes, args: { most: MOST_CODES, minutes } });
}

export const sendHandoverCode = counterHandler('sendHandoverCode', async (tx, res, body) => {
  const client = await servedClient(tx, res, body.clientId);
  const parcels = await chosenParcels(tx, res, client, body.waybillIds as unknown[]);
  const phone = typeof client.phone === 'string' ? client.phone.trim() : '';
  if (phone === '') throw refuse(M.noPhone);
  await refuseCodeFlood(tx, client);
  const pvzId = parcels[0].pvzId ?? null;
  const point = pvzId === null ? undefined : await tx.get(PVZS, pvzId);
  const code = newCode();
  const now = tx.now.toISOString();
  const sms = await tx.insert(SMS, {
    ...serverDefaults(resources.sms),
    phone,
    clientId: client.id,
    text: codeText(code, String(point?.name ?? '')),
    createdAt: now,
    updatedAt: now,
  });
  const handover = await tx.insert(HANDOVER.api, {
    ...serverDefaults(HANDOVER),
    pvzId,
    clientId: client.id,
    status: 'PENDING',
    parcels: parcels.map((parcel) => ({ waybillId: parcel.id, version: parcel.version })),
    codeHash: hashCode(code),
    codeExpiresAt: new Date(tx.now.getTime() + CODE_VALID_MS).toISOString(),
    tries: 0,
    smsId: sms.id,
    createdAt: now,
    updatedAt: now,
  });
  return { status: 201, body: shown(res, handover) };
});

/** The payment the counter takes, as the body gives it; none when no amount above 0 is. */
function paymentOf(body: Record<string, unknown>) {
  const amount = typeof body.amount === 'number' ? body.amount : 0;
  if (!(amount > 0)) return undefined;
  if (body.paymentMethod === undefined || body.currency === undefined)
    throw new CounterRefused(400, 'validation.formFailed', {
      ...(body.paymentMethod === undefined && { paymentMethod: 'validation.required' }),
      ...(body.currency === undefined && { currency: 'validation.required' }),
    });
  return { amount, paymentMethod: body.paymentMethod, currency: String(body.currency) };
}

/**
 * Takes the payment through the client payment's create (validation, unique reference, write
 * rule) and lets the payment's hooks allocate it now, so the parcels it pays are PAID before
 * they are handed over; they run again on commit and find it done.
 */
async function takePayment(
  tx: Transaction,
  res: Response,
  client: DbRecord,
  pvzId: unknown,
  reference: string,
  payment: NonNullable<ReturnType<typeof paymentOf>>,
): Promise<DbRecord> {
  if (client.companyId != null) throw refuse(M.companyPays);
  const som = payment.currency === 'SUM';
  const input = {
    clientId: client.id,
    currency: payment.currency,
    ...(som ? { amountSom: payment.amount } : { amount: payment.amount }),
    paymentMethod: payment.paymentMethod,
    paidAt: tx.now.toISOString(),
    reference,
  };
  const writable = new Set(Object.keys(input));
  const prepared = await prepareWrite(tx, PAYMENT, input, 'create', undefined, writable);
  if (!prepared.ok) throw new CounterRefused(400, 'validation.formFailed', prepared.errors);
  const ruled = clientPaymentWriteRule(
    undefined,
    prepared.record as DbRecord,
    writeActor(res),
    tx.now,
  );
  if (!ruled.ok) throw new CounterRefused(ruled.status, ruled.message, ruled.errors);
  const { id: _none, ...fields } = ruled.record;
  void _none;
  const inserted = await tx.insert(PAYMENT.api, { ...fields, pvzId });
  const changes: RecordChange[] = [{ collection: PAYMENT.api, after: inserted }];
  await clientPaymentAmountsHook(tx, changes);
  await clientSettlementHook(tx, [
    { collection: PAYMENT.api, after: await tx.get(PAYMENT.api, inserted.id) },
  ]);
  return inserted;
}

/**
 * The hand-over acts for the platform's pickup point: the status's audience (`setBy: platform`)
 * is the counter's, whose own roles decided who may call it; the transition and the payment
 * rules of the waybill's write plan are checked as for any other change.
 */
const counterActor = (res: Response): WriteActor => ({
  username: writeActor(res).username,
  role: 'PLATFORM_USER',
});

/** Takes the payment, hands the parcels over and answers the hand-over's changes; or refuses. */
async function handOver(
  tx: Transaction,
  res: Response,
  client: DbRecord,
  parcels: readonly DbRecord[],
  body: Record<string, unknown>,
  reference: string,
) {
  const payment = paymentOf(body);
  const pvzId = parcels[0].pvzId ?? null;
  const paid = payment && (await takePayment(tx, res, client, pvzId, reference, payment));
  const now = await listIn(
    tx,
    WAYBILLS.api,
    'id',
    parcels.map((parcel) => parcel.id),
  );
  const updates = [];
  for (const parcel of now) {
    const ruled = planWaybillWrite(
      parcel,
      { ...parcel, status: 'Delivered' },
      counterActor(res),
      tx.now,
    );
    if (!ruled.ok) {
      const theirs = await listIn(tx, WAYBILLS.api, 'clientId', [String(client.id)]);
      const first = payFirstOf(theirs);
      const short = sumUsd([Math.max(...now.map((p) => first.get(Number(p.id)) ?? 0))]);
      throw refuse(
        short > 0
          ? { message: M.notCovered, args: { short: short.toFixed(2) } }
          : (ruled.errors?.status ?? ruled.message),
        { short },
      );
    }
    updates.push({ collection: WAYBILLS.api, record: parcel, changes: ruled.record });
  }
  await applyChanges(tx, updates);
  const taken = paid && (await tx.get(PAYMENT.api, paid.id));
  return {
    paidAmount: taken ? Number(taken.amount) : null,
    paidAmountSom: taken ? Number(taken.amountSom) : null,
    status: 'DONE',
    handedBy: res.locals.user?.id ?? null,
    handedAt: tx.now.toISOString(),
    paymentId: paid ? paid.id : null,
  };
}

export const confirmHandover = counterHandler('confirmHandover', async (tx, res, body, id) => {
  const handover = await tx.get(HANDOVER.api, id);
  if (!handover || !(await isVisible(tx, HANDOVER, res.locals.user, handover))) throw NOT_FOUND();
  if (handover.status !== 'PENDING') throw refuse(M.used);
  const stale = await staleVersion(tx, HANDOVER, handover, body.version);
  if (stale)
    throw new CounterRefused(
      stale.status as 400 | 409,
      stale.message as string,
      stale.errors,
      stale.extra,
    );
  const tries = Number(handover.tries ?? 0);
  if (tries >= MOST_TRIES) throw refuse(M.tooManyTries);
  if (Date.parse(String(handover.codeExpiresAt)) <= tx.now.getTime()) throw refuse(M.expired);
  if (!codeMatches(handover.codeHash, String(body.code))) {
    // Only the try is kept: the answer says how many are left and the version to send next.
    const counted = await tx.update(HANDOVER.api, handover, { tries: tries + 1 });
    const left = MOST_TRIES - tries - 1;
    return {
      body: {},
      refusal: new CounterRefused(
        400,
        left > 0 ? { message: M.wrongCode, args: { left } } : M.tooManyTries,
        undefined,
        { triesLeft: left, version: counted.version },
      ),
    };
  }
  const client = await servedClient(tx, res, handover.clientId);
  const rows = Array.isArray(handover.parcels) ? (handover.parcels as DbRecord[]) : [];
  const versions = new Map(rows.map((row) => [Number(row.waybillId), Number(row.version)]));
  const parcels = await chosenParcels(tx, res, client, [...versions.keys()], versions);
  const done = await handOver(tx, res, client, parcels, body, `PVZ-${String(handover.id)}`);
  const stored = await tx.update(HANDOVER.api, handover, done);
  return { body: shown(res, stored) };
});

export const handOverWithoutCode = counterHandler('handOverWithoutCode', async (tx, res, body) => {
  const client = await servedClient(tx, res, body.clientId);
  const parcels = await chosenParcels(tx, res, client, body.waybillIds as unknown[]);
  const now = tx.now.toISOString();
  const handover = await tx.insert(HANDOVER.api, {
    ...serverDefaults(HANDOVER),
    pvzId: parcels[0].pvzId ?? null,
    clientId: client.id,
    status: 'PENDING',
    parcels: parcels.map((parcel) => ({ waybillId: parcel.id, version: parcel.version })),
    tries: 0,
    reason: String(body.reason).trim(),
    createdAt: now,
    updatedAt: now,
  });
  const done = await handOver(tx, res, client, parcels, body, `PVZ-${String(handover.id)}`);
  const stored = await tx.update(HANDOVER.api, handover, done);
  return { status: 201, body: shown(res, stored) };
});
