/**
 * A waybill's overall journey (SPEC 4: CREATED, IN_TRANSIT, DELIVERED), derived from its status so
 * that the demo data and the API cannot disagree.
 */
import type { Waybill } from '../generated/types';
import { isHold } from '../rules/transitions';

type Status = Waybill['status'];

/** Handed over to the client: the journey is done. */
const DELIVERED: ReadonlySet<Status> = new Set(['Delivered', 'CourierGave', 'RECEIVED']);
/** Still in China: registered, at the warehouse, or held there. */
const NOT_SENT: ReadonlySet<Status> = new Set(['CREATED', 'Warehouse', 'UN_LAWFUL', 'NO_CLIENT']);

/**
 * A hold says nothing about where the parcel is, so it keeps the way status of the route status it
 * was held from (a parcel detached at Osh is still on the road).
 */
export function wayStatusOf(status: Status, heldFrom?: Status): Waybill['wayStatus'] {
  if (heldFrom !== undefined && isHold('waybillStatus', status)) return wayStatusOf(heldFrom);
  if (DELIVERED.has(status)) return 'DELIVERED';
  return NOT_SENT.has(status) ? 'CREATED' : 'IN_TRANSIT';
}

export const isHandedOver = (status: Status) => DELIVERED.has(status);
