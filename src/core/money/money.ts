/**
 * Money (docs/decisions.md, "Money"): USD amounts are summed in whole cents and som amounts are
 * whole som. One rounding rule everywhere: half away from zero, once, at the end of a computation
 * (a sum of rounded amounts is not rounded again). The API, the forms and the demo data all use
 * these functions, so a figure computed twice is the same figure.
 */

/** Half away from zero, after dropping the binary noise of the float (1.005 * 100 is 100.4999…). */
function roundHalfAway(value: number): number {
  const clean = Number(Math.abs(value).toPrecision(15));
  return Math.sign(value) * Math.round(clean) || 0;
}

const CENTS_PER_USD = 100;

/** A USD amount in whole cents. */
export const toCents = (usd: number): number => roundHalfAway(usd * CENTS_PER_USD);

export const fromCents = (cents: number): number => cents / CENTS_PER_USD;

/** A USD amount rounded to the cent. */
export const roundUsd = (usd: number): number => fromCents(toCents(usd));

/**
 * The sum of quantities shown to `1 / perUnit` (cents: 100), each rounded to that unit, added in
 * whole units: the sum of what is shown (blanks count as 0).
 */
export function sumInUnits(values: Iterable<number | null | undefined>, perUnit: number): number {
  let units = 0;
  for (const value of values) units += roundHalfAway(Number(value ?? 0) * perUnit);
  return units / perUnit;
}

/** The sum of USD amounts, added in cents (blanks count as 0). */
export const sumUsd = (amounts: Iterable<number | null | undefined>): number =>
  sumInUnits(amounts, CENTS_PER_USD);

/** `a - b` in USD, in cents. */
export const subtractUsd = (a: number, b: number): number => fromCents(toCents(a) - toCents(b));

/** Whole som for a USD amount at a rate (som per USD). */
export const somOf = (usd: number, rate: number): number =>
  roundHalfAway((toCents(usd) * rate) / 100);

/** USD (to the cent) for a som amount at a rate (som per USD). */
export const usdOfSom = (som: number, rate: number): number =>
  fromCents(roundHalfAway((Math.round(som) * 100) / rate));
