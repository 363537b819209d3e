/**
 * A cycle's current price and next update date (src/core/money/priceCycle.ts, the price type's
 * rule) from the weight its owner shipped, and the price record each change of its prices leaves
 * (docs/decisions.md, "Price cycles"), written in the transaction that changes them.
 */
import {
  currentPriceOf,
  nextUpdateDate,
  weightWindow,
  type PriceLevel,
  type PriceType,
  type WeightWindow,
} from '../../src/core/money/priceCycle';
import { resources } from '../../src/core/generated/registry';
import type { Reader, Transaction } from '../db/store';
import type { DbRecord } from '../db/types';
import type { CycleKind, PriceRecordType } from './priceCycleKinds';

const WAYBILLS = resources.waybill.api;

export interface PricedCycle {
  ownerId: number;
  startDate: string;
  endDate: string;
  priceType: PriceType;
  levels: PriceLevel[];
  currentPrice?: number;
}

export function pricedCycle(record: DbRecord): PricedCycle {
  return {
    ownerId: Number(record.ownerId),
    startDate: String(record.startDate),
    endDate: String(record.endDate),
    priceType: record.priceType as PriceType,
    levels: Array.isArray(record.levels) ? (record.levels as PriceLevel[]) : [],
    currentPrice: typeof record.currentPrice === 'number' ? record.currentPrice : undefined,
  };
}

/** The weight of the owner's waybills created within the window (both ends included). */
async function shippedWeight(
  reader: Reader,
  kind: CycleKind,
  ownerId: number,
  window: WeightWindow,
): Promise<number> {
  const { items } = await reader.list(WAYBILLS, {
    conditions: [
      { kind: 'equals', field: kind.ownerField, values: new Set([String(ownerId)]) },
      { kind: 'range', field: 'createdAt', side: 'gte', bound: window.from },
      { kind: 'range', field: 'createdAt', side: 'lte', bound: window.to },
    ],
    sort: { field: 'id', order: 'ASC' },
  });
  return items.reduce((sum, waybill) => sum + (Number(waybill.weight) || 0), 0);
}

export interface CycleFigures {
  currentPrice: number;
  nextUpdatePriceDate: string | undefined;
}

export async function cycleFigures(
  reader: Reader,
  kind: CycleKind,
  cycle: PricedCycle,
  now: Date,
): Promise<CycleFigures> {
  const window = weightWindow(cycle, now);
  const weight = window ? await shippedWeight(reader, kind, cycle.ownerId, window) : 0;
  return {
    currentPrice: currentPriceOf(cycle.levels, cycle.priceType, weight),
    nextUpdatePriceDate: nextUpdateDate(cycle, now),
  };
}

/**
 * Recomputes a stored cycle's figures, writes those that differ and records the change: `type`
 * is always recorded but UPDATE_PRICE, recorded only when the current price moves.
 */
export async function repriceCycle(
  tx: Transaction,
  kind: CycleKind,
  stored: DbRecord,
  type: PriceRecordType,
  now: Date,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const cycle = pricedCycle(stored);
  const figures = await cycleFigures(tx, kind, cycle, now);
  const changes: Record<string, unknown> = { ...extra };
  if (cycle.currentPrice !== figures.currentPrice) changes.currentPrice = figures.currentPrice;
  if ((stored.nextUpdatePriceDate ?? undefined) !== figures.nextUpdatePriceDate)
    changes.nextUpdatePriceDate = figures.nextUpdatePriceDate;
  if (Object.keys(changes).length > 0) await tx.update(kind.cycles, stored, changes);
  const moved = cycle.currentPrice !== figures.currentPrice;
  if (type === 'UPDATE_PRICE' && !moved) return;
  await tx.insert(kind.records, {
    ownerId: cycle.ownerId,
    type,
    ...(type !== 'INIT' && cycle.currentPrice !== undefined
      ? { previousPrice: cycle.currentPrice }
      : {}),
    price: figures.currentPrice,
    createdAt: now.toISOString(),
  });
}
