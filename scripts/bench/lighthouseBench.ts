/**
 * Lighthouse's performance category on a list: as its default config runs it (a mobile device
 * with simulated throttling), and as its desktop config does. Debian's Chromium with the e2e
 * tests' flags and a fresh profile; for ours the token cookie is set beforehand so the page is the
 * list, not the login screen. The plain react-admin peer's list is measured alike, for reference.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { TOKEN_COOKIE } from '../../src/core/servedPage/browserSession';
import { CHROMIUM_ARGS } from '../../tests/e2e/browser';

/** Lighthouse's metric audits, in the order it shows them. */
export const LIGHTHOUSE_METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndex: 'speed-index',
} as const;
type MetricName = keyof typeof LIGHTHOUSE_METRICS;

/** A performance audit that did not pass: what Lighthouse would fix first. */
export interface LighthouseFinding {
  title: string;
  /** Lighthouse's own summary ("Potential savings of 120 KiB", "2.1 s"), if any. */
  displayValue: string;
  /** Estimated time saved (opportunities only). */
  savingsMs: number;
}

export interface LighthouseRun {
  /** 0–100. */
  score: number;
  /** Milliseconds, except `cls` (unitless). */
  metrics: Record<MetricName, number>;
  findings: LighthouseFinding[];
  seconds: number;
}

export interface LighthouseFigures {
  runs: LighthouseRun[];
  /** The run with the median score. */
  median: LighthouseRun;
}

export type FormFactor = 'mobile' | 'desktop';

/** Lighthouse's own configs: the default is the mobile one. */
const CONFIGS: Record<FormFactor, Config | undefined> = {
  mobile: undefined,
  desktop: desktopConfig,
};

/** What one Lighthouse measurement opens. */
export interface LighthousePage {
  baseUrl: string;
  path: string;
  /** Ours: the token cookie to set; the peer has no login. */
  token?: string;
  /** The path it must end on (a login screen instead would measure the wrong page). */
  endsOn: string;
}

/** Three runs when one takes under a minute; otherwise the first one stands alone. */
const REPEAT_UNDER_SECONDS = 60;
const RUNS = 3;

/** Lighthouse marks an audit as failed below this score. */
const PASSING = 0.9;
/** The metrics are reported apart; hidden audits (TTI, max FID) weigh nothing. */
const NOT_FINDINGS = new Set(['metrics', 'hidden']);

function findings(lhr: Result): LighthouseFinding[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => !NOT_FINDINGS.has(ref.group ?? ''))
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < PASSING)
    .map((audit) => {
      const details = audit.details as { overallSavingsMs?: number } | undefined;
      return {
        title: audit.title,
        displayValue: audit.displayValue ?? '',
        savingsMs: details?.overallSavingsMs ?? 0,
      };
    })
    .sort((a, b) => b.savingsMs - a.savingsMs);
}

async function oneRun(
  { baseUrl, path, token, endsOn }: LighthousePage,
  formFactor: FormFactor,
): Promise<LighthouseRun> {
  const started = performance.now();
  // A free debugging port and a fresh profile (removed by kill()), chosen by chrome-launcher.
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
    ignoreDefaultFlags: true,
  });
  try {
    if (token !== undefined) {
      // Lighthouse clears the cache and the origin's storage, but not its cookies.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0].addCookies([{ name: TOKEN_COOKIE, value: token, url: baseUrl }]);
      await browser.close();
    }

    const result = await lighthouse(
      `${baseUrl}${path}`,
      { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
      CONFIGS[formFactor],
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const ended = new URL(lhr.finalDisplayedUrl);
    if (!`${ended.pathname}${ended.hash}`.startsWith(endsOn))
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${endsOn}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: (lhr.categories.performance?.score ?? NaN) * 100,
      metrics: {
        fcp: metric(LIGHTHOUSE_METRICS.fcp),
        lcp: metric(LIGHTHOUSE_METRICS.lcp),
        tbt: metric(LIGHTHOUSE_METRICS.tbt),
        cls: metric(LIGHTHOUSE_METRICS.cls),
        speedIndex: metric(LIGHTHOUSE_METRICS.speedIndex),
      },
      findings: findings(lhr),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's own "Please run Lighthouse again" failures (a trace without its navigation start). */
const TRANSIENT_FAILURE = /NO_NAVSTART|Please run Lighthouse again/;
const ATTEMPTS = 3;

/** One run, tried again when Lighthouse itself says its trace failed; any other failure stands. */
async function runWithRetry(page: LighthousePage, formFactor: FormFactor): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await oneRun(page, formFactor);
    } catch (error) {
      if (attempt >= ATTEMPTS || !TRANSIENT_FAILURE.test(String(error))) throw error;
      console.warn(`[bench] Lighthouse failed (${String(error)}); running it again`);
    }
  }
}

export async function measureLighthouse(
  page: LighthousePage,
  formFactor: FormFactor,
): Promise<LighthouseFigures> {
  const runs = [await runWithRetry(page, formFactor)];
  if (runs[0].seconds < REPEAT_UNDER_SECONDS)
    while (runs.length < RUNS) runs.push(await runWithRetry(page, formFactor));
  const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)];
  return { runs, median };
}
