/**
 * POST /waybills/:id/waive-storage-fee { reason }: the confirm-price group (SPEC 6; the registry's
 * `roles`, others 403) lets a parcel off its storage fee for this stay (docs/decisions.md "Storage
 * fees"). The fee becomes 0, the waiver and its reason are kept on the waybill and the audit log
 * keeps who did it; the client's settlement re-allocates (what the fee took is credit again or
 * pays the next parcel). Refused (400) with a blank reason, (409) a parcel with no fee or one
 * already waived (so a replay changes nothing).
 */
import { resources } from '../../src/core/generated/registry';
import { change, notFound, type Planner } from '../actions/actionPlan';
import { waybillById } from './findWaybill';

const WAYBILL = resources.waybill;

export const STORAGE_FEE_MESSAGES = {
  reasonBlank: 'storageFee.errors.reasonBlank',
  noFee: 'storageFee.errors.noFee',
  waived: 'storageFee.errors.waived',
} as const;

export const waiveStorageFee: Planner = async ({ tx, req, body }) => {
  const waybill = await waybillById(tx, req.params.id);
  if (!waybill) return notFound;
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (reason === '')
    return {
      ok: false,
      status: 400,
      message: 'validation.formFailed',
      errors: { reason: STORAGE_FEE_MESSAGES.reasonBlank },
    };
  if (waybill.storageFeeWaived === true)
    return { ok: false, status: 409, message: STORAGE_FEE_MESSAGES.waived };
  if (waybill.storageFeeFrom == null)
    return { ok: false, status: 409, message: STORAGE_FEE_MESSAGES.noFee };
  return change(WAYBILL.api, waybill, {
    storageFee: 0,
    storageFeeWaived: true,
    storageFeeWaiverReason: reason,
  });
};
