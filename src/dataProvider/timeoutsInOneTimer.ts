import { timeoutManager, type TimeoutCallback, type TimeoutProvider } from '@tanstack/react-query';
import { runReportingApart } from './reportApart';

/** The longest delay a browser's setTimeout keeps (a longer one fires at once). */
const LONGEST_NATIVE_DELAY_MS = 2 ** 31 - 1;

/**
 * react-query's timeouts (each query's garbage collection, each observer's staleness) kept in one
 * list under one browser timer, as react-query's `timeoutManager` invites. As a page is taken
 * over, each of its ~60 queries' observers clears its query's timer and sets its own: ~80 browser
 * timers set and cleared in one task, each recorded with its stack when the page is traced, as
 * Lighthouse does. Here setting one adds to the list and clearing one takes it out; the browser's
 * timer is set again only for a timeout due before the one it waits for.
 */
class OneTimerTimeouts implements TimeoutProvider<number> {
  readonly #due = new Map<number, { at: number; callback: TimeoutCallback }>();
  #lastId = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #timerAt = Infinity;

  readonly setTimeout = (callback: TimeoutCallback, delay: number): number => {
    const id = ++this.#lastId;
    const at = performance.now() + Math.max(0, delay);
    this.#due.set(id, { at, callback });
    if (at < this.#timerAt) this.#waitUntil(at);
    return id;
  };

  // The browser's timer stays: when it fires with nothing due, it waits for the next one.
  readonly clearTimeout = (id: number | undefined): void => {
    if (id !== undefined) this.#due.delete(id);
  };

  // Intervals (a query's refetchInterval) are few and long-lived: the browser's own.
  readonly setInterval = (callback: TimeoutCallback, delay: number): number =>
    setInterval(callback, delay) as unknown as number; // a number in the browser
  readonly clearInterval = (id: number | undefined): void => clearInterval(id);

  #waitUntil(at: number): void {
    clearTimeout(this.#timer);
    this.#timerAt = at;
    const delay = Math.min(Math.max(0, at - performance.now()), LONGEST_NATIVE_DELAY_MS);
    this.#timer = setTimeout(this.#runDue, delay);
  }

  readonly #runDue = (): void => {
    this.#timer = undefined;
    this.#timerAt = Infinity;
    const now = performance.now();
    for (const [id, { at, callback }] of this.#due) {
      if (at > now) continue;
      this.#due.delete(id);
      runReportingApart(callback);
    }
    // Those set by the callbacks above are in the list too.
    let next = Infinity;
    for (const { at } of this.#due.values()) next = Math.min(next, at);
    if (next < this.#timerAt) this.#waitUntil(next);
  };
}

/** From now on react-query's timeouts share one browser timer; call before any query is made. */
export function timeoutsInOneTimer(): void {
  timeoutManager.setTimeoutProvider(new OneTimerTimeouts());
}
