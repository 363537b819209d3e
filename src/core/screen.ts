/**
 * What the app and the demo server agree on about the screen: under 992 px the shell is the
 * narrow layout (the menu as an overlay drawer), which a page drawn on the server, not knowing
 * the browser's width, is not.
 */
export const NARROW_SCREEN = '(max-width: 991.98px)';
