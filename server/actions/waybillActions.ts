/**
 * Business actions on waybills (SPEC 4): give an unclaimed parcel its owner, detach a parcel from
 * its client, put a tracking number on the unlawful list and take it off again. A status left
 * for NO_CLIENT or UN_LAWFUL is kept on the record so that undoing it restores it.
 */
import { resources } from '../../src/generated/registry';
import { findRecord, recordsOf } from '../resources/findRecord';
import type { DbRecord } from '../storage/types';
import { ACTION_ERRORS } from './actionMessages';
import { change, invalidField, notFound, refuse, type Planner } from './actionPlan';

const WAYBILLS = resources.waybill.api;
const CLIENTS = resources.client.api;

const NO_CLIENT = 'NO_CLIENT';
const UN_LAWFUL = 'UN_LAWFUL';
/** Unclaimed parcels are registered by the China warehouse (see the demo data): they wait there. */
const CLAIMED_STATUS = 'Warehouse';
/** Where a parcel goes back to when taken off the unlawful list with no earlier status kept. */
const LAWFUL_STATUS = 'CREATED';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** POST /waybills/:id/assign-owner {clientId}: only for a parcel with no owner (NO_CLIENT). */
export const assignOwner: Planner = ({ db, req, body }) => {
  const waybill = findRecord(db, WAYBILLS, req.params.id);
  if (!waybill) return notFound;
  if (waybill.status !== NO_CLIENT) return refuse(ACTION_ERRORS.notNoClient);
  if (isBlank(body.clientId)) return invalidField('clientId', 'validation.required');
  const client = findRecord(db, CLIENTS, body.clientId);
  if (!client) return invalidField('clientId', 'validation.reference');
  return change(waybill, {
    clientId: client.id,
    // The company owner comes with the client (B2B clients belong to a company).
    companyId: client.companyId ?? null,
    status: statusOr(waybill.statusBeforeDetach, CLAIMED_STATUS),
    statusBeforeDetach: undefined,
  });
};

/** POST /waybills/:id/detach: the parcel loses its client (and the client's company). */
export const detachTrack: Planner = ({ db, req }) => {
  const waybill = findRecord(db, WAYBILLS, req.params.id);
  if (!waybill) return notFound;
  if (isBlank(waybill.clientId)) return refuse(ACTION_ERRORS.noClient);
  // An unclaimed parcel could be given to anyone: a prohibited one must be cleared first.
  if (waybill.status === UN_LAWFUL) return refuse(ACTION_ERRORS.unlawfulLocked);
  return change(waybill, {
    clientId: null,
    companyId: null,
    status: NO_CLIENT,
    statusBeforeDetach: waybill.status,
  });
};

/** POST /waybills/unlawful {trackingNumber}: found as the unique check compares, trimmed, any case. */
export const addUnlawful: Planner = ({ db, body }) => {
  const wanted = typeof body.trackingNumber === 'string' ? body.trackingNumber.trim() : '';
  if (wanted === '') return invalidField('trackingNumber', 'validation.required');
  const waybill = findByTrackingNumber(recordsOf(db, WAYBILLS), wanted);
  if (!waybill) {
    const message = ACTION_ERRORS.trackingNotFound;
    return { ok: false, status: 404, message, errors: { trackingNumber: message } };
  }
  if (waybill.status === UN_LAWFUL) return refuse(ACTION_ERRORS.alreadyUnlawful);
  return change(waybill, { status: UN_LAWFUL, statusBeforeUnlawful: waybill.status });
};

/** POST /waybills/:id/remove-unlawful: the parcel "moves to All" with the status it had. */
export const removeUnlawful: Planner = ({ db, req }) => {
  const waybill = findRecord(db, WAYBILLS, req.params.id);
  if (!waybill) return notFound;
  if (waybill.status !== UN_LAWFUL) return refuse(ACTION_ERRORS.notUnlawful);
  return change(waybill, {
    status: statusOr(waybill.statusBeforeUnlawful, LAWFUL_STATUS),
    statusBeforeUnlawful: undefined,
  });
};

function findByTrackingNumber(waybills: DbRecord[], wanted: string): DbRecord | undefined {
  const normal = wanted.toLowerCase();
  return waybills.find((row) => String(row.trackingNumber).trim().toLowerCase() === normal);
}

function statusOr(kept: unknown, fallback: string): string {
  return typeof kept === 'string' && kept !== '' ? kept : fallback;
}
