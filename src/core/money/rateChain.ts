/**
 * How rates of one kind are kept from overlapping (docs/decisions.md, "Rates"): ordered by start,
 * each rate ends at the latest where the next one starts. So a new rate ends the one in force at
 * its start, and a rate started before a later one ends where that one starts. Ends are only ever
 * brought forward here; instants are normalised ISO strings (UTC), so text order is time order.
 */

export interface ChainedRate {
  id: number;
  activeAt: string;
  expiredAt?: string | null;
}

const byStart = (a: ChainedRate, b: ChainedRate) =>
  a.activeAt < b.activeAt ? -1 : a.activeAt > b.activeAt ? 1 : a.id - b.id;

/** Two rates of the kind starting at the same instant (no order can separate them), if any. */
export function sameStart(rates: readonly ChainedRate[]): [ChainedRate, ChainedRate] | undefined {
  const sorted = [...rates].sort(byStart);
  for (let i = 1; i < sorted.length; i++)
    if (sorted[i].activeAt === sorted[i - 1].activeAt) return [sorted[i - 1], sorted[i]];
  return undefined;
}

/** The new end (`expiredAt`) of each rate that overlaps the next one, by id. */
export function overlapEnds(rates: readonly ChainedRate[]): Map<number, string> {
  const sorted = [...rates].sort(byStart);
  const ends = new Map<number, string>();
  for (let i = 0; i + 1 < sorted.length; i++) {
    const { id, expiredAt } = sorted[i];
    const nextStart = sorted[i + 1].activeAt;
    if (!expiredAt || expiredAt > nextStart) ends.set(id, nextStart);
  }
  return ends;
}
