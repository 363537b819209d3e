/**
 * Weights are kilograms shown to the gram (src/format/quantity.ts): a total weight is the sum of
 * its parts in whole grams, each rounded by the money module's one rule (half away from zero), so
 * it is the sum of the weights as shown, free of float noise.
 */
import { sumInUnits } from '../money/money';

const GRAMS_PER_KG = 1000;

export const sumKg = (weights: Iterable<number | null | undefined>): number =>
  sumInUnits(weights, GRAMS_PER_KG);
