/**
 * What the demo server and the app's server renderer (src/ssr/renderPage.tsx) agree on when the
 * server draws a signed-in page's first screen (issue 13).
 */

import { NARROW_SCREEN } from '../screen';

/** Past this a page goes without its drawing: the browser is better off drawing it itself. */
export const DRAWING_TIMEOUT_MS = 1000;

/** Marks the root element of a page the server drew. */
export const SERVED_ATTRIBUTE = 'data-served';

/**
 * How a drawn page's root element opens. It is `inert` (no clicks, no keys) until the app has
 * taken the drawing over: what was typed into the server's HTML would be lost then.
 */
export const SERVED_ROOT_OPENING = `<div id="root" ${SERVED_ATTRIBUTE} inert>`;

/**
 * The server draws the wide layout: a narrow screen does not show it (the app draws its own
 * there), so nothing jumps from one layout to the other.
 */
export const SERVED_PAGE_STYLE = `<style>@media ${NARROW_SCREEN}{#root[${SERVED_ATTRIBUTE}]{display:none}}</style>`;

export interface PageRequest {
  /** The page's absolute URL as the browser asked for it. */
  url: string;
  /** Where the server answers the API requests the drawing makes (its own address). */
  apiOrigin: string;
  /** The request's Cookie header: the session's token, as the browser would send it. */
  cookies: string;
  /** The signed-in user's info, as GET /api/user/info answers it. */
  user: Record<string, unknown>;
}

export interface DrawnPage {
  /** The inside of the app's root element. */
  html: string;
  /** What react-query holds after the drawing (its dehydrated state), for the browser to start with. */
  queries: unknown;
}

/** A drawing asked of the renderer's worker thread, numbered to match its answer. */
export interface RendererRequest {
  id: number;
  request: PageRequest;
}

/** What the renderer's worker thread says: that its code is in, or a drawing's outcome. */
export type RendererMessage =
  { ready: true } | { id: number; page: DrawnPage } | { id: number; error: string };
