/** The pure rules of rates and daily expenses, and the scheduler's running of its jobs. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expenseAmounts } from '../../../src/core/money/expenseAmounts';
import { overlapEnds, sameStart } from '../../../src/core/money/rateChain';
import { rateStatusAt } from '../../../src/core/money/rateStatus';
import { connect, type Connection } from '../../../server/db/connect';
import { migrate } from '../../../server/db/migrate';
import type { Store } from '../../../server/db/store';
import { startScheduler } from '../../../server/money/scheduler';

const at = (day: string) => `2026-${day}T00:00:00.000Z`;

describe('rateStatusAt', () => {
  const period = { activeAt: at('03-01'), expiredAt: at('04-01') };
  it('is PENDING before the start, ACTIVE from it, EXPIRED from the end', () => {
    expect(rateStatusAt(period, at('02-28'))).toBe('PENDING');
    expect(rateStatusAt(period, at('03-01'))).toBe('ACTIVE');
    expect(rateStatusAt(period, '2026-03-31T23:59:59.999Z')).toBe('ACTIVE');
    expect(rateStatusAt(period, at('04-01'))).toBe('EXPIRED');
    expect(rateStatusAt({ activeAt: at('03-01'), expiredAt: null }, at('12-01'))).toBe('ACTIVE');
  });
});

describe('overlapEnds', () => {
  it('ends each rate at the latest where the next one starts, whatever the input order', () => {
    const ends = overlapEnds([
      { id: 3, activeAt: at('05-01') },
      { id: 1, activeAt: at('01-01'), expiredAt: at('02-01') },
      { id: 2, activeAt: at('03-01'), expiredAt: at('06-01') },
    ]);
    // 1 ends before 2 starts (a gap is left as it is); 2 runs into 3: it ends where 3 starts.
    expect([...ends]).toEqual([[2, at('05-01')]]);
  });
  it('ends an open rate where the next starts, and leaves the last open', () => {
    const ends = overlapEnds([
      { id: 1, activeAt: at('01-01') },
      { id: 2, activeAt: at('02-01'), expiredAt: null },
    ]);
    expect([...ends]).toEqual([[1, at('02-01')]]);
  });
  it('finds two rates starting at the same instant', () => {
    const tie = [
      { id: 1, activeAt: at('01-01') },
      { id: 2, activeAt: at('02-01') },
      { id: 3, activeAt: at('01-01') },
    ];
    expect(sameStart(tie)?.map((rate) => rate.id)).toEqual([1, 3]);
    expect(sameStart(tie.slice(0, 2))).toBeUndefined();
  });
});

describe('expenseAmounts', () => {
  it('keeps whole som and derives USD to the cent, or the other way round', () => {
    expect(expenseAmounts(1_000_000, 'SUM', 12_345)).toEqual({
      amount: 1_000_000,
      amountUsd: 81.0,
      rate: 12_345,
    });
    expect(expenseAmounts(100.005, 'USD', 12_345)).toEqual({
      amount: 1_234_623,
      amountUsd: 100.01,
      rate: 12_345,
    });
  });
});

describe('startScheduler', () => {
  // The runs are claimed in the database (server/db/jobClaims.ts): a real one, in memory.
  let connection: Connection;
  let store: Store;
  beforeAll(async () => {
    connection = await connect(':memory:');
    await migrate(connection);
    store = { now: () => new Date(), db: connection.db } as Store;
  });
  afterAll(() => connection.close());
  it('runs every job at once, then every minute, going on after a failing job', async () => {
    vi.useFakeTimers();
    try {
      const runs: string[] = [];
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const scheduler = startScheduler(store, [
        {
          name: 'fails',
          run: () => {
            runs.push('fails');
            return Promise.reject(new Error('down'));
          },
        },
        {
          name: 'counts',
          run: (given) => {
            expect(given).toBe(store);
            runs.push('counts');
            return Promise.resolve();
          },
        },
      ]);
      await scheduler.started;
      expect(runs).toEqual(['fails', 'counts']);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runs).toEqual(['fails', 'counts', 'fails', 'counts']);
      await scheduler.stop();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(runs).toHaveLength(4);
      expect(error).toHaveBeenCalledTimes(2);
      error.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});
