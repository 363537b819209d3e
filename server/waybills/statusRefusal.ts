/**
 * How the API says a status change is not allowed, whichever route asked for it (edit form, bulk
 * change, business action): 400 "This status change is not allowed" with, on `status`, a message
 * naming both statuses in the reader's language.
 */
import type { WaybillStatus } from '../../src/core/domain/statusChange';
import type { FieldErrorKeys } from '../http/sendError';
import { WAYBILL_MESSAGES } from './waybillMessages';

/** The i18n key of a status's label: sendError translates arguments that are keys. */
const statusLabel = (status: WaybillStatus) => `enums.waybillStatus.${status}`;

export interface StatusRefusal {
  ok: false;
  status: 400;
  message: string;
  errors: FieldErrorKeys;
}

export function statusRefusal(from: WaybillStatus, to: WaybillStatus): StatusRefusal {
  return {
    ok: false,
    status: 400,
    message: WAYBILL_MESSAGES.statusRefused,
    errors: {
      status: {
        message: WAYBILL_MESSAGES.transitionNotAllowed,
        args: { from: statusLabel(from), to: statusLabel(to) },
      },
    },
  };
}
