/**
 * POST /waybills/receive { trackingNumber }: the receiving station's scan (docs/decisions.md,
 * "Receiving"). The parcel with that number (trimmed, any case) is answered as it is, nothing
 * written; a number no parcel has makes one with no owner (NO_CLIENT), its number checked as a
 * create checks it (pattern, length) and the parcel made through the waybill's write plan, so
 * nothing waits for paperwork. The new one is answered 201; a replay finds it and writes nothing.
 */
import type { WaybillStatus } from '../../src/core/domain/statusChange';
import { resources } from '../../src/core/generated/registry';
import { validateWrite } from '../../src/core/rules/validation';
import { writeActor } from '../access/writeActor';
import type { Planner } from '../actions/actionPlan';
import { serverDefaults } from '../db/serverDefaults';
import type { DbRecord } from '../db/types';
import { waybillByTrackingNumber } from './findWaybill';
import { planWaybillWrite } from './waybillWritePlan';

const WAYBILL = resources.waybill;
const NO_OWNER: WaybillStatus = 'NO_CLIENT';

export const receiveParcel: Planner = async ({ tx, res, body }) => {
  const trackingNumber = String(body.trackingNumber).trim();
  // The lookup compares as the unique check does: none found, the number is free.
  const known = await waybillByTrackingNumber(tx, trackingNumber);
  if (known) return { ok: true, answer: known, collection: WAYBILL.api, updates: [] };
  const checked = validateWrite(WAYBILL.name, { trackingNumber, status: NO_OWNER }, 'create');
  if (!checked.ok)
    return { ok: false, status: 400, message: 'validation.formFailed', errors: checked.errors };
  const made = { ...serverDefaults(WAYBILL), ...checked.data } as DbRecord;
  const ruled = planWaybillWrite(undefined, made, writeActor(res), tx.now);
  if (!ruled.ok) return ruled;
  const insert = { collection: WAYBILL.api, record: ruled.record };
  return { ok: true, answer: insert.record, updates: [], inserts: [insert] };
};
