/**
 * One status change of a waybill, as the API applies it and the demo data replays it: the
 * transition must be allowed (schema/enums.yaml, src/core/rules/transitions.ts); the change is
 * dated, attributed and appended to the status history; a hold remembers the route status it was
 * entered from (`heldFrom`), the one it may go back to.
 */
import type { Waybill } from '../generated/types';
import { canChange, isHold } from '../rules/transitions';
import { wayStatusOf } from './wayStatus';

export type WaybillStatus = Waybill['status'];
export type StatusHistoryEntry = NonNullable<Waybill['statusHistory']>[number];

/** What a change reads from the waybill; none for a waybill being created. */
export interface StatusState {
  status: WaybillStatus;
  heldFrom?: WaybillStatus;
  statusHistory?: readonly StatusHistoryEntry[];
}

/** What a change sets; `heldFrom: undefined` removes it. */
export interface StatusFields {
  status: WaybillStatus;
  wayStatus: Waybill['wayStatus'];
  heldFrom: WaybillStatus | undefined;
  statusChangedAt: string;
  statusHistory: StatusHistoryEntry[];
}

export type StatusChange =
  | { outcome: 'changed'; fields: StatusFields }
  | { outcome: 'unchanged' }
  | { outcome: 'notAllowed'; from: WaybillStatus; to: WaybillStatus };

const FLOW = 'waybillStatus';
/** Every waybill is born CREATED; a new one may also start one step further (see canStartAt). */
export const START_STATUS: WaybillStatus = 'CREATED';

/** A new waybill starts CREATED or where CREATED may go (the China warehouse registers a parcel it holds). */
export const canStartAt = (to: WaybillStatus) =>
  to === START_STATUS || canChange(FLOW, START_STATUS, to);

/**
 * Changes `current` (undefined: a new waybill) to `to`, by the user `by`, at `at` (ISO).
 * Entering a hold from a route status remembers that status; moving from one hold to another
 * keeps what the first remembered; leaving the holds forgets it.
 */
export function changeStatus(
  current: StatusState | undefined,
  to: WaybillStatus,
  by: string,
  at: string,
): StatusChange {
  const from = current?.status;
  if (from === to) return { outcome: 'unchanged' };
  if (from === undefined ? !canStartAt(to) : !canChange(FLOW, from, to, current?.heldFrom))
    return { outcome: 'notAllowed', from: from ?? START_STATUS, to };
  const heldFrom = !isHold(FLOW, to)
    ? undefined
    : from === undefined
      ? START_STATUS
      : isHold(FLOW, from)
        ? current?.heldFrom
        : from;
  const entry: StatusHistoryEntry = from === undefined ? { at, by, to } : { at, by, from, to };
  return {
    outcome: 'changed',
    fields: {
      status: to,
      wayStatus: wayStatusOf(to, heldFrom),
      heldFrom,
      statusChangedAt: at,
      statusHistory: [...(current?.statusHistory ?? []), entry],
    },
  };
}
