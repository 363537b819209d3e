/**
 * A new price change request (the generic create) is refused while its waybill's price is fixed
 * (paid, or on a confirmed bill) and while another request for it waits for a decision. A write
 * hook: the create's transaction sees the stored state these rules need.
 */
import { resources } from '../../src/core/generated/registry';
import type { WriteHook } from '../db/store';
import { BILL_MESSAGES } from './billMessages';
import { waybillPriceLocked } from './billLocks';
import { WriteRefused } from './writeRefused';

const PRICE_CHANGES = resources.priceChange.api;
const WAYBILLS = resources.waybill.api;

const refuse = (message: string) =>
  new WriteRefused(400, 'validation.formFailed', { waybillId: message });

export const priceChangeRequestHook: WriteHook = async (tx, changes) => {
  for (const { collection, before, after } of changes) {
    if (collection !== PRICE_CHANGES || before || after?.status !== 'PENDING') continue;
    const waybill = await tx.get(WAYBILLS, after.waybillId);
    if (waybill && (await waybillPriceLocked(tx, waybill)))
      throw refuse(BILL_MESSAGES.waybillLocked);
    const requests = await tx.findBy(PRICE_CHANGES, 'waybillId', after.waybillId);
    if (requests.some((request) => request.id !== after.id && request.status === 'PENDING'))
      throw refuse(BILL_MESSAGES.pendingRequest);
  }
};
