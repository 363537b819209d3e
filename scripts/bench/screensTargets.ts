/**
 * The targets for what staff feel (screensBench.ts): when the waybill list first takes a
 * real click or key, how long in-app moves take, and when the other first screens take input,
 * each a ratio to the plain react-admin peer measured in the same runs.
 */
import type { LoadSummary } from './machine';
import { count, ms, ratioText } from './format';
import { nearestRank } from './nearestRank';
import type { Results } from './results';
import type { TargetRow } from './targets';

/** Milliseconds of every run, with their median (nearest rank), min and max. */
export interface Spread {
  runs: number[];
  median: number;
  min: number;
  max: number;
}

export function spread(runs: number[]): Spread {
  const { median, min, max } = nearestRank(runs, (run) => run);
  return { runs, median: median ?? NaN, min: min ?? NaN, max: max ?? NaN };
}

export interface Visits {
  cold: Spread;
  warm: Spread;
}

export const MOVES = ['next page', 'open a record', 'back to the list', 'a filter typed'] as const;
export type Move = (typeof MOVES)[number];

/** One app's waybill list. */
export interface ListInputFigures {
  /** Navigation start to the first repeated click on the first row that opened it, painted. */
  click: Visits;
  /** Navigation start to the first repeated key typed into the search box, shown in it. */
  key: Visits;
  /** Each move, from its real input to the new content painted (warm, the app running). */
  moves: Record<Move, Spread>;
}

export interface ScreensFigures {
  ours: ListInputFigures;
  peer: ListInputFigures;
  /** Our other first screens, cold: navigation start to the header's search opened by a click. */
  screens: { label: string; path: string; cold: Spread }[];
  /** The machine's 1-minute load average during these runs. */
  load: LoadSummary;
}

const LIST_COLD_RATIO = 0.8;
const LIST_WARM_RATIO = 0.5;
const MOVE_RATIO = 0.5;
const OTHER_SCREEN_RATIO = 1;

const NOT_RUN = 'not run';
export const spreadText = (s: Spread) => `${ms(s.median)} (${ms(s.min)}–${ms(s.max)})`;

function ratioRow(
  figure: string,
  ours: Spread | undefined,
  peer: Spread | undefined,
  limit: number,
): TargetRow {
  const target = `≤ ${ratioText(limit)} the peer’s`;
  if (!ours || !peer) return { figure, plain: NOT_RUN, ours: NOT_RUN, target, result: NOT_RUN };
  const ratio = ours.median / peer.median;
  return {
    figure,
    plain: spreadText(peer),
    ours: `${spreadText(ours)}: ${ratioText(ratio)}`,
    target,
    result: Number.isFinite(ratio)
      ? ratio <= limit
        ? 'met'
        : `missed: ${ratioText(ratio)} of the peer’s, target ≤ ${ratioText(limit)}`
      : 'not measured',
  };
}

export function screensRows(results: Results): TargetRow[] {
  const measured = results.screens;
  const figures = measured?.figures;
  const size = measured
    ? `, ${count(measured.waybills)} waybills (peer: ${count(measured.peerWaybills)})`
    : '';
  const { ours, peer } = figures ?? {};
  return [
    ratioRow(
      `The waybill list takes a click (a row opens), cold${size}`,
      ours?.click.cold,
      peer?.click.cold,
      LIST_COLD_RATIO,
    ),
    ratioRow('The same, warm (second visit)', ours?.click.warm, peer?.click.warm, LIST_WARM_RATIO),
    ratioRow(
      'The waybill list takes a key (it shows in the search box), cold',
      ours?.key.cold,
      peer?.key.cold,
      LIST_COLD_RATIO,
    ),
    ratioRow('The same, warm (second visit)', ours?.key.warm, peer?.key.warm, LIST_WARM_RATIO),
    ...MOVES.map((move) =>
      ratioRow(
        `Waybill list, ${move}: input to new content painted`,
        ours?.moves[move],
        peer?.moves[move],
        MOVE_RATIO,
      ),
    ),
    ...(figures?.screens ?? []).map((screen) =>
      ratioRow(
        `The ${screen.label} takes a click, cold, against the peer’s list`,
        screen.cold,
        peer?.click.cold,
        OTHER_SCREEN_RATIO,
      ),
    ),
  ];
}
