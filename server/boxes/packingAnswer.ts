/**
 * The packing station's answer (POST /api/boxes/open, /api/boxes/:id/scan): what the request did
 * and the box as its transaction left it, with its parcels' weight added up, so the station shows
 * the count and the weight it will be checked against without another read. Both are handlers of
 * their own (not runAction) because their answer is this, not the record alone.
 */
import type { RequestHandler } from 'express';
import { resources } from '../../src/core/generated/registry';
import { sumKg } from '../../src/core/domain/weightSum';
import { requestRole } from '../access/requestRole';
import { applyChanges, type RecordInsert, type RecordUpdate } from '../actions/applyChanges';
import type { Store, Transaction } from '../db/store';
import type { DbRecord } from '../db/types';
import { asyncHandler } from '../http/asyncHandler';
import { requestAuthor } from '../http/requestAuthor';
import { errorReply, type FieldErrorKeys, type MessageKey } from '../http/sendError';
import { publicRecord } from '../access/publicRecord';
import type { ActionInput } from '../actions/actionPlan';
import { answeredTransaction } from '../actions/idempotency';

const BOXES = resources.box.api;
const WAYBILLS = resources.waybill.api;
/** A box holds a few hundred parcels at most: one read as a rule. */
const PARCELS_PER_READ = 2000;

export type PackingPlan =
  | {
      ok: true;
      /** The box answered: stored, or about to be inserted (the first insert). */
      box: DbRecord | 'inserted';
      /** What the answer says besides the box (the scan's outcome). */
      report: Record<string, unknown>;
      updates?: RecordUpdate[];
      inserts?: RecordInsert[];
    }
  | {
      ok: false;
      status: 400 | 404 | 409;
      message: string | MessageKey;
      errors?: FieldErrorKeys;
    };

export type PackingPlanner = (input: ActionInput) => Promise<PackingPlan>;

/** Plans and writes in one transaction; answers the report, the box and its parcels' weight. */
export function packingHandler(planner: PackingPlanner, action: string) {
  return {
    handle: (store: Store): RequestHandler =>
      asyncHandler(async (req, res) => {
        const body = req.body as Record<string, unknown>;
        // A failed write rejects: the error handler answers 500 and nothing is stored.
        await answeredTransaction(
          store,
          res,
          requestAuthor(res, action),
          async (tx) => {
            const plan = await planner({ tx, req, res, body });
            if (!plan.ok) return { plan };
            const applied = await applyChanges(tx, plan.updates ?? [], plan.inserts ?? []);
            const box = plan.box === 'inserted' ? applied.inserted[0] : plan.box;
            return { plan, box, parcelsWeight: await parcelsWeightOf(tx, box) };
          },
          (tx, { plan, box, parcelsWeight }) => {
            if (!plan.ok) return errorReply(res, plan.status, plan.message, plan.errors);
            // As the transaction leaves it, its hooks' figures (count, price, version) included.
            const stored = tx.stateOf(BOXES, box!);
            const answer = publicRecord(stored, resources.box, requestRole(res));
            return { status: 200, body: { ...plan.report, box: answer, parcelsWeight } };
          },
        );
      }),
  };
}

/** Each parcel's weight in kilograms (one not weighed counts 0). */
export const parcelWeights = (parcels: readonly DbRecord[]): number[] =>
  parcels.map((parcel) => (typeof parcel.weight === 'number' ? parcel.weight : 0));

/**
 * The weights of the box's parcels added up, as this transaction sees them: their weights alone
 * are read (a whole waybill, its history with it, costs far more to read).
 */
async function parcelsWeightOf(tx: Transaction, box: DbRecord): Promise<number> {
  const request = {
    conditions: [{ kind: 'equals', field: 'boxId', values: new Set([String(box.id)]) }],
    sort: { field: 'id', order: 'ASC' },
  } as const;
  const weights: number[] = [];
  for await (const parcels of tx.batches(WAYBILLS, request, PARCELS_PER_READ, ['weight']))
    weights.push(...parcelWeights(parcels));
  return sumKg(weights);
}
