/** A cash shift's server behaviour (docs/decisions.md "Cash shifts", server/shifts/). */
import { closeShift, reversePayment } from '../shifts/shiftActions';
import { cashShiftWriteRule, openShiftHook, shiftPaymentsHook } from '../shifts/shiftRules';
import type { EntityModule } from './entityModule';

export const cashShiftEntity = {
  writeRule: cashShiftWriteRule,
  hooks: [
    {
      name: 'openShift',
      reads: ['cashShift.status', 'cashShift.cashierId', 'cashShift.pvzId'],
      writes: [],
      run: openShiftHook,
    },
    {
      // After the amounts are derived; before the settlement, which reads the whole payment.
      name: 'shiftPayments',
      reads: [
        'clientPayment.pvzId',
        'clientPayment.receivedBy',
        'clientPayment.paymentMethod',
        'clientPayment.amount',
        'clientPayment.amountSom',
        'cashShift.status',
      ],
      writes: ['clientPayment.shiftId'],
      run: shiftPaymentsHook,
    },
  ],
  actions: {
    closeShift: { plan: closeShift },
    reversePayment: { plan: reversePayment },
  },
} satisfies EntityModule<'cashShift'>;
