import type { WaybillStatus } from '../../core/domain/statusChange';
import { mayChangeStatus, mayEnterStatus } from '../../core/domain/statusAuthority';
import { useRole } from '../../permissions';

/**
 * Whether the user's role may change a waybill's status from `from` (undefined: a new waybill) to
 * `to`: the status's own audience and the element of a change that is a business action, as the
 * API says (src/core/domain/statusAuthority.ts).
 */
export function useMayChangeStatus(): (from: string | undefined, to: string) => boolean {
  const role = useRole();
  return (from, to) =>
    mayChangeStatus(role, from as WaybillStatus | undefined, to as WaybillStatus);
}

/** Whether the user's role may change waybills, wherever they are, to `to` (the bulk change). */
export function useMayEnterStatus(): (to: string) => boolean {
  const role = useRole();
  return (to) => mayEnterStatus(role, to as WaybillStatus);
}
