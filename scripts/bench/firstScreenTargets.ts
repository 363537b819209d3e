/**
 * Issue 13's targets for the first screen, each a ratio to the plain react-admin peer measured in
 * the same run (firstRowBench.ts), or a count, or a Lighthouse score.
 */
import type { ScreenFigures, Timings } from './firstRowBench';
import { count, ms, points, ratioText, under } from './format';
import type { FormFactor } from './lighthouseBench';
import type { Results } from './results';
import type { TargetRow } from './targets';

const COLD_RATIO = 0.65;
const WARM_RATIO = 0.5;
const OTHER_SCREEN_RATIO = 0.8;
const SCRIPTS_BEFORE_ROW = 15;
const LIGHTHOUSE: Record<FormFactor, number> = { mobile: 90, desktop: 100 };

const NOT_RUN = 'not run';
const spread = (t: Timings) => `median ${ms(t.median.ms)} (${ms(t.minMs)}–${ms(t.maxMs)})`;
const judgeRatio = (ratio: number, limit: number) =>
  ratio <= limit
    ? 'met'
    : `missed: ${ratioText(ratio)} of the peer’s, target ≤ ${ratioText(limit)}`;

function ratioRow(
  figure: string,
  ours: ScreenFigures | undefined,
  peer: ScreenFigures | undefined,
  visit: 'cold' | 'warm',
  limit: number,
): TargetRow {
  if (!ours || !peer) return { figure, plain: NOT_RUN, ours: NOT_RUN, target: '', result: NOT_RUN };
  const ratio = ours[visit].median.ms / peer[visit].median.ms;
  return {
    figure,
    plain: spread(peer[visit]),
    ours: `${spread(ours[visit])}: ${ratioText(ratio)}`,
    target: `≤ ${ratioText(limit)} the peer’s`,
    result: judgeRatio(ratio, limit),
  };
}

export function firstScreenRows(results: Results): TargetRow[] {
  const firstRow = results.firstRow;
  const figures = firstRow?.figures;
  const size = firstRow
    ? `${count(firstRow.waybills)} waybills (peer: ${count(firstRow.peerWaybills)})`
    : '';
  const list = figures?.ours[0];
  const rows: TargetRow[] = [
    ratioRow(
      `First waybill row painted, Chromium, cold, ${size}`,
      list,
      figures?.peer,
      'cold',
      COLD_RATIO,
    ),
    ratioRow(`The same, warm (HTTP cache)`, list, figures?.peer, 'warm', WARM_RATIO),
    ...(figures?.ours.slice(1) ?? []).map((screen) =>
      ratioRow(
        `First screen of the ${screen.screen.label}, cold, against the peer’s list`,
        screen,
        figures?.peer,
        'cold',
        OTHER_SCREEN_RATIO,
      ),
    ),
  ];
  const scripts = list?.cold.median.scripts.length ?? NaN;
  rows.push({
    figure: 'JavaScript requests before the first waybill row (median cold run)',
    plain: figures ? String(figures.peer.cold.median.scripts.length) : NOT_RUN,
    ours: list ? String(scripts) : NOT_RUN,
    target: `≤ ${SCRIPTS_BEFORE_ROW}`,
    result: !list
      ? NOT_RUN
      : scripts <= SCRIPTS_BEFORE_ROW
        ? 'met'
        : `missed: ${scripts - SCRIPTS_BEFORE_ROW} too many`,
  });
  for (const formFactor of ['mobile', 'desktop'] as const) {
    const measured = results.lighthouse?.figures[formFactor];
    const score = measured?.ours.median.score ?? NaN;
    const target = LIGHTHOUSE[formFactor];
    rows.push({
      figure: `Lighthouse ${formFactor} performance, waybill list`,
      plain: measured ? String(Math.round(measured.peer.median.score)) : NOT_RUN,
      ours: measured ? String(Math.round(score)) : NOT_RUN,
      target: `≥ ${target}`,
      result: !measured
        ? NOT_RUN
        : Math.round(score) >= target
          ? 'met'
          : `missed: ${under(score, target, points)}`,
    });
  }
  return rows;
}
