/**
 * A waybill's server behaviour: its status plan, its freight's figures and its actions (the
 * receiving station's among them).
 */
import { addUnlawful, assignOwner, detachTrack, removeUnlawful } from '../waybills/waybillActions';
import { finalFreightKeptHook } from '../money/finalFreightKept';
import { freightPricingHook } from '../money/freightPricingHook';
import { waybillFreightHook } from '../money/waybillFreightHook';
import { bulkStatusRoute } from '../waybills/bulkStatus';
import { receiveParcel } from '../waybills/parcelReceipt';
import { undoWeighing, weighParcel } from '../waybills/parcelWeighing';
import { planWaybillWrite } from '../waybills/waybillWritePlan';
import { waiveStorageFee } from '../waybills/storageFeeWaiver';
import type { EntityModule } from './entityModule';

export const waybillEntity = {
  writeRule: planWaybillWrite,
  hooks: [
    {
      name: 'freightPricing',
      // Its sources; whether the parcel is billed or paid only spares it, it prices from none.
      reads: [
        'waybill.weight',
        'waybill.clientId',
        'waybill.companyId',
        'clientPriceCycle',
        'companyPriceCycle',
        'exchangeRate',
      ],
      writes: [
        'waybill.freight',
        'waybill.freightCycleKind',
        'waybill.freightCycleId',
        'waybill.freightLevel',
        'waybill.freightPricePerKg',
        'waybill.freightPricedAt',
        'waybill.freightRate',
      ],
      run: freightPricingHook,
    },
    {
      name: 'waybillFreight',
      reads: ['waybill.freight', 'waybill.surcharge', 'waybill.changePrice', 'waybill.freightRate'],
      writes: ['waybill.finalFreight', 'waybill.finalFreightSom'],
      run: waybillFreightHook,
    },
    {
      name: 'finalFreightKept',
      reads: ['waybill.finalFreight', 'waybill.billId', 'waybill.payStatus'],
      writes: [],
      // A confirmed bill's waybill answers that bill's 409 first.
      after: ['billLock'],
      run: finalFreightKeptHook,
    },
  ],
  actions: {
    assignOwner: { plan: assignOwner },
    detachTrack: { plan: detachTrack },
    addUnlawful: { plan: addUnlawful },
    removeUnlawful: { plan: removeUnlawful },
    // One status for many waybills: the answer is a report per waybill.
    bulkStatus: { handle: bulkStatusRoute },
    // The receiving station (docs/decisions.md "Receiving").
    receiveParcel: { plan: receiveParcel },
    weighParcel: { plan: weighParcel },
    undoWeighing: { plan: undoWeighing },
    // Storage fees (docs/decisions.md "Storage fees").
    waiveStorageFee: { plan: waiveStorageFee },
  },
} satisfies EntityModule<'waybill'>;
