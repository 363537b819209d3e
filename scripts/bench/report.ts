/** docs/BENCHMARKS.md: the figures of one run, with the hand-written notes of the previous file. */
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { distFileSize, partsOf } from './bundleBench';
import type { Latencies } from './http';
import type { FirstRowFigures, ScreenFigures, Timings } from './firstRowBench';
import type { LighthouseFigures, LighthouseRun } from './lighthouseBench';
import { JUNK_LOGINS, JUNK_USERNAME_LENGTH, WARMUP } from './loginBench';
import { count, kB, mb, ms, perSecond, seconds, wholeMs } from './format';
import type { Results } from './results';
import { MOVES, spreadText, type Spread } from './screensTargets';
import type { StackName } from './stacks';
import { FULL_SIZE, medianStart, PLAIN_MAX_SIZE, readsBlocked, targetRows } from './targets';

export const NOTES_START = '<!-- notes: hand-written, kept by npm run bench -->';
export const NOTES_END = '<!-- end of notes -->';
const DEFAULT_NOTES = '_No notes yet._';

/** The notes section of an existing report, to carry over to the next one. */
export function previousNotes(file: string): string {
  if (!existsSync(file)) return DEFAULT_NOTES;
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(NOTES_START);
  const end = text.indexOf(NOTES_END);
  if (start < 0 || end < start) return DEFAULT_NOTES;
  return text.slice(start + NOTES_START.length, end).trim() || DEFAULT_NOTES;
}

const STACK_LABEL: Record<StackName, string> = {
  ours: 'demo API',
  plain: 'plain json-server',
};

const table = (header: string[], rows: string[][]) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const latencies = (l: Latencies) => `${ms(l.p50)} / ${ms(l.p99)}`;

function listSection(results: Results): string {
  if (results.list.length === 0) return '';
  const rows = results.list.flatMap(({ waybills, stacks }) =>
    (['ours', 'plain'] as const).flatMap((name) => {
      const figures = stacks[name];
      if (!figures) return [];
      const { filtered, unfiltered } = figures;
      return [
        [
          count(waybills),
          STACK_LABEL[name],
          perSecond(filtered.rps),
          wholeMs(filtered.p50),
          wholeMs(filtered.p99),
          `${count(filtered.requests)} in ${seconds(filtered.seconds)}` +
            (filtered.failures ? `, ${count(filtered.failures)} failed` : ''),
          filtered.serverCpuSeconds === undefined || filtered.requests === 0
            ? '—'
            : ms((filtered.serverCpuSeconds * 1000) / filtered.requests),
          latencies(unfiltered),
          count(unfiltered.count),
        ],
      ];
    }),
  );
  const alone = results.list.filter(({ waybills }) => waybills > PLAIN_MAX_SIZE);
  return [
    '## Waybill list',
    '',
    'Filter + sort + page: `status` = Toshkent, newest first, first 10 rows, 10 connections',
    '(autocannon, whole milliseconds). Without filter: newest first, first 10 rows, one client',
    'on one keep-alive connection, timed to the last byte. Server CPU per request: the CPU time',
    'the server process used during the filtered run (`/proc/<pid>/stat`), per answer: the work',
    'itself, whatever the load (one core gives at most 1,000 ms of it per second).',
    ...(alone.length > 0
      ? [
          `At ${alone.map((size) => count(size.waybills)).join(', ')} waybills the demo API runs`,
          'alone: json-server reads its whole JSON file (~1.7 GB at 1,000,000) into one string,',
          'past V8’s limit on a string’s length (~0.5 GB).',
        ]
      : []),
    '',
    table(
      [
        'waybills',
        'back end',
        'filtered: req/s',
        'p50',
        'p99',
        'requests',
        'server CPU / request',
        'no filter, one client: p50 / p99',
        'requests',
      ],
      rows,
    ),
  ].join('\n');
}

function serverSection(results: Results): string {
  const rows = results.list.flatMap(({ waybills, stacks }) =>
    (['ours', 'plain'] as const).flatMap((name) => {
      const server = stacks[name]?.server;
      if (!server) return [];
      return [
        [
          count(waybills),
          STACK_LABEL[name],
          `**${seconds(medianStart(server))}**` +
            (server.startSeconds.length > 1
              ? ` (${server.startSeconds.map((s) => s.toFixed(2)).join(', ')})`
              : ''),
          seconds(server.startCpuSeconds),
          mb(server.rssAfterStartMb),
          mb(server.rssAfterListMb),
        ],
      ];
    }),
  );
  if (rows.length === 0) return '';
  const seeded = results.seedings.map(
    (s) =>
      `${count(s.waybills)}: ${s.how === 'seeded' ? 'seeded from the JSON file by the API’s first start' : `the ${count(FULL_SIZE)}-waybill database multiplied in SQL`} in ${seconds(s.seconds)}, ${mb(s.megabytes)}`,
  );
  return [
    '## Start-up and memory',
    '',
    'Start-up: from spawning the server to its first successful HTTP answer (polled every 20 ms)',
    'over data already made: for the demo API, `GET /api/user/info` answered 200 with a token (so',
    'the database is open), over a database seeded earlier; for json-server its home page, after',
    'it has read the JSON file. The demo API is started three times on the same copy (the median',
    'is bold, then every start); CPU is what the list’s server used until its answer. Memory is',
    'the server process’s resident set (`/proc/<pid>/status` VmRSS) right after that start, and',
    'after both list runs above.',
    '',
    table(
      [
        'waybills',
        'back end',
        'start-up (each start)',
        'CPU to start',
        'RSS after start',
        'RSS after the list',
      ],
      rows,
    ),
    ...(seeded.length > 0
      ? [
          '',
          `The databases (SQLite files, made before any timing): ${seeded.join('; ')}.`,
          ...(results.seedings.some((s) => s.how === 'multiplied')
            ? [
                'Multiplied: every waybill copied in one transaction (`INSERT … SELECT`; new ids;',
                'tracking numbers with a suffix per copy; the search index filled by its trigger).',
                'Copies keep their links to boxes, clients and bills, so derived figures (box batch',
                'figures, client counts) are those of the smaller set: fine for sizes, not a demo.',
              ]
            : []),
        ]
      : []),
  ].join('\n');
}

function writeSection(results: Results): string {
  const writes = results.writes;
  if (!writes) return '';
  const rows = (['ours', 'plain'] as const).flatMap((name) => {
    const figures = writes.stacks[name];
    if (!figures) return [];
    return [
      [
        STACK_LABEL[name],
        `${count(figures.writes.count)}${figures.writes.failures ? ` (+${figures.writes.failures} failed)` : ''}`,
        latencies(figures.writes),
        latencies(figures.readsAlone),
        `${latencies(figures.readsDuringWrites)} (max ${ms(figures.readsDuringWrites.max)})`,
        readsBlocked(figures) ? 'yes' : 'no',
      ],
    ];
  });
  return [
    `## Writes at ${count(writes.waybills)} waybills`,
    '',
    'One client PATCHes `comment` of one waybill after another (a different waybill each time),',
    'while a second client reads the filtered list in a loop; the same reads without writes come',
    'first. "Blocked" means reads wait for writes: the typical read during writes (p50) takes at',
    'least half as long as a write (and longer than a read alone).',
    '',
    `The disk’s own floor under a durable write (a small line appended, then \`fdatasync\`):`,
    `p50 ${ms(writes.diskSync.p50)}, p99 ${ms(writes.diskSync.p99)}.`,
    '',
    table(
      [
        'back end',
        'writes',
        'write p50 / p99',
        'reads alone p50 / p99',
        'reads during writes p50 / p99',
        'blocked',
      ],
      rows,
    ),
  ].join('\n');
}

function statsSection(results: Results): string {
  const stats = results.stats;
  if (!stats) return '';
  return [
    `## Statistics at ${count(stats.waybills)} waybills`,
    '',
    'What the dashboard, the PVZ pages and the month and B2C reports ask for, as ROOT on one',
    'keep-alive connection: each asked right after a `PATCH` of one waybill (computed again from',
    'every waybill), then asked again with nothing written between (the answer kept until a commit changes what it read,',
    'server/stats/keptFigures.ts). The first-screen runs below see kept answers, as anyone',
    'opening these pages after the first does until the next write. A second client reads a',
    'waybill list page alone, and again 2 ms after each computation afresh was asked for: what',
    'one person opening the page after a write costs everyone else. p50 / p99.',
    '',
    table(
      [
        'statistics',
        'after a write',
        'kept',
        'a list page alone',
        'a list page during the computation',
      ],
      stats.figures.map((f) => [
        `\`GET ${f.path}\``,
        latencies(f.afterWrite),
        latencies(f.kept),
        latencies(f.listAlone),
        `${latencies(f.listDuring)} (${(f.listDuring.p50 / f.listAlone.p50).toFixed(1)}× alone)`,
      ]),
    ),
  ].join('\n');
}

function exportSection(results: Results): string {
  const exported = results.export;
  if (!exported) return '';
  const f = exported.figures;
  return [
    `## xlsx export of ${count(exported.waybills)} waybills`,
    '',
    '`GET /api/waybills/export?s={}&sort=["createdAt","DESC"]` as ROOT on a freshly started',
    'server, read to the last byte; memory is the server process’s resident set',
    '(`/proc/<pid>/status`; the peak counter is reset just before the request); server CPU is',
    'the CPU time the server process used meanwhile (`/proc/<pid>/stat`): on a busy machine the',
    'time to last byte is this plus the time it waited for a core.',
    '',
    table(
      [
        'HTTP',
        'time to last byte',
        'server CPU',
        'file',
        'rows (header / in file)',
        'RSS before',
        'peak RSS',
        'export’s own',
      ],
      [
        [
          String(f.status),
          seconds(f.seconds),
          seconds(f.cpuSeconds),
          `${f.megabytes.toFixed(1)} MB`,
          `${count(f.rowsClaimed)} / ${count(f.rowsInFile)}`,
          mb(f.rssBeforeMb),
          mb(f.peakRssMb),
          `+${mb(f.peakRssMb - f.rssBeforeMb)}`,
        ],
      ],
    ),
  ].join('\n');
}

function bundleSection(results: Results): string {
  const bundle = results.bundle;
  if (!bundle) return '';
  const sum = (files: { raw: number; gzip: number }[]) =>
    files.reduce((total, f) => ({ raw: total.raw + f.raw, gzip: total.gzip + f.gzip }), {
      raw: 0,
      gzip: 0,
    });
  const js = sum(bundle.initialJs);
  const css = sum(bundle.initialCss);
  const listJs = sum(bundle.listJs);
  const peerJs = sum(bundle.peerJs);
  const fileRows = (files: typeof bundle.initialJs) =>
    files.map((f) => [`\`${basename(f.file)}\``, kB(f.raw), kB(f.gzip)]);
  return [
    '## Production bundle',
    '',
    '`npm run codegen`, then `vite build` with the project’s config. Initial = what `dist/index.html`',
    'loads before any code runs: the entry script, its `modulepreload`s and stylesheets: the shell',
    'every screen shares. A screen adds its page’s chunks (the server names them in the page as',
    'preloads); the waybill list’s are below, with the plain react-admin peer’s scripts (built',
    'with Vite’s defaults, all of them initial). gzip at zlib’s default level; kB are 1,000',
    'bytes, as `vite build` prints them.',
    '',
    table(
      ['', 'files', 'raw', 'gzip'],
      [
        ['initial JS', String(bundle.initialJs.length), kB(js.raw), kB(js.gzip)],
        ['initial CSS', String(bundle.initialCss.length), kB(css.raw), kB(css.gzip)],
        [
          'the waybill list’s JS in all',
          String(bundle.listJs.length),
          kB(listJs.raw),
          kB(listJs.gzip),
        ],
        ['the peer’s JS', String(bundle.peerJs.length), kB(peerJs.raw), kB(peerJs.gzip)],
        ['lazy JS', String(bundle.lazyCount), '', kB(bundle.lazyGzip)],
      ],
    ),
    '',
    'Initial JS files:',
    '',
    table(['file', 'raw', 'gzip'], fileRows(bundle.initialJs)),
    '',
    'Largest lazy chunks:',
    '',
    table(['file', 'raw', 'gzip'], fileRows(bundle.largestLazy)),
    '',
    'What the initial JS is made of: each initial chunk’s gzip size shared among the sources of',
    'its minified code (read from source maps), an estimate that ranks the parts. `src/…` are',
    'the app’s own files; `(generated)` is code the bundler wrote (imports, chunk glue).',
    '',
    table(
      ['part', 'gzip (est.)'],
      bundle.parts.slice(0, 25).map((part) => [`\`${part.name}\``, kB(part.gzip)]),
    ),
    '',
    'By kind:',
    '',
    table(
      ['kind', 'gzip (est.)'],
      PART_KINDS.map(({ label, test }) => [
        label,
        kB(bundle.parts.filter((p) => test(p.name)).reduce((sum, p) => sum + p.gzip, 0)),
      ]),
    ),
  ].join('\n');
}

const isAppFile = (name: string) => name.startsWith('src/');
const PART_KINDS = [
  { label: 'libraries', test: (name: string) => !isAppFile(name) && name !== '(generated)' },
  {
    label: 'src/generated (codegen output)',
    test: (name: string) => /^src\/(core\/|routeScreens\/)?generated\//.test(name),
  },
  {
    label: 'src/i18n (catalogues)',
    test: (name: string) => /^src\/(core\/)?i18n\//.test(name),
  },
  { label: 'src/layout (the shell)', test: (name: string) => name.startsWith('src/layout/') },
  {
    label: 'other app code',
    test: (name: string) =>
      isAppFile(name) && !/^src\/((core\/)?generated|(core\/)?i18n|layout)\//.test(name),
  },
  { label: 'bundler glue', test: (name: string) => name === '(generated)' },
];

const visitText = (t: Timings) => `${ms(t.median.ms)} (${ms(t.minMs)}–${ms(t.maxMs)})`;

function screenRows(figures: FirstRowFigures): string[][] {
  const peer = figures.peer;
  const row = (s: ScreenFigures, vsPeer: boolean) => {
    const m = s.cold.median;
    const ratio = (visit: 'cold' | 'warm') =>
      vsPeer ? ` ${(s[visit].median.ms / peer[visit].median.ms).toFixed(2)}×` : '';
    return [
      s.screen.label,
      `\`${s.screen.path}\``,
      visitText(s.cold) + ratio('cold'),
      visitText(s.warm) + ratio('warm'),
      ms(m.pageEndMs),
      String(m.scripts.length),
      kB(m.scriptsTransferred),
      ms(m.scriptsEndMs),
      ms(m.dataEndMs),
      `${ms(m.mainThreadMs)} (${ms(m.scriptMs)})`,
    ];
  };
  return [...figures.ours.map((s) => row(s, true)), row(peer, false)];
}

function firstRowSection(results: Results): string {
  const firstRow = results.firstRow;
  if (!firstRow) return '';
  const { figures } = firstRow;
  const runs = figures.peer.cold.runs.length;
  return [
    `## First screens in Chromium (${count(firstRow.waybills)} waybills; the peer ${count(firstRow.peerWaybills)})`,
    '',
    'Debian’s Chromium, headless. Each run is a fresh profile: the first visit is **cold** (nothing',
    'cached), a second visit of the same page is **warm** (the HTTP cache holds the first one’s',
    'files). Ours as ROOT, the token cookie set beforehand (no login screen), served by the demo',
    'API from `dist/`, which sends the screen drawn by its page renderer (src/ssr) with the page',
    '(each screen is asked for once before the runs: the renderer loads with the first page after',
    'a start); "its data in" is then "—", the data having come with the page. The peer is a plain react-admin app (`scripts/bench/peer/`: one `<Resource>`,',
    '`<List>` with a `<SearchInput>` + `<Datagrid>` of ten columns, whose rows open a `<Show>`, ra-data-simple-rest on json-server 0.17, Vite’s',
    'defaults) over the same generated waybills. Time from navigation start to the first frame',
    'painted with the screen’s first content (a MutationObserver, then the frame after a',
    '`requestAnimationFrame`). ' +
      `${runs} rounds; each measures every screen once, ours and the peer in turn, so a busy moment`,
    'falls on both. Median (min–max); the ratio is to the peer’s list in the same visit.',
    `The machine’s 1-minute load during these runs: mean ${figures.load.mean.toFixed(2)}, max`,
    `${figures.load.max.toFixed(2)} (${results.machine.cores} cores).`,
    '',
    table(
      [
        'screen',
        'path',
        'cold',
        'warm',
        'page in (cold)',
        'scripts before it',
        'their bytes as sent',
        'last script in',
        'its data in',
        'main thread busy (scripts)',
      ],
      screenRows(figures),
    ),
    '',
    `The median cold run’s scripts of our list are ${kB(figures.scriptsGzip)} gzip as built.`,
    ...firstScreenParts(results),
  ].join('\n');
}

function screensSection(results: Results): string {
  const measured = results.screens;
  if (!measured) return '';
  const { ours, peer, screens, load } = measured.figures;
  const ratio = (a: Spread, b: Spread) => ` ${(a.median / b.median).toFixed(2)}×`;
  const pair = (a: Spread, b: Spread) => [spreadText(a) + ratio(a, b), spreadText(b)];
  return [
    `## Screens taking input, and moves, in Chromium (${count(measured.waybills)} waybills; the peer ${count(measured.peerWaybills)})`,
    '',
    'From the user’s side, ours and the peer as in "First screens" (fresh profiles, turn about;',
    'the peer’s list has a `<SearchInput>` and its rows open a `<Show>`). **Takes input**: from',
    'navigation start, a real click (Playwright’s `mouse.click`) is sent every 20 ms at the first',
    'row’s place, or a click into the search box and a key, until one works; the figure is when',
    'its effect is painted (the record page shown; the key shown in the box), whether the input',
    'was taken when made or replayed later. **Moves**, on a running list (a third visit, warm):',
    'from the input event (`event.timeStamp`; for back, the call to `history.back()`) to the',
    'first frame painted with the new content (checked at every `requestAnimationFrame`, the time',
    'taken after that frame): the next page’s first row; the record page holding the row’s',
    'tracking number; the list’s rows again; the last six characters of a tracking number typed',
    'in the search box, every row holding them (the debounce of react-admin’s filters included,',
    'in both). Our other screens: the header’s search button clicked until its dialog opens, cold,',
    'against the peer’s list taking a click. Median (min–max), the ratio ours/peer.',
    `The machine’s 1-minute load during these runs: mean ${load.mean.toFixed(2)}, max`,
    `${load.max.toFixed(2)} (${results.machine.cores} cores).`,
    '',
    table(
      ['figure', 'ours', 'peer'],
      [
        ['list takes a click, cold', ...pair(ours.click.cold, peer.click.cold)],
        ['list takes a click, warm', ...pair(ours.click.warm, peer.click.warm)],
        ['list takes a key, cold', ...pair(ours.key.cold, peer.key.cold)],
        ['list takes a key, warm', ...pair(ours.key.warm, peer.key.warm)],
        ...MOVES.map((move) => [move, ...pair(ours.moves[move], peer.moves[move])]),
        ...screens.map((screen) => [
          `${screen.label} (\`${screen.path}\`) takes a click, cold`,
          ...pair(screen.cold, peer.click.cold),
        ]),
      ],
    ),
  ].join('\n');
}

/** What the scripts of the first waybill screen are made of, when this run built them. */
function firstScreenParts(results: Results): string[] {
  const bundle = results.bundle;
  const scripts = results.firstRow?.figures.ours[0]?.cold.median.scripts;
  if (!bundle || !scripts) return [];
  const parts = partsOf(
    scripts.map((path) => distFileSize(path)),
    bundle.shares,
  );
  return [
    '',
    'What those scripts are made of (estimated as for the initial JS above):',
    '',
    table(
      ['part', 'gzip (est.)'],
      parts.slice(0, 15).map((part) => [`\`${part.name}\``, kB(part.gzip)]),
    ),
  ];
}

const seconds1000 = (value: number) => seconds(value / 1000);
const LIGHTHOUSE_COLUMNS = [
  { label: 'FCP', text: (run: LighthouseRun) => seconds1000(run.metrics.fcp) },
  { label: 'LCP', text: (run: LighthouseRun) => seconds1000(run.metrics.lcp) },
  { label: 'TBT', text: (run: LighthouseRun) => ms(run.metrics.tbt) },
  { label: 'CLS', text: (run: LighthouseRun) => run.metrics.cls.toFixed(3) },
  { label: 'Speed Index', text: (run: LighthouseRun) => seconds1000(run.metrics.speedIndex) },
];

function lighthouseRuns(figures: LighthouseFigures, label: string): string[][] {
  return figures.runs.map((run, i) => [
    `${label} ${i + 1}${run === figures.median ? ' (median)' : ''}`,
    String(Math.round(run.score)),
    ...LIGHTHOUSE_COLUMNS.map((c) => c.text(run)),
    seconds(run.seconds),
  ]);
}

function lighthouseSection(results: Results): string {
  const lighthouse = results.lighthouse;
  if (!lighthouse) return '';
  const measured = (['mobile', 'desktop'] as const).flatMap((formFactor) => {
    const figures = lighthouse.figures[formFactor];
    return figures ? [{ formFactor, ...figures }] : [];
  });
  return [
    `## Lighthouse on the waybill list (${count(lighthouse.waybills)} waybills; the peer ${count(lighthouse.peerWaybills)})`,
    '',
    'Lighthouse’s performance category with its default config (a mobile device, simulated',
    'throttling: slow 4G and a CPU 4× slower than this one) and with its desktop config, on',
    '`/oms/waybill` as ROOT, served by the demo API from `dist/`, and on the plain react-admin',
    'peer’s list (for reference); Debian’s Chromium, headless, a fresh profile per run, our token',
    'cookie set beforehand. Three runs each when a run takes under a minute (else one); the one',
    'with the median score is marked.',
    ...measured.flatMap(({ formFactor, ours, peer }) => [
      '',
      `### ${formFactor}`,
      '',
      table(
        ['run', 'score', ...LIGHTHOUSE_COLUMNS.map((c) => c.label), 'took'],
        [...lighthouseRuns(ours, 'ours'), ...lighthouseRuns(peer, 'peer')],
      ),
      '',
      'Audits of our median run that did not pass, largest estimated saving first:',
      '',
      table(
        ['audit', 'Lighthouse says', 'est. saving'],
        ours.median.findings.map((f) => [
          f.title.replaceAll('|', '\\|'),
          f.displayValue.replaceAll('|', '\\|'),
          f.savingsMs > 0 ? ms(f.savingsMs) : '',
        ]),
      ),
    ]),
  ].join('\n');
}

function junkLoginsSection(results: Results): string {
  const junk = results.junkLogins;
  if (!junk) return '';
  const f = junk.figures;
  return [
    '## Junk logins',
    '',
    `A freshly started demo API (${count(junk.waybills)} waybills) gets ${count(JUNK_LOGINS)}`,
    `\`POST /api/auth/login\` and ${count(JUNK_LOGINS)} \`GET /api/auth/captcha\`, alternating, each`,
    `with a new random ${count(JUNK_USERNAME_LENGTH)}-character username, one after another on one`,
    `keep-alive connection (after ${WARMUP} of each, not counted, so the figures hold no warm-up).`,
    'Memory is the server process’s resident set, before and after, each read after a full',
    'garbage collection (asked through its inspector, as DevTools’ "Collect garbage" does) and a',
    'second’s rest: without it, garbage not yet collected varies by tens of MB between readings.',
    '',
    table(
      ['requests', 'refused (400)', 'time', 'RSS before', 'RSS after', 'growth'],
      [
        [
          count(f.requests),
          count(f.refused),
          seconds(f.seconds),
          mb(f.rssBeforeMb),
          mb(f.rssAfterMb),
          `${(f.rssAfterMb - f.rssBeforeMb).toFixed(1)} MB`,
        ],
      ],
    ),
  ].join('\n');
}

export function renderReport(results: Results, notes: string): string {
  const m = results.machine;
  const when = results.startedAt.toISOString().slice(0, 16).replace('T', ' ');
  const head = [
    '# Benchmarks',
    '',
    `Written by \`${results.command}\` (scripts/bench/) on ${when} UTC; the run took`,
    `${results.minutes.toFixed(1)} minutes. Everything but the notes is replaced by the next run.`,
    '',
    table(
      ['CPU', 'cores', 'RAM', 'OS', 'Node', 'load average: at start / mean / max'],
      [
        [
          m.cpu,
          String(m.cores),
          `${m.ramGb.toFixed(1)} GB`,
          m.os,
          m.node,
          [m.loadAtStart, results.load.mean, results.load.max].map((l) => l.toFixed(1)).join(' / '),
        ],
      ],
    ),
    '',
    'The load average counts processes wanting a core: above the number of cores, other work on',
    'this shared machine competes with the servers under test, and every figure comes out slower.',
    '',
    'Data: `generateDataset({ seed: 1, waybills: N })` (server/db/demoData), one JSON file per size.',
    '"Plain" is json-server 0.17 alone on a copy of that file (its own query syntax), as a plain',
    'react-admin + json-server set-up runs; "ours" is the demo API as `npm start` runs it (`dist-server/index.mjs` with',
    '`NODE_ENV=production`, on a copy of a SQLite database seeded from the same file (see',
    '"Start-up and memory"). The load generator runs on the same machine.',
  ].join('\n');
  const targets = [
    '## Targets',
    '',
    table(
      ['figure', 'plain', 'ours', 'target', 'result'],
      targetRows(results).map((row) => [row.figure, row.plain, row.ours, row.target, row.result]),
    ),
  ].join('\n');
  const notesSection = ['## Notes', '', NOTES_START, notes, NOTES_END].join('\n');
  return (
    [
      head,
      targets,
      notesSection,
      listSection(results),
      serverSection(results),
      writeSection(results),
      statsSection(results),
      exportSection(results),
      bundleSection(results),
      firstRowSection(results),
      screensSection(results),
      lighthouseSection(results),
      junkLoginsSection(results),
    ]
      .filter((section) => section !== '')
      .join('\n\n') + '\n'
  );
}
