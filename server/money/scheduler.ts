/**
 * Runs the scheduled jobs (./scheduledJobs.ts) once at start-up, then every minute, one after
 * the other. A failing job is logged and does not stop the others or the next run. The timer is
 * unref'd (it never keeps the process alive) and `stop` waits for the run under way. Of several
 * API processes on one database, one runs each minute's jobs (server/db/jobClaims.ts).
 */
import { claimJobRun } from '../db/jobClaims';
import type { Store } from '../db/store';
import { SCHEDULED_JOBS, type ScheduledJob } from './scheduledJobs';

const EVERY_MS = 60_000;
/** Another process ran them less than this ago: this one leaves them (timers drift apart). */
const MIN_GAP_MS = EVERY_MS / 2;

export interface Scheduler {
  /** Resolves when the first run (at start-up) has finished. */
  started: Promise<void>;
  stop(): Promise<void>;
}

/** Each run's jobs take the store's clock as now. */
export function startScheduler(
  store: Store,
  jobs: readonly ScheduledJob[] = SCHEDULED_JOBS,
): Scheduler {
  let stopped = false;
  let running: Promise<void> | undefined;

  const claimed = () =>
    claimJobRun(store.db, 'scheduler', store.now().getTime(), MIN_GAP_MS).catch(
      (error: unknown) => {
        console.error('Scheduled jobs could not be claimed:', error);
        return false;
      },
    );
  const runAll = async () => {
    if (!(await claimed())) return;
    for (const job of jobs) {
      if (stopped) return;
      try {
        await job.run(store, store.now());
      } catch (error) {
        console.error(`Scheduled job ${job.name} failed:`, error);
      }
    }
  };
  const tick = () => {
    // A run still under way (a slow database) is not overlapped: this tick is skipped.
    if (running) return;
    running = runAll().finally(() => {
      running = undefined;
    });
  };

  tick();
  const started = running ?? Promise.resolve();
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  return {
    started,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
