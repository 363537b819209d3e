/**
 * The warehouse floor's scans (issue "The warehouse floor"): a parcel scanned into an open box,
 * answered by the API (one client, keep-alive, to the last byte), and on the packing station in
 * Chromium from the Enter that ends a typed scan to its answer painted. Each scan is of a weighed
 * parcel at the China warehouse that is in no box, so each one is added (a write), as at Yiwu.
 */
import type { Page } from 'playwright-core';
import { TOKEN_COOKIE } from '../../src/core/servedPage/browserSession';
import { launchBrowser } from '../../tests/e2e/browser';
import { Client, percentile } from './http';
import { setProbe, type Effect, type Probe } from './screenProbes';
import type { Stack } from './stacks';

/**
 * Scans timed at the API, and typed on the station (the median of 50): the demo data holds
 * 142 packable parcels per 100,000 waybills, and both are made at full size.
 */
export const API_SCANS = 80;
export const SCREEN_SCANS = 50;

export interface ScanFigures {
  /** Milliseconds. */
  p50: number;
  p95: number;
  max: number;
  count: number;
  /** The answers' outcomes, by name: each should be `added`. */
  outcomes: Record<string, number>;
}

interface Waybill {
  trackingNumber: string;
  status: string;
  weight?: number | null;
  boxId?: number | null;
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** Tracking numbers that a scan adds to a box: weighed, at the China warehouse, in no box. */
export async function packableParcels(url: string, stack: Stack, count: number): Promise<string[]> {
  const path =
    `/api/waybills?s=${json({ status: 'Warehouse' })}` +
    `&sort=${json(['id', 'ASC'])}&range=${json([0, count * 20 - 1])}`;
  const answer = await fetch(new URL(path, url), { headers: stack.headers });
  if (!answer.ok) throw new Error(`${path}: HTTP ${answer.status}`);
  const waybills = (await answer.json()) as Waybill[];
  const packable = waybills
    .filter((w) => typeof w.weight === 'number' && w.weight > 0 && w.boxId == null)
    .map((w) => w.trackingNumber);
  if (packable.length < count)
    throw new Error(`only ${packable.length} packable parcels of the ${count} the bench scans`);
  return packable.slice(0, count);
}

const summarizeScans = (samples: number[], outcomes: Record<string, number>): ScanFigures => ({
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
  max: Math.max(...samples),
  count: samples.length,
  outcomes,
});

const post = (stack: Stack, path: string, body: unknown) => ({
  method: 'POST',
  path,
  headers: { ...stack.headers, 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** A new box of today's batch, then `parcels` scanned into it one after another. */
export async function measureApiScans(
  url: string,
  stack: Stack,
  parcels: string[],
): Promise<ScanFigures> {
  const opened = await fetch(new URL('/api/boxes/open', url), post(stack, '', {}));
  if (!opened.ok) throw new Error(`POST /api/boxes/open: HTTP ${opened.status}`);
  const { box } = (await opened.json()) as { box: { id: number } };
  const client = new Client(url);
  const samples: number[] = [];
  const outcomes: Record<string, number> = {};
  try {
    for (const trackingNumber of parcels) {
      const scan = post(stack, `/api/boxes/${box.id}/scan`, { trackingNumber });
      const { status, ms, body } = await client.timed(scan);
      samples.push(ms);
      const outcome =
        status === 200
          ? String((JSON.parse(body) as { outcome: string }).outcome)
          : `HTTP ${status}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
  } finally {
    client.close();
  }
  return summarizeScans(samples, outcomes);
}

const CODE_FIELD = '[data-testid="pack-code"]';
const ANSWER = '[data-testid="pack-answer"]';

async function answerOutcome(page: Page, trackingNumber: string): Promise<string> {
  const answer = page.locator(ANSWER);
  await answer.filter({ hasText: trackingNumber }).waitFor();
  return (await answer.getAttribute('data-outcome')) ?? 'none';
}

/**
 * The packing station in Chromium: F2 opens a new box, then each parcel's number is typed and
 * Enter pressed, as a scanner does; timed from that Enter's event to the frame that painted the
 * answer naming the parcel (screenProbes.ts).
 */
export async function measureScreenScans(
  target: { baseUrl: string; token: string },
  parcels: string[],
): Promise<ScanFigures> {
  const browser = await launchBrowser();
  try {
    // See screensBench.ts newContext: tsx's keepNames helper, missing in the page.
    await browser.context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await browser.context.addCookies([
      { name: TOKEN_COOKIE, value: target.token, url: target.baseUrl },
    ]);
    const page = await browser.context.newPage();
    await page.goto(new URL('/floor/pack', target.baseUrl).href);
    await page.locator(CODE_FIELD).waitFor();
    await page.keyboard.press('F2');
    await page.locator(`${ANSWER}[data-outcome="newBox"]`).waitFor();
    const samples: number[] = [];
    const outcomes: Record<string, number> = {};
    for (const trackingNumber of parcels) {
      await page.keyboard.type(trackingNumber);
      // Set after the typing, so the probe's input is the Enter.
      const answered: Effect = { kind: 'shown', selector: ANSWER, text: trackingNumber };
      await page.evaluate(setProbe, answered);
      await page.keyboard.press('Enter');
      const outcome = await answerOutcome(page, trackingNumber);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      const probe = await page.waitForFunction(() => {
        const p = window.__screenProbe;
        return p?.paintedAt !== undefined ? p : undefined;
      });
      const { inputAt, paintedAt } = (await probe.jsonValue()) as Required<Probe>;
      samples.push(paintedAt - inputAt);
    }
    return summarizeScans(samples, outcomes);
  } finally {
    await browser.close();
  }
}
