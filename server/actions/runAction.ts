/** Runs a planned business action: answers the plan's error, or saves it and answers the record. */
import type { RequestHandler } from 'express';
import { sendError } from '../http/sendError';
import { publicRecord } from '../resources/publicRecord';
import type { Database } from '../storage/types';
import type { Planner } from './actionPlan';
import { saveChanges } from './saveChanges';

export function runAction(db: Database, planner: Planner): RequestHandler {
  return (req, res, next) => {
    const body: unknown = req.body;
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    const plan = planner({ db, req, res, body: isObject ? (body as Record<string, unknown>) : {} });
    if (!plan.ok) return sendError(res, plan.status, plan.message, plan.errors);
    // Answered once on disk; a failed save reaches the error handler (500).
    saveChanges(db, plan.updates).then(() => res.json(publicRecord(plan.answer)), next);
  };
}
