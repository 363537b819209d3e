/**
 * `npm run lint`'s folder check: folders import one way. dependency-cruiser reads the imports
 * (type-only ones too) of src/, scripts/ and server/; a folder depends on another when one of its files
 * imports one of the other's. Folders that reach each other form a knot (a strongly
 * connected component); the lint fails on any knot, naming the arrows that close it.
 */
import path from 'node:path';
import { cruise } from 'dependency-cruiser';

/**
 * The places whose subfolders are the folders: a file belongs to the subfolder of the deepest place
 * it is in (`src/layout/menu/x.ts` is `src/layout`, `src/core/i18n/app/uz.ts` is `src/core/i18n`),
 * a file right in a place to the place itself (`src/main.tsx` is `src`, `server/app.ts` is
 * `server`).
 */
export const FOLDER_PLACES = ['src', 'src/core', 'scripts', 'server'] as const;

export function folderOf(file: string, places: readonly string[]): string | undefined {
  const place = places
    .filter((candidate) => file.startsWith(`${candidate}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (place === undefined) return undefined;
  const rest = file.slice(place.length + 1).split('/');
  return rest.length > 1 ? `${place}/${rest[0]}` : place;
}

/** Folder → the folders its files import from. */
export type FolderGraph = ReadonlyMap<string, ReadonlySet<string>>;

export async function folderGraph(places: readonly string[]): Promise<FolderGraph> {
  const roots = places.filter((place) => !places.some((other) => place.startsWith(`${other}/`)));
  const result = await cruise(roots, {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser gave no modules');
  const graph = new Map<string, Set<string>>();
  for (const module of result.output.modules) {
    const from = folderOf(module.source, places);
    if (module.coreModule || from === undefined) continue;
    for (const dependency of module.dependencies) {
      if (dependency.coreModule || !dependency.followable || dependency.couldNotResolve) continue;
      const to = folderOf(dependency.resolved, places);
      if (to === undefined || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The knots of the graph (Tarjan's strongly connected components of two folders or more). */
export function folderKnots(graph: FolderGraph): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const knots: string[][] = [];
  const visit = (folder: string) => {
    order.set(folder, order.size);
    low.set(folder, order.get(folder)!);
    stack.push(folder);
    onStack.add(folder);
    for (const next of graph.get(folder) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(folder, Math.min(low.get(folder)!, order.get(next)!));
    }
    if (low.get(folder) !== order.get(folder)) return;
    const knot: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      knot.push(member);
    } while (member !== folder);
    if (knot.length > 1) knots.push(knot.sort());
  };
  for (const folder of graph.keys()) if (!order.has(folder)) visit(folder);
  return knots;
}

/** The knots of the graph, each with its arrows, to say what to break. */
export function knotProblems(graph: FolderGraph): string[] {
  return folderKnots(graph).map((knot) => {
    const arrows = knot.flatMap((from) =>
      [...(graph.get(from) ?? [])].filter((to) => knot.includes(to)).map((to) => `${from} → ${to}`),
    );
    return `import cycle between folders ${knot.join(', ')}:\n  ${arrows.join('\n  ')}`;
  });
}

async function main() {
  const problems = knotProblems(await folderGraph(FOLDER_PLACES));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log('folders: no import cycle');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await main();
}
