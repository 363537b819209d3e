/**
 * Paying a promo code's cashback: what is due is paid to the owner's card and recorded as a
 * payout (amount, card, who, when), read-only afterwards; the code's paid and to-pay figures
 * follow from its payouts (server/money/cashbackHook.ts). Nothing due: refused, so a second
 * click pays nothing.
 */
import { resources } from '../../src/core/generated/registry';
import { ACTION_ERRORS } from './actionMessages';
import { notFound, refuse, type Planner } from './actionPlan';

const PROMO_CODES = resources.promoCode.api;
const PAYOUTS = resources.cashbackPayout.api;

/** POST /promo-codes/:id/pay-cashback { cardNumber }: 400 when nothing is due. */
export const payCashback: Planner = async ({ tx, req, res, body }) => {
  const promoCode = await tx.get(PROMO_CODES, req.params.id);
  if (!promoCode) return notFound;
  const due = Number(promoCode.cashbackToPay ?? 0);
  if (!(due > 0)) return refuse(ACTION_ERRORS.nothingDue);
  return {
    ok: true,
    answer: promoCode,
    // The code is answered as committed, with the figures its payout changed.
    updates: [{ collection: PROMO_CODES, record: promoCode, changes: {} }],
    inserts: [
      {
        collection: PAYOUTS,
        record: {
          promoCodeId: promoCode.id,
          amount: due,
          cardNumber: String(body.cardNumber),
          paidBy: res.locals.user?.id,
          paidAt: tx.now.toISOString(),
        },
      },
    ],
  };
};
