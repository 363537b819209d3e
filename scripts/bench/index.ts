/**
 * `npm run bench`: the demo API against plain json-server on the same data (the list, start-up
 * and memory; the demo API alone at 1,000,000 waybills), writes and the statistics after one,
 * the xlsx export, the production bundle, the first screens in Chromium (and, asked for, when
 * they take input and in-app moves) and Lighthouse on the waybill list (each beside a plain
 * react-admin app, peer/), and the memory junk logins cost; writes docs/BENCHMARKS.md.
 *   --sizes 1000,10000   --only list,writes,export,bundle,browser,screens,lighthouse,logins,floor,counter,mix
 *   --runs 5 (browser runs)
 * Sizes above 100,000 are multiples of it (their database is the 100,000 one, its waybills copied).
 * Only a full run (no --sizes / --only) writes the file; a partial one prints its report.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { measureBundle } from './bundleBench';
import { Datasets } from './datasets';
import { measureCounter } from './counterBench';
import { measureExport } from './exportBench';
import {
  API_SCANS,
  measureApiScans,
  measureScreenScans,
  packableParcels,
  SCREEN_SCANS,
} from './floorBench';
import { measureFirstRow, PEER_LIST, untilDrawn, WAYBILL_LIST } from './firstRowBench';
import { measureLighthouse, type FormFactor } from './lighthouseBench';
import { buildPeer } from './peer/build';
import { measureList, type ListBudget } from './listBench';
import { measureMixes } from './mixedLoadBench';
import { measureScreens } from './screensBench';
import { JUNK_LOGINS, measureJunkLogins } from './loginBench';
import { describeMachine, watchLoad } from './machine';
import { ROOT } from './paths';
import {
  buildAsNpmStart,
  startJsonServer,
  startOurServer,
  startPeerServer,
  type ServerProcess,
} from './processes';
import { rssMb } from './procfs';
import { measureStats } from './statsBench';
import { previousNotes, renderReport } from './report';
import type { Results, ServerFigures } from './results';
import { ourStack, plainStack, type Stack, type StackName } from './stacks';
import { FULL_SIZE, LARGE_SIZE, PEER_SIZE, PLAIN_MAX_SIZE } from './targets';
import { measureDiskSync, measureWrites, type WriteBudget } from './writeBench';

const PARTS = [
  'list',
  'writes',
  'export',
  'bundle',
  'browser',
  'screens',
  'lighthouse',
  'logins',
  'floor',
  'counter',
  'mix',
] as const;
type PartName = (typeof PARTS)[number];
/**
 * A full run's parts. `screens` (when a screen takes input, in-app moves) is asked for by name
 * until it has run through once: its first try stopped at a record page that did not draw after
 * a cold click at 100,000 waybills (issue "Speed where staff feel it").
 */
const FULL_RUN_PARTS = PARTS.filter((part) => part !== 'screens');
const STACKS = ['ours', 'plain'] as const;
const REPORT = join(ROOT, 'docs/BENCHMARKS.md');
/** The data set of the junk-login run: its database is made for the list's smallest size anyway. */
const JUNK_LOGINS_SIZE = 1000;
/** Seconds each shape of reads and writes at once runs (the 60). */
const MIX_SECONDS = 60;
/** Starts of the demo API per list run (the last one serves the list): their median is reported. */
const OUR_STARTS = 3;

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
  /** The demo API without the built app: dist/ is not built and no browser part runs. */
  browserRuns: number;
  datasets: Datasets;
  results: Results;
  /** This run's scratch folder, on the same disk as the data files. */
  dir: string;
  /** The plain react-admin peer (peer/) built into `dir`, once per run: its folder. */
  peerApp(): Promise<string>;
}

/**
 * Starts `stack` on a fresh copy of the data (`starts` times, the last one kept), runs `measure`,
 * then stops it and drops the copy. `measure` gets the start-up seconds of every start.
 */
async function withServer<T>(
  run: Run,
  stack: StackName,
  waybills: number,
  measure: (
    server: ServerProcess,
    api: Stack,
    token: string,
    starts: number[],
    /** The same questions asked as a company role (ours only). */
    companyApi: Stack | undefined,
  ) => Promise<T>,
  starts = 1,
): Promise<T> {
  log(`${waybills} waybills, ${stack}`);
  const data = await run.datasets.copy(waybills, stack);
  try {
    const start = () =>
      stack === 'ours'
        ? startOurServer(data.file, { token: data.token })
        : startJsonServer(data.file);
    const startSeconds: number[] = [];
    const up = (server: ServerProcess) => {
      startSeconds.push(server.startSeconds);
      log(`server up in ${server.startSeconds.toFixed(2)} s`);
      return server;
    };
    for (let i = 1; i < starts; i++) await up(await start()).stop();
    const server = up(await start());
    try {
      const api = stack === 'ours' ? ourStack(data.token) : plainStack;
      const companyApi = stack === 'ours' ? ourStack(data.companyToken) : undefined;
      return await measure(server, api, data.token, startSeconds, companyApi);
    } finally {
      await server.stop();
    }
  } finally {
    data.remove();
  }
}

/** The peer built into `appDir`. */
async function builtPeer(appDir: string): Promise<string> {
  log('the plain react-admin peer: vite build');
  await buildPeer(appDir);
  return appDir;
}

/**
 * The plain react-admin peer, served by json-server over a fresh copy of PEER_SIZE waybills, while
 * `measure` runs.
 */
async function withPeer<T>(run: Run, measure: (baseUrl: string) => Promise<T>): Promise<T> {
  const appDir = await run.peerApp();
  const data = await run.datasets.copy(PEER_SIZE, 'plain');
  try {
    const server = await startPeerServer(data.file, appDir);
    try {
      return await measure(server.url);
    } finally {
      await server.stop();
    }
  } finally {
    data.remove();
  }
}

const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];

/** Chromium and Lighthouse on ours (the demo API at `waybills`) and on the peer, as asked. */
async function measureBrowsers(
  run: Run,
  waybills: number,
  ours: { baseUrl: string; token: string },
): Promise<void> {
  const { wants, results } = run;
  await withPeer(run, async (peerUrl) => {
    if (wants('browser')) {
      log('first screens in Chromium, ours and the peer in turn');
      const figures = await measureFirstRow(ours, { baseUrl: peerUrl }, run.browserRuns);
      results.firstRow = { waybills, peerWaybills: PEER_SIZE, figures };
    }
    if (wants('screens')) {
      log('screens taking input and in-app moves in Chromium, ours and the peer in turn');
      const figures = await measureScreens(ours, { baseUrl: peerUrl }, run.browserRuns);
      results.screens = { waybills, peerWaybills: PEER_SIZE, figures };
    }
    if (wants('lighthouse')) {
      // Run alone, Lighthouse would otherwise meet the renderer still starting: an undrawn page.
      await untilDrawn({ ...ours, screen: WAYBILL_LIST });
      const figures: NonNullable<Results['lighthouse']>['figures'] = {};
      for (const formFactor of FORM_FACTORS) {
        log(`Lighthouse, ${formFactor}`);
        figures[formFactor] = {
          ours: await measureLighthouse(
            { ...ours, path: WAYBILL_LIST.path, endsOn: WAYBILL_LIST.path },
            formFactor,
          ),
          peer: await measureLighthouse(
            { baseUrl: peerUrl, path: PEER_LIST.path, endsOn: PEER_LIST.path },
            formFactor,
          ),
        };
      }
      results.lighthouse = { waybills, peerWaybills: PEER_SIZE, figures };
    }
  });
}

/** Scans into a box at the API, and at full size typed on the packing station in Chromium. */
async function measureFloor(
  run: Run,
  waybills: number,
  url: string,
  api: Stack,
  token: string,
): Promise<void> {
  const onScreen = waybills === FULL_SIZE;
  const parcels = await packableParcels(url, api, API_SCANS + (onScreen ? SCREEN_SCANS : 0));
  log(`floor: ${API_SCANS} scans into a box at the API`);
  run.results.floor ??= { api: [] };
  const figures = await measureApiScans(url, api, parcels.slice(0, API_SCANS));
  run.results.floor.api.push({ waybills, figures });
  if (!onScreen) return;
  log(`floor: ${SCREEN_SCANS} scans typed on the packing station in Chromium`);
  const screen = await measureScreenScans({ baseUrl: url, token }, parcels.slice(API_SCANS));
  run.results.floor.screen = { waybills, figures: screen };
}

/**
 * The list, with the server's start-up and memory, at one size on both back ends (json-server
 * only up to PLAIN_MAX_SIZE); at full size also the browsers and the writes.
 */
async function measureSize(run: Run, waybills: number): Promise<void> {
  const { wants, results } = run;
  const full = waybills === FULL_SIZE;
  const list: Results['list'][number] = { waybills, stacks: {} };
  if (wants('list')) results.list.push(list);
  for (const stack of STACKS) {
    if (stack === 'plain' && waybills > PLAIN_MAX_SIZE) continue;
    const browser = full && stack === 'ours' && (wants('browser') || wants('screens'));
    const lighthouse = full && stack === 'ours' && wants('lighthouse');
    const writes = full && wants('writes');
    // The floor at full size and above: the packing station in Chromium at full size only.
    const floor = stack === 'ours' && waybills >= FULL_SIZE && wants('floor');
    const counter = full && stack === 'ours' && wants('counter');
    if (!wants('list') && !browser && !lighthouse && !writes && !floor && !counter) continue;
    const starts = wants('list') && stack === 'ours' ? OUR_STARTS : 1;
    const measure = async (
      server: ServerProcess,
      api: Stack,
      token: string,
      startSeconds: number[],
      companyApi: Stack | undefined,
    ) => {
      if (wants('list')) {
        const budget = listBudget(stack, waybills);
        const figures = await measureList(server.url, server.pid, api, budget);
        // A company role's list: the same query, kept to its company's rows.
        if (companyApi && full) {
          figures.companyFiltered = (
            await measureList(server.url, server.pid, companyApi, budget)
          ).filtered;
          log(`company role list: ${Math.round(figures.companyFiltered.rps)} req/s`);
        }
        const serverFigures: ServerFigures = {
          startSeconds,
          startCpuSeconds: server.startCpuSeconds,
          rssAfterStartMb: server.rssAfterStartMb,
          rssAfterListMb: rssMb(server.pid),
        };
        list.stacks[stack] = { ...figures, server: serverFigures };
        log(
          `list: ${Math.round(figures.filtered.rps)} req/s; RSS ${Math.round(server.rssAfterStartMb)} MB ` +
            `after start, ${Math.round(serverFigures.rssAfterListMb)} MB after the list`,
        );
      }
      if (browser || lighthouse)
        await measureBrowsers(run, waybills, { baseUrl: server.url, token });
      if (writes && stack === 'ours') {
        log('statistics after a write and kept');
        results.stats = { waybills, figures: await measureStats(server.url, api) };
      }
      if (floor) await measureFloor(run, waybills, server.url, api, token);
      if (counter) {
        log('counter: client searches and hand-overs of ten parcels at the API');
        results.counter = { waybills, figures: await measureCounter(server.url, api) };
      }
      if (writes) {
        log('writes');
        results.writes ??= { waybills, stacks: {}, diskSync: measureDiskSync(run.dir) };
        const budget = WRITE_BUDGET[stack];
        results.writes.stacks[stack] = await measureWrites(server.url, api, waybills, budget);
      }
    };
    await withServer(run, stack, waybills, measure, starts);
  }
}

async function measureAll(run: Run, sizes: number[]): Promise<void> {
  // First: the browser benchmarks (Chromium, Lighthouse) load the app from dist/.
  if (run.wants('bundle')) {
    log('bundle: codegen + vite build');
    run.results.bundle = await measureBundle(WAYBILL_LIST.path, await run.peerApp());
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
  if (run.wants('mix')) {
    // A freshly started server: the reads and writes of the other parts are not in its caches.
    await withServer(run, 'ours', FULL_SIZE, async (server, api) => {
      log(`reads and writes at once: three shapes of ${MIX_SECONDS} s`);
      const mix = await measureMixes(server.url, api, FULL_SIZE, MIX_SECONDS);
      run.results.mix = { waybills: FULL_SIZE, seconds: MIX_SECONDS, run: mix };
    });
  }
  if (run.wants('logins')) {
    // A freshly started server on small data: what junk logins cost does not depend on the data.
    await withServer(run, 'ours', JUNK_LOGINS_SIZE, async (server) => {
      log(`junk logins: ${JUNK_LOGINS} logins and ${JUNK_LOGINS} captchas`);
      const figures = await measureJunkLogins(server.url, server.pid);
      run.results.junkLogins = { waybills: JUNK_LOGINS_SIZE, figures };
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
  const sizes = (values.sizes ?? `1000,10000,${FULL_SIZE},${LARGE_SIZE}`).split(',').map(Number);
  const only = (values.only?.split(',') ?? FULL_RUN_PARTS) as PartName[];
  const browserRuns = Number(values.runs);
  if (
    only.some((part) => !PARTS.includes(part)) ||
    sizes.some((n) => !Number.isInteger(n) || n <= 0 || (n > FULL_SIZE && n % FULL_SIZE !== 0)) ||
    !(browserRuns >= 1)
  )
    throw new Error(
      `usage: npm run bench -- --sizes 1000,10000 (above ${FULL_SIZE}: multiples of it) ` +
        `--only ${PARTS.join(',')} --runs 5`,
    );
  const complete = values.sizes === undefined && values.only === undefined;
  // Ours runs as `npm start` runs it: the built app and the bundled server.
  log('build: what npm start builds (codegen, vite build, the server bundle)');
  buildAsNpmStart();

  const started = performance.now();
  const load = watchLoad();
  const results: Results = {
    machine: describeMachine(),
    load: { mean: NaN, max: NaN },
    startedAt: new Date(),
    minutes: 0,
    command: ['npm run bench', ...(complete ? [] : ['--', ...process.argv.slice(2)])].join(' '),
    seedings: [],
    list: [],
  };
  const dir = mkdtempSync(join(tmpdir(), 'baraka-bench-'));
  try {
    const datasets = new Datasets(dir, startOurServer, log);
    let peerApp: Promise<string> | undefined;
    const run: Run = {
      wants: (part) => only.includes(part),
      browserRuns,
      datasets,
      results,
      dir,
      peerApp: () => (peerApp ??= builtPeer(join(dir, 'peer'))),
    };
    // Filled as the databases are made.
    results.seedings = datasets.seedings;
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
