/**
 * What a business action decides before anything is written: the changes to save and the record
 * to answer with, or the error to answer instead (nothing written). A planner reads inside the
 * transaction its plan is written in (runAction), so the state it checks is the state it changes.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { ValidationMessage } from '../../src/core/registry/fieldErrors';
import type { Store, Transaction } from '../db/store';
import type { DbRecord } from '../db/types';
import type { FieldErrorKeys } from '../http/sendError';
import { statusKey } from '../http/sendError';
import type { RecordInsert, RecordRemoval, RecordUpdate } from './applyChanges';

export type ActionPlan =
  | {
      ok: true;
      /** The record answered: one updated, one of `inserts` (answered 201), or one found. */
      answer: DbRecord | RecordInsert['record'];
      /** The answer's collection when neither the updates nor the inserts name it (one found). */
      collection?: string;
      updates: RecordUpdate[];
      inserts?: RecordInsert[];
      /** Records to delete (a withdrawn request): the answer may be one, as it was. */
      removals?: RecordRemoval[];
    }
  | {
      ok: false;
      status: 400 | 403 | 404 | 409;
      message: string | ValidationMessage;
      errors?: FieldErrorKeys;
      /** Fields beside the message (a stale version's `conflict`). */
      extra?: Record<string, unknown>;
    };

export interface ActionInput {
  /** The action's transaction: read the records to change through it (and write nothing). */
  tx: Transaction;
  req: Request;
  res: Response;
  /** The JSON body as an object; `{}` when the request has none. */
  body: Record<string, unknown>;
}

export type Planner = (input: ActionInput) => Promise<ActionPlan>;

/** An action's planner, or the handler of one that answers something else (a report). */
export type ActionHandler = { plan: Planner } | { handle(store: Store): RequestHandler };

/** Changes one record and answers with it. */
export const change = (
  collection: string,
  record: DbRecord,
  changes: Record<string, unknown>,
): ActionPlan => ({
  ok: true,
  answer: record,
  updates: [{ collection, record, changes }],
});

/** The record's state does not allow the action (message: an i18n key). */
export const refuse = (message: string): ActionPlan => ({ ok: false, status: 400, message });

export const notFound: ActionPlan = { ok: false, status: 404, message: statusKey(404) };

/** A body field is missing or wrong: "Form validation failed" with the field's message. */
export const invalidField = (field: string, message: string): ActionPlan => ({
  ok: false,
  status: 400,
  message: 'validation.formFailed',
  errors: { [field]: message },
});
