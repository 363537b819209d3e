/**
 * modulepreload links for the screen a page path opens, from the build's list of each route's
 * chunks (scripts/vite/routePreloads.ts): the browser fetches and compiles them beside the entry
 * script, instead of after the entry has run and the router has asked for them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the build writes the list (scripts/vite/routePreloads.ts), under the static folder. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

type Preloads = Record<string, string[]>;

/** A path pattern's segments matched against a path's (`:id` matches any one segment). */
const matches = (pattern: string, path: string): boolean => {
  const want = pattern.split('/');
  const have = path.replace(/\/+$/, '').split('/');
  return (
    want.length === have.length &&
    want.every((segment, i) => segment.startsWith(':') || segment === have[i])
  );
};

/** The links for `path`'s screen ('' for a path that is no page, or a build without the list). */
export function routePreloads(staticDir: string): (path: string) => Promise<string> {
  const file = join(staticDir, ROUTE_PRELOADS_FILE);
  return async (path) => {
    // Read with the page (index.html is too): a rebuild names new chunks at once.
    const preloads = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as Preloads,
      () => ({}) as Preloads,
    );
    const route = Object.keys(preloads).find((pattern) => matches(pattern, path));
    if (route === undefined) return '';
    // `crossorigin` as Vite writes the entry's own preloads: the same request, fetched once.
    return preloads[route]
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('');
  };
}
