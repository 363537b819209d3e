/**
 * A waybill's final freight and its som (src/core/money/waybillFreight.ts) follow, in the same
 * transaction, every write of what they are made of: the priced freight and its rate (the
 * freight snapshot), the surcharge and an approved price change. Only figures that differ are
 * written, so the demo data's load (already consistent) writes nothing here.
 */
import { resources } from '../../src/core/generated/registry';
import {
  waybillFreightFigures,
  type WaybillFreightFigures,
  type WaybillFreightSources,
} from '../../src/core/money/waybillFreight';
import type { RecordChange, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';

const WAYBILLS = resources.waybill.api;
const SOURCES = ['freight', 'surcharge', 'changePrice', 'freightRate'] as const;

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function sourcesOf(record: DbRecord): WaybillFreightSources {
  return {
    freight: numberOrNull(record.freight),
    surcharge: numberOrNull(record.surcharge),
    changePrice: numberOrNull(record.changePrice),
    freightRate: numberOrNull(record.freightRate),
  };
}

const concerns = ({ collection, before, after }: RecordChange): boolean =>
  collection === WAYBILLS &&
  after !== undefined &&
  (!before || SOURCES.some((field) => (before[field] ?? null) !== (after[field] ?? null)));

function staleFigures(waybill: DbRecord): WaybillFreightFigures | undefined {
  const figures = waybillFreightFigures(sourcesOf(waybill));
  const fields = Object.keys(figures) as (keyof WaybillFreightFigures)[];
  return fields.some((field) => (waybill[field] ?? null) !== figures[field]) ? figures : undefined;
}

export const waybillFreightHook: WriteHook = async (tx, changes) => {
  const concerned = new Map<number, DbRecord>();
  for (const change of changes)
    if (change.after && concerns(change)) concerned.set(change.after.id, change.after);
  for (const seen of concerned.values()) {
    if (!staleFigures(seen)) continue;
    // Another hook of this round may have written it since: change its stored state.
    const waybill = await tx.get(WAYBILLS, seen.id);
    const figures = waybill && staleFigures(waybill);
    if (waybill && figures) await tx.update(WAYBILLS, waybill, { ...figures });
  }
};
