/**
 * What the app and the demo server agree on about the screen: under 992 px the shell is the
 * narrow layout (the menu as an overlay drawer). A page drawn on the server is drawn in the layout
 * the browser said it shows (src/core/auth/servedPage.ts).
 */
export const NARROW_SCREEN = '(max-width: 991.98px)';

/** The shell's two layouts, by NARROW_SCREEN. */
export type ScreenLayout = 'wide' | 'narrow';

/** The layout of the page being drawn on the server (src/ssr), which has no screen to ask. */
let drawnLayout: ScreenLayout = 'wide';

export const drawInLayout = (layout: ScreenLayout): void => {
  drawnLayout = layout;
};

/** useMediaQuery's `ssrMatchMedia` on the server: NARROW_SCREEN as the layout being drawn. */
export const drawnScreenMatches = (query: string): { matches: boolean } => ({
  matches: query === NARROW_SCREEN && drawnLayout === 'narrow',
});
