/**
 * The production bundle as `npx vite build` makes it (after codegen): what the first screen loads
 * before any code runs (index.html's entry script, its modulepreloads and stylesheets), what the
 * waybill list loads in all (those and its page's chunks), the largest chunks loaded on demand,
 * and what the first screen's code is made of; beside it the plain react-admin peer's scripts,
 * built with Vite's defaults (all of them initial).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE } from '../../server/spa/routePreloads';
import { ROOT } from './paths';
import { sourceShares } from './sourceShares';

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface Part {
  /** A package (`react-dom`, `@mui/material`) or a source file of the app. */
  name: string;
  /** Estimated gzip bytes: its share of each initial chunk's code, times the chunk's gzip size. */
  gzip: number;
}

export interface BundleFigures {
  initialJs: FileSize[];
  initialCss: FileSize[];
  /** The waybill list's scripts: the initial JS, then its page's chunks (route preloads). */
  listJs: FileSize[];
  /** The peer's scripts, as its index.html loads them. */
  peerJs: FileSize[];
  lazyCount: number;
  lazyGzip: number;
  largestLazy: FileSize[];
  /** What the initial JS is made of, heaviest first. */
  parts: Part[];
  /** Per built chunk (`assets/x.js`): minified characters per source file. */
  shares: Map<string, Map<string, number>>;
}

const DIST = join(ROOT, 'dist');

/** Raw and gzip bytes of a built file; `file` is relative to `dir` (`assets/x.js` or `/assets/x.js`). */
const fileSize = (dir: string, file: string): FileSize => {
  const content = readFileSync(join(dir, file));
  return { file: file.replace(/^\//, ''), raw: content.length, gzip: gzipSync(content).length };
};

/** A file of dist/, as fileSize reads it. */
export const distFileSize = (file: string): FileSize => fileSize(DIST, file);

/** The files a built index.html names, by the pattern's first group, relative to its folder. */
const namedIn = (dir: string, pattern: RegExp): string[] =>
  [...readFileSync(join(dir, 'index.html'), 'utf8').matchAll(pattern)].map((m) =>
    m[1].replace(/^\//, ''),
  );

/** The scripts a built index.html loads before any code runs: its entry and modulepreloads. */
const initialScripts = (dir: string): FileSize[] =>
  [
    ...namedIn(dir, /<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...namedIn(dir, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((file) => fileSize(dir, file));

/**
 * `npm run codegen`, then the production build into dist/, with a look at each chunk's sources;
 * `listPath` is the waybill list's path, `peerDir` the folder the peer was built into.
 */
export async function measureBundle(listPath: string, peerDir: string): Promise<BundleFigures> {
  execFileSync('npm', ['run', 'codegen'], { cwd: ROOT, stdio: 'pipe' });
  const shares = new Map<string, Map<string, number>>();
  const readSourceMaps: Plugin = {
    name: 'bench-source-shares',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk' && output.map) {
          shares.set(fileName, sourceShares(output.code, output.map));
        }
        // The maps were only for this count: dist/ stays as `npx vite build` leaves it.
        if (fileName.endsWith('.map')) delete bundle[fileName];
      }
    },
  };
  // The project's vite.config.ts applies as with `npx vite build`; hidden source maps add no
  // comment to the code, and the plugin drops them before they are written.
  await build({
    root: ROOT,
    logLevel: 'error',
    build: { sourcemap: 'hidden' },
    plugins: [readSourceMaps],
  });

  const initialJs = initialScripts(DIST);
  const initialCss = namedIn(DIST, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g).map(
    distFileSize,
  );
  const routePreloads = JSON.parse(readFileSync(join(DIST, ROUTE_PRELOADS_FILE), 'utf8')) as Record<
    string,
    string[]
  >;
  const listJs = [...initialJs, ...(routePreloads[listPath] ?? []).map(distFileSize)];
  const initialNames = new Set(initialJs.map((f) => f.file));
  const lazy = readdirSync(join(DIST, 'assets'))
    .map((name) => `assets/${name}`)
    .filter((file) => file.endsWith('.js') && !initialNames.has(file))
    .map(distFileSize)
    .sort((a, b) => b.gzip - a.gzip);
  return {
    initialJs,
    initialCss,
    listJs,
    peerJs: initialScripts(peerDir),
    lazyCount: lazy.length,
    lazyGzip: lazy.reduce((sum, f) => sum + f.gzip, 0),
    largestLazy: lazy.slice(0, 5),
    parts: partsOf(initialJs, shares),
    shares,
  };
}

/** The package of a source in node_modules, else its path in the repository. */
function partName(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return inPackage ? inPackage[1] : source.replace(/^(\.\.\/)+/, '').replace(ROOT + '/', '');
}

/**
 * Each chunk's gzip size shared among its sources by the minified characters each one gave it:
 * an estimate (code compresses unevenly) that ranks the heavy parts.
 */
export function partsOf(chunks: FileSize[], shares: Map<string, Map<string, number>>): Part[] {
  const parts = new Map<string, number>();
  for (const chunk of chunks) {
    const sources = [...(shares.get(chunk.file) ?? [])];
    const total = sources.reduce((sum, [, length]) => sum + length, 0);
    for (const [source, length] of sources) {
      const name = partName(source);
      parts.set(name, (parts.get(name) ?? 0) + (total === 0 ? 0 : (chunk.gzip * length) / total));
    }
  }
  return [...parts].map(([name, gzip]) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip);
}
