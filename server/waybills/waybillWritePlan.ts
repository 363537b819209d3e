/**
 * The waybill's own rules for any write (edit form, actions, bulk status): a status change must be
 * an allowed transition (schema/enums.yaml); it sets statusChangedAt and heldFrom and appends to
 * the status history. The way status always follows the status. Creating a waybill starts its
 * history.
 */
import { changeStatus, type WaybillStatus } from '../../src/core/domain/statusChange';
import { wayStatusOf } from '../../src/core/domain/wayStatus';
import type { WriteRule } from '../resources/writeRules';
import { statusRefusal } from './statusRefusal';
import { statusStateOf } from './waybillStatusState';

export const planWaybillWrite: WriteRule = (before, after, actor, now) => {
  // A patch may leave the status out: it stays what it was.
  const to = (after.status ?? before?.status) as WaybillStatus;
  const current = before && statusStateOf(before);
  const change = changeStatus(current, to, actor.username, now.toISOString());
  if (change.outcome === 'notAllowed') return statusRefusal(change.from, change.to);
  if (change.outcome === 'changed') return { ok: true, record: { ...after, ...change.fields } };
  return { ok: true, record: { ...after, wayStatus: wayStatusOf(to, current?.heldFrom) } };
};
