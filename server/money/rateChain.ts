/**
 * Rates of one kind never overlap and their status follows their dates, whichever write changed
 * them (docs/decisions.md, "Rates"). The write rule normalises the instants to UTC ISO, so text
 * order is time order (its start before its end is the registry's span); the write hook, in the same
 * transaction, ends the rates the written ones now overlap (src/core/money/rateChain.ts), lets
 * the rate before a deleted or later-moved one run on to close the gap it leaves, and sets every
 * status of the kinds touched. It writes only what differs.
 */
import { resources } from '../../src/core/generated/registry';
import { overlapEnds, sameStart, type ChainedRate } from '../../src/core/money/rateChain';
import { rateStatusAt } from '../../src/core/money/rateStatus';
import { SERVER_AUTHOR } from '../db/author';
import type { Reader, RecordChange, Store, Transaction, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';
import type { WriteRule } from '../access/writeRule';
import { RATE_MESSAGES } from './rateMessages';
import { WriteRefused } from '../http/writeRefused';

const EXCHANGE = resources.exchangeRate.api;
const B2B = resources.b2bExchangeRate.api;
const DATES = ['activeAt', 'expiredAt'] as const;

/** One kind of rate: the exchange rate, or one company's B2B rate. */
interface RateKindKey {
  collection: string;
  companyId?: number;
}

const isoOrBlank = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? new Date(value).toISOString() : undefined;

/** Its end after its start is the registry's span (schema `after:`), checked by validateWrite. */
export const rateWriteRule: WriteRule = (_before, after) => {
  const activeAt = isoOrBlank(after.activeAt);
  const expiredAt = isoOrBlank(after.expiredAt);
  const record: DbRecord = { ...after, activeAt };
  if (expiredAt) record.expiredAt = expiredAt;
  else delete record.expiredAt;
  return { ok: true, record };
};

const chained = (record: DbRecord): ChainedRate => ({
  id: record.id,
  activeAt: String(record.activeAt),
  expiredAt: typeof record.expiredAt === 'string' ? record.expiredAt : null,
});

function kindOf(collection: string, record: DbRecord): RateKindKey {
  return collection === B2B ? { collection, companyId: Number(record.companyId) } : { collection };
}
const keyOf = (kind: RateKindKey) => `${kind.collection}:${kind.companyId ?? ''}`;

/** Every rate of a kind, oldest start first. */
function ratesOf(reader: Reader, kind: RateKindKey): Promise<DbRecord[]> {
  return reader
    .list(kind.collection, {
      conditions:
        kind.companyId === undefined
          ? []
          : [{ kind: 'equals', field: 'companyId', values: new Set([String(kind.companyId)]) }],
      sort: { field: 'activeAt', order: 'ASC' },
    })
    .then((page) => page.items);
}

/**
 * The ends `ends` asks for (by id), and the statuses as of `now` of the rates whose dates change
 * (and of those in `dated`, or of all when it is absent): each rate whose stored state differs is
 * updated once.
 */
async function settleKind(
  tx: Transaction,
  kind: RateKindKey,
  rates: readonly DbRecord[],
  ends: ReadonlyMap<number, string | null>,
  now: Date,
  dated?: ReadonlySet<number>,
): Promise<void> {
  const instant = now.toISOString();
  for (const rate of rates) {
    const end = ends.has(rate.id) ? ends.get(rate.id) : chained(rate).expiredAt;
    const endChanged = (end ?? null) !== chained(rate).expiredAt;
    if (!endChanged && dated && !dated.has(rate.id)) continue;
    const status = rateStatusAt({ activeAt: String(rate.activeAt), expiredAt: end }, instant);
    if (!endChanged && rate.status === status) continue;
    await tx.update(kind.collection, rate, {
      status,
      ...(endChanged && { expiredAt: end ?? undefined }),
    });
  }
}

/**
 * Sets the statuses of every rate as of `now` (the scheduler's job); reads first and opens a
 * transaction only when a status is stale, so a minute with nothing to change writes nothing.
 */
export async function settleRateStatuses(store: Store, now: Date): Promise<void> {
  const instant = now.toISOString();
  const stale = async (reader: Reader, collection: string) =>
    (await reader.all(collection, ['activeAt', 'expiredAt', 'status'])).some((rate) => {
      const { activeAt, expiredAt } = chained(rate);
      return rate.status !== rateStatusAt({ activeAt, expiredAt }, instant);
    });
  for (const collection of [EXCHANGE, B2B]) {
    if (!(await stale(store, collection))) continue;
    await store.transaction(SERVER_AUTHOR, async (tx) =>
      settleKind(tx, { collection }, await tx.all(collection), new Map(), now),
    );
  }
}

/** The end the rate before a deleted or later-moved rate takes: where the gap it left closes. */
function gapEnd(change: RecordChange): string | null | undefined {
  const { before, after } = change;
  if (!before) return undefined;
  if (!after) return chained(before).expiredAt;
  return String(after.activeAt) > String(before.activeAt) ? String(after.activeAt) : undefined;
}

export const rateChainHook: WriteHook = async (tx, changes) => {
  const kinds = new Map<string, RateKindKey>();
  const gaps = new Map<string, { closedAt: string; end: string | null }[]>();
  // Statuses of rates whose dates were written now; the passing of time is the scheduler's (a
  // job's status-only write, as of its own clock, is not undone here).
  const dated = new Set<number>();
  for (const change of changes) {
    if (change.collection !== EXCHANGE && change.collection !== B2B) continue;
    const { before, after } = change;
    if (after && (!before || DATES.some((field) => before[field] !== after[field])))
      dated.add(after.id);
    for (const record of [before, after])
      if (record) {
        const kind = kindOf(change.collection, record);
        kinds.set(keyOf(kind), kind);
      }
    const end = gapEnd(change);
    if (before && end !== undefined) {
      const key = keyOf(kindOf(change.collection, before));
      gaps.set(key, [...(gaps.get(key) ?? []), { closedAt: String(before.activeAt), end }]);
    }
  }
  const { now } = tx;
  for (const [key, kind] of kinds) {
    const rates = await ratesOf(tx, kind);
    const periods = rates.map(chained);
    if (sameStart(periods))
      throw new WriteRefused(409, RATE_MESSAGES.sameStart, { activeAt: RATE_MESSAGES.sameStart });
    // The rate that ended where a deleted or moved one started runs on over the gap.
    const ends = new Map<number, string | null>();
    for (const gap of gaps.get(key) ?? []) {
      const before = periods.find((period) => period.expiredAt === gap.closedAt);
      if (before) ends.set(before.id, gap.end);
    }
    const extended = periods.map((period) =>
      ends.has(period.id) ? { ...period, expiredAt: ends.get(period.id) } : period,
    );
    for (const [id, end] of overlapEnds(extended)) ends.set(id, end);
    await settleKind(tx, kind, rates, ends, now, dated);
  }
};
