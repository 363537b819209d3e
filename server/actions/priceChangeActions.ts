/**
 * Deciding a requested price change (/settle/changePriceList, /clientSettle/confirmPrice): only a
 * PENDING request is decided, once. Approving also gives its waybill the new price.
 */
import { resources } from '../../src/core/generated/registry';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';
import { ACTION_ERRORS } from './actionMessages';
import { notFound, refuse, type Planner } from './actionPlan';

const PRICE_CHANGES = resources.priceChange.api;
const WAYBILLS = resources.waybill.api;

type Decision = 'APPROVED' | 'REJECTED';

/** POST /price-changes/:id/approve and /reject. */
export const decidePrice =
  (decision: Decision): Planner =>
  async ({ tx, req, res }) => {
    const priceChange = await tx.get(PRICE_CHANGES, req.params.id);
    if (!priceChange) return notFound;
    if (priceChange.status !== 'PENDING') return refuse(ACTION_ERRORS.alreadyDecided);
    const decided = {
      collection: PRICE_CHANGES,
      record: priceChange,
      changes: {
        status: decision,
        decidedBy: res.locals.user?.id,
        decidedAt: new Date().toISOString(),
      },
    };
    if (decision === 'REJECTED') return { ok: true, answer: priceChange, updates: [decided] };
    const waybill = await tx.get(WAYBILLS, priceChange.waybillId);
    if (!waybill) return refuse(ACTION_ERRORS.waybillMissing);
    const { newPrice } = priceChange;
    return {
      ok: true,
      answer: priceChange,
      updates: [
        decided,
        {
          collection: WAYBILLS,
          record: waybill,
          changes: { changePrice: newPrice, finalFreight: newPrice },
        },
      ],
    };
  };

/** A new request is PENDING, by the signed-in user, replacing the waybill's final freight. */
export async function priceChangeDefaults(
  reader: Reader,
  record: Record<string, unknown>,
  user: DbRecord | undefined,
): Promise<Record<string, unknown>> {
  const waybill = await reader.get(WAYBILLS, record.waybillId);
  return {
    status: 'PENDING',
    requestedBy: user?.id ?? null,
    oldPrice: waybill?.finalFreight ?? null,
  };
}
