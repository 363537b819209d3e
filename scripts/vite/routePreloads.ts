/**
 * Writes `.vite/route-preloads.json` into the build: for each page's path (as
 * server/generated/routeModules.ts names it), the chunks its screen needs that the entry script
 * does not load already, in the order to fetch them. The server names them in the page as
 * modulepreload links (server/spa/routePreloads.ts), so the browser fetches and compiles them
 * beside the entry script instead of after it has run.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { routeModules } from '../../server/generated/routeModules';
import { ROUTE_PRELOADS_FILE } from '../../server/spa/routePreloads';

/** A chunk of the bundle, as far as this plugin reads it. */
interface Chunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/** A chunk and the chunks it imports statically, each once, imports first. */
function closure(chunks: ReadonlyMap<string, Chunk>, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  const chunk = chunks.get(fileName);
  for (const imported of chunk?.imports ?? []) closure(chunks, imported, into);
  into.add(fileName);
  return into;
}

export function routePreloads(root: string): Plugin {
  return {
    name: 'baraka-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      const chunkOf = new Map<string, string>();
      for (const chunk of chunks.values())
        for (const id of chunk.moduleIds)
          chunkOf.set(relative(root, id).replace(/\.[jt]sx?$/, ''), chunk.fileName);
      const initial = new Set<string>();
      for (const chunk of chunks.values())
        if (chunk.isEntry) closure(chunks, chunk.fileName, initial);
      const preloads: Record<string, string[]> = {};
      for (const { path, modules } of routeModules) {
        const needed = new Set<string>();
        for (const module of modules) {
          const fileName = chunkOf.get(module);
          if (fileName !== undefined) closure(chunks, fileName, needed);
        }
        preloads[path] = [...needed].filter((file) => !initial.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
  };
}
