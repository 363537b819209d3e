/**
 * A parcel is handed over (Delivered, CourierGave, RECEIVED) only once it is paid for, by any
 * route (edit form, bulk change, action): a client's parcel when PAID, or when it owes nothing (a
 * final freight of 0); a company's parcel once it is on its company's bill, which the company
 * pays (docs/decisions.md "Bills"). The API refuses by it and the status select warns by it.
 */
import type { Waybill } from '../generated/types';
import { parcelDue } from '../money/storageFee';
import { isBlank } from '../rules/validation';
import { isHandedOver } from './wayStatus';

type Status = Waybill['status'];

/** Why a parcel may not be handed over yet. */
export type HandoverBlock = 'unpaid' | 'unbilled' | 'unpriced';

/** A waybill as stored or as the API sends it: the rule reads its pay status, bill, company and final freight. */
export type HandoverFacts = Readonly<Record<string, unknown>>;

/** Does a change from `from` (undefined: a new waybill) to `to` hand the parcel over? */
export const handsOver = (from: Status | undefined, to: Status): boolean =>
  isHandedOver(to) && !(from !== undefined && isHandedOver(from));

/** Why `waybill` may not be handed over, or undefined when it may. */
export function handoverBlock(waybill: HandoverFacts): HandoverBlock | undefined {
  if (waybill.payStatus === 'PAID') return undefined;
  if (!isBlank(waybill.companyId)) return isBlank(waybill.billId) ? 'unbilled' : undefined;
  if (isBlank(waybill.finalFreight)) return 'unpriced';
  return parcelDue(waybill) > 0 ? 'unpaid' : undefined;
}

/** The i18n key saying why (waybillOps catalogue): the API's refusal and the select's warning. */
export const handoverBlockMessage = (block: HandoverBlock): string =>
  ({
    unpaid: 'waybillOps.server.handoverUnpaid',
    unbilled: 'waybillOps.server.handoverUnbilled',
    unpriced: 'waybillOps.server.handoverUnpriced',
  })[block];
