/**
 * Calls `run` once `waitMs` after the last of a burst of calls, and at the latest `maxWaitMs`
 * after the first, so a bulk change makes one call and a steady stream still makes some.
 */
export interface Debounced {
  (): void;
  cancel(): void;
}

export function debounce(run: () => void, waitMs: number, maxWaitMs: number): Debounced {
  let timer: NodeJS.Timeout | undefined;
  let firstCall = 0;
  const fire = () => {
    timer = undefined;
    run();
  };
  const debounced = () => {
    const now = Date.now();
    if (timer === undefined) firstCall = now;
    else clearTimeout(timer);
    timer = setTimeout(fire, Math.max(0, Math.min(waitMs, firstCall + maxWaitMs - now)));
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
