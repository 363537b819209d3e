/**
 * A write hook's refusal: thrown inside the transaction, so nothing of the write is stored, and
 * answered by the error handler (server/http/errorHandler.ts) with its status, its translated
 * message and field errors. For rules only the stored records can decide (two rates of a kind
 * starting at once, no rate on an expense's day); rules of the record alone are write rules.
 */
import type { Translate } from '../../src/core/i18n';
import type { FieldErrorKeys } from './sendError';

/** The message's arguments, said in the request's language (labels of resources, counts). */
export type RefusalArgs = (t: Translate) => Record<string, string | number>;

export class WriteRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 409,
    readonly messageKey: string,
    readonly errors?: FieldErrorKeys,
    readonly args?: RefusalArgs,
  ) {
    super(messageKey);
  }
}
