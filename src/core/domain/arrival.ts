/**
 * A batch's arrival at a hub of the road (docs/decisions.md, "Arrival"): the points it arrives
 * at, the point before each (what left it is expected), and the answers a scan gets. One module,
 * so that the API and the arrival station agree.
 */
import { enums } from '../generated/registry';
import type { BoxStatus } from './boxReceipt';

/** The box statuses in road order (schema/enums.yaml `boxStatus`). */
const ROAD = enums.boxStatus.values as readonly BoxStatus[];

/** The hubs a batch arrives at: every point but the first, where it is packed. */
export const ARRIVAL_POINTS: readonly BoxStatus[] = ROAD.slice(1);

/** The point whose boxes are expected at `point` (undefined for the first, or none). */
export function previousPoint(point: string): BoxStatus | undefined {
  const index = ROAD.indexOf(point as BoxStatus);
  return index > 0 ? ROAD[index - 1] : undefined;
}

/** What a scan at the arrival is answered (the API's `outcome`, the station's answer). */
export type ArrivalOutcome =
  /** An expected box: its parcels counted. */
  | 'boxCounted'
  /** A parcel of an expected box, counted alone. */
  | 'parcelCounted'
  /** A known parcel in no box: not expected, flagged. */
  | 'extra'
  | 'alreadyScanned'
  /** A box or parcel of another batch (the answer names it). */
  | 'otherBatch'
  | 'unknown'
  /** A box of this batch (or its parcel) that did not leave the previous point. */
  | 'wrongPoint';

/** The live counts of an arrival: boxes, and parcels. */
export interface ArrivalCounts {
  expectedBoxes: number;
  scannedBoxes: number;
  expected: number;
  scanned: number;
  missing: number;
  extra: number;
  otherBatch: number;
  /** Scans stored: a finish names how many it saw. */
  scans: number;
}
