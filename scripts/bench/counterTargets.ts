/**
 * The targets for the pickup point's counter (counterBench.ts): the client search at the
 * API, and a hand-over of ten parcels with payment in one write. json-server has no counter.
 */
import { PARCELS_PER_HANDOVER, type TimedFigures } from './counterBench';
import { count, ms, over } from './format';
import type { Results } from './results';
import type { TargetRow } from './targets';

const NOT_RUN = 'not run';
const NO_PEER = '— (json-server has no counter)';
const SEARCH_P95_MS = 20;
const HANDOVER_MS = 50;

const timings = (figures: TimedFigures) =>
  `p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, max ${ms(figures.max)} of ${figures.count}` +
  (figures.failures > 0 ? `; ${figures.failures} failed, the first: ${figures.firstFailure}` : '');

function judged(figures: TimedFigures | undefined, value: number, limit: number): string {
  if (!figures) return NOT_RUN;
  if (figures.failures > 0) return 'not every request did what it was timed for';
  return value < limit ? 'met' : `missed ${over(value, limit, ms)}`;
}

export function counterRows(results: Results): TargetRow[] {
  const run = results.counter;
  const size = run ? `, ${count(run.waybills)} waybills` : '';
  return [
    {
      figure: `The counter's client search (code, phone, scanned number) at the API, one client${size}`,
      plain: NO_PEER,
      ours: run ? timings(run.figures.search) : NOT_RUN,
      target: `p95 < ${SEARCH_P95_MS} ms`,
      result: judged(run?.figures.search, run?.figures.search.p95 ?? NaN, SEARCH_P95_MS),
    },
    {
      figure: `A hand-over of ${PARCELS_PER_HANDOVER} parcels with their payment, the one write the code confirms${size}`,
      plain: NO_PEER,
      ours: run ? timings(run.figures.handover) : NOT_RUN,
      target: `each < ${HANDOVER_MS} ms`,
      result: judged(run?.figures.handover, run?.figures.handover.max ?? NaN, HANDOVER_MS),
    },
  ];
}
