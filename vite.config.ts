import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appRouterProvider } from './scripts/vite/appRouterProvider';
import { precompress } from './scripts/vite/precompress';
import { SCRIPTS_STARTER_SOURCE } from './src/core/servedPage/scriptsStarter';
import { routePreloads } from './scripts/vite/routePreloads';

/**
 * Few, large chunks (issue 13): left to itself, rolldown made ~130 small chunks, and the waybill
 * list fetched ~120 of them in a chain before its first row. Here the first screen is the shell's
 * libraries (`vendor-react`, `vendor-mui`, `vendor`: react-admin, the router, react-query… as the
 * shell uses them) and its code (`app-core`, the registry and catalogues; `app`, the shell), with
 * the entry's own start-up; a page adds `vendor-ui` (the rest of MUI and react-admin that three
 * or more chunks use: lists, inputs, dialogs), `app-shared` (app code two or more pages use) and
 * its own `page-<name>` chunk.
 * Charts, JSON-schema forms, zod, the date pickers, the notifications socket and the barcode
 * encoder, heavy or not needed for a first screen, stay apart.
 *
 * The shell is in five chunks, not two, for a phone: a drawn page runs its scripts one chunk a
 * task (src/startWhenPainted.ts), and a chunk's modules run as one task. `vendor` and `app` were
 * ~200 and ~250 ms each with the CPU slowed four times; each of the five is now under ~90 ms, so
 * that input waits less (blocking time). Each imports only those before it, in this order.
 */
const CHARTS =
  /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|internmap|es-toolkit|decimal\.js-light|@reduxjs|immer|redux|redux-thunk|react-redux|reselect|tiny-invariant)[\\/]/;
const JSON_FORMS =
  /node_modules[\\/](@rjsf|ajv|ajv-formats|fast-uri|fast-deep-equal|json-schema-traverse|@x0k|markdown-to-jsx|jsonpointer|lodash-es|nanoid|compute-gcd|compute-lcm|validate\.io-[a-z-]+|require-from-string)[\\/]/;
const ZOD = /node_modules[\\/]zod[\\/]/;
// day.js and the pickers' own dependencies go with them: no other screen uses them.
const DATE_PICKERS =
  /node_modules[\\/](@mui[\\/](x-date-pickers|x-internals)|@base-ui[\\/]utils|@floating-ui[\\/]utils|dayjs)[\\/]/;
// The notifications' socket connects after the first screen: it need not be parsed before it.
const REALTIME =
  /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io[\\/]component-emitter|xmlhttprequest-ssl)[\\/]/;
// The barcode encoder draws only the floor's printed documents.
const BARCODES = /node_modules[\\/]bwip-js[\\/]/;
const SET_APART = [CHARTS, JSON_FORMS, ZOD, DATE_PICKERS, REALTIME, BARCODES];
const PACKAGE = /node_modules/;
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
// MUI with its styling engine and what only it uses.
const MUI =
  /node_modules[\\/](@mui|@emotion|stylis|@popperjs|react-transition-group|clsx|prop-types|react-is|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/;
/**
 * The script a drawn page starts with (src/startWhenPainted.ts): an entry of its own, a few
 * kilobytes with what it reads and the keeper of input made before the app is live, that must
 * not import the shell's chunk.
 */
const STARTER =
  /[\\/]src[\\/](startWhenPainted|core[\\/]servedPage[\\/]scriptsStarter|servedPage[\\/]inputWhileDrawn)\.ts$/;
const APP = /[\\/]src[\\/]/;
/** The registry, catalogues and rules the app and the server share. */
const CORE = /[\\/]src[\\/]core[\\/]/;
/** The entry's own code, the start-up: it runs in a task of its own after the chunks. */
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
/** The other languages' catalogues load only when chosen: each stays its own chunk. */
const CATALOGUE = /[\\/]i18n[\\/]|i18n\.[a-z]+\.ts$/;
/** A registry resource's views and components, or a page folder: one chunk each. */
const PAGE =
  /[\\/]src[\\/](?:generated[\\/]views[\\/]([A-Za-z0-9]+)|resources[\\/]([A-Za-z0-9]+)[\\/]|pages[\\/]([A-Za-z0-9]+)[\\/])/;

/** What rolldown tells a chunk's name function about the module graph (its ChunkingContext). */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Whether a module imports zod, itself or through its static imports (memoized per build). */
const reachesZod = new Map<string, boolean>();
function importsZod(id: string, ctx: ChunkingContext): boolean {
  const known = reachesZod.get(id);
  if (known !== undefined) return known;
  reachesZod.set(id, false); // an import cycle adds nothing
  const reaches =
    ZOD.test(id) ||
    (ctx.getModuleInfo(id)?.importedIds ?? []).some((imported) => importsZod(imported, ctx));
  reachesZod.set(id, reaches);
  return reaches;
}

/**
 * Forms validate with zod (~25 kB gzip); lists do not. Code that reaches zod goes to a `-forms`
 * chunk of its own, so that a list screen loads neither.
 */
const withForms = (name: string, id: string, ctx: ChunkingContext) =>
  importsZod(id, ctx) ? `${name}-forms` : name;

const pageChunk = (id: string, ctx: ChunkingContext): string | null => {
  const match = PAGE.exec(id);
  return match ? withForms(`page-${match[1] ?? match[2] ?? match[3]}`, id, ctx) : null;
};

const resolve = {
  alias: {
    'object.entries': fileURLToPath(new URL('scripts/vite/objectEntries.cjs', import.meta.url)),
  },
};

/**
 * The page renderer (`vite build --ssr`, src/ssr): one file for a worker thread of the server, the
 * packages left to Node.
 */
const SSR_BUILD = defineConfig({
  plugins: [react()],
  resolve,
  build: { rolldownOptions: { output: { codeSplitting: false } } },
});

const BROWSER_BUILD = defineConfig({
  plugins: [
    react(),
    appRouterProvider(import.meta.dirname),
    routePreloads(import.meta.dirname),
    precompress(),
  ],
  resolve,
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Names the starter's built file for the server (server/spa/scriptsAfterPaint.ts).
    manifest: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        startWhenPainted: fileURLToPath(new URL(SCRIPTS_STARTER_SOURCE, import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: REACT, tags: ['$initial'], priority: 52 },
            { name: 'vendor-mui', test: MUI, tags: ['$initial'], priority: 51 },
            { name: 'vendor', test: PACKAGE, tags: ['$initial'], priority: 50 },
            {
              name: 'app-core',
              test: (id) => CORE.test(id) && !STARTER.test(id),
              tags: ['$initial'],
              priority: 46,
            },
            {
              name: 'app',
              test: (id) => APP.test(id) && !STARTER.test(id) && !ENTRY.test(id),
              tags: ['$initial'],
              priority: 45,
            },
            {
              name: 'vendor-ui',
              test: (id) => PACKAGE.test(id) && !SET_APART.some((group) => group.test(id)),
              // What only one or two chunks use (a stepper, a slider, tabs) goes with them, not
              // to every screen: the waybill list's scripts 414 → 390 kB gzip, still three chunks.
              minShareCount: 3,
              priority: 40,
            },
            { name: 'charts', test: CHARTS, priority: 30 },
            { name: 'json-forms', test: JSON_FORMS, priority: 30 },
            { name: 'zod', test: ZOD, priority: 30 },
            { name: 'date-pickers', test: DATE_PICKERS, priority: 30 },
            { name: 'realtime', test: REALTIME, priority: 30 },
            { name: 'barcodes', test: BARCODES, priority: 30 },
            {
              name: (id, ctx) => withForms('app-shared', id, ctx),
              debugName: 'app-shared',
              test: (id) => APP.test(id) && !CATALOGUE.test(id),
              minShareCount: 2,
              priority: 20,
            },
            { name: pageChunk, debugName: 'page', test: APP, priority: 10 },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? SSR_BUILD : BROWSER_BUILD));
