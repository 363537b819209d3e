/**
 * The browser's side of a first screen drawn on the server (src/ssr/renderPage.tsx): the queries
 * it was drawn with, and whether this browser draws the same page, so that React may take over
 * the server's HTML (hydrate) rather than draw the page again.
 */
import { useSyncExternalStore } from 'react';
import type { DehydratedState, Query } from '@tanstack/react-query';
import {
  DRAWING_COOKIE,
  SERVED_QUERIES_ELEMENT_ID,
  STORAGE_PREFIX,
} from '../core/servedPage/browserSession';
import { SERVED_ATTRIBUTE, type BrowserDrawing } from '../core/servedPage/servedPage';
import { cookieAttributes } from '../session/session';
import { takePageJsonBlock } from '../core/servedPage/pageJsonBlock';
import { drawInLayout, NARROW_SCREEN, type ScreenLayout } from '../core/screen';
import { ADMIN_NAME } from '../config/adminConfig';
import { RECENT_KEY } from '../preferences/persistedKeys';

const noSubscription = () => () => {};
const inBrowser = () => false;
const asServed = () => true;

/**
 * True where the page is the server's drawing: drawn on the server, or taken over from it in the
 * browser (React reads a store's server value then). False from then on, and in a page the
 * browser draws itself. What only the browser has (its document, code loaded on demand) is drawn
 * once it is false; the component then draws again at once.
 */
export const useServerDrawing = (): boolean =>
  useSyncExternalStore(noSubscription, inBrowser, asServed);

/** The queries the server put in the page with its drawing; undefined for a page drawn here. */
export const takeServedQueries = (): DehydratedState | undefined =>
  takePageJsonBlock(SERVED_QUERIES_ELEMENT_ID) as DehydratedState | undefined;

/**
 * How long after the page went live (releaseServedRoot) the data it was drawn with counts as
 * fresh; until then it is the data on screen. The server answered it with the page (drawn then,
 * or told unchanged since: server/spa/signedInPage.ts), so asking again at once would only give
 * it back, and each answer makes every part of the screen that reads it draw again in one
 * synchronous pass (react-query's stores re-render synchronously): the two longest tasks of taking
 * a page over. Counted from going live, not from the script's start, so that a busy browser that
 * takes long to take the page over does not ask for it all again at the end.
 */
export const SERVED_FRESH_MS = 10_000;

/** When the root was opened to clicks and keys (releaseServedRoot); undefined until then. */
let liveSince: number | undefined;

/**
 * The queries' staleTime: the served ones fresh while the page is taken over and SERVED_FRESH_MS
 * after, as if just asked, then as any other (react-query's default, stale at once). No timer is
 * set for them, so none wakes the screen when they turn stale: they are asked again on the next
 * mount or focus.
 */
export function servedFreshness(served: DehydratedState | undefined): (query: Query) => number {
  const hashes = new Set(served?.queries.map((query) => query.queryHash));
  return (query) =>
    hashes.has(query.queryHash) &&
    (liveSince === undefined || Date.now() < liveSince + SERVED_FRESH_MS)
      ? Infinity
      : 0;
}

/** react-admin's store keys (localStorageStore under the admin's name). */
const STORE_PREFIX = `RaStore${ADMIN_NAME}.`;
/** Kept keys that change nothing a first screen shows: the store's version, recent searches. */
const OFF_SCREEN = new Set([`${STORE_PREFIX}version`, `${STORE_PREFIX}${RECENT_KEY}`]);

/**
 * Whether a kept key changes nothing a first screen shows: the keys above, and a list's row
 * selection while it is empty, with react-admin's index of those selections.
 */
const offScreen = (key: string): boolean =>
  OFF_SCREEN.has(key) ||
  key.endsWith('.selectedIds.storeKeys') ||
  (key.endsWith('.selectedIds') && localStorage.getItem(key) === '[]');

/** What this browser keeps that changes the screen: preferences, tabs, list settings. */
function keepsAnything(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (offScreen(key)) continue;
      if (key.startsWith(STORAGE_PREFIX) || key.startsWith(STORE_PREFIX)) return true;
    }
    return false;
  } catch {
    return false; // no storage: the defaults, as the server drew
  }
}

/**
 * The server draws with every preference at its default: a browser that keeps none draws the
 * same page in its screen's layout. One that keeps any draws its own.
 */
const howThisBrowserDraws = (): BrowserDrawing =>
  keepsAnything() ? 'own' : window.matchMedia(NARROW_SCREEN).matches ? 'narrow' : 'wide';

/** Whether this browser draws the page the server drew in `root` (marked with its layout). */
export const drawsAsServed = (root: HTMLElement): boolean =>
  root.getAttribute(SERVED_ATTRIBUTE) === howThisBrowserDraws();

const YEAR_S = 365 * 24 * 3600;

/**
 * Tells the server, for the next page, how this browser draws it (DRAWING_COOKIE): now, and as a
 * page is left, after this one's preferences or its window changed.
 */
export function tellServerHowThisBrowserDraws(): void {
  const tell = () => {
    document.cookie = `${DRAWING_COOKIE}=${howThisBrowserDraws()}; max-age=${YEAR_S}; ${cookieAttributes()}`;
  };
  tell();
  window.addEventListener('pagehide', tell);
}

/**
 * Parts of the server's drawing React takes over after the rest, each in a pass of its own: the
 * content of a Suspense boundary (the layout's page area, a page whose code loads on demand).
 */
const partsToTakeOver = new Set<unknown>();
/** Those already live: a component drawing again does not make its part awaited again. */
const partsTakenOver = new Set<unknown>();
/** From readyServedRoot to releaseServedRoot, where the app takes the server's drawing over. */
let takingOver = false;
/** Whether the app around those parts is live (drawn, or its part of the drawing taken over). */
let appLive = false;

/**
 * Called as a component outside such a boundary draws: while React takes the drawing over, the
 * boundary's `part` is to be taken over too, later, and input waits for it. (Not a hook: one
 * that made the component draw again would hand the boundary new props, and React would drop its
 * HTML: see lazyPage.)
 */
export function takeOverLater(part: unknown): void {
  if (takingOver && !partsTakenOver.has(part)) partsToTakeOver.add(part);
}

/**
 * Readies the root element for the app. The server's drawing goes at once where the app draws
 * its own page (its language or layout may differ, and a screen of the other layout does not
 * show it); where the app takes it over, it stays, and the app's media queries answer as the
 * server's did until it has. The root then loses its mark, so that the page's style never hides
 * the app itself, but stays inert until releaseServedRoot.
 */
export function readyServedRoot(root: HTMLElement, takeOver: boolean): void {
  if (!root.hasAttribute(SERVED_ATTRIBUTE)) return;
  takingOver = takeOver;
  if (takeOver) drawInLayout(root.getAttribute(SERVED_ATTRIBUTE) as ScreenLayout);
  else root.replaceChildren();
  root.removeAttribute(SERVED_ATTRIBUTE);
}

/**
 * Lets clicks and keys into the root (inert while it held the server's drawing, servedRootOpening):
 * called once the app's page has been drawn or taken over, or has failed to load. Those made
 * meanwhile are made again then, as the starter script sees the root let go (keepInputWhileDrawn).
 */
export function releaseServedRoot(): void {
  liveSince ??= Date.now();
  takingOver = false;
  partsToTakeOver.clear();
  partsTakenOver.clear();
  document.getElementById('root')?.removeAttribute('inert');
}

const releaseWhenLive = (): void => {
  if (appLive && partsToTakeOver.size === 0) releaseServedRoot();
};

/**
 * `part` is live (its effect ran; none: the app around the parts): once the app is and no part is
 * awaited, input may go to the page.
 */
export function takenOver(part?: unknown): void {
  if (part === undefined) appLive = true;
  else {
    partsToTakeOver.delete(part);
    partsTakenOver.add(part);
  }
  releaseWhenLive();
}

/**
 * The app went to another page while taking the drawing over (the browser's Back, a redirect):
 * React draws that page itself, and the parts of the drawn one it had reached will never be live
 * (a page's part is awaited from its render, which React may drop unmounted). None is awaited
 * any more; those of the new page register as it draws.
 */
export function leftDrawnPage(): void {
  if (!takingOver) return;
  partsToTakeOver.clear();
  releaseWhenLive();
}
