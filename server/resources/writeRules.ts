/**
 * Business rules a resource applies to every write of its records, whichever route writes
 * (CRUD, actions, bulk changes): they may refuse the write or complete the record.
 */
import type { Role } from '../../src/core/generated/access';
import type { FieldErrorKeys } from '../http/sendError';
import type { DbRecord } from '../db/types';
import { feedbackAnswerRule } from '../feedback/feedbackAnswerRule';
import { companyRoleRule } from '../access/companyRoleRule';
import { clientPaymentWriteRule } from '../money/clientPaymentAmounts';
import { dailyExpenseWriteRule } from '../money/dailyExpenseAmounts';
import { priceCycleWriteRule } from '../money/priceCycleWriteRule';
import { rateWriteRule } from '../money/rateChain';
import { planWaybillWrite } from '../waybills/waybillWritePlan';

export interface WriteActor {
  username: string;
  /** Undefined for a role the app does not know: it passes no element rule. */
  role: Role | undefined;
}

export type WriteOutcome =
  | { ok: true; record: DbRecord }
  | { ok: false; status: 400 | 403 | 409; message: string; errors?: FieldErrorKeys };

/** `before` is undefined on create; `after` is the validated record about to be stored. */
export type WriteRule = (
  before: DbRecord | undefined,
  after: DbRecord,
  actor: WriteActor,
  now: Date,
) => WriteOutcome;

export const writeRules: Partial<Record<string, WriteRule>> = {
  waybill: planWaybillWrite,
  exchangeRate: rateWriteRule,
  b2bExchangeRate: rateWriteRule,
  dailyExpense: dailyExpenseWriteRule,
  clientPayment: clientPaymentWriteRule,
  user: companyRoleRule,
  clientPriceCycle: priceCycleWriteRule,
  companyPriceCycle: priceCycleWriteRule,
  feedback: feedbackAnswerRule,
};
