import { notifyManager } from '@tanstack/react-query';
import { runReportingApart } from './reportApart';

/** The notifications react-query asked for since its last timer fired, in order. */
const pending: (() => void)[] = [];

function notifyPending(): void {
  for (const notify of pending.splice(0)) runReportingApart(notify);
}

/**
 * react-query tells its observers of each change in a timer of its own, after the current task.
 * As a page is taken over, a hundred or so observers subscribe in the same task, and each set a
 * timer. Here those that come in the same task share one, and still run after it, in order.
 */
export function notifyInOneTimer(): void {
  notifyManager.setScheduler((notify) => {
    pending.push(notify);
    if (pending.length === 1) setTimeout(notifyPending, 0);
  });
}
