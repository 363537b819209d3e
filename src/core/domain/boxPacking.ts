/**
 * Packing parcels into boxes (docs/decisions.md, "Packing"): how a box of a day is numbered, and
 * whether a closed box's weight differs from its parcels' beyond what the carton and the scale
 * explain. One module, so that the API, the demo data and the packing station agree.
 */
import { compactDay } from '../time/tashkent';
import { sumKg } from './weightSum';

/** The boxes of a day's batch: YW, the day, and a number in the day (YW20260115-001). */
const BOX_PREFIX = 'YW';

export const boxNumberOf = (day: string, sequence: number): string =>
  `${BOX_PREFIX}${compactDay(day)}-${String(sequence).padStart(3, '0')}`;

/** The next number of the day after the ones already given (any other number is skipped). */
export function nextBoxNumber(day: string, taken: Iterable<string>): string {
  const prefix = `${BOX_PREFIX}${compactDay(day)}-`;
  let last = 0;
  for (const number of taken) {
    if (!number.startsWith(prefix)) continue;
    const sequence = Number(number.slice(prefix.length));
    if (Number.isInteger(sequence) && sequence > last) last = sequence;
  }
  return boxNumberOf(day, last + 1);
}

/**
 * How far a box's weight may be from the sum of its parcels' before the packer must confirm it:
 * 5% of the parcels' weight, never less than 0.5 kg (a carton and its tape weigh that much).
 */
export const PACKED_WEIGHT_TOLERANCE = { share: 0.05, minGrams: 500 } as const;

export interface PackedWeightCheck {
  /** The parcels' weight added up, kg to the gram. */
  parcelsWeight: number;
  /** Box weight minus the parcels', kg to the gram. */
  difference: number;
  /** The largest difference taken without a confirmation, kg. */
  tolerance: number;
  beyond: boolean;
}

const grams = (kg: number) => Math.round(kg * 1000);

export function packedWeightCheck(
  boxWeight: number,
  parcelWeights: Iterable<number | null | undefined>,
): PackedWeightCheck {
  const parcelsWeight = sumKg(parcelWeights);
  const difference = grams(boxWeight) - grams(parcelsWeight);
  const tolerance = Math.max(
    PACKED_WEIGHT_TOLERANCE.minGrams,
    Math.round(grams(parcelsWeight) * PACKED_WEIGHT_TOLERANCE.share),
  );
  return {
    parcelsWeight,
    difference: difference / 1000,
    tolerance: tolerance / 1000,
    beyond: Math.abs(difference) > tolerance,
  };
}

/** Whether a scanned code is a box's label (the pattern above), not a parcel's. */
export const isBoxNumber = (code: string): boolean =>
  new RegExp(`^${BOX_PREFIX}\\d{8}-\\d{3,}$`, 'i').test(code.trim());

/** What a parcel scanned into a box is answered (the API's `outcome`, the station's answer). */
export type ScanOutcome =
  | 'added'
  | 'moved'
  | 'alreadyHere'
  | 'inOtherBox'
  | 'notWeighed'
  | 'held'
  | 'wrongStatus'
  | 'unknown';
