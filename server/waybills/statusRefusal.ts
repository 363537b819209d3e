/**
 * How the API says a status change is refused, whichever route asked for it (edit form, bulk
 * change, business action), with, on `status`, a message in the reader's language naming the
 * statuses the caller may change the waybill to instead:
 * - a change the transitions do not allow: 400 "This status change is not allowed";
 * - a status the caller's role may not set: 403 "Access denied";
 * - handing over a parcel not yet paid for: 400 "This status change is not allowed", saying why.
 */
import { handoverBlockMessage, type HandoverBlock } from '../../src/core/domain/handoverPayment';
import type { WaybillStatus } from '../../src/core/domain/statusChange';
import { statusKey, type FieldErrorKeys } from '../http/sendError';
import { WAYBILL_MESSAGES } from './waybillMessages';

/** The i18n key of a status's label: sendError translates arguments that are keys. */
export const statusLabel = (status: WaybillStatus) => `enums.waybillStatus.${status}`;

export interface StatusRefusal {
  ok: false;
  status: 400 | 403;
  message: string;
  errors: FieldErrorKeys;
}

/** `allowed`: the statuses the caller may change the waybill to from where it is. */
export function statusRefusal(
  from: WaybillStatus,
  to: WaybillStatus,
  allowed: readonly WaybillStatus[],
): StatusRefusal {
  return refusal(400, WAYBILL_MESSAGES.statusRefused, from, to, allowed, {
    some: WAYBILL_MESSAGES.transitionNotAllowed,
    none: WAYBILL_MESSAGES.transitionNotAllowedNone,
  });
}

/** A change the transitions allow, to a status (or by an action) the caller's role may not make. */
export function statusRoleRefusal(
  from: WaybillStatus,
  to: WaybillStatus,
  allowed: readonly WaybillStatus[],
): StatusRefusal {
  return refusal(403, statusKey(403), from, to, allowed, {
    some: WAYBILL_MESSAGES.statusNotForRole,
    none: WAYBILL_MESSAGES.statusNotForRoleNone,
  });
}

/** A parcel handed over before it is paid for (or, a company's, billed). */
export function handoverRefusal(block: HandoverBlock): StatusRefusal {
  return {
    ok: false,
    status: 400,
    message: WAYBILL_MESSAGES.statusRefused,
    errors: { status: handoverBlockMessage(block) },
  };
}

function refusal(
  status: 400 | 403,
  message: string,
  from: WaybillStatus,
  to: WaybillStatus,
  allowed: readonly WaybillStatus[],
  keys: { some: string; none: string },
): StatusRefusal {
  const args = { from: statusLabel(from), to: statusLabel(to) };
  return {
    ok: false,
    status,
    message,
    errors: {
      status:
        allowed.length === 0
          ? { message: keys.none, args }
          : { message: keys.some, args: { ...args, allowed: allowed.map(statusLabel) } },
    },
  };
}
