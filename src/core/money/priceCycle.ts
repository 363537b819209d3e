/**
 * Price cycles (SPEC 5; docs/decisions.md, "Price cycles"), the pure rules shared by the form,
 * the API and the demo data:
 * - levels are weight bands [minWeight, maxWeight): each band starts where the one before ended
 *   (the registry says the rest: a band is not empty, and the SPEC 5 level rules);
 * - a cycle runs from its start date to its end date, both whole Tashkent days (the registry's
 *   span: it may run one day); its status follows them (PENDING, ACTIVE, EXPIRED) and one owner
 *   has one cycle in force at most;
 * - the level of a weight is the band holding it; a weight below the first band takes the first
 *   level, one beyond the last band the last level (the top band stays open);
 * - the current price follows the price type (currentPriceRule below).
 */
import { roundUsd } from './money';
import { addDays, addMonths, monthOf, tashkentDayAt, tashkentMidnight } from '../time/tashkent';

export interface PriceLevel {
  minWeight: number;
  maxWeight: number;
  price: number;
}

export type PriceType = 'AUTO' | 'FIXED' | 'AUTO_CUSTOM_CYCLE';
export type CycleStatus = 'PENDING' | 'ACTIVE' | 'EXPIRED';

export interface CycleDates {
  /** YYYY-MM-DD, Tashkent days, both included. */
  startDate: string;
  endDate: string;
}

/** An i18n key with its arguments, by field path (`levels.1.minWeight`), as validateWrite reports. */
export type CycleErrors = Record<string, { message: string; args?: Record<string, number> }>;

export const PRICE_CYCLE_MESSAGES = {
  bandGap: 'priceCycles.errors.bandGap',
  overlap: 'priceCycles.errors.overlap',
} as const;

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * What is wrong with the bands of a list of levels: each starts where the one before ended (rows
 * not yet filled in are left to the validator, and a band's own end to its span, schema `after:`).
 */
export function levelBandErrors(levels: readonly Partial<PriceLevel>[]): CycleErrors {
  const errors: CycleErrors = {};
  levels.forEach((level, index) => {
    const previousMax = levels[index - 1]?.maxWeight;
    const { minWeight } = level ?? {};
    if (index > 0 && isNumber(minWeight) && isNumber(previousMax) && minWeight !== previousMax)
      errors[`levels.${index}.minWeight`] = {
        message: PRICE_CYCLE_MESSAGES.bandGap,
        args: { level: index + 1, previous: index },
      };
  });
  return errors;
}

/** The rules of a cycle alone that the registry cannot say (the form's and every write's). */
export function priceCycleErrors(cycle: Record<string, unknown>): CycleErrors {
  return Array.isArray(cycle.levels) ? levelBandErrors(cycle.levels as Partial<PriceLevel>[]) : {};
}

export function cycleStatusOn(cycle: CycleDates, day: string): CycleStatus {
  if (day < cycle.startDate) return 'PENDING';
  if (day > cycle.endDate) return 'EXPIRED';
  return 'ACTIVE';
}

export const cycleStatusAt = (cycle: CycleDates, instant: Date): CycleStatus =>
  cycleStatusOn(cycle, tashkentDayAt(instant.getTime()));

export const datesOverlap = (a: CycleDates, b: CycleDates): boolean =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

/** The 0-based level whose band holds `weight` (below the first band the first, beyond the last the last). */
export function levelIndexFor(levels: readonly PriceLevel[], weight: number): number {
  let found = 0;
  levels.forEach((level, index) => {
    if (weight >= level.minWeight) found = index;
  });
  return found;
}

/** A waybill's freight: its weight at its level's price per kg, rounded once to the cent. */
export const freightOf = (weight: number, pricePerKg: number): number =>
  roundUsd(weight * pricePerKg);

/** The span of shipments whose total weight sets an automatic price; none for FIXED. */
export interface WeightWindow {
  /** ISO instants, `from` included, `to` excluded. */
  from: string;
  to: string;
}

const AUTO_WINDOW_DAYS = 30;

/**
 * The current price rule, per price type:
 * - FIXED: the first level's price, always; no next update.
 * - AUTO: the level of the weight the owner shipped (waybills created) in the 30 days before the
 *   computation; recomputed on the first day of each month.
 * - AUTO_CUSTOM_CYCLE: the same over the cycle's own period so far (its start to the computation);
 *   recomputed on the first day of each month.
 * A cycle not yet started is next recomputed on its start day; no update falls after its end.
 */
export function weightWindow(
  cycle: CycleDates & { priceType: PriceType },
  now: Date,
): WeightWindow | undefined {
  if (cycle.priceType === 'FIXED') return undefined;
  const to = now.toISOString();
  if (cycle.priceType === 'AUTO')
    return { from: new Date(now.getTime() - AUTO_WINDOW_DAYS * 86_400_000).toISOString(), to };
  const from = new Date(tashkentMidnight(cycle.startDate)).toISOString();
  const end = new Date(tashkentMidnight(addDays(cycle.endDate, 1))).toISOString();
  return { from, to: to < end ? to : end };
}

export function currentPriceOf(
  levels: readonly PriceLevel[],
  priceType: PriceType,
  shippedWeight: number,
): number {
  if (priceType === 'FIXED' || levels.length === 0) return levels[0]?.price ?? 0;
  return levels[levelIndexFor(levels, shippedWeight)].price;
}

export function nextUpdateDate(
  cycle: CycleDates & { priceType: PriceType },
  now: Date,
): string | undefined {
  if (cycle.priceType === 'FIXED') return undefined;
  const today = tashkentDayAt(now.getTime());
  const next = today < cycle.startDate ? cycle.startDate : `${addMonths(monthOf(today), 1)}-01`;
  return next <= cycle.endDate ? next : undefined;
}
