/**
 * Deciding and withdrawing a requested price change (/settle/changePriceList,
 * /clientSettle/confirmPrice). Only a PENDING request is decided, once, by someone other than
 * who asked (the route's `notBy`), while its parcel is neither paid nor on a bill; approving gives
 * the waybill the new price (its final freight follows in the write hooks) and keeps the price it
 * replaces; rejecting says why. Withdrawing (its requester, or the roles of its element: the
 * route's `alsoBy`) stops once the waybill's price is fixed (paid, or on a confirmed bill).
 */
import { resources } from '../../src/core/generated/registry';
import { roundUsd } from '../../src/core/money/money';
import type { Reader, Transaction } from '../db/store';
import type { DbRecord } from '../db/types';
import { BILL_MESSAGES } from './billMessages';
import { waybillPriceLocked } from './billLocks';
import { priceSettledBy } from './priceChangeRequests';
import { ACTION_ERRORS } from '../actions/actionMessages';
import { notFound, refuse, type ActionPlan, type Planner } from '../actions/actionPlan';

const PRICE_CHANGES = resources.priceChange.api;
const WAYBILLS = resources.waybill.api;

type Decision = 'APPROVED' | 'REJECTED';

/** The request's waybill while it is neither paid nor on a bill, else the refusal. */
async function openWaybill(tx: Transaction, priceChange: DbRecord): Promise<DbRecord | ActionPlan> {
  const waybill = await tx.get(WAYBILLS, priceChange.waybillId);
  if (!waybill) return refuse(ACTION_ERRORS.waybillMissing);
  return priceSettledBy(waybill) ? refuse(BILL_MESSAGES.priceSettled) : waybill;
}

/** The request's waybill when its price may still change, else the refusal. */
async function changeableWaybill(
  tx: Transaction,
  priceChange: DbRecord,
): Promise<DbRecord | ActionPlan> {
  const waybill = await tx.get(WAYBILLS, priceChange.waybillId);
  if (!waybill) return refuse(ACTION_ERRORS.waybillMissing);
  if (await waybillPriceLocked(tx, waybill)) return refuse(BILL_MESSAGES.waybillLocked);
  return waybill;
}

const isPlan = (value: DbRecord | ActionPlan): value is ActionPlan => typeof value.ok === 'boolean';

/** POST /price-changes/:id/approve and /reject { rejectReason }. */
export const decidePrice =
  (decision: Decision): Planner =>
  async ({ tx, req, res, body }) => {
    const priceChange = await tx.get(PRICE_CHANGES, req.params.id);
    if (!priceChange) return notFound;
    if (priceChange.status !== 'PENDING') return refuse(ACTION_ERRORS.alreadyDecided);
    const waybill = await openWaybill(tx, priceChange);
    if (isPlan(waybill)) return waybill;
    const decided = {
      collection: PRICE_CHANGES,
      record: priceChange,
      changes: {
        status: decision,
        decidedBy: res.locals.user?.id,
        decidedAt: tx.now.toISOString(),
        ...(decision === 'APPROVED'
          ? { previousChangePrice: waybill.changePrice ?? undefined }
          : { rejectReason: body.rejectReason }),
      },
    };
    if (decision === 'REJECTED') return { ok: true, answer: priceChange, updates: [decided] };
    return {
      ok: true,
      answer: priceChange,
      updates: [
        decided,
        {
          collection: WAYBILLS,
          record: waybill,
          changes: { changePrice: roundUsd(Number(priceChange.newPrice)) },
        },
      ],
    };
  };

/**
 * POST /price-changes/:id/withdraw: a PENDING request is deleted; an APPROVED one gives the
 * waybill back the price it had before (none: its priced freight) and stays, WITHDRAWN, with who
 * and when. Only the waybill's latest approved change is withdrawn (the one its price is).
 */
export const withdrawPrice: Planner = async ({ tx, req, res }) => {
  const priceChange = await tx.get(PRICE_CHANGES, req.params.id);
  if (!priceChange) return notFound;
  if (priceChange.status === 'PENDING')
    return {
      ok: true,
      answer: priceChange,
      updates: [],
      removals: [{ collection: PRICE_CHANGES, record: priceChange }],
    };
  if (priceChange.status !== 'APPROVED') return refuse(BILL_MESSAGES.notWithdrawable);
  const waybill = await changeableWaybill(tx, priceChange);
  if (isPlan(waybill)) return waybill;
  if (!(await isLatestApproved(tx, priceChange))) return refuse(BILL_MESSAGES.notWithdrawable);
  return {
    ok: true,
    answer: priceChange,
    updates: [
      {
        collection: PRICE_CHANGES,
        record: priceChange,
        changes: {
          status: 'WITHDRAWN',
          withdrawnBy: res.locals.user?.id,
          withdrawnAt: tx.now.toISOString(),
        },
      },
      {
        collection: WAYBILLS,
        record: waybill,
        changes: { changePrice: priceChange.previousChangePrice ?? undefined },
      },
    ],
  };
};

async function isLatestApproved(reader: Reader, priceChange: DbRecord): Promise<boolean> {
  const approved = (await reader.findBy(PRICE_CHANGES, 'waybillId', priceChange.waybillId))
    .filter((request) => request.status === 'APPROVED')
    .sort((a, b) => String(a.decidedAt).localeCompare(String(b.decidedAt)) || a.id - b.id);
  return approved.at(-1)?.id === priceChange.id;
}

/** A new request is PENDING, by the signed-in user, replacing the waybill's final freight. */
export async function priceChangeDefaults(
  reader: Reader,
  record: Record<string, unknown>,
  user: DbRecord | undefined,
): Promise<Record<string, unknown>> {
  const waybill = await reader.get(WAYBILLS, record.waybillId);
  return {
    status: 'PENDING',
    requestedBy: user?.id ?? null,
    oldPrice: waybill?.finalFreight ?? null,
  };
}
