/**
 * What the scheduler (./scheduler.ts) runs at start-up and then every minute. A job opens its own
 * transaction on `store` with the server's author (SERVER_AUTHOR) and writes only what differs
 * from the stored state, so a run with nothing to do writes nothing and leaves no audit entry
 * (the kept answers' sweep writes no record, so none either).
 */
import type { Store } from '../db/store';
import { priceCycleJob } from './priceCycleJob';
import { rateStatusJob } from './rateStatusJob';
import { storageFeeJob } from './storageFeeJob';
import { clearExpiredAnswers } from '../actions/keptAnswers';

export type ScheduledJob = { name: string; run(store: Store, now: Date): Promise<void> };

/** The answers kept for idempotency keys, once expired (server/actions/keptAnswers.ts). */
const keptAnswersJob: ScheduledJob = {
  name: 'keptAnswers',
  run: (store, now) => clearExpiredAnswers(store.db, now.getTime()),
};

export const SCHEDULED_JOBS: ScheduledJob[] = [
  rateStatusJob,
  priceCycleJob,
  storageFeeJob,
  keptAnswersJob,
];
