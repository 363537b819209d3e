/** A promo code's server behaviour: its referred clients' parcels accrue cashback, paid out. */
import { payCashback } from '../money/promoCodeActions';
import { cashbackHook } from '../money/cashbackHook';
import type { EntityModule } from './entityModule';

export const promoCodeEntity = {
  hooks: [
    {
      name: 'cashback',
      reads: [
        'waybill.clientId',
        'waybill.status',
        'waybill.payStatus',
        'waybill.weight',
        'client.promoCodeId',
        'promoCode.cashbackPrice',
        'cashbackPayout',
      ],
      writes: ['waybill.cashbackRate', 'waybill.cashback', 'promoCode'],
      run: cashbackHook,
    },
  ],
  actions: { payCashback: { plan: payCashback } },
} satisfies EntityModule<'promoCode'>;
