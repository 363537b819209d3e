/**
 * Runs a planned business action in one transaction: the planner reads the records it acts on
 * and plans; a refusal is answered with nothing written, else the plan's changes are written
 * (applyChanges) and, once committed, the record is answered as the transaction stored it (201
 * when the plan inserted it).
 */
import type { RequestHandler } from 'express';
import type { Store } from '../db/store';
import type { DbRecord } from '../db/types';
import { asyncHandler } from '../http/asyncHandler';
import { requestAuthor } from '../http/requestAuthor';
import { sendError } from '../http/sendError';
import { publicRecord, resourceOfCollection } from '../access/publicRecord';
import { requestRole } from '../access/requestRole';
import type { ActionPlan, Planner } from '../actions/actionPlan';
import { applyChanges } from '../actions/applyChanges';

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
    const { outcome, tx } = await store.transaction(requestAuthor(res, name), async (tx) => {
      const plan = await planner({ ...input, tx });
      if (!plan.ok) return { outcome: plan, tx };
      const applied = await applyChanges(tx, plan.updates, plan.inserts, plan.removals);
      const answer: Outcome = {
        ok: true,
        answer: applied.stateOf(plan.answer),
        collection: applied.collectionOf(plan.answer) ?? plan.collection,
        created: plan.inserts?.some((insert) => insert.record === plan.answer) ?? false,
      };
      return { outcome: answer, tx };
    });
    if (!outcome.ok)
      return sendError(res, outcome.status, outcome.message, outcome.errors, outcome.extra);
    // As the transaction left it, its hooks' figures included: no read after commit.
    const answer = outcome.collection
      ? tx.stateOf(outcome.collection, outcome.answer)
      : outcome.answer;
    res
      .status(outcome.created ? 201 : 200)
      .json(publicRecord(answer, resourceOfCollection(outcome.collection), requestRole(res)));
  });
}
