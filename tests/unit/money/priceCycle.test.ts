/** The pure rules of price cycles: bands, dates and status, levels of a weight, the price types. */
import { describe, expect, it } from 'vitest';
import {
  currentPriceOf,
  cycleStatusOn,
  datesOverlap,
  freightOf,
  levelBandErrors,
  levelIndexFor,
  nextUpdateDate,
  priceCycleErrors,
  weightWindow,
} from '../../../src/core/money/priceCycle';
import { validateWrite } from '../../../src/core/rules/validation';

const LEVELS = [
  { minWeight: 0, maxWeight: 50, price: 5 },
  { minWeight: 50, maxWeight: 200, price: 4.5 },
  { minWeight: 200, maxWeight: 100000, price: 4 },
];
const CYCLE = { startDate: '2026-11-10', endDate: '2027-01-20' };
/** 12:00 in Tashkent on a day. */
const noonOf = (day: string) => new Date(`${day}T07:00:00.000Z`);

describe('levelBandErrors', () => {
  it('accepts contiguous, non-empty bands', () => {
    expect(levelBandErrors(LEVELS)).toEqual({});
  });

  it('names the level of a band not starting where the previous ended', () => {
    expect(levelBandErrors([LEVELS[0], { ...LEVELS[1], minWeight: 40 }])).toEqual({
      'levels.1.minWeight': {
        message: 'priceCycles.errors.bandGap',
        args: { level: 2, previous: 1 },
      },
    });
  });

  it('leaves rows not filled in to the validator', () => {
    expect(levelBandErrors([{ minWeight: 0 }, { maxWeight: 5 }])).toEqual({});
  });
});

describe('priceCycleErrors', () => {
  it("leaves the dates and a band's own end to the registry's spans (schema after:)", () => {
    expect(priceCycleErrors({ ...CYCLE, endDate: '2026-11-01', levels: LEVELS })).toEqual({});
    const spans = 'resources.price/companyPriceManage.spans';
    const result = validateWrite(
      'companyPriceCycle',
      {
        ownerId: 1,
        ...CYCLE,
        endDate: '2026-11-09',
        levels: [{ minWeight: 10, maxWeight: 10, price: 5 }],
      },
      'create',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        endDate: { message: `${spans}.endDate` },
        'levels.0.maxWeight': { message: `${spans}.levels.maxWeight`, args: { level: 1 } },
      },
    });
    // Both days count: a cycle may run one day.
    const oneDay = {
      ownerId: 1,
      startDate: CYCLE.startDate,
      endDate: CYCLE.startDate,
      levels: LEVELS,
    };
    expect(validateWrite('companyPriceCycle', oneDay, 'create').ok).toBe(true);
  });

  it('is what the form and the API validate with', () => {
    const result = validateWrite(
      'companyPriceCycle',
      { ownerId: 1, ...CYCLE, levels: [LEVELS[0], { ...LEVELS[1], minWeight: 60 }] },
      'create',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        'levels.1.minWeight': {
          message: 'priceCycles.errors.bandGap',
          args: { level: 2, previous: 1 },
        },
      },
    });
    expect(
      validateWrite('companyPriceCycle', { ownerId: 1, ...CYCLE, levels: LEVELS }, 'create').ok,
    ).toBe(true);
  });
});

describe('dates', () => {
  it('give the status, both days included', () => {
    expect(cycleStatusOn(CYCLE, '2026-11-09')).toBe('PENDING');
    expect(cycleStatusOn(CYCLE, '2026-11-10')).toBe('ACTIVE');
    expect(cycleStatusOn(CYCLE, '2027-01-20')).toBe('ACTIVE');
    expect(cycleStatusOn(CYCLE, '2027-01-21')).toBe('EXPIRED');
  });

  it('overlap when they share a day', () => {
    expect(datesOverlap(CYCLE, { startDate: '2027-01-20', endDate: '2027-02-01' })).toBe(true);
    expect(datesOverlap(CYCLE, { startDate: '2027-01-21', endDate: '2027-02-01' })).toBe(false);
    expect(datesOverlap(CYCLE, { startDate: '2026-10-01', endDate: '2026-11-09' })).toBe(false);
  });
});

describe('the level of a weight', () => {
  it('is the band holding it; below the first the first, beyond the last the last', () => {
    expect(levelIndexFor(LEVELS, 0)).toBe(0);
    expect(levelIndexFor(LEVELS, 49.99)).toBe(0);
    expect(levelIndexFor(LEVELS, 50)).toBe(1);
    expect(levelIndexFor(LEVELS, 250000)).toBe(2);
    expect(levelIndexFor([{ minWeight: 5, maxWeight: 10, price: 3 }], 1)).toBe(0);
  });

  it('prices the freight once, to the cent', () => {
    expect(freightOf(3.335, 5)).toBe(16.68);
    expect(freightOf(0.1, 0.3)).toBe(0.03);
  });
});

describe('the current price rule', () => {
  it('FIXED: the first level’s price, never updated', () => {
    const fixed = { ...CYCLE, priceType: 'FIXED' as const };
    expect(currentPriceOf(LEVELS, 'FIXED', 500)).toBe(5);
    expect(weightWindow(fixed, noonOf('2026-11-24'))).toBeUndefined();
    expect(nextUpdateDate(fixed, noonOf('2026-11-24'))).toBeUndefined();
  });

  it('AUTO: the level of the last 30 days’ weight, updated each month start', () => {
    const auto = { ...CYCLE, priceType: 'AUTO' as const };
    expect(currentPriceOf(LEVELS, 'AUTO', 120)).toBe(4.5);
    expect(weightWindow(auto, noonOf('2026-11-24'))).toEqual({
      from: '2026-10-25T07:00:00.000Z',
      to: '2026-11-24T07:00:00.000Z',
    });
    expect(nextUpdateDate(auto, noonOf('2026-11-24'))).toBe('2026-12-01');
    // Not started: recomputed on its start day; no update after its end.
    expect(nextUpdateDate(auto, noonOf('2026-11-01'))).toBe('2026-11-10');
    expect(nextUpdateDate(auto, noonOf('2027-01-05'))).toBeUndefined();
  });

  it('AUTO_CUSTOM_CYCLE: the weight of the cycle’s own period so far', () => {
    const custom = { ...CYCLE, priceType: 'AUTO_CUSTOM_CYCLE' as const };
    expect(weightWindow(custom, noonOf('2026-11-24'))).toEqual({
      // Midnight in Tashkent (UTC+5) of the start day.
      from: '2026-11-09T19:00:00.000Z',
      to: '2026-11-24T07:00:00.000Z',
    });
    expect(weightWindow(custom, noonOf('2027-03-01'))!.to).toBe('2027-01-20T19:00:00.000Z');
    expect(nextUpdateDate(custom, noonOf('2026-12-15'))).toBe('2027-01-01');
  });
});
