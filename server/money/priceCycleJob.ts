/**
 * The scheduler's job (./scheduledJobs.ts) that keeps price cycles true as time passes: each
 * status follows its dates, and a cycle whose next update date has come is repriced (an
 * UPDATE_PRICE record when its current price moves). It reads first and opens a transaction only
 * when something is due, so a minute with nothing to do writes nothing.
 */
import { tashkentDayAt } from '../../src/core/time/tashkent';
import { cycleStatusAt } from '../../src/core/money/priceCycle';
import { SERVER_AUTHOR } from '../db/author';
import type { Reader, Store } from '../db/store';
import type { DbRecord } from '../db/types';
import { pricedCycle, repriceCycle } from './priceCycleFigures';
import { CYCLE_KINDS } from './priceCycleKinds';
import type { ScheduledJob } from './scheduledJobs';

const FIELDS = ['startDate', 'endDate', 'status', 'nextUpdatePriceDate'];

const statusOf = (cycle: DbRecord, now: Date) => cycleStatusAt(pricedCycle(cycle), now);
const priceDue = (cycle: DbRecord, today: string) =>
  typeof cycle.nextUpdatePriceDate === 'string' && cycle.nextUpdatePriceDate <= today;

async function dueIds(reader: Reader, collection: string, now: Date): Promise<number[]> {
  const today = tashkentDayAt(now.getTime());
  return (await reader.all(collection, FIELDS))
    .filter((cycle) => cycle.status !== statusOf(cycle, now) || priceDue(cycle, today))
    .map((cycle) => cycle.id);
}

export async function settlePriceCycles(store: Store, now: Date): Promise<void> {
  const today = tashkentDayAt(now.getTime());
  for (const kind of CYCLE_KINDS) {
    const ids = await dueIds(store, kind.cycles, now);
    if (ids.length === 0) continue;
    await store.transaction(SERVER_AUTHOR, async (tx) => {
      for (const id of ids) {
        const cycle = await tx.get(kind.cycles, id);
        if (!cycle) continue;
        const status = statusOf(cycle, now);
        const statusChange = cycle.status === status ? {} : { status };
        if (priceDue(cycle, today))
          await repriceCycle(tx, kind, cycle, 'UPDATE_PRICE', now, statusChange);
        else if (cycle.status !== status) await tx.update(kind.cycles, cycle, statusChange);
      }
    });
  }
}

export const priceCycleJob: ScheduledJob = { name: 'priceCycles', run: settlePriceCycles };
