/**
 * The tags view's list of tabs as plain data, and what opening, closing and titling do to it.
 * No React and no browser here: tagsStore.ts holds the state and tests call these directly.
 */

/** One tab. Its pathname is its identity: the same page with another query string is the same tab. */
export interface VisitedView {
  path: string;
  /** The query string the tab was last shown with (`''` or `?...`); clicking the tab restores it. */
  search: string;
  /** The title the page gave itself (useTabTitle); without one the route's title is shown. */
  title?: string;
  /** A fixed tab (the dashboard, `fixedTab` in schema/pages.yaml) is always there and never closes. */
  fixed: boolean;
}

export interface TagsState {
  views: VisitedView[];
  /** Tabs whose page is kept alive while hidden, the least recently shown first. */
  cached: string[];
}

/** At most this many pages are kept alive; showing one more drops the least recently shown. */
export const CACHE_LIMIT = 12;

export const hrefOf = (view: VisitedView): string => view.path + view.search;

/** Moves `path` to the most recent end of the cache, dropping the oldest past the limit. */
function touch(cached: string[], path: string): string[] {
  if (cached[cached.length - 1] === path) return cached;
  return [...cached.filter((p) => p !== path), path].slice(-CACHE_LIMIT);
}

/**
 * The page at `path` (with `search`) is shown: its tab is added at the end or remembers the new
 * query string; with `keepAlive` it becomes the most recent cached page, without it nothing is.
 */
export function showView(
  state: TagsState,
  path: string,
  search: string,
  keepAlive: boolean,
): TagsState {
  const existing = state.views.find((view) => view.path === path);
  const views =
    existing === undefined
      ? [...state.views, { path, search, fixed: false }]
      : existing.search === search
        ? state.views
        : state.views.map((view) => (view === existing ? { ...view, search } : view));
  const cached = keepAlive ? touch(state.cached, path) : state.cached.length ? [] : state.cached;
  return views === state.views && cached === state.cached ? state : { views, cached };
}

export function setViewTitle(state: TagsState, path: string, title: string): TagsState {
  const index = state.views.findIndex((view) => view.path === path);
  if (index < 0 || state.views[index].title === title) return state;
  const views = state.views.map((view, i) => (i === index ? { ...view, title } : view));
  return { ...state, views };
}

/** The context menu's closing actions; `close` is also the cross and the middle button. */
export type CloseKind = 'close' | 'others' | 'left' | 'right' | 'all';

const closes: Record<CloseKind, (i: number, target: number) => boolean> = {
  close: (i, target) => i === target,
  others: (i, target) => i !== target,
  left: (i, target) => i < target,
  right: (i, target) => i > target,
  all: () => true,
};

export interface Closed {
  state: TagsState;
  /** Set when the tab on screen was closed: where to go instead (undefined: no tab is left). */
  goTo?: VisitedView;
  activeClosed: boolean;
}

/**
 * Closes tabs relative to the one at `path` (fixed tabs stay) and drops their cached pages. When
 * the tab on screen (`activePath`) goes, the next one is: for `close` its right neighbour (its
 * left one at the end), for `others`/`left`/`right` the tab the menu was opened on, for `all`
 * the last tab left.
 */
export function closeViews(
  state: TagsState,
  kind: CloseKind,
  path: string,
  activePath: string | undefined,
): Closed {
  const target = state.views.findIndex((view) => view.path === path);
  if (target < 0 && kind !== 'all') return { state, activeClosed: false };
  const kept = state.views.filter((view, i) => view.fixed || !closes[kind](i, target));
  if (kept.length === state.views.length) return { state, activeClosed: false };
  const keptPaths = new Set(kept.map((view) => view.path));
  const next = { views: kept, cached: state.cached.filter((p) => keptPaths.has(p)) };
  const activeClosed =
    activePath !== undefined &&
    state.views.some((view) => view.path === activePath) &&
    !keptPaths.has(activePath);
  if (!activeClosed) return { state: next, activeClosed };
  let goTo: VisitedView | undefined;
  if (kind === 'close') {
    goTo =
      state.views.slice(target + 1).find((view) => keptPaths.has(view.path)) ??
      kept.filter((view) => state.views.indexOf(view) < target).at(-1);
  } else if (kind === 'all') {
    goTo = kept.at(-1);
  } else {
    goTo = kept.find((view) => view.path === path);
  }
  return { state: next, goTo, activeClosed };
}

/** Whether `kind` on the tab at `path` would close anything (to grey out menu items). */
export const wouldClose = (state: TagsState, kind: CloseKind, path: string): boolean =>
  closeViews(state, kind, path, undefined).state !== state;
