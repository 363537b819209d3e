/**
 * `npm run bench`: the demo API against plain json-server on the same data, the xlsx export, the
 * production bundle, the first waybill row in Chromium and Lighthouse on the waybill list; writes
 * docs/BENCHMARKS.md.
 *   --sizes 1000,10000   --only list,writes,export,bundle,browser,lighthouse   --runs 5 (browser runs)
 * Only a full run (no --sizes / --only) writes the file; a partial one prints its report.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { apiToken } from '../../tests/e2e/login';
import { measureBundle } from './bundleBench';
import { Datasets } from './datasets';
import { measureExport } from './exportBench';
import { measureFirstRow } from './firstRowBench';
import { measureLighthouse } from './lighthouseBench';
import { measureList, type ListBudget } from './listBench';
import { describeMachine, watchLoad } from './machine';
import { ROOT } from './paths';
import { startJsonServer, startOurServer, type ServerProcess } from './processes';
import { previousNotes, renderReport } from './report';
import type { Results } from './results';
import { ourStack, plainStack, type Stack, type StackName } from './stacks';
import { FULL_SIZE } from './targets';
import { measureDiskSync, measureWrites, type WriteBudget } from './writeBench';

const PARTS = ['list', 'writes', 'export', 'bundle', 'browser', 'lighthouse'] as const;
type PartName = (typeof PARTS)[number];
const STACKS = ['ours', 'plain'] as const;
const REPORT = join(ROOT, 'docs/BENCHMARKS.md');
/** The user whose token the demo API is measured with: ROOT may list and export everything. */
const USER = 'root';

const log = (message: string) => console.error(`[bench] ${message}`);

/** json-server answers a list at 100,000 waybills in about a second: its runs are capped. */
function listBudget(stack: StackName, waybills: number): ListBudget {
  if (stack === 'plain' && waybills >= FULL_SIZE)
    return {
      loadSeconds: 15,
      maxRequests: 60,
      warmupSeconds: 0,
      oneClientSeconds: 8,
      maxOneClientRequests: 10,
    };
  return { loadSeconds: 5, warmupSeconds: 1, oneClientSeconds: 3, maxOneClientRequests: 100_000 };
}

const WRITE_BUDGET: Record<StackName, WriteBudget> = {
  ours: { maxWrites: 200, maxSeconds: 60 },
  plain: { maxWrites: 30, maxSeconds: 20 },
};

interface Run {
  wants(part: PartName): boolean;
  browserRuns: number;
  datasets: Datasets;
  results: Results;
  /** This run's scratch folder, on the same disk as the data files. */
  dir: string;
}

/** Starts `stack` on a fresh copy of the data, runs `measure`, then stops it and drops the copy. */
async function withServer<T>(
  run: Run,
  stack: StackName,
  waybills: number,
  measure: (server: ServerProcess, api: Stack, token: string) => Promise<T>,
): Promise<T> {
  log(`${waybills} waybills, ${stack}`);
  const data = run.datasets.copy(waybills);
  try {
    const server = await (stack === 'ours'
      ? startOurServer(data.file)
      : startJsonServer(data.file));
    log(`server up in ${server.startSeconds.toFixed(1)} s`);
    try {
      const token = stack === 'ours' ? await apiToken(server.url, USER) : '';
      return await measure(server, stack === 'ours' ? ourStack(token) : plainStack, token);
    } finally {
      await server.stop();
    }
  } finally {
    data.remove();
  }
}

/** The list at one size on both back ends; at full size also the browsers and the writes. */
async function measureSize(run: Run, waybills: number): Promise<void> {
  const { wants, results } = run;
  const full = waybills === FULL_SIZE;
  const list: Results['list'][number] = { waybills, stacks: {} };
  if (wants('list')) results.list.push(list);
  for (const stack of STACKS) {
    const browser = full && stack === 'ours' && wants('browser');
    const lighthouse = full && stack === 'ours' && wants('lighthouse');
    const writes = full && wants('writes');
    if (!wants('list') && !browser && !lighthouse && !writes) continue;
    await withServer(run, stack, waybills, async (server, api, token) => {
      if (wants('list'))
        list.stacks[stack] = await measureList(server.url, api, listBudget(stack, waybills));
      if (browser) {
        log('first row in Chromium');
        const figures = await measureFirstRow(server.url, token, run.browserRuns);
        results.firstRow = { waybills, figures };
      }
      if (lighthouse) {
        log('Lighthouse');
        results.lighthouse = { waybills, figures: await measureLighthouse(server.url, token) };
      }
      if (writes) {
        log('writes');
        results.writes ??= { waybills, stacks: {}, diskSync: measureDiskSync(run.dir) };
        const budget = WRITE_BUDGET[stack];
        results.writes.stacks[stack] = await measureWrites(server.url, api, waybills, budget);
      }
    });
  }
}

async function measureAll(run: Run, sizes: number[]): Promise<void> {
  // First: the browser benchmarks (Chromium, Lighthouse) load the app from dist/.
  if (run.wants('bundle')) {
    log('bundle: codegen + vite build');
    run.results.bundle = await measureBundle();
  }
  for (const waybills of sizes) await measureSize(run, waybills);
  if (run.wants('export')) {
    // A freshly started server, so that its memory holds nothing from other requests.
    await withServer(run, 'ours', FULL_SIZE, async (server, _api, token) => {
      log('export');
      const file = join(run.dir, 'export.xlsx');
      const figures = await measureExport(server.url, server.pid, token, file);
      run.results.export = { waybills: FULL_SIZE, figures };
    });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string' },
      only: { type: 'string' },
      runs: { type: 'string', default: '5' },
    },
  });
  const sizes = (values.sizes ?? `1000,10000,${FULL_SIZE}`).split(',').map(Number);
  const only = (values.only?.split(',') ?? PARTS) as PartName[];
  const browserRuns = Number(values.runs);
  if (
    only.some((part) => !PARTS.includes(part)) ||
    sizes.some((n) => !Number.isInteger(n) || n <= 0) ||
    !(browserRuns >= 1)
  )
    throw new Error(
      `usage: npm run bench -- --sizes 1000,10000 --only ${PARTS.join(',')} --runs 5`,
    );
  const complete = values.sizes === undefined && values.only === undefined;

  const started = performance.now();
  const load = watchLoad();
  const results: Results = {
    machine: describeMachine(),
    load: { mean: NaN, max: NaN },
    startedAt: new Date(),
    minutes: 0,
    command: ['npm run bench', ...(complete ? [] : ['--', ...process.argv.slice(2)])].join(' '),
    list: [],
  };
  const dir = mkdtempSync(join(tmpdir(), 'baraka-bench-'));
  try {
    const run: Run = {
      wants: (part) => only.includes(part),
      browserRuns,
      datasets: new Datasets(dir),
      results,
      dir,
    };
    await measureAll(run, sizes);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  results.minutes = (performance.now() - started) / 60_000;
  results.load = load.stop();
  // Formatted as `npm run lint` expects the repository's Markdown to be.
  const report = await format(renderReport(results, previousNotes(REPORT)), {
    ...(await resolveConfig(REPORT)),
    filepath: REPORT,
  });
  if (complete) {
    writeFileSync(REPORT, report);
    log(`written to docs/BENCHMARKS.md (${results.minutes.toFixed(1)} min)`);
  } else process.stdout.write(report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
