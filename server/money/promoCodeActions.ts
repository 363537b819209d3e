/**
 * Paying a promo code's cashback: what is due is paid to the owner's card and recorded as a
 * payout (amount, card, the saved card it is, who, when), read-only afterwards; the code's paid
 * and to-pay figures follow from its payouts (server/money/cashbackHook.ts). Nothing due: refused,
 * so a second click pays nothing. The card passed the Luhn check (the payload's `format: card`);
 * a card saved for someone other than the owner, or saved and no longer active, is refused.
 */
import { resources } from '../../src/core/generated/registry';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';
import { ACTION_ERRORS } from '../actions/actionMessages';
import { invalidField, notFound, refuse, type Planner } from '../actions/actionPlan';

const PROMO_CODES = resources.promoCode.api;
const PAYOUTS = resources.cashbackPayout.api;
const BANK_CARDS = resources.bankCard.api;

/** The saved card with this number, if any (numbers are unique). */
async function savedCard(reader: Reader, number: string): Promise<DbRecord | undefined> {
  const [id] = await reader.idsWithKey(BANK_CARDS, 'number', number);
  return id === undefined ? undefined : reader.get(BANK_CARDS, id);
}

/** POST /promo-codes/:id/pay-cashback { cardNumber }: 400 when nothing is due. */
export const payCashback: Planner = async ({ tx, req, res, body }) => {
  const promoCode = await tx.get(PROMO_CODES, req.params.id);
  if (!promoCode) return notFound;
  const due = Number(promoCode.cashbackToPay ?? 0);
  if (!(due > 0)) return refuse(ACTION_ERRORS.nothingDue);
  const cardNumber = String(body.cardNumber);
  const card = await savedCard(tx, cardNumber);
  if (card && String(card.clientId) !== String(promoCode.ownerId))
    return invalidField('cardNumber', ACTION_ERRORS.notOwnersCard);
  if (card && card.isActive === false)
    return invalidField('cardNumber', ACTION_ERRORS.cardInactive);
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
          cardNumber,
          ...(card && { bankCardId: card.id }),
          paidBy: res.locals.user?.id,
          paidAt: tx.now.toISOString(),
        },
      },
    ],
  };
};
