/**
 * The issue's targets for reads and writes at once on SQLite (mixedLoadBench.ts): with 38 readers
 * and 12 writers the writers keep at least half their rate alone and reads' p99 stays under
 * 100 ms; no request fails; every acknowledged write has its audit entry. json-server is not
 * measured: it writes its whole file per write (see "Writes").
 */
import { count, ms, over, perSecond, under } from './format';
import type { MixFigures } from './mixedLoadBench';
import type { Results } from './results';
import type { TargetRow } from './targets';

const NOT_RUN = 'not run';
const NO_PEER = '— (not measured: see "Writes")';
const WRITE_SHARE = 0.5;
const READ_P99_MS = 100;

const figuresText = (figures: MixFigures) =>
  `reads ${perSecond(figures.readsPerSecond)}, p50 ${ms(figures.reads.p50)}, p99 ${ms(figures.reads.p99)}; ` +
  `writes ${perSecond(figures.writesPerSecond)}, p50 ${ms(figures.writes.p50)}, p99 ${ms(figures.writes.p99)}; ` +
  `${count(figures.reads.failures + figures.writes.failures)} failed`;

const failures = (figures: MixFigures) => figures.reads.failures + figures.writes.failures;

export function mixRows(results: Results): TargetRow[] {
  const mix = results.mix;
  if (!mix)
    return [
      {
        figure: 'Reads and writes at once on SQLite',
        plain: NO_PEER,
        ours: NOT_RUN,
        target: `writes ≥ ${WRITE_SHARE} × alone, reads p99 < ${READ_P99_MS} ms`,
        result: NOT_RUN,
      },
    ];
  const { writersAlone, readersAndWriters, threeReadsToOneWrite } = mix.run.figures;
  const at = `${count(mix.waybills)} waybills, ${mix.seconds} s`;
  const floorRate = writersAlone.writesPerSecond * WRITE_SHARE;
  const misses = [
    ...(readersAndWriters.writesPerSecond < floorRate
      ? [`writes ${under(readersAndWriters.writesPerSecond, floorRate, perSecond)}`]
      : []),
    ...(readersAndWriters.reads.p99 >= READ_P99_MS
      ? [`reads' p99 ${over(readersAndWriters.reads.p99, READ_P99_MS, ms)}`]
      : []),
    ...(failures(readersAndWriters) > 0 ? ['requests failed'] : []),
  ];
  return [
    {
      figure: `12 writers alone (PATCH a waybill), SQLite, ${at}`,
      plain: NO_PEER,
      ours: figuresText(writersAlone),
      target: 'none failed',
      result: failures(writersAlone) === 0 ? 'met' : 'missed: requests failed',
    },
    {
      figure: `38 readers (the filtered list) and 12 writers at once, SQLite, ${at}`,
      plain: NO_PEER,
      ours: figuresText(readersAndWriters),
      target: `writes ≥ ${WRITE_SHARE} × alone (${perSecond(floorRate)}), reads p99 < ${READ_P99_MS} ms, none failed`,
      result: misses.length === 0 ? 'met' : `missed: ${misses.join('; ')}`,
    },
    {
      figure: `50 clients, each three reads to one write, SQLite, ${at}`,
      plain: NO_PEER,
      ours: figuresText(threeReadsToOneWrite),
      target: 'none failed',
      result: failures(threeReadsToOneWrite) === 0 ? 'met' : 'missed: requests failed',
    },
    {
      figure: 'Writes acknowledged, and their audit entries',
      plain: NO_PEER,
      ours: `${count(mix.run.acknowledged)} acknowledged, ${count(mix.run.audited)} audited`,
      target: 'equal',
      result: mix.run.acknowledged === mix.run.audited ? 'met' : 'missed',
    },
  ];
}
