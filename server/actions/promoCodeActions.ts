/** Paying a promo code's cashback: what is due becomes paid, added to the running total. */
import { resources } from '../../src/generated/registry';
import { round2 } from '../../src/domain/boxBatchTotals';
import { findRecord } from '../resources/findRecord';
import { ACTION_ERRORS } from './actionMessages';
import { change, notFound, refuse, type Planner } from './actionPlan';

const PROMO_CODES = resources.promoCode.api;

/** POST /promo-codes/:id/pay-cashback: 400 when nothing is due. */
export const payCashback: Planner = ({ db, req }) => {
  const promoCode = findRecord(db, PROMO_CODES, req.params.id);
  if (!promoCode) return notFound;
  const due = Number(promoCode.cashbackToPay ?? 0);
  if (!(due > 0)) return refuse(ACTION_ERRORS.nothingDue);
  const paidBefore = Number(promoCode.cashbackPaid ?? 0);
  return change(promoCode, { cashbackToPay: 0, cashbackPaid: round2(paidBefore + due) });
};
