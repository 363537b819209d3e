/**
 * The business actions among status changes (docs/decisions.md, "Waybill statuses"): marking a
 * parcel unlawful and clearing it, detaching it from its client and giving it an owner back. By any
 * route (edit form, bulk change, the action itself) such a change is the action's, and only the
 * roles of its element (schema/roles.yaml) may make it.
 */
import type { WaybillStatus } from './statusChange';

const ENTERING: Partial<Record<WaybillStatus, string>> = {
  UN_LAWFUL: 'addUnlawful',
  NO_CLIENT: 'detachTrack',
};
const LEAVING: Partial<Record<WaybillStatus, string>> = {
  UN_LAWFUL: 'removeUnlawful',
  NO_CLIENT: 'assignOwner',
};

/** The element of changing any waybill to `to`, if it has one: the bulk change offers it by this. */
export const enteringElement = (to: WaybillStatus): string | undefined => ENTERING[to];

/** The element whose roles may change `from` (undefined: a new waybill) to `to`, if any. */
export function statusChangeElement(
  from: WaybillStatus | undefined,
  to: WaybillStatus,
): string | undefined {
  // A parcel registered with no owner is not detached from anyone.
  if (from === undefined) return to === 'NO_CLIENT' ? undefined : ENTERING[to];
  // Sending an unclaimed parcel back is not giving it an owner.
  if (from === 'NO_CLIENT' && to === 'RETURNED') return undefined;
  return ENTERING[to] ?? LEAVING[from];
}
