/**
 * A page the server drew asks for its scripts once it is painted (issue 13), through one small
 * script that carries them (src/startWhenPainted.ts, put in the page by the demo server): the
 * entry script, and the module preloads to ask with it. Nothing else goes with it into the page.
 */

/** The starter's source file, as the build's manifest names it. */
export const SCRIPTS_STARTER_SOURCE = 'src/startWhenPainted.ts';
/** Its element's attributes: the entry script's address, and the preloads' (space-separated). */
export const STARTER_ENTRY_ATTRIBUTE = 'data-entry';
export const STARTER_PRELOADS_ATTRIBUTE = 'data-preloads';
