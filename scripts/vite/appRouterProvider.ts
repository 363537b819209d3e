/**
 * Puts the app's router provider (src/routing/routerProvider.ts) in place of react-admin's
 * default one in the browser's bundle. The app passes its own to react-admin, yet react-admin's
 * module would stay in the bundle as the default, and with it the hash router it makes when it
 * is not given one: react-router's whole data router, ~17 kB gzip of the first screen's scripts.
 */
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0app-router-provider';
/** How react-admin's core (ra-core/dist/routing) imports its default provider. */
const DEFAULT_PROVIDER = './adapters/reactRouterProvider.js';
const RA_CORE_ROUTING = /[\\/]ra-core[\\/]dist[\\/]routing$/;

export function appRouterProvider(projectRoot: string): Plugin {
  const provider = join(projectRoot, 'src/routing/routerProvider.ts');
  let replaced = false;
  return {
    name: 'app-router-provider',
    // The dev server serves react-admin pre-bundled: nothing to replace, nothing to check.
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = false;
    },
    resolveId(source, importer) {
      if (source !== DEFAULT_PROVIDER || importer === undefined) return null;
      if (!RA_CORE_ROUTING.test(dirname(importer))) return null;
      replaced = true;
      return VIRTUAL_ID;
    },
    // A react-admin that imports its default elsewhere would bring the data router back unseen.
    buildEnd(error) {
      if (error === undefined && !replaced)
        this.error(`react-admin no longer imports ${DEFAULT_PROVIDER}: update this plugin`);
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      return `export { appRouterProvider as reactRouterProvider } from ${JSON.stringify(provider)};`;
    },
  };
}
