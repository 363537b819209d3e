/**
 * What the app and the demo server agree on about the screen: under 992 px the shell is the
 * narrow layout (the menu as an overlay drawer). A page drawn on the server is drawn in the layout
 * the browser said it shows (src/core/servedPage/servedPage.ts).
 */
import { match } from 'css-mediaquery';

export const NARROW_SCREEN = '(max-width: 991.98px)';

/** Under 600 px (MUI's `sm`) a list's table would not fit: each record is a card (PhoneList). */
export const PHONE_SCREEN = '(max-width: 599.95px)';

/** The shell's two layouts, by NARROW_SCREEN. */
export type ScreenLayout = 'wide' | 'narrow';

/** The screen a layout is drawn for on the server: a phone's width, or a laptop's. */
const DRAWN_WIDTH: Record<ScreenLayout, string> = { narrow: '412px', wide: '1366px' };

/**
 * The layout of the page being drawn: on the server (src/ssr), which has no screen to ask, and in
 * the browser while it takes that drawing over, when it must draw what the server drew.
 */
let drawnLayout: ScreenLayout = 'wide';

export const drawInLayout = (layout: ScreenLayout): void => {
  drawnLayout = layout;
};

/**
 * useMediaQuery's `ssrMatchMedia` (the theme's default): every media query answered for the
 * screen of the layout being drawn, so that what shows only on small screens (react-admin's
 * icon buttons, say) is drawn as the browser will show it.
 */
export const drawnScreenMatches = (query: string): { matches: boolean } => ({
  matches: match(query, { width: DRAWN_WIDTH[drawnLayout] }),
});
