/**
 * The rate every som figure uses (src/core/money/rateInForce.ts): the one in force at an instant,
 * read in one indexed query. Rates of one kind never overlap (their write rules), so the latest
 * started by the instant is the only candidate.
 */
import { isInForce, rateInstantOfDay } from '../../src/core/money/rateInForce';
import { resources } from '../../src/core/generated/registry';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';
import type { Condition } from '../db/conditions';

export type RateKind = { kind: 'exchange' } | { kind: 'b2b'; companyId: number };

const collectionOf = (kind: RateKind) =>
  kind.kind === 'exchange' ? resources.exchangeRate.api : resources.b2bExchangeRate.api;

/** The rate record in force at `instant` (an ISO timestamp), or undefined when none is. */
export async function rateRecordAt(
  reader: Reader,
  kind: RateKind,
  instant: string,
): Promise<DbRecord | undefined> {
  const conditions: Condition[] = [
    { kind: 'range', field: 'activeAt', side: 'lte', bound: instant },
  ];
  if (kind.kind === 'b2b')
    conditions.push({
      kind: 'equals',
      field: 'companyId',
      values: new Set([String(kind.companyId)]),
    });
  const { items } = await reader.list(collectionOf(kind), {
    conditions,
    sort: { field: 'activeAt', order: 'DESC' },
    range: { start: 0, end: 0 },
  });
  const latest = items[0];
  if (!latest) return undefined;
  const period = {
    rate: Number(latest.rate),
    activeAt: String(latest.activeAt),
    expiredAt: typeof latest.expiredAt === 'string' ? latest.expiredAt : null,
  };
  return isInForce(period, instant) ? latest : undefined;
}

/** The rate (som per USD) in force at `instant`, or undefined when none is. */
export async function rateAt(
  reader: Reader,
  kind: RateKind,
  instant: string,
): Promise<number | undefined> {
  const record = await rateRecordAt(reader, kind, instant);
  return record === undefined ? undefined : Number(record.rate);
}

/** "The rate on a day" (a Tashkent calendar day, YYYY-MM-DD) as of `now`. */
export const rateOnDay = (reader: Reader, kind: RateKind, day: string, now: Date) =>
  rateAt(reader, kind, rateInstantOfDay(day, now));
