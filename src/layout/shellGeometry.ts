/** Sizes the parts of the shell share, so that sticky parts line up under each other. */
export const HEADER_HEIGHT = 56;
export const SIDEBAR_WIDTH = 232;
export const RAIL_WIDTH = 64;

/** Under 992 px the layout falls back to `left` with the menu as an overlay drawer. */
export { NARROW_SCREEN } from '../core/screen';
