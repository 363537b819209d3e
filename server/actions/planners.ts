/**
 * What each business action of the registry (schema `actions:`, server/generated/actions.ts) does,
 * by the action's name. A planner decides on the records and runAction writes its plan and
 * answers the record; an action that answers something else (a report) has a handler of its own.
 * tsc fails when a declared action has no entry here, or an entry no declared action.
 */
import type { RequestHandler } from 'express';
import type { Store } from '../db/store';
import type { ActionName } from '../generated/actions';
import { bulkStatusRoute } from '../waybills/bulkStatus';
import type { Planner } from './actionPlan';
import {
  addBillWaybills,
  confirmBill,
  createBill,
  dropBillWaybills,
  recordBillPayment,
  setBillDate,
} from '../money/billActions';
import { decidePrice, withdrawPrice } from './priceChangeActions';
import { payCashback } from './promoCodeActions';
import { resendSms, resendSmsMany } from '../sms/resendActions';
import { resetPassword } from './userActions';
import { addUnlawful, assignOwner, detachTrack, removeUnlawful } from './waybillActions';

export type ActionHandler = { plan: Planner } | { handle(store: Store): RequestHandler };

export const ACTION_HANDLERS = {
  assignOwner: { plan: assignOwner },
  detachTrack: { plan: detachTrack },
  addUnlawful: { plan: addUnlawful },
  removeUnlawful: { plan: removeUnlawful },
  // One status for many waybills: the answer is a report per waybill.
  bulkStatus: { handle: bulkStatusRoute },
  approvePrice: { plan: decidePrice('APPROVED') },
  rejectPrice: { plan: decidePrice('REJECTED') },
  withdrawPrice: { plan: withdrawPrice },
  createBill: { plan: createBill },
  addBillWaybills: { plan: addBillWaybills },
  dropBillWaybills: { plan: dropBillWaybills },
  setBillDate: { plan: setBillDate },
  confirmBill: { plan: confirmBill },
  recordBillPayment: { plan: recordBillPayment },
  payCashback: { plan: payCashback },
  resetPassword: { plan: resetPassword },
  resendSms: { plan: resendSms },
  resendSmsMany: { plan: resendSmsMany },
} satisfies Record<ActionName, ActionHandler>;
