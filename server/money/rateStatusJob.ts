/** The scheduler's job that keeps every rate's status true to its dates as time passes. */
import { settleRateStatuses } from './rateChain';
import type { ScheduledJob } from './scheduledJobs';

export const rateStatusJob: ScheduledJob = { name: 'rateStatuses', run: settleRateStatuses };
