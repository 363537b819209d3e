/**
 * The waybill's own rules for any write (edit form, actions, bulk status): a status change must be
 * an allowed transition (schema/enums.yaml) made by a role the change admits (the status's
 * `setBy`, the business actions' elements: src/core/domain/statusAuthority.ts), and a refusal
 * names the statuses the caller may choose instead. A parcel is handed over only once paid for
 * (src/core/domain/handoverPayment.ts). A change sets statusChangedAt and heldFrom and
 * appends to the status history. The way status always follows the status. A parcel with no owner
 * has no client, and one with a client keeps it until it is detached. Creating a waybill starts
 * its history.
 */
import { isBlank } from '../../src/core/rules/validation';
import { handoverBlock, handsOver } from '../../src/core/domain/handoverPayment';
import { allowedNextStatuses, mayChangeStatus } from '../../src/core/domain/statusAuthority';
import { changeStatus, START_STATUS, type WaybillStatus } from '../../src/core/domain/statusChange';
import { wayStatusOf } from '../../src/core/domain/wayStatus';
import type { DbRecord } from '../db/types';
import type { WriteOutcome, WriteRule } from '../access/writeRule';
import { handoverRefusal, statusRefusal, statusRoleRefusal } from './statusRefusal';
import { WAYBILL_MESSAGES } from './waybillMessages';
import { statusStateOf } from './waybillStatusState';

const NO_CLIENT: WaybillStatus = 'NO_CLIENT';
const RETURNED: WaybillStatus = 'RETURNED';

const clientRefusal = (message: string): WriteOutcome => ({
  ok: false,
  status: 400,
  message: 'validation.formFailed',
  errors: { clientId: message },
});

/** Why the client of `after` may not be what it is, if it may not. */
function ownerRefusal(before: DbRecord | undefined, after: DbRecord, to: WaybillStatus) {
  const from = before?.status as WaybillStatus | undefined;
  if (to === NO_CLIENT && !(isBlank(after.clientId) && isBlank(after.companyId)))
    return clientRefusal(WAYBILL_MESSAGES.noClientKeepsNone);
  if (to !== NO_CLIENT && !isBlank(before?.clientId) && isBlank(after.clientId))
    return clientRefusal(WAYBILL_MESSAGES.clientKeptUntilDetached);
  if (from === NO_CLIENT && to !== NO_CLIENT && to !== RETURNED && isBlank(after.clientId))
    return clientRefusal('validation.required');
  return undefined;
}

export const planWaybillWrite: WriteRule = (before, after, actor, now) => {
  // A patch may leave the status out: it stays what it was.
  const to = (after.status ?? before?.status) as WaybillStatus;
  const current = before && statusStateOf(before);
  const change = changeStatus(current, to, actor.username, now.toISOString());
  const allowed = () => allowedNextStatuses(actor.role, current);
  if (change.outcome === 'notAllowed') return statusRefusal(change.from, change.to, allowed());
  if (change.outcome === 'changed' && !mayChangeStatus(actor.role, current?.status, to))
    return statusRoleRefusal(current?.status ?? START_STATUS, to, allowed());
  const unpaid =
    change.outcome === 'changed' && handsOver(current?.status, to) && handoverBlock(after);
  if (unpaid) return handoverRefusal(unpaid);
  const refusal = ownerRefusal(before, after, to);
  if (refusal) return refusal;
  if (change.outcome === 'changed') return { ok: true, record: { ...after, ...change.fields } };
  return { ok: true, record: { ...after, wayStatus: wayStatusOf(to, current?.heldFrom) } };
};
