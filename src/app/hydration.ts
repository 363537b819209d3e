/**
 * The browser's side of a first screen drawn on the server (src/ssr/renderPage.tsx): the queries
 * it was drawn with, and whether this browser draws the same page, so that React may take over
 * the server's HTML (hydrate) rather than draw the page again.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { SERVED_QUERIES_ELEMENT_ID, STORAGE_PREFIX } from '../core/auth/browserSession';
import { SERVED_ATTRIBUTE } from '../core/auth/servedPage';
import { RECENT_KEY } from '../layout/search/useRecentPages';
import { NARROW_SCREEN } from '../core/screen';
import { ADMIN_NAME } from './config';

/** The queries the server put in the page with its drawing; undefined for a page drawn here. */
export function takeServedQueries(): DehydratedState | undefined {
  const element = document.getElementById(SERVED_QUERIES_ELEMENT_ID);
  if (element === null) return undefined;
  element.remove();
  try {
    const state: unknown = JSON.parse(element.textContent ?? '');
    return typeof state === 'object' && state !== null ? (state as DehydratedState) : undefined;
  } catch {
    return undefined;
  }
}

/** react-admin's store keys (localStorageStore under the admin's name). */
const STORE_PREFIX = `RaStore${ADMIN_NAME}.`;
/** Kept keys that change nothing a first screen shows: the store's version, recent searches. */
const OFF_SCREEN = new Set([`${STORE_PREFIX}version`, `${STORE_PREFIX}${RECENT_KEY}`]);

/** What this browser keeps that changes the screen: preferences, tabs, list settings. */
function keepsAnything(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (OFF_SCREEN.has(key)) continue;
      if (key.startsWith(STORAGE_PREFIX) || key.startsWith(STORE_PREFIX)) return true;
    }
    return false;
  } catch {
    return false; // no storage: the defaults, as the server drew
  }
}

/**
 * The server draws with every preference at its default on a wide screen: a browser that keeps
 * none and is as wide draws the same page. Any other draws its own, over the server's.
 */
export const drawsAsServed = (): boolean => !keepsAnything() && !narrowScreen();

const narrowScreen = () => window.matchMedia(NARROW_SCREEN).matches;

/**
 * Readies the root element for the app. The server's drawing, hidden on a narrow screen by the
 * page's style, goes at once there; elsewhere it stays until the app replaces or takes it over.
 * The root then loses its mark, so that the style never hides the app itself.
 */
export function readyServedRoot(root: HTMLElement): void {
  if (!root.hasAttribute(SERVED_ATTRIBUTE)) return;
  if (narrowScreen()) root.replaceChildren();
  root.removeAttribute(SERVED_ATTRIBUTE);
}
