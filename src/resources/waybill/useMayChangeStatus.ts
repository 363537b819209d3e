import { hasElementAccess } from '../../core/registry/access';
import type { WaybillStatus } from '../../core/domain/statusChange';
import { enteringElement, statusChangeElement } from '../../core/domain/statusElements';
import { useRole } from '../../app/permissions';

/** Whether `role` passes the element of a change, if it has one. */
const passes = (role: string | undefined, element: string | undefined) =>
  element === undefined || hasElementAccess(role, element);

/**
 * Whether the user's role may change a waybill's status from `from` (undefined: a new waybill) to
 * `to`: the changes that are business actions belong to their element's roles, as the API says.
 */
export function useMayChangeStatus(): (from: string | undefined, to: string) => boolean {
  const role = useRole();
  return (from, to) =>
    passes(role, statusChangeElement(from as WaybillStatus | undefined, to as WaybillStatus));
}

/** Whether the user's role may change waybills, wherever they are, to `to` (the bulk change). */
export function useMayEnterStatus(): (to: string) => boolean {
  const role = useRole();
  return (to) => passes(role, enteringElement(to as WaybillStatus));
}
