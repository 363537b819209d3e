/**
 * Business actions on waybills (SPEC 4): give an unclaimed parcel its owner, detach a parcel from
 * its client, put a tracking number on the unlawful list and take it off again. Each is a status
 * change and goes through the waybill's write plan: detaching enters the NO_CLIENT hold, marking
 * unlawful the UN_LAWFUL hold, and assigning an owner or removing from unlawful ("moves to All")
 * goes back to the status the hold was entered from (`heldFrom`).
 */
import { isBlank } from '../../src/core/rules/validation';
import type { Response } from 'express';
import type { WaybillStatus } from '../../src/core/domain/statusChange';
import { resources } from '../../src/core/generated/registry';
import type { Transaction } from '../db/store';
import type { DbRecord } from '../db/types';
import { writeActor } from '../access/writeActor';
import { waybillById, waybillByTrackingNumber } from './findWaybill';
import { WAYBILL_MESSAGES } from './waybillMessages';
import { statusStateOf } from './waybillStatusState';
import { planWaybillWrite } from './waybillWritePlan';
import { ACTION_ERRORS } from '../actions/actionMessages';
import {
  change,
  invalidField,
  notFound,
  refuse,
  type ActionPlan,
  type Planner,
} from '../actions/actionPlan';

const WAYBILLS = resources.waybill.api;
const CLIENTS = resources.client.api;

const NO_CLIENT = 'NO_CLIENT';
const UN_LAWFUL = 'UN_LAWFUL';

/** POST /waybills/:id/assign-owner {clientId}: only for a parcel with no owner (NO_CLIENT). */
export const assignOwner: Planner = async ({ tx, req, res, body }) => {
  const waybill = await waybillById(tx, req.params.id);
  if (!waybill) return notFound;
  if (waybill.status !== NO_CLIENT) return refuse(ACTION_ERRORS.notNoClient);
  if (isBlank(body.clientId)) return invalidField('clientId', 'validation.required');
  const client = await tx.get(CLIENTS, body.clientId);
  if (!client) return invalidField('clientId', 'validation.reference');
  return moveTo(tx, waybill, statusStateOf(waybill).heldFrom, res, {
    clientId: client.id,
    // The company owner comes with the client (B2B clients belong to a company).
    companyId: client.companyId ?? null,
  });
};

/** POST /waybills/:id/detach: the parcel loses its client (and the client's company). */
export const detachTrack: Planner = async ({ tx, req, res }) => {
  const waybill = await waybillById(tx, req.params.id);
  if (!waybill) return notFound;
  if (isBlank(waybill.clientId)) return refuse(ACTION_ERRORS.noClient);
  // An unclaimed parcel could be given to anyone: a prohibited one must be cleared first.
  if (waybill.status === UN_LAWFUL) return refuse(ACTION_ERRORS.unlawfulLocked);
  return moveTo(tx, waybill, NO_CLIENT, res, { clientId: null, companyId: null });
};

/** POST /waybills/unlawful {trackingNumber}: the whole number, trimmed, any case. */
export const addUnlawful: Planner = async ({ tx, res, body }) => {
  const wanted = typeof body.trackingNumber === 'string' ? body.trackingNumber.trim() : '';
  if (wanted === '') return invalidField('trackingNumber', 'validation.required');
  const waybill = await waybillByTrackingNumber(tx, wanted);
  if (!waybill) {
    const message = ACTION_ERRORS.trackingNotFound;
    return { ok: false, status: 404, message, errors: { trackingNumber: message } };
  }
  if (waybill.status === UN_LAWFUL) return refuse(ACTION_ERRORS.alreadyUnlawful);
  return moveTo(tx, waybill, UN_LAWFUL, res);
};

/** POST /waybills/:id/remove-unlawful: the parcel "moves to All" with the status it had. */
export const removeUnlawful: Planner = async ({ tx, req, res }) => {
  const waybill = await waybillById(tx, req.params.id);
  if (!waybill) return notFound;
  if (waybill.status !== UN_LAWFUL) return refuse(ACTION_ERRORS.notUnlawful);
  return moveTo(tx, waybill, statusStateOf(waybill).heldFrom, res);
};

/** The status change, with the action's other changes, as the waybill's write plan allows it. */
function moveTo(
  tx: Transaction,
  waybill: DbRecord,
  to: WaybillStatus | undefined,
  res: Response,
  changes: Record<string, unknown> = {},
): ActionPlan {
  if (to === undefined) return refuse(WAYBILL_MESSAGES.noHeldFrom);
  const outcome = planWaybillWrite(
    waybill,
    { ...waybill, ...changes, status: to },
    writeActor(res),
    tx.now,
  );
  return outcome.ok ? change(WAYBILLS, waybill, outcome.record) : outcome;
}
