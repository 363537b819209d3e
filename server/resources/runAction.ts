/**
 * Runs a planned business action in one transaction: the planner reads the records it acts on
 * and plans; a refusal is answered with nothing written, else the plan's changes are written
 * (applyChanges) and, once committed, the record is answered as the transaction stored it (201
 * when the plan inserted it; the answer kept with the write when the request has an idempotency
 * key).
 */
import type { RequestHandler } from 'express';
import type { Store } from '../db/store';
import type { DbRecord } from '../db/types';
import { asyncHandler } from '../http/asyncHandler';
import { requestAuthor } from '../http/requestAuthor';
import { errorReply } from '../http/sendError';
import { publicRecord, resourceOfCollection } from '../access/publicRecord';
import { requestRole } from '../access/requestRole';
import type { ActionPlan, Planner } from '../actions/actionPlan';
import { applyChanges } from '../actions/applyChanges';
import { answeredTransaction } from '../actions/idempotency';

type Outcome =
  | Exclude<ActionPlan, { ok: true }>
  | { ok: true; answer: DbRecord; collection: string | undefined; created: boolean };

/** `name`: the action's, as the audit log and the field rules (`writtenBy: { actions }`) know it. */
export function runAction(store: Store, planner: Planner, name: string): RequestHandler {
  return asyncHandler(async (req, res) => {
    const body: unknown = req.body;
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    const input = { req, res, body: isObject ? (body as Record<string, unknown>) : {} };
    // A failed write rejects: the error handler answers 500 and nothing is stored.
    await answeredTransaction(
      store,
      res,
      requestAuthor(res, name),
      async (tx): Promise<Outcome> => {
        const plan = await planner({ ...input, tx });
        if (!plan.ok) return plan;
        const applied = await applyChanges(tx, plan.updates, plan.inserts, plan.removals);
        return {
          ok: true,
          answer: applied.stateOf(plan.answer),
          collection: applied.collectionOf(plan.answer) ?? plan.collection,
          created: plan.inserts?.some((insert) => insert.record === plan.answer) ?? false,
        };
      },
      (tx, outcome) => {
        if (!outcome.ok)
          return errorReply(res, outcome.status, outcome.message, outcome.errors, outcome.extra);
        // As the transaction leaves it, its hooks' figures included: no read after commit.
        const answer = outcome.collection
          ? tx.stateOf(outcome.collection, outcome.answer)
          : outcome.answer;
        const resource = resourceOfCollection(outcome.collection);
        return {
          status: outcome.created ? 201 : 200,
          body: publicRecord(answer, resource, requestRole(res)),
        };
      },
    );
  });
}
