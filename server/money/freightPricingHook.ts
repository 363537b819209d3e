/**
 * A waybill's freight is priced when its weight or owner is set or changed while it is not yet
 * billed (docs/decisions.md, "Freight"): by its client's price cycle in force at that moment, else
 * its company's, at the level whose band holds its weight (src/core/money/priceCycle.ts). The
 * snapshot (cycle, level, price per kg, when) and the exchange rate then in force are frozen on
 * it; waybillFreightHook, which runs next, derives the final freight and its som. No weight or no
 * cycle in force leaves the freight blank. A billed or paid waybill is never repriced, and one
 * inserted with its snapshot (only the server writes it: the demo data's load) keeps it.
 */
import { resources } from '../../src/core/generated/registry';
import { freightOf, levelIndexFor, type PriceLevel } from '../../src/core/money/priceCycle';
import { tashkentDayAt } from '../../src/core/time/tashkent';
import type { Reader, RecordChange, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';
import { pricedCycle } from './priceCycleFigures';
import { CLIENT_CYCLES, COMPANY_CYCLES, type CycleKind } from './priceCycleKinds';
import { rateAt } from './rateAt';

const WAYBILLS = resources.waybill.api;
const SOURCES = ['weight', 'clientId', 'companyId'] as const;
const SNAPSHOT = [
  'freight',
  'freightCycleKind',
  'freightCycleId',
  'freightLevel',
  'freightPricePerKg',
  'freightPricedAt',
  'freightRate',
] as const;

type Snapshot = Partial<Record<(typeof SNAPSHOT)[number], unknown>>;

function concerns({ collection, before, after }: RecordChange): boolean {
  if (collection !== WAYBILLS || !after) return false;
  if (!before) return (after.freightPricedAt ?? null) === null;
  return SOURCES.some((field) => (before[field] ?? null) !== (after[field] ?? null));
}

const priceable = (waybill: DbRecord) =>
  typeof waybill.weight === 'number' &&
  waybill.weight > 0 &&
  (waybill.clientId != null || waybill.companyId != null);
const hasSnapshot = (waybill: DbRecord) => SNAPSHOT.some((field) => waybill[field] != null);

/** Not yet in a bill nor paid: a B2C parcel is due (UN_PAID) once charged and may be reweighed. */
const unbilled = (waybill: DbRecord) =>
  waybill.payStatus !== 'PAID' && (waybill.billId ?? null) === null;

async function cycleInForce(
  reader: Reader,
  kind: CycleKind,
  ownerId: unknown,
  day: string,
): Promise<DbRecord | undefined> {
  if (typeof ownerId !== 'number') return undefined;
  const cycles = await reader.findBy(kind.cycles, 'ownerId', ownerId);
  return cycles.find((record) => {
    const { startDate, endDate } = pricedCycle(record);
    return startDate <= day && day <= endDate;
  });
}

/** The snapshot of pricing `waybill` now; blank fields when it cannot be priced. */
async function snapshotOf(reader: Reader, waybill: DbRecord, now: Date): Promise<Snapshot> {
  const blank: Snapshot = {};
  const weight = waybill.weight;
  if (typeof weight !== 'number' || weight <= 0) return blank;
  const day = tashkentDayAt(now.getTime());
  const byClient = await cycleInForce(reader, CLIENT_CYCLES, waybill.clientId, day);
  const cycle = byClient ?? (await cycleInForce(reader, COMPANY_CYCLES, waybill.companyId, day));
  if (!cycle) return blank;
  const levels = cycle.levels as PriceLevel[];
  const index = levelIndexFor(levels, weight);
  const pricePerKg = levels[index].price;
  const instant = now.toISOString();
  return {
    freight: freightOf(weight, pricePerKg),
    freightCycleKind: byClient ? CLIENT_CYCLES.name : COMPANY_CYCLES.name,
    freightCycleId: cycle.id,
    freightLevel: index + 1,
    freightPricePerKg: pricePerKg,
    freightPricedAt: instant,
    freightRate: await rateAt(reader, { kind: 'exchange' }, instant),
  };
}

/** The snapshot's fields that differ from the stored ones (`undefined` clears one). */
function differences(waybill: DbRecord, snapshot: Snapshot): Snapshot {
  const changed: Snapshot = {};
  for (const field of SNAPSHOT)
    if ((waybill[field] ?? null) !== (snapshot[field] ?? null)) changed[field] = snapshot[field];
  return changed;
}

export const freightPricingHook: WriteHook = async (tx, changes) => {
  const { now } = tx;
  for (const change of changes) {
    const { after } = change;
    if (!after || !concerns(change) || !unbilled(after)) continue;
    // Nothing to price and nothing to clear (an unweighed parcel): no need to read it again.
    if (!priceable(after) && !hasSnapshot(after)) continue;
    // Another hook of this round may have written it since: price its stored state.
    const waybill = await tx.get(WAYBILLS, after.id);
    if (!waybill || !unbilled(waybill)) continue;
    const snapshot = await snapshotOf(tx, waybill, now);
    const changed = differences(waybill, snapshot);
    // The same cycle, level, price and rate: the snapshot stands (with its time).
    if (Object.keys(changed).some((field) => field !== 'freightPricedAt'))
      await tx.update(WAYBILLS, waybill, changed);
  }
};
