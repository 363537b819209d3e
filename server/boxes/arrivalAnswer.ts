/**
 * The arrival station's answer (POST /api/box-day-batches/:id/arrival, arrival-scan,
 * arrival-finish): what the request did and the arrival's counts and lists as its transaction
 * left them. Handlers of their own (not runAction) because the answer is this report, not a
 * record; the state's read writes nothing, so it is no write for the realtime push either. A scan
 * sent with an Idempotency-Key is answered once (server/actions/idempotency.ts).
 */
import type { RequestHandler } from 'express';
import { asyncHandler } from '../http/asyncHandler';
import { requestAuthor } from '../http/requestAuthor';
import { errorReply, type FieldErrorKeys, type MessageKey } from '../http/sendError';
import { answeredTransaction } from '../actions/idempotency';
import { applyChanges, type RecordInsert, type RecordUpdate } from '../actions/applyChanges';
import type { ActionInput } from '../actions/actionPlan';
import type { Store } from '../db/store';
import type { DbRecord } from '../db/types';

export type ArrivalPlan =
  | {
      ok: true;
      updates?: RecordUpdate[];
      inserts?: RecordInsert[];
      /** The answer, given the inserted records (with their ids), in the inserts' order. */
      answer(inserted: readonly DbRecord[]): Record<string, unknown>;
    }
  | {
      ok: false;
      status: 400 | 404 | 409;
      message: string | MessageKey;
      errors?: FieldErrorKeys;
      extra?: Record<string, unknown>;
    };

export type ArrivalPlanner = (input: ActionInput) => Promise<ArrivalPlan>;

export function arrivalHandler(planner: ArrivalPlanner, action: string) {
  return {
    handle: (store: Store): RequestHandler =>
      asyncHandler(async (req, res) => {
        const body = req.body as Record<string, unknown>;
        // A failed write rejects: the error handler answers 500 and nothing is stored. A scan
        // with an Idempotency-Key (schema `idempotent`) keeps its answer with its write.
        await answeredTransaction(
          store,
          res,
          requestAuthor(res, action),
          async (tx) => {
            const plan = await planner({ tx, req, res, body });
            if (!plan.ok) return plan;
            const { updates = [], inserts = [] } = plan;
            const applied = await applyChanges(tx, updates, inserts);
            const wrote = updates.length + inserts.length > 0;
            return { ok: true as const, wrote, answer: plan.answer(applied.inserted) };
          },
          (_tx, outcome) => {
            if (!outcome.ok)
              return errorReply(
                res,
                outcome.status,
                outcome.message,
                outcome.errors,
                outcome.extra,
              );
            if (!outcome.wrote) res.locals.wroteNothing = true;
            return { status: 200, body: outcome.answer };
          },
        );
      }),
  };
}
