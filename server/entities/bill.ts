/** A company bill's server behaviour: its figures, its settlement, its lock and its actions. */
import {
  addBillWaybills,
  confirmBill,
  createBill,
  dropBillWaybills,
  recordBillPayment,
  setBillDate,
} from '../money/billActions';
import { billFiguresHook } from '../money/billFiguresHook';
import { billLockHook } from '../money/billLocks';
import { billSettlementHook } from '../money/billSettlementHook';
import type { EntityModule } from './entityModule';

const WAYBILL_PAY_FIELDS = [
  'waybill.payStatus',
  'waybill.payAmount',
  'waybill.payAt',
  'waybill.paymentMethod',
] as const;

export const billEntity = {
  hooks: [
    {
      name: 'billFigures',
      reads: [
        'waybill.billId',
        'waybill.freight',
        'waybill.finalFreight',
        'bill.accountDate',
        'bill.companyId',
        'bill.status',
        'b2bExchangeRate',
      ],
      writes: [
        'bill.settleFreight',
        'bill.settleAmount',
        'bill.settleRate',
        'bill.settleAmountSom',
      ],
      run: billFiguresHook,
    },
    {
      name: 'billSettlement',
      reads: [
        'bill.status',
        'bill.settleAmount',
        'billPayment',
        'waybill.billId',
        'waybill.finalFreight',
        'waybill.createdAt',
      ],
      writes: [
        'bill.paidAmount',
        'bill.remainingAmount',
        'bill.settled',
        'bill.paidAt',
        ...WAYBILL_PAY_FIELDS,
      ],
      run: billSettlementHook,
    },
    {
      name: 'billLock',
      reads: [
        'bill',
        'waybill.billId',
        'waybill.companyId',
        'waybill.changePrice',
        'waybill.finalFreight',
        ...WAYBILL_PAY_FIELDS,
      ],
      writes: [],
      run: billLockHook,
    },
  ],
  actions: {
    createBill: { plan: createBill },
    addBillWaybills: { plan: addBillWaybills },
    dropBillWaybills: { plan: dropBillWaybills },
    setBillDate: { plan: setBillDate },
    confirmBill: { plan: confirmBill },
    recordBillPayment: { plan: recordBillPayment },
  },
} satisfies EntityModule<'bill'>;
