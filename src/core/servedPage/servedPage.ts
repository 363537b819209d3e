/**
 * What the demo server and the app's server renderer (src/ssr/renderPage.tsx) agree on when the
 * server draws a signed-in page's first screen (issue 13).
 */

import { NARROW_SCREEN, type ScreenLayout } from '../screen';

/** Past this a page goes without its drawing: the browser is better off drawing it itself. */
export const DRAWING_TIMEOUT_MS = 1000;

/** Marks the root element of a page the server drew. */
export const SERVED_ATTRIBUTE = 'data-served';

/**
 * How a drawn page's root element opens: marked with the layout it was drawn in, and `inert` (no
 * clicks, no keys) until the app has taken the drawing over, for what was typed into the server's
 * HTML would be lost then. The starter script keeps those meanwhile, for the app
 * (src/servedPage/inputWhileDrawn.ts).
 */
export const servedRootOpening = (layout: ScreenLayout): string =>
  `<div id="root" ${SERVED_ATTRIBUTE}="${layout}" inert>`;

const DRAWN_END_ID = 'drawn-end';

/** Put right after a drawn root element: the browser has read the whole drawing once it reads it. */
export const DRAWN_END = `<template id="${DRAWN_END_ID}"></template>`;

/**
 * In a drawn page's head: the browser paints nothing of the page before it has read DRAWN_END.
 * Painted part-read, a table's columns were laid out from its first rows and moved as the rest
 * came in, wrapping text anew: layout shifts, before any script ran.
 */
export const PAINT_WHEN_DRAWN_READ = `<link rel="expect" href="#${DRAWN_END_ID}" blocking="render">`;

/** A drawn page's root element with the drawing in it, and DRAWN_END right after it. */
export const servedRoot = (layout: ScreenLayout, html: string): string =>
  `${servedRootOpening(layout)}${html}</div>${DRAWN_END}`;

/**
 * A screen of the other layout does not show the drawing (the app draws its own there), so that
 * nothing jumps from one layout to the other.
 */
export const SERVED_PAGE_STYLE =
  `<style>@media ${NARROW_SCREEN}{#root[${SERVED_ATTRIBUTE}=wide]{display:none}}` +
  `@media not all and ${NARROW_SCREEN}{#root[${SERVED_ATTRIBUTE}=narrow]{display:none}}</style>`;

/**
 * How a browser draws its first screen (DRAWING_COOKIE): in a layout, which the server draws too,
 * or `own` where it keeps preferences the server does not see.
 */
export type BrowserDrawing = ScreenLayout | 'own';

export interface PageRequest {
  /** The page's absolute URL as the browser asked for it. */
  url: string;
  /** Where the server answers the API requests the drawing makes (its own address). */
  apiOrigin: string;
  /** The request's Cookie header: the session's token, as the browser would send it. */
  cookies: string;
  /** The signed-in user's info, as GET /api/user/info answers it. */
  user: Record<string, unknown>;
  /** The layout the browser shows. */
  layout: ScreenLayout;
}

export interface DrawnPage {
  /** The inside of the app's root element. */
  html: string;
  /** The style elements that HTML needs, for the page's head. */
  styles: string;
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
