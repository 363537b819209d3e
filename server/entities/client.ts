/** A client's server behaviour: their payments pay their parcels, and their order count. */
import { clientSettlementHook } from '../money/clientSettlementHook';
import { clientOrderCountHook } from '../waybills/clientOrderCountHook';
import type { EntityModule } from './entityModule';

export const clientEntity = {
  hooks: [
    {
      name: 'clientSettlement',
      reads: [
        'clientPayment',
        'client.companyId',
        'waybill.clientId',
        'waybill.companyId',
        'waybill.finalFreight',
        'waybill.storageFee',
        'waybill.createdAt',
        'waybill.billId',
      ],
      writes: [
        'waybill.payStatus',
        'waybill.payAmount',
        'waybill.payAt',
        'waybill.paymentMethod',
        'clientPayment.paidParcels',
        'client.credit',
      ],
      run: clientSettlementHook,
    },
    {
      name: 'clientOrderCount',
      reads: ['waybill.clientId'],
      writes: ['client.orderCount'],
      run: clientOrderCountHook,
    },
  ],
} satisfies EntityModule<'client'>;
