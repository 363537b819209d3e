/**
 * A waybill in a bill or paid keeps its final freight (docs/decisions.md, "Freight"): the bill sums
 * it and the payment paid it, so a write that would leave it without one (withdrawing the only
 * price it has) is refused, 400 on `finalFreight`. Checked on the final freight itself, after the
 * hook that derives it, so no route gets around it; runs after billLockHook, so a confirmed
 * bill's waybill still answers that bill's 409.
 */
import { resources } from '../../src/core/generated/registry';
import type { WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';
import { BILL_MESSAGES } from './billMessages';
import { WriteRefused } from '../http/writeRefused';

const WAYBILLS = resources.waybill.api;

const hasFinalFreight = (waybill: DbRecord | undefined) => (waybill?.finalFreight ?? null) !== null;
const billedOrPaid = (waybill: DbRecord) =>
  (waybill.billId ?? null) !== null || waybill.payStatus === 'PAID';

export const finalFreightKeptHook: WriteHook = async (_tx, changes) => {
  for (const { collection, before, after } of changes) {
    if (collection !== WAYBILLS || !after || !hasFinalFreight(before)) continue;
    if (!hasFinalFreight(after) && billedOrPaid(after))
      throw new WriteRefused(400, 'validation.formFailed', {
        finalFreight: BILL_MESSAGES.finalFreightKept,
      });
  }
};
