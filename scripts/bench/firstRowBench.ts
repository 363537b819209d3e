/**
 * In real Chromium, cold (a fresh profile each time): from navigation start to the first waybill
 * row painted on /oms/waybill, for a user whose token cookie is already set (no login screen).
 */
import { TOKEN_COOKIE } from '../../src/app/auth/session';
import { launchBrowser } from '../../tests/e2e/browser';
import { distFileSize } from './bundleBench';

export interface FirstRowRun {
  /** Milliseconds from navigation start to the first row painted. */
  ms: number;
  /** Scripts fetched before it (asset paths), and when the last of them arrived. */
  scripts: string[];
  scriptsEndMs: number;
  /** When the first page of waybills arrived from the API. */
  listEndMs: number;
  /**
   * The page's main thread busy up to then (Chrome's TaskDuration), and the part of it running
   * scripts: what the page itself cost, apart from waiting for the network or for a core.
   */
  mainThreadMs: number;
  scriptMs: number;
}

export interface FirstRowFigures {
  runs: FirstRowRun[];
  /** The run with the median time. */
  median: FirstRowRun;
  /** gzip bytes of the median run's scripts, as built in dist/. */
  scriptsGzip: number;
}

declare global {
  interface Window {
    __firstRowPaintedAt?: number;
  }
}

const ROW = 'tbody .RaDataTable-row';

/** Runs in the page before any of its scripts: notes when the first row reaches the screen. */
function watchFirstRow(row: string) {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(row)) return;
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

async function oneRun(baseUrl: string, token: string): Promise<FirstRowRun> {
  const browser = await launchBrowser();
  try {
    const { context } = browser;
    await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseUrl }]);
    await context.addInitScript(watchFirstRow, ROW);
    const page = context.pages()[0] ?? (await context.newPage());
    const devtools = await context.newCDPSession(page);
    await devtools.send('Performance.enable');
    await page.goto(`${baseUrl}/oms/waybill`);
    await page
      .waitForFunction(() => window.__firstRowPaintedAt !== undefined, null, { timeout: 120_000 })
      .catch(async (error: unknown) => {
        const text = await page.locator('body').innerText();
        throw new Error(`no waybill row at ${page.url()}; the page says: ${text.slice(0, 500)}`, {
          cause: error,
        });
      });
    const { metrics } = await devtools.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
    const timings = await page.evaluate(() => {
      const paintedAt = window.__firstRowPaintedAt ?? NaN;
      const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.responseEnd <= paintedAt)
        .map((entry) => ({ path: new URL(entry.name).pathname, end: entry.responseEnd }));
      const scripts = before.filter((entry) => entry.path.endsWith('.js'));
      const list = before.find((entry) => entry.path === '/api/waybills');
      return {
        ms: paintedAt,
        scripts: scripts.map((entry) => entry.path),
        scriptsEndMs: Math.max(...scripts.map((entry) => entry.end)),
        listEndMs: list?.end ?? NaN,
      };
    });
    return { ...timings, mainThreadMs: metric('TaskDuration'), scriptMs: metric('ScriptDuration') };
  } finally {
    await browser.close();
  }
}

export async function measureFirstRow(
  baseUrl: string,
  token: string,
  runs: number,
): Promise<FirstRowFigures> {
  const results: FirstRowRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await oneRun(baseUrl, token));
  const median = [...results].sort((a, b) => a.ms - b.ms)[Math.floor((results.length - 1) / 2)];
  const scriptsGzip = median.scripts.reduce((sum, path) => sum + distFileSize(path).gzip, 0);
  return { runs: results, median, scriptsGzip };
}
