import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayments } from '../../../src/core/money/paymentAllocation';
import { sumUsd } from '../../../src/core/money/money';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describe('allocatePayments', () => {
  it('pays the oldest parcels first, partly pays the next, and keeps the rest as credit', () => {
    const parcels = [
      { id: 2, finalFreight: 10, createdAt: at(2) },
      { id: 1, finalFreight: 5.5, createdAt: at(1) },
      { id: 3, finalFreight: 7, createdAt: at(3) },
    ];
    const {
      parcels: settled,
      payments,
      credit,
    } = allocatePayments(
      [
        { id: 1, amount: 6, paidAt: at(4), paymentMethod: 1 },
        { id: 2, amount: 12, paidAt: at(5), paymentMethod: 2 },
      ],
      parcels,
    );
    expect(settled.get(1)).toEqual({ paid: 5.5, covered: true, paidAt: at(4), paymentMethod: 1 });
    expect(settled.get(2)).toEqual({ paid: 10, covered: true, paidAt: at(5), paymentMethod: 2 });
    expect(settled.get(3)).toEqual({
      paid: 2.5,
      covered: false,
      paidAt: null,
      paymentMethod: null,
    });
    expect(credit).toBe(0);
    // Each payment, what it paid to which parcel, oldest parcel first.
    expect(Object.fromEntries(payments)).toEqual({
      1: [
        { waybillId: 1, amount: 5.5 },
        { waybillId: 2, amount: 0.5 },
      ],
      2: [
        { waybillId: 2, amount: 9.5 },
        { waybillId: 3, amount: 2.5 },
      ],
    });
    expect(allocatePayments([{ id: 1, amount: 30, paidAt: at(1) }], parcels).credit).toBe(7.5);
  });

  it('never loses a cent: allocated plus credit is what was paid', () => {
    const cents = fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(
        fc.array(cents, { maxLength: 8 }),
        fc.array(cents, { maxLength: 8 }),
        (paid, due) => {
          const result = allocatePayments(
            paid.map((amount, i) => ({ id: i, amount, paidAt: at(1 + (i % 20)) })),
            due.map((finalFreight, i) => ({ id: i, finalFreight, createdAt: at(1 + (i % 20)) })),
          );
          const allocated = [...result.parcels.values()].map((p) => p.paid);
          expect(sumUsd([...allocated, result.credit])).toBe(sumUsd(paid));
          for (const [id, parcel] of result.parcels)
            expect(parcel.paid).toBeLessThanOrEqual(due[id]);
        },
      ),
    );
  });
});
