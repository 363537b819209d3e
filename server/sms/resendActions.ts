/**
 * Sending failed messages again: POST /api/sms/:id/resend and POST /api/sms/resend { ids }. Each
 * message goes back to QUEUED without its failure reason, and the demo's sender
 * (./demoSender.ts) sends it again. Only FAILED messages are queued: one in another state refuses
 * the whole request (400), and nothing is queued.
 */
import { resources } from '../../src/core/generated/registry';
import { actionMeta, matchesConditions } from '../../src/core/rules/actions';
import { ACTION_ERRORS } from '../actions/actionMessages';
import {
  invalidField,
  notFound,
  refuse,
  type ActionPlan,
  type Planner,
} from '../actions/actionPlan';
import { listIn } from '../db/recordsIn';
import type { DbRecord } from '../db/types';

const SMS = resources.sms.api;
/** What a message must be to be sent again: FAILED (schema/resources/sms.yaml `when:`). */
const RESENDABLE = actionMeta('sms', 'resendSms').when;

function requeue(messages: readonly DbRecord[]): ActionPlan {
  if (!messages.every((sms) => matchesConditions(sms, RESENDABLE)))
    return refuse(ACTION_ERRORS.notFailed);
  return {
    ok: true,
    answer: messages[0],
    updates: messages.map((record) => ({
      collection: SMS,
      record,
      changes: { status: 'QUEUED', error: undefined, sentAt: undefined },
    })),
  };
}

export const resendSms: Planner = async ({ tx, req }) => {
  const sms = await tx.get(SMS, req.params.id);
  return sms ? requeue([sms]) : notFound;
};

/** The payload's validator made `ids` a list of ids; each must name a message. */
export const resendSmsMany: Planner = async ({ tx, body }) => {
  const ids = new Set((body.ids as unknown[]).map(String));
  if (ids.size === 0) return invalidField('ids', 'validation.required');
  const messages = await listIn(tx, SMS, 'id', [...ids]);
  if (messages.length !== ids.size) return invalidField('ids', 'validation.reference');
  return requeue(messages);
};
