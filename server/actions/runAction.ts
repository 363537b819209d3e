/**
 * Runs a planned business action in one transaction: the planner reads the records it acts on
 * and plans; a refusal is answered with nothing written, else the plan's changes are written
 * (applyChanges) and, once committed, the record is answered as stored.
 */
import type { RequestHandler } from 'express';
import type { Store } from '../db/store';
import type { DbRecord } from '../db/types';
import { asyncHandler } from '../http/asyncHandler';
import { requestAuthor } from '../http/requestAuthor';
import { sendError } from '../http/sendError';
import { publicRecord } from '../resources/publicRecord';
import type { ActionPlan, Planner } from './actionPlan';
import { applyChanges } from './applyChanges';
import { committedState } from '../resources/committedState';

type Outcome =
  | Exclude<ActionPlan, { ok: true }>
  | { ok: true; answer: DbRecord; collection: string | undefined };

/** `name`: the action's, as the audit log and the field rules (`writtenBy: { actions }`) know it. */
export function runAction(store: Store, planner: Planner, name: string): RequestHandler {
  return asyncHandler(async (req, res) => {
    const body: unknown = req.body;
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    const input = { req, res, body: isObject ? (body as Record<string, unknown>) : {} };
    // A failed write rejects: the error handler answers 500 and nothing is stored.
    const outcome = await store.transaction(
      requestAuthor(res, name),
      async (tx): Promise<Outcome> => {
        const plan = await planner({ ...input, tx });
        if (!plan.ok) return plan;
        const applied = await applyChanges(tx, plan.updates, plan.inserts, plan.removals);
        return {
          ok: true,
          answer: applied.stateOf(plan.answer),
          collection: applied.collectionOf(plan.answer),
        };
      },
    );
    if (!outcome.ok)
      return sendError(res, outcome.status, outcome.message, outcome.errors, outcome.extra);
    const answer = outcome.collection
      ? await committedState(store, outcome.collection, outcome.answer)
      : outcome.answer;
    res.json(publicRecord(answer));
  });
}
