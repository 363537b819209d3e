/**
 * The write hooks' order follows from what each declares it reads and writes
 * (server/entities/hookOrder.ts): a cycle is refused at start-up, and the real order runs every
 * hook after those whose writes it reads, and keeps the orderings the hooks' own comments rely on.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredHook } from '../../server/entities/entityModule';
import { mustPrecede, orderHooks } from '../../server/entities/hookOrder';
import { orderedHooks } from '../../server/writeHooks';

const run = async () => {};

describe('write hook order', () => {
  it('refuses hooks that each read what the other writes', () => {
    const pricing: DeclaredHook = {
      name: 'pricing',
      reads: ['bill.settleAmount'],
      writes: ['waybill.freight'],
      run,
    };
    const billing: DeclaredHook = {
      name: 'billing',
      reads: ['waybill'],
      writes: ['bill.settleAmount'],
      run,
    };
    expect(() => orderHooks([pricing, billing])).toThrow(/cycle: pricing, billing/);
    // Either alone, or the two once they no longer both wait, is ordered.
    expect(orderHooks([billing, { ...pricing, reads: [] }]).map((hook) => hook.name)).toEqual([
      'pricing',
      'billing',
    ]);
  });

  it('runs every hook after each one that writes what it reads', () => {
    orderedHooks.forEach((later, index) => {
      for (const earlier of orderedHooks.slice(index + 1))
        expect(mustPrecede(earlier, later), `${earlier.name} before ${later.name}`).toBe(false);
    });
  });

  it('keeps the orderings the hooks rely on', () => {
    const position = (name: string) => {
      const index = orderedHooks.findIndex((hook) => hook.name === name);
      expect(index, name).toBeGreaterThanOrEqual(0);
      return index;
    };
    const before = (earlier: string, later: string) =>
      expect(position(earlier), `${earlier} before ${later}`).toBeLessThan(position(later));
    // Rates before what is priced at them.
    for (const priced of [
      'dailyExpenseAmounts',
      'freightPricing',
      'billFigures',
      'clientPaymentAmounts',
    ])
      before('rateChain', priced);
    before('priceCycle', 'freightPricing');
    // The priced freight (the snapshot) is what the final figures derive from.
    before('freightPricing', 'waybillFreight');
    // A bill sums its waybills' final freight; its payments weigh against its amount.
    before('waybillFreight', 'billFigures');
    before('billFigures', 'billSettlement');
    before('billSettlement', 'billLock');
    // A confirmed bill's waybill answers its 409 first; the final freight checked once derived.
    before('billLock', 'finalFreightKept');
    before('waybillFreight', 'finalFreightKept');
    // A client's payments pay their parcels, oldest first, once the freight is derived.
    before('waybillFreight', 'clientSettlement');
    before('clientPaymentAmounts', 'clientSettlement');
    // A delivered and paid parcel accrues cashback; a paid or billed one closes its request.
    for (const paying of ['billSettlement', 'clientSettlement']) {
      before(paying, 'cashback');
      before(paying, 'priceChangeExpiry');
    }
    // A receipt moves its box, a box moved on carries its parcels; then the box figures.
    before('boxReceipt', 'boxRoad');
    before('boxReceipt', 'boxFigures');
    before('boxPricing', 'boxFigures');
    before('answeredCount', 'endSessions');
    // Last: a deleted record still named by another is refused, whatever the hooks changed.
    expect(position('referencedDelete')).toBe(orderedHooks.length - 1);
  });
});
