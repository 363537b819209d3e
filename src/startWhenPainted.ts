/**
 * The scripts of a page the server drew, asked once the drawing is painted (issue 13). The page
 * names them on this script's element (server/spa/scriptsAfterPaint.ts) instead of asking for
 * them from its head: on a slow network ~450 kB of scripts would share the line with the page,
 * and Lighthouse counts every request begun before the largest paint as holding it up. The app
 * takes the drawing over when they are in, as before; until then the page shows, inert, and the
 * clicks and keys made on it are kept for the app (keepInputWhileDrawn).
 */
import {
  STARTER_ENTRY_ATTRIBUTE,
  STARTER_PRELOADS_ATTRIBUTE,
} from './core/servedPage/scriptsStarter';
import { keepInputWhileDrawn } from './servedPage/inputWhileDrawn';

const root = document.getElementById('root');
if (root) keepInputWhileDrawn(root);

const starter = document.querySelector(`script[${STARTER_ENTRY_ATTRIBUTE}]`);
const entry = starter?.getAttribute(STARTER_ENTRY_ATTRIBUTE) ?? '';
const preloads =
  starter?.getAttribute(STARTER_PRELOADS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];

let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = ''; // as the entry script is asked: the same request, fetched once
    link.href = href;
    document.head.append(link);
  }
  void evaluateApart();
};

/** To the end of the event loop's queue: input and paints waiting go first. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * The scripts run one task each, each after those it imports (the order Vite lists them in),
 * where the entry's import would run them all in one long task (~80 ms here, ~0.3 s on a phone).
 * A preload that failed to load stops nothing: the entry's import, last, reports it.
 */
async function evaluateApart(): Promise<void> {
  for (const script of preloads) {
    await import(/* @vite-ignore */ script).catch(() => undefined);
    await nextTask();
  }
  await import(/* @vite-ignore */ entry);
}

/** Once the browser reports the page's first contentful paint, or after PAINT_WAIT_MS at most. */
const PAINT_WAIT_MS = 1000;
function whenPainted(then: () => void): void {
  setTimeout(then, PAINT_WAIT_MS);
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return;
  const painted = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    painted.disconnect();
    then();
  });
  painted.observe({ type: 'paint', buffered: true });
}

// A hidden tab paints nothing, nor does a screen of the other layout show the drawing (the app
// draws its own there): those start at once.
const drawingShown = root?.checkVisibility?.() ?? true;
if (document.visibilityState === 'hidden' || !drawingShown) start();
else whenPainted(start);
