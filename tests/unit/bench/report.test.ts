import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { percentile } from '../../../scripts/bench/http';
import type { FirstRowRun } from '../../../scripts/bench/firstRowBench';
import type { LighthouseRun } from '../../../scripts/bench/lighthouseBench';
import { previousNotes, renderReport } from '../../../scripts/bench/report';
import type { Results, ServerFigures } from '../../../scripts/bench/results';
import { readsBlocked, targetRows } from '../../../scripts/bench/targets';

const latencies = (p50: number, p99: number) => ({ p50, p99, max: p99, count: 100, failures: 0 });

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

const server = (startSeconds: number[], afterStart: number, afterList: number): ServerFigures => ({
  startSeconds,
  startCpuSeconds: 1,
  rssAfterStartMb: afterStart,
  rssAfterListMb: afterList,
});

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('docs/BENCHMARKS.md', () => {
  it('keeps the hand-written notes of the previous report', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
    folders.push(dir);
    const file = join(dir, 'BENCHMARKS.md');
    writeFileSync(file, renderReport(results(), 'The export waits for a core.\n\nSecond line.'));
    const next = renderReport(results({ minutes: 2 }), previousNotes(file));
    expect(next).toContain('The export waits for a core.\n\nSecond line.');
    expect(next).toContain('the run took\n2.0 minutes');
  });

  it('starts without notes when there is no previous report', () => {
    expect(previousNotes('/nonexistent/BENCHMARKS.md')).toBe('_No notes yet._');
  });

  it('says by how much a target is missed, and what was not run', () => {
    const load = { rps: 300, p50: 20, p99: 80, requests: 1500, failures: 0, seconds: 5 };
    const rows = targetRows(
      results({
        list: [
          {
            waybills: 100_000,
            stacks: {
              ours: {
                filtered: load,
                unfiltered: latencies(0.5, 2),
                server: server([1.2, 1.4, 1.3], 150, 180),
              },
            },
          },
        ],
      }),
    );
    expect(rows[0].result).toBe('missed: by 150 req/s (33 %) short; p99 over by 30 ms (60 %)');
    // No company role's list in this run.
    expect(rows[1].result).toBe('not run');
    expect(rows[2].result).toBe('not run');
    expect(rows[3].result).toBe('met');
    expect(rows[4].result).toBe('not run');
  });

  it('judges memory and start-up per size, and reports the list at 1,000,000 beside 100,000', () => {
    const load = (rps: number) => ({
      rps,
      p50: 2,
      p99: 9,
      requests: 5000,
      failures: 0,
      seconds: 5,
    });
    const figures = (rps: number, figures: ServerFigures) => ({
      filtered: load(rps),
      unfiltered: latencies(0.5, 2),
      server: figures,
    });
    const rows = targetRows(
      results({
        list: [
          { waybills: 100_000, stacks: { ours: figures(2000, server([1.2, 1.4, 1.3], 150, 190)) } },
          {
            waybills: 1_000_000,
            stacks: { ours: figures(500, server([2.5, 3.5, 3.1], 160, 320)) },
          },
        ],
      }),
    );
    const row = (start: string) => rows.find((r) => r.figure.startsWith(start));
    expect(row('Waybill list, filter + sort + page, 10 connections, 1,000,000')).toMatchObject({
      ours: '500 req/s, p99 9 ms',
      result: '25 % of the rate at 100,000',
    });
    expect(
      row('Resident memory of the API, after start and after the list load, 100,000'),
    ).toMatchObject({ ours: '150 MB after start, 190 MB after the list', result: 'met' });
    expect(
      row('Resident memory of the API, after start and after the list load, 1,000,000')?.result,
    ).toBe('missed: over by 20 MB');
    expect(row('API start-up')).toMatchObject({
      ours: '100,000: 1.3 s; 1,000,000: 3.1 s',
      result: 'missed: 1,000,000 over by 0.1 s (3 %)',
    });
  });

  const lighthouseRun = (score: number, lcp: number): LighthouseRun => ({
    score,
    metrics: { fcp: 2100, lcp, tbt: 350, cls: 0.014, speedIndex: 2500 },
    findings: [
      {
        title: 'Enable text compression',
        displayValue: 'Est savings of 851 KiB',
        savingsMs: 4910,
      },
      { title: 'Minimize main-thread work', displayValue: '7.7 s', savingsMs: 0 },
    ],
    seconds: 20,
  });
  const figuresOf = (runs: LighthouseRun[]) => ({ runs, median: runs[0] });

  it('reports Lighthouse’s median runs, ours beside the peer’s, and what did not pass', () => {
    const ours = [lighthouseRun(29, 3000), lighthouseRun(27, 3200), lighthouseRun(31, 2800)];
    const lighthouse = {
      waybills: 100_000,
      peerWaybills: 10_000,
      figures: {
        mobile: { ours: figuresOf(ours), peer: figuresOf([lighthouseRun(79, 2000)]) },
        desktop: {
          ours: figuresOf([lighthouseRun(100, 500)]),
          peer: figuresOf([lighthouseRun(98, 600)]),
        },
      },
    };
    const rows = targetRows(results({ lighthouse }));
    const row = (start: string) => rows.find((r) => r.figure.startsWith(start));
    expect(row('Lighthouse mobile')).toMatchObject({
      plain: '79',
      ours: '29',
      target: '≥ 90',
      result: 'missed: by 61 points (68 %)',
    });
    expect(row('Lighthouse desktop')).toMatchObject({
      ours: '100',
      target: '≥ 100',
      result: 'met',
    });
    const report = renderReport(results({ lighthouse }), '');
    expect(report).toContain(
      '| ours 1 (median) | 29 | 2.1 s | 3.0 s | 350 ms | 0.014 | 2.5 s | 20.0 s |',
    );
    expect(report).toContain('| peer 1 (median) | 79 |');
    expect(report).toContain('| Enable text compression | Est savings of 851 KiB | 4910 ms |');
    expect(report).toContain('| Minimize main-thread work | 7.7 s |  |');
  });

  it('judges the first screens as ratios to the peer measured in the same runs', () => {
    const run = (ms: number, scripts: number): FirstRowRun => ({
      ms,
      pageEndMs: ms / 10,
      scripts: Array.from({ length: scripts }, (_, i) => `/assets/s${i}.js`),
      scriptsEndMs: ms / 2,
      scriptsTransferred: 100_000,
      dataEndMs: ms - 50,
      mainThreadMs: ms / 2,
      scriptMs: ms / 4,
    });
    const timed = (cold: number[], warm: number[], scripts: number) => ({
      cold: {
        runs: cold.map((ms) => run(ms, scripts)),
        median: run(cold[1], scripts),
        minMs: cold[0],
        maxMs: cold[2],
      },
      warm: {
        runs: warm.map((ms) => run(ms, scripts)),
        median: run(warm[1], scripts),
        minMs: warm[0],
        maxMs: warm[2],
      },
    });
    const screen = (label: string, path: string) => ({ label, path, ready: 'x', dataPath: '/x' });
    const firstRow = {
      waybills: 100_000,
      peerWaybills: 10_000,
      figures: {
        ours: [
          {
            screen: screen('waybill list', '/oms/waybill'),
            ...timed([500, 600, 700], [200, 260, 300], 8),
          },
          {
            screen: screen('dashboard', '/dashboard'),
            ...timed([700, 900, 950], [300, 320, 400], 8),
          },
        ],
        peer: {
          screen: screen('plain react-admin list', '/#/waybills'),
          ...timed([900, 1000, 1100], [480, 500, 520], 3),
        },
        scriptsGzip: 250_000,
        load: { mean: 1.5, max: 2.5 },
      },
    };
    const rows = targetRows(results({ firstRow }));
    const row = (start: string) => rows.find((r) => r.figure.startsWith(start));
    expect(row('First waybill row painted, Chromium, cold')).toMatchObject({
      plain: 'median 1000 ms (900 ms–1100 ms)',
      ours: 'median 600 ms (500 ms–700 ms): 0.60×',
      result: 'met',
    });
    expect(row('The same, warm')).toMatchObject({
      result: 'missed: 0.52× of the peer’s, target ≤ 0.50×',
    });
    expect(row('First screen of the dashboard')?.result).toBe(
      'missed: 0.90× of the peer’s, target ≤ 0.80×',
    );
    expect(row('JavaScript requests before the first waybill row')).toMatchObject({
      plain: '3',
      ours: '8',
      result: 'met',
    });
    expect(renderReport(results({ firstRow }), '')).toContain('mean 1.50, max');
  });
});

describe('figures', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it('counts reads as blocked when they wait as long as the writes', () => {
    const writes = latencies(10, 60);
    // Reads share the CPU with writes: the tail grows, the typical read does not wait.
    expect(
      readsBlocked({
        writes,
        readsAlone: latencies(0.6, 7),
        readsDuringWrites: latencies(0.7, 17),
      }),
    ).toBe(false);
    // Reads queue behind each write.
    expect(
      readsBlocked({ writes, readsAlone: latencies(0.6, 7), readsDuringWrites: latencies(9, 20) }),
    ).toBe(true);
  });
});
