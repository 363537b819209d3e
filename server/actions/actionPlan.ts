/**
 * What a business action decides before anything is written: the changes to save and the record
 * to answer with, or the error to answer instead (nothing written).
 */
import type { Request, Response } from 'express';
import type { FieldErrorKeys } from '../http/sendError';
import { statusKey } from '../http/sendError';
import type { Database, DbRecord } from '../storage/types';
import type { RecordChange } from './saveChanges';

export type ActionPlan =
  | { ok: true; answer: DbRecord; updates: RecordChange[] }
  | { ok: false; status: 400 | 404 | 409; message: string; errors?: FieldErrorKeys };

export interface ActionInput {
  db: Database;
  req: Request;
  res: Response;
  /** The JSON body as an object; `{}` when the request has none. */
  body: Record<string, unknown>;
}

export type Planner = (input: ActionInput) => ActionPlan;

/** Changes one record and answers with it. */
export const change = (record: DbRecord, changes: Record<string, unknown>): ActionPlan => ({
  ok: true,
  answer: record,
  updates: [{ record, changes }],
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
