/**
 * What a write of a price cycle brings about in its transaction (docs/decisions.md, "Price
 * cycles"): an owner keeps at most one cycle in force at any moment (dates overlapping another
 * of the same owner are refused), and the figures follow the sources: a new cycle gets its
 * current price and an INIT record; new levels get them and an UPDATE_CLIENT_PRICE /
 * UPDATE_COMPANY_PRICE record; new dates, price type or owner get them and an UPDATE_PRICE record
 * when the price moves. The cycle's own rules and its status are its write rule's
 * (./priceCycleWriteRule.ts). A cycle inserted with its current price already set (only the
 * server writes it: the demo data's load) comes with its records and is left as it is.
 */
import { datesOverlap, PRICE_CYCLE_MESSAGES } from '../../src/core/money/priceCycle';
import type { RecordChange, Transaction, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';
import { pricedCycle, repriceCycle } from './priceCycleFigures';
import { cycleKindOf, type CycleKind } from './priceCycleKinds';
import type { PriceRecordType } from './priceCycleKinds';
import { WriteRefused } from '../http/writeRefused';

const SOURCES = ['ownerId', 'startDate', 'endDate', 'priceType', 'levels'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The record a change of a cycle's sources writes, or undefined when its sources are unchanged. */
function recordTypeOf(
  kind: CycleKind,
  { before, after }: RecordChange,
): PriceRecordType | undefined {
  if (!after) return undefined;
  if (!before) return (after.currentPrice ?? null) === null ? 'INIT' : undefined;
  if (!same(before.levels, after.levels)) return kind.levelsChanged;
  return SOURCES.some((field) => !same(before[field], after[field])) ? 'UPDATE_PRICE' : undefined;
}

async function refuseOverlap(tx: Transaction, kind: CycleKind, record: DbRecord): Promise<void> {
  const cycle = pricedCycle(record);
  const others = await tx.findBy(kind.cycles, 'ownerId', cycle.ownerId);
  if (others.some((other) => other.id !== record.id && datesOverlap(cycle, pricedCycle(other))))
    throw new WriteRefused(400, PRICE_CYCLE_MESSAGES.overlap, {
      startDate: PRICE_CYCLE_MESSAGES.overlap,
    });
}

export const priceCycleHook: WriteHook = async (tx, changes) => {
  const { now } = tx;
  for (const change of changes) {
    const kind = cycleKindOf(change.collection);
    const type = kind && recordTypeOf(kind, change);
    if (!kind || !type || !change.after) continue;
    await refuseOverlap(tx, kind, change.after);
    // Another change of this round may have written it since: price its stored state.
    const stored = await tx.get(kind.cycles, change.after.id);
    if (stored) await repriceCycle(tx, kind, stored, type, now);
  }
};
