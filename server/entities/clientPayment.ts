/** A client payment's server behaviour: not dated ahead, its other currency's amount derived. */
import { clientPaymentAmountsHook, clientPaymentWriteRule } from '../money/clientPaymentAmounts';
import type { EntityModule } from './entityModule';

export const clientPaymentEntity = {
  writeRule: clientPaymentWriteRule,
  hooks: [
    {
      name: 'clientPaymentAmounts',
      reads: [
        'clientPayment.clientId',
        'clientPayment.paidAt',
        'clientPayment.currency',
        'clientPayment.amount',
        'clientPayment.amountSom',
        'client.companyId',
        'exchangeRate',
      ],
      writes: ['clientPayment.amount', 'clientPayment.amountSom', 'clientPayment.rate'],
      run: clientPaymentAmountsHook,
    },
  ],
} satisfies EntityModule<'clientPayment'>;
