/**
 * Who may make a waybill's status change: the status's own audience (schema/enums.yaml `setBy`:
 * the road is the platform's) and, for the changes that are business actions, their element
 * (statusElements.ts). The API refuses by it, names by it the statuses a refused change could
 * have gone to, and the status selects offer by it.
 */
import { hasElementAccess } from '../rules/access';
import { maySetValue, nextValues } from '../rules/transitions';
import { START_STATUS, type StatusState, type WaybillStatus } from './statusChange';
import { enteringElement, statusChangeElement } from './statusElements';

const FLOW = 'waybillStatus';

const passes = (role: string | undefined, element: string | undefined) =>
  element === undefined || hasElementAccess(role, element);

/** May `role` change a waybill from `from` (undefined: a new waybill) to `to`? */
export const mayChangeStatus = (
  role: string | undefined,
  from: WaybillStatus | undefined,
  to: WaybillStatus,
): boolean => maySetValue(FLOW, role, to) && passes(role, statusChangeElement(from, to));

/** May `role` change waybills, wherever they are, to `to` (the bulk change offers it by this)? */
export const mayEnterStatus = (role: string | undefined, to: WaybillStatus): boolean =>
  maySetValue(FLOW, role, to) && passes(role, enteringElement(to));

/**
 * The statuses `role` may change `current` to, in the registry's order; for a new waybill
 * (undefined), those it may start at besides CREATED.
 */
export function allowedNextStatuses(
  role: string | undefined,
  current: StatusState | undefined,
): WaybillStatus[] {
  const candidates = (
    current === undefined
      ? nextValues(FLOW, START_STATUS)
      : nextValues(FLOW, current.status, current.heldFrom)
  ) as WaybillStatus[];
  return candidates.filter((to) => mayChangeStatus(role, current?.status, to));
}
