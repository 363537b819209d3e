/**
 * The tabs as app-wide state, shared by the strip (TagsView), the page cache (CachedOutlet) and
 * the pages that title their tab (useTabTitle). The tab list and the cache list are written to
 * localStorage on every change; the rest lives only as long as the page.
 */
import { useSyncExternalStore, type ContextType } from 'react';
import type { UNSAFE_LocationContext } from 'react-router-dom';
import { PERSISTED_KEYS } from '../../preferences/persistedKeys';
import {
  closeViews,
  setViewTitle,
  showView,
  type CloseKind,
  type Closed,
  type TagsState,
} from './tagList';
import { encodeCached, encodeViews, restoreTags } from './tagsPersistence';
import { FIXED_TAB_PATHS, tabPathOf } from './tabRoutes';

/** What react-router gives a page as "the location": a hidden tab gets the one it was last shown at. */
export type ShownLocation = ContextType<typeof UNSAFE_LocationContext>;

export interface TagsSnapshot extends TagsState {
  /** Raised by "refresh": the tab's page is mounted afresh. */
  versions: Readonly<Record<string, number>>;
  /** Where each tab was last shown since the app loaded; a cached tab is mounted only once shown. */
  shown: Readonly<Record<string, ShownLocation>>;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, raw: string): void {
  try {
    localStorage.setItem(key, raw);
  } catch {
    // Storage refused (private mode, quota): the tabs still work, they just do not survive a reload.
  }
}

let snapshot: TagsSnapshot | undefined;
const listeners = new Set<() => void>();

function current(): TagsSnapshot {
  snapshot ??= {
    ...restoreTags(
      read(PERSISTED_KEYS.visitedViews),
      read(PERSISTED_KEYS.cachedViews),
      FIXED_TAB_PATHS,
      (path) => tabPathOf(path) === path,
    ),
    versions: {},
    shown: {},
  };
  return snapshot;
}

function update(next: TagsSnapshot): void {
  const before = current();
  if (next === before) return;
  if (next.views !== before.views) write(PERSISTED_KEYS.visitedViews, encodeViews(next.views));
  if (next.cached !== before.cached) write(PERSISTED_KEYS.cachedViews, encodeCached(next.cached));
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const withTags = (base: TagsSnapshot, tags: TagsState): TagsSnapshot =>
  tags.views === base.views && tags.cached === base.cached ? base : { ...base, ...tags };

export const tagsStore = {
  /** The tab of `path` is on screen at `location` (see showView). */
  show(path: string, location: ShownLocation, keepAlive: boolean): void {
    const base = current();
    const next = withTags(base, showView(base, path, location.location.search, keepAlive));
    update(
      next.shown[path] === location
        ? next
        : { ...next, shown: { ...next.shown, [path]: location } },
    );
  },

  setTitle(path: string, title: string): void {
    const base = current();
    update(withTags(base, setViewTitle(base, path, title)));
  },

  /** Closes tabs (see closeViews); a closed tab's page is dropped and mounts afresh if reopened. */
  close(kind: CloseKind, path: string, activePath: string | undefined): Closed {
    const base = current();
    const closed = closeViews(base, kind, path, activePath);
    if (closed.state === base) return closed;
    const open = new Set(closed.state.views.map((view) => view.path));
    const shown = Object.fromEntries(Object.entries(base.shown).filter(([p]) => open.has(p)));
    update({ ...withTags(base, closed.state), shown });
    return closed;
  },

  refresh(path: string): void {
    const base = current();
    update({ ...base, versions: { ...base.versions, [path]: (base.versions[path] ?? 0) + 1 } });
  },
};

export const useTags = (): TagsSnapshot => useSyncExternalStore(subscribe, current, current);
