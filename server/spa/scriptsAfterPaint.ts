/**
 * A page the server drew asks for its scripts once it is painted (issue 13): its entry script
 * and module preloads (Vite's and its screen's) give way to the build's small starter script,
 * which carries them and asks for them after the first frame (src/startWhenPainted.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  SCRIPTS_STARTER_SOURCE,
  STARTER_ENTRY_ATTRIBUTE,
  STARTER_PRELOADS_ATTRIBUTE,
} from '../../src/core/servedPage/scriptsStarter';

/** The elements Vite writes for the entry script and its preloads, as routePreloads.ts too. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

type Manifest = Record<string, { file: string } | undefined>;

/**
 * The page with its scripts asked after its first paint; as it is for a build without the
 * starter (its manifest does not name it) or a page without an entry script.
 */
export function scriptsAfterPaint(staticDir: string): (page: string) => Promise<string> {
  const manifestFile = join(staticDir, '.vite/manifest.json');
  return async (page) => {
    // Read with the page (index.html is too): a rebuild names a new starter at once.
    const manifest = await readFile(manifestFile, 'utf8').then(
      (text) => JSON.parse(text) as Manifest,
      () => ({}) as Manifest,
    );
    const starter = manifest[SCRIPTS_STARTER_SOURCE]?.file;
    const entry = ENTRY_SCRIPT.exec(page)?.[1];
    if (starter === undefined || entry === undefined) return page;
    const preloads = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
    const starterElement =
      `<script type="module" crossorigin src="/${starter}" ${STARTER_ENTRY_ATTRIBUTE}="${entry}" ` +
      `${STARTER_PRELOADS_ATTRIBUTE}="${preloads.join(' ')}"></script>`;
    return page.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => starterElement);
  };
}
