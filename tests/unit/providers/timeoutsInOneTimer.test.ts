import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { timeoutsInOneTimer } from '../../../src/dataProvider/timeoutsInOneTimer';

// Each test lets every timeout it sets run or clears it: the one timer is idle between tests.
describe("react-query's timeouts", () => {
  beforeAll(() => timeoutsInOneTimer());
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
    });
  });
  afterEach(() => {
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });

  it('share one browser timer, and each runs when it is due', () => {
    const ran: number[] = [];
    for (let delay = 100; delay <= 10_000; delay += 100)
      timeoutManager.setTimeout(() => ran.push(delay), delay);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual([100]);
    vi.advanceTimersByTime(4_900);
    expect(ran).toHaveLength(50);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(5_000);
    expect(ran).toHaveLength(100);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('run in time when one is set due before those already waiting', () => {
    const ran: string[] = [];
    timeoutManager.setTimeout(() => ran.push('late'), 10_000);
    timeoutManager.setTimeout(() => ran.push('soon'), 100);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['soon']);
    vi.advanceTimersByTime(9_900);
    expect(ran).toEqual(['soon', 'late']);
  });

  it('do not run once cleared; the others still do', () => {
    const ran: string[] = [];
    const cleared = timeoutManager.setTimeout(() => ran.push('cleared'), 100);
    timeoutManager.setTimeout(() => ran.push('kept'), 200);
    timeoutManager.clearTimeout(cleared);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(['kept']);
  });

  it('set by one that runs, run when they are due', () => {
    const ran: string[] = [];
    timeoutManager.setTimeout(() => {
      ran.push('first');
      timeoutManager.setTimeout(() => ran.push('set by the first'), 500);
    }, 100);
    vi.advanceTimersByTime(599);
    expect(ran).toEqual(['first']);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['first', 'set by the first']);
  });

  it('wait longer than a browser timer can, and run when due, not at once', () => {
    const ran: string[] = [];
    const day = 24 * 3_600_000;
    timeoutManager.setTimeout(() => ran.push('in 30 days'), 30 * day);
    vi.advanceTimersByTime(29 * day);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(day);
    expect(ran).toEqual(['in 30 days']);
  });

  it('one that throws keeps none of the others from running, and its error is thrown', () => {
    const ran: string[] = [];
    timeoutManager.setTimeout(() => ran.push('before'), 100);
    timeoutManager.setTimeout(() => {
      throw new Error('a timeout failed');
    }, 100);
    timeoutManager.setTimeout(() => ran.push('after'), 100);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['before', 'after']);
    expect(() => vi.runOnlyPendingTimers()).toThrow('a timeout failed');
  });

  it("drop a query no one watches after its gcTime, as react-query's own did", () => {
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 60_000 } } });
    client.setQueryData(['waybills'], [1, 2, 3]);
    vi.advanceTimersByTime(59_999);
    expect(client.getQueryData(['waybills'])).toEqual([1, 2, 3]);
    vi.advanceTimersByTime(1);
    expect(client.getQueryData(['waybills'])).toBeUndefined();
  });
});
