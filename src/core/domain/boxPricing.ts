/**
 * What carrying a box costs (docs/decisions.md, "Boxes"): the box price (tariff) in force on its
 * batch's receive day — activeFrom ≤ day ≤ activeTo (both inclusive, no end: open) — its price per
 * kg times the box's weight plus its price per box, to the cent. The API and the demo data use it.
 */
import type { BoxPrice } from '../generated/types';
import { roundUsd } from '../money/money';

export type Tariff = Pick<BoxPrice, 'pricePerKg' | 'pricePerBox' | 'activeFrom' | 'activeTo'>;

export const isTariffInForce = (tariff: Tariff, day: string): boolean =>
  tariff.activeFrom <= day && (tariff.activeTo == null || day <= tariff.activeTo);

/** The latest-starting tariff in force on `day`, or undefined. */
export function tariffOnDay<T extends Tariff>(tariffs: readonly T[], day: string): T | undefined {
  return tariffs
    .filter((tariff) => isTariffInForce(tariff, day))
    .sort((a, b) => b.activeFrom.localeCompare(a.activeFrom))[0];
}

export const boxCarriagePrice = (weight: number, tariff: Tariff): number =>
  roundUsd(weight * tariff.pricePerKg + (tariff.pricePerBox ?? 0));
