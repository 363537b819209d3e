/**
 * The tabs as kept in the browser (SPEC 9): `<admin>-visited-views` holds the tabs
 * (`[{path, search, title?, fixed}]`, in order) and `<admin>-cached-views` the paths of the tabs
 * whose pages are kept alive, least recently shown first. Pure: the store reads and writes them.
 */
import { CACHE_LIMIT, type TagsState, type VisitedView } from './tagList';

function parseJson(raw: string | null): unknown {
  try {
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    // A hand-edited or truncated value: start from the fixed tabs rather than break the shell.
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function storedView(value: unknown): VisitedView | undefined {
  if (!isRecord(value) || typeof value.path !== 'string') return undefined;
  const search =
    typeof value.search === 'string' && value.search.startsWith('?') ? value.search : '';
  const title = typeof value.title === 'string' && value.title !== '' ? value.title : undefined;
  return { path: value.path, search, ...(title === undefined ? {} : { title }), fixed: false };
}

/**
 * The tabs from their stored text: the fixed tabs first (in `fixedPaths` order, keeping a stored
 * title or query string), then the stored tabs that are still pages of the app (`isTabPath`),
 * each once. Fixedness comes from the registry, not from the stored flag.
 */
export function restoreTags(
  rawViews: string | null,
  rawCached: string | null,
  fixedPaths: readonly string[],
  isTabPath: (path: string) => boolean,
): TagsState {
  const stored = parseJson(rawViews);
  const candidates = (Array.isArray(stored) ? stored : [])
    .map(storedView)
    .filter((view): view is VisitedView => view !== undefined);
  const byPath = new Map<string, VisitedView>();
  for (const view of candidates) if (!byPath.has(view.path)) byPath.set(view.path, view);
  const fixed = fixedPaths.map((path) => ({
    ...(byPath.get(path) ?? { path, search: '' }),
    fixed: true,
  }));
  const others = [...byPath.values()].filter(
    (view) => !fixedPaths.includes(view.path) && isTabPath(view.path),
  );
  const views = [...fixed, ...others];
  const paths = new Set(views.map((view) => view.path));
  const cachedRaw = parseJson(rawCached);
  const cached = [
    ...new Set(
      (Array.isArray(cachedRaw) ? cachedRaw : []).filter(
        (path): path is string => typeof path === 'string' && paths.has(path),
      ),
    ),
  ].slice(-CACHE_LIMIT);
  return { views, cached };
}

// JSON leaves out a title that is undefined.
export const encodeViews = (views: readonly VisitedView[]): string =>
  JSON.stringify(views.map(({ path, search, title, fixed }) => ({ path, search, title, fixed })));

export const encodeCached = (cached: readonly string[]): string => JSON.stringify(cached);
