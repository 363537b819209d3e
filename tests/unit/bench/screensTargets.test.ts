import { describe, expect, it } from 'vitest';
import { renderReport } from '../../../scripts/bench/report';
import type { Results } from '../../../scripts/bench/results';
import {
  MOVES,
  screensRows,
  spread,
  type ListInputFigures,
  type Move,
} from '../../../scripts/bench/screensTargets';

const results = (overrides: Partial<Results> = {}): Results => ({
  machine: { cpu: 'Test CPU', cores: 2, ramGb: 4, os: 'Linux', node: 'v20', loadAtStart: 1 },
  load: { mean: 1, max: 2 },
  startedAt: new Date('2026-11-22T10:00:00Z'),
  minutes: 1,
  command: 'npm run bench',
  seedings: [],
  list: [],
  ...overrides,
});

/** Every figure of a list the same `ms`, but its moves `moveMs`. */
const list = (ms: number, moveMs: number): ListInputFigures => ({
  click: { cold: spread([ms]), warm: spread([ms / 2]) },
  key: { cold: spread([ms]), warm: spread([ms / 2]) },
  moves: Object.fromEntries(MOVES.map((move) => [move, spread([moveMs])])) as Record<
    Move,
    ReturnType<typeof spread>
  >,
});

describe('the screens taking input (screensTargets)', () => {
  it('gives the median by nearest rank, with min and max', () => {
    expect(spread([300, 100, 200])).toEqual({
      runs: [300, 100, 200],
      median: 200,
      min: 100,
      max: 300,
    });
    expect(spread([4, 1, 3, 2]).median).toBe(2);
  });

  it('judges each figure as a ratio to the peer’s in the same runs', () => {
    const screens = {
      waybills: 100_000,
      peerWaybills: 10_000,
      figures: {
        ours: list(700, 40),
        peer: list(1000, 100),
        screens: [{ label: 'dashboard', path: '/dashboard', cold: spread([1200, 1100, 900]) }],
        load: { mean: 3, max: 4 },
      },
    };
    const rows = screensRows(results({ screens }));
    expect(rows.map((row) => row.figure)).toEqual([
      'The waybill list takes a click (a row opens), cold, 100,000 waybills (peer: 10,000)',
      'The same, warm (second visit)',
      'The waybill list takes a key (it shows in the search box), cold',
      'The same, warm (second visit)',
      'Waybill list, next page: input to new content painted',
      'Waybill list, open a record: input to new content painted',
      'Waybill list, back to the list: input to new content painted',
      'Waybill list, a filter typed: input to new content painted',
      'The dashboard takes a click, cold, against the peer’s list',
    ]);
    // Cold 0.70× against ≤ 0.8×; warm 0.70× against ≤ 0.5×.
    expect(rows[0]).toMatchObject({
      plain: '1000 ms (1000 ms–1000 ms)',
      ours: '700 ms (700 ms–700 ms): 0.70×',
      result: 'met',
    });
    expect(rows[1].result).toBe('missed: 0.70× of the peer’s, target ≤ 0.50×');
    expect(rows[4]).toMatchObject({ target: '≤ 0.50× the peer’s', result: 'met' });
    expect(rows[8]).toMatchObject({
      ours: '1100 ms (900 ms–1200 ms): 1.10×',
      result: 'missed: 1.10× of the peer’s, target ≤ 1.00×',
    });

    const report = renderReport(results({ screens }), '');
    expect(report).toContain('## Screens taking input, and moves, in Chromium');
    expect(report).toContain(
      '| next page | 40.0 ms (40.0 ms–40.0 ms) 0.40× | 100 ms (100 ms–100 ms) |',
    );
    expect(report).toContain('mean 3.00, max\n4.00 (2 cores)');
  });

  it('says what was not run', () => {
    const rows = screensRows(results());
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.result === 'not run')).toBe(true);
  });
});
