import type { Client, Waybill } from '../../../core/generated/types';

/** Where a parcel is handed over: its own pickup point, else its client's. */
export const pickupPointIdOf = (
  parcel: Pick<Waybill, 'pvzId'>,
  client: Pick<Client, 'pvzId'> | undefined,
): number | undefined => parcel.pvzId ?? client?.pvzId ?? undefined;
