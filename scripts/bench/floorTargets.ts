/**
 * The targets for the warehouse floor (floorBench.ts): a scan answered at the API, and a
 * typed scan's answer painted on the packing station. json-server has no such action: no peer.
 */
import type { ScanFigures } from './floorBench';
import { count, ms, over } from './format';
import type { Results } from './results';
import type { TargetRow } from './targets';

const NOT_RUN = 'not run';
const NO_PEER = '— (json-server has no floor)';
const API_P95_MS = 20;
const PAINTED_MEDIAN_MS = 100;

const outcomesText = (figures: ScanFigures) =>
  Object.entries(figures.outcomes)
    .map(([outcome, n]) => `${n} ${outcome}`)
    .join(', ');

/** Every scan must have been added: another answer means the bench did not time what it says. */
const allAdded = (figures: ScanFigures) => (figures.outcomes.added ?? 0) === figures.count;

export function floorRows(results: Results): TargetRow[] {
  const apiRows = (results.floor?.api ?? []).map(({ waybills, figures }) => ({
    figure: `A parcel scanned into a box, answered at the API (one client, ${figures.count} scans), ${count(waybills)} waybills`,
    plain: NO_PEER,
    ours: `p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, max ${ms(figures.max)}; ${outcomesText(figures)}`,
    target: `p95 < ${API_P95_MS} ms`,
    result: !allAdded(figures)
      ? 'not every scan was added'
      : figures.p95 < API_P95_MS
        ? 'met'
        : `missed ${over(figures.p95, API_P95_MS, ms)}`,
  }));
  const screen = results.floor?.screen;
  return [
    ...(apiRows.length > 0
      ? apiRows
      : [
          {
            figure: 'A parcel scanned into a box, at the API',
            plain: NO_PEER,
            ours: NOT_RUN,
            target: `p95 < ${API_P95_MS} ms`,
            result: NOT_RUN,
          },
        ]),
    {
      figure: screen
        ? `A typed scan's answer painted on the packing station, Chromium (Enter to the frame), ${count(screen.waybills)} waybills`
        : "A typed scan's answer painted on the packing station",
      plain: NO_PEER,
      ours: screen
        ? `median ${ms(screen.figures.p50)} of ${screen.figures.count}, p95 ${ms(screen.figures.p95)}, max ${ms(screen.figures.max)}; ${outcomesText(screen.figures)}`
        : NOT_RUN,
      target: `median ≤ ${PAINTED_MEDIAN_MS} ms`,
      result: !screen
        ? NOT_RUN
        : !allAdded(screen.figures)
          ? 'not every scan was added'
          : screen.figures.p50 <= PAINTED_MEDIAN_MS
            ? 'met'
            : `missed ${over(screen.figures.p50, PAINTED_MEDIAN_MS, ms)}`,
    },
  ];
}
