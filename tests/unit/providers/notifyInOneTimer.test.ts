import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyManager } from '@tanstack/react-query';
import { notifyInOneTimer } from '../../../src/dataProvider/notifyInOneTimer';

describe("react-query's notifications", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    notifyInOneTimer();
  });
  afterEach(() => {
    notifyManager.setScheduler((notify) => setTimeout(notify, 0));
    vi.useRealTimers();
  });

  it('asked in one task, share one timer and run after the task, in order', () => {
    const ran: number[] = [];
    for (let i = 0; i < 100; i++) notifyManager.schedule(() => ran.push(i));
    expect(ran).toEqual([]);
    expect(vi.getTimerCount()).toBe(1);
    vi.runOnlyPendingTimers();
    expect(ran).toEqual([...Array(100).keys()]);
  });

  it('asked while the others run, wait for a timer of their own', () => {
    const ran: string[] = [];
    notifyManager.schedule(() => {
      ran.push('first');
      notifyManager.schedule(() => ran.push('asked by the first'));
    });
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(['first']);
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(['first', 'asked by the first']);
  });

  it('one that throws keeps none of the others from running, and its error is thrown', () => {
    const ran: string[] = [];
    notifyManager.schedule(() => ran.push('before'));
    notifyManager.schedule(() => {
      throw new Error('a listener failed');
    });
    notifyManager.schedule(() => ran.push('after'));
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(['before', 'after']);
    expect(() => vi.runOnlyPendingTimers()).toThrow('a listener failed');
  });
});
