/** Paying a promo code's cashback: what is due becomes paid, added to the running total. */
import { resources } from '../../src/core/generated/registry';
import { round2 } from '../../src/core/domain/boxBatchTotals';
import { ACTION_ERRORS } from './actionMessages';
import { change, notFound, refuse, type Planner } from './actionPlan';

const PROMO_CODES = resources.promoCode.api;

/** POST /promo-codes/:id/pay-cashback: 400 when nothing is due. */
export const payCashback: Planner = async ({ tx, req }) => {
  const promoCode = await tx.get(PROMO_CODES, req.params.id);
  if (!promoCode) return notFound;
  const due = Number(promoCode.cashbackToPay ?? 0);
  if (!(due > 0)) return refuse(ACTION_ERRORS.nothingDue);
  const paidBefore = Number(promoCode.cashbackPaid ?? 0);
  return change(PROMO_CODES, promoCode, {
    cashbackToPay: 0,
    cashbackPaid: round2(paidBefore + due),
  });
};
