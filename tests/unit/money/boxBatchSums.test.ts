import { describe, expect, it } from 'vitest';
import { boxBatchTotals } from '../../../src/core/domain/boxBatchTotals';

/** A batch's figures for boxes of these weights and prices, with these payments. */
function totals(boxes: [weight: number, price: number][], payments: number[]) {
  return boxBatchTotals({
    boxes: boxes.map(([weight, price], id) => ({ id, weight, price, status: 'Yiwu' })),
    waybills: [],
    payments: payments.map((amount, index) => ({
      amount,
      paidAt: `2025-01-0${index + 1}T10:00:00Z`,
      paymentNumber: `P-${index}`,
    })),
  });
}

// Totals are the sums of the parts as shown: USD to the cent, kg to the gram.
describe('box batch sums', () => {
  it('add amounts as the cents they show, halves away from zero', () => {
    expect(
      totals(
        [
          [1, 0.1],
          [1, 0.2],
        ],
        [],
      ).totalAmount,
    ).toBe(0.3);
    expect(totals([[1, 20]], [5.004, 5.004])).toMatchObject({
      paidAmount: 10,
      unPaidAmount: 10,
      payStatus: 'PARTIAL',
    });
    // 1.005 is a cent and a half: it shows as 1.01 (not 1.00, its float times 100 rounded).
    expect(totals([[1, 3]], [1.005, 0.005]).paidAmount).toBe(1.02);
  });

  it('add weights as the grams they show', () => {
    expect(
      totals(
        [
          [1.004, 1],
          [1.004, 1],
          [0.1, 1],
          [0.2, 1],
        ],
        [],
      ),
    ).toMatchObject({
      totalWeight: 2.308,
      remainWeight: 2.308,
    });
  });
});
