/** A price change request's server behaviour: who asked, while the parcel is open, its decision. */
import { decidePrice, priceChangeDefaults, withdrawPrice } from '../money/priceChangeActions';
import { priceChangeExpiryHook, priceChangeRequestHook } from '../money/priceChangeRequests';
import type { EntityModule } from './entityModule';

export const priceChangeEntity = {
  createDefaults: priceChangeDefaults,
  hooks: [
    {
      name: 'priceChangeRequest',
      reads: ['priceChange.status', 'priceChange.waybillId', 'waybill.payStatus', 'waybill.billId'],
      writes: [],
      run: priceChangeRequestHook,
    },
    {
      // A parcel paid or put on a bill closes the request that waited for its price.
      name: 'priceChangeExpiry',
      reads: ['waybill.payStatus', 'waybill.billId', 'priceChange.status'],
      writes: ['priceChange.status', 'priceChange.expiryReason', 'priceChange.decidedAt'],
      run: priceChangeExpiryHook,
    },
  ],
  actions: {
    approvePrice: { plan: decidePrice('APPROVED') },
    rejectPrice: { plan: decidePrice('REJECTED') },
    withdrawPrice: { plan: withdrawPrice },
  },
} satisfies EntityModule<'priceChange'>;
