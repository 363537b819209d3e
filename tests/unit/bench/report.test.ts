import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { percentile } from '../../../scripts/bench/http';
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

  it('reports Lighthouse’s median run, its metrics and what did not pass', () => {
    const run = (score: number, lcp: number): LighthouseRun => ({
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
    const runs = [run(29, 3000), run(27, 3200), run(31, 2800)];
    const lighthouse = { waybills: 100_000, figures: { runs, median: runs[0] } };
    const row = targetRows(results({ lighthouse })).find((r) => r.figure.startsWith('Lighthouse'));
    expect(row).toMatchObject({
      ours: '29',
      target: '≥ 95',
      result: 'missed: by 66 points (69 %)',
    });
    const report = renderReport(results({ lighthouse }), '');
    expect(report).toContain(
      '| 1 (median) | 29 | 2.1 s | 3.0 s | 350 ms | 0.014 | 2.5 s | 20.0 s |',
    );
    expect(report).toContain('| Enable text compression | Est savings of 851 KiB | 4910 ms |');
    expect(report).toContain('| Minimize main-thread work | 7.7 s |  |');
  });

  it('meets the Lighthouse target at 95', () => {
    const run: LighthouseRun = {
      score: 95,
      metrics: { fcp: 900, lcp: 1200, tbt: 40, cls: 0, speedIndex: 1000 },
      findings: [],
      seconds: 20,
    };
    const lighthouse = { waybills: 100_000, figures: { runs: [run], median: run } };
    const row = targetRows(results({ lighthouse })).find((r) => r.figure.startsWith('Lighthouse'));
    expect(row?.result).toBe('met');
    expect(renderReport(results({ lighthouse }), '')).toContain(
      'One run (a run took over a minute).',
    );
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
