/**
 * In real Chromium: from navigation start to a screen's first content painted (the first waybill
 * row of the list), for a user whose token cookie is already set (no login screen). Each run is a
 * fresh browser profile: its first visit is cold (nothing cached), and a second visit of the same
 * page is warm (the HTTP cache holds what the first one fetched). The plain react-admin peer
 * (peer/) is measured in the same runs, turn about, so that its figures and ours share the
 * machine's moment: the report gives ratios.
 */
import { TOKEN_COOKIE } from '../../src/core/servedPage/browserSession';
import { SERVED_ATTRIBUTE } from '../../src/core/servedPage/servedPage';
import { launchBrowser } from '../../tests/e2e/browser';
import { distFileSize } from './bundleBench';
import { watchLoad, type LoadSummary } from './machine';
import { nearestRank } from './nearestRank';

/** A screen and how the bench sees it drawn. */
export interface Screen {
  label: string;
  /** Path (and hash) to open. */
  path: string;
  /** CSS selector of the screen's first content: the frame that paints it ends the run. */
  ready: string;
  /** Path of the API request whose answer that content shows. */
  dataPath: string;
}

const DATA_TABLE_ROW = 'tbody .RaDataTable-row';

export const WAYBILL_LIST: Screen = {
  label: 'waybill list',
  path: '/oms/waybill',
  ready: DATA_TABLE_ROW,
  dataPath: '/api/waybills',
};

/** The other first screens the issue names: the dashboard, a settlement page, a PVZ page. */
export const OTHER_SCREENS: Screen[] = [
  {
    label: 'dashboard',
    path: '/dashboard',
    // A stat card's figure, drawn once the dashboard's numbers are in.
    ready: '.MuiCardContent-root .MuiTypography-h5',
    dataPath: '/api/stats/dashboard',
  },
  {
    label: 'client settlement',
    path: '/clientSettle/clientsettlement',
    ready: DATA_TABLE_ROW,
    dataPath: '/api/client-payments',
  },
  {
    label: 'PVZ all info',
    path: '/pvzList/all_info',
    ready: DATA_TABLE_ROW,
    dataPath: '/api/stats/pvz',
  },
];

/** The peer's list, react-admin's default hash router and <Datagrid>. */
export const PEER_LIST: Screen = {
  label: 'plain react-admin list',
  path: '/#/waybills',
  ready: 'tbody .RaDatagrid-row',
  dataPath: '/waybills',
};

export interface FirstRowRun {
  /** Milliseconds from navigation start to the screen's first content painted. */
  ms: number;
  /** When the page itself (its HTML) had arrived. */
  pageEndMs: number;
  /** Scripts fetched before it (asset paths), and when the last of them arrived. */
  scripts: string[];
  scriptsEndMs: number;
  /** Bytes of those scripts as they came over the wire (brotli or gzip, as served). */
  scriptsTransferred: number;
  /** When the screen's data arrived from the API. */
  dataEndMs: number;
  /**
   * The page's main thread busy up to then (Chrome's TaskDuration), and the part of it running
   * scripts: what the page itself cost, apart from waiting for the network or for a core.
   */
  mainThreadMs: number;
  scriptMs: number;
}

export interface Timings {
  runs: FirstRowRun[];
  /** The run with the median time (nearest rank). */
  median: FirstRowRun;
  minMs: number;
  maxMs: number;
}

export interface ScreenFigures {
  screen: Screen;
  cold: Timings;
  warm: Timings;
}

export interface FirstRowFigures {
  /** The waybill list first, then OTHER_SCREENS. */
  ours: ScreenFigures[];
  peer: ScreenFigures;
  /** gzip bytes of our list's median cold run's scripts, as built in dist/. */
  scriptsGzip: number;
  /** The machine's 1-minute load average during these runs. */
  load: LoadSummary;
}

declare global {
  interface Window {
    __firstRowPaintedAt?: number;
  }
}

/** Runs in the page before any of its scripts: notes when `selector` first reaches the screen. */
function watchFirstContent(selector: string) {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    // A frame's animation callbacks run just before it is painted; a message posted from one is
    // handled right after the paint.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window.__firstRowPaintedAt = performance.now());
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

export interface Target {
  baseUrl: string;
  /** Ours: the token cookie to set; the peer has no login. */
  token?: string;
  screen: Screen;
}

/** One fresh profile: the cold visit, then the warm one. */
async function coldAndWarm({
  baseUrl,
  token,
  screen,
}: Target): Promise<[FirstRowRun, FirstRowRun]> {
  const browser = await launchBrowser();
  try {
    const { context } = browser;
    if (token !== undefined)
      await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseUrl }]);
    await context.addInitScript(watchFirstContent, screen.ready);
    const visit = async (): Promise<FirstRowRun> => {
      const page = await context.newPage();
      try {
        const devtools = await context.newCDPSession(page);
        await devtools.send('Performance.enable');
        await page.goto(`${baseUrl}${screen.path}`);
        await page
          .waitForFunction(() => window.__firstRowPaintedAt !== undefined, null, {
            timeout: 120_000,
          })
          .catch(async (error: unknown) => {
            const text = await page.locator('body').innerText();
            throw new Error(
              `no ${screen.label} at ${page.url()}; the page says: ${text.slice(0, 500)}`,
              {
                cause: error,
              },
            );
          });
        const { metrics } = await devtools.send('Performance.getMetrics');
        const metric = (name: string) =>
          (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
        const timings = await page.evaluate((dataPath) => {
          const paintedAt = window.__firstRowPaintedAt ?? NaN;
          const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.responseEnd <= paintedAt)
            .map((entry) => ({
              path: new URL(entry.name).pathname,
              end: entry.responseEnd,
              bytes: entry.encodedBodySize,
            }));
          const scripts = before.filter((entry) => entry.path.endsWith('.js'));
          const data = before.find((entry) => entry.path === dataPath);
          const [navigation] = performance.getEntriesByType(
            'navigation',
          ) as PerformanceNavigationTiming[];
          return {
            ms: paintedAt,
            pageEndMs: navigation?.responseEnd ?? NaN,
            scripts: scripts.map((entry) => entry.path),
            scriptsEndMs: scripts.length === 0 ? NaN : Math.max(...scripts.map((e) => e.end)),
            scriptsTransferred: scripts.reduce((sum, entry) => sum + entry.bytes, 0),
            dataEndMs: data?.end ?? NaN,
          };
        }, screen.dataPath);
        return {
          ...timings,
          mainThreadMs: metric('TaskDuration'),
          scriptMs: metric('ScriptDuration'),
        };
      } finally {
        await page.close();
      }
    };
    const cold = await visit();
    return [cold, await visit()];
  } finally {
    await browser.close();
  }
}

/**
 * Asks for ours's screens, signed in, until the server sends each drawn: its page renderer loads
 * with the first page asked for after a start, as on any server that has served a page, and the
 * runs then measure the server as it is from then on.
 */
export async function untilDrawn({ baseUrl, token, screen }: Target): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}${screen.path}`, {
      headers: { Cookie: `${TOKEN_COOKIE}=${encodeURIComponent(token ?? '')}` },
    });
    if ((await response.text()).includes(SERVED_ATTRIBUTE)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server never drew ${screen.path}`);
}

function timings(runs: FirstRowRun[]): Timings {
  const { median, min, max } = nearestRank(runs, (run) => run.ms);
  return { runs, median, minMs: min.ms, maxMs: max.ms };
}

/**
 * `runs` rounds; each round measures every screen of ours and the peer's list once (cold, then
 * warm), so that a busy moment of the machine falls on both alike.
 */
export async function measureFirstRow(
  ours: { baseUrl: string; token: string },
  peer: { baseUrl: string },
  runs: number,
): Promise<FirstRowFigures> {
  const targets: Target[] = [
    ...[WAYBILL_LIST, ...OTHER_SCREENS].map((screen) => ({ ...ours, screen })),
    { ...peer, screen: PEER_LIST },
  ];
  for (const target of targets) if (target.token !== undefined) await untilDrawn(target);
  const load = watchLoad();
  const measured = targets.map(() => ({ cold: [] as FirstRowRun[], warm: [] as FirstRowRun[] }));
  for (let i = 0; i < runs; i++)
    for (const [t, target] of targets.entries()) {
      const [cold, warm] = await coldAndWarm(target);
      measured[t].cold.push(cold);
      measured[t].warm.push(warm);
    }
  const figures = targets.map((target, t): ScreenFigures => ({
    screen: target.screen,
    cold: timings(measured[t].cold),
    warm: timings(measured[t].warm),
  }));
  const list = figures[0].cold.median;
  return {
    ours: figures.slice(0, -1),
    peer: figures[figures.length - 1],
    scriptsGzip: list.scripts.reduce((sum, path) => sum + distFileSize(path).gzip, 0),
    load: load.stop(),
  };
}
