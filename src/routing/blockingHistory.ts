import type { RouterBlockerFunction, RouterHistoryAction, RouterLocation } from 'react-admin';
import { parsePath, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type HistoryListener = Parameters<BrowserHistory['listen']>[0];
type To = Parameters<BrowserHistory['push']>[0];

/** A form's guard: asked before every navigation; told when it stopped one. */
export interface NavigationGuard {
  shouldBlock: RouterBlockerFunction;
  /** The navigation to `location` is held; `proceed` carries it out. */
  blocked(location: RouterLocation, proceed: () => void): void;
}

/** The browser's history, as the router uses it, with guards that may hold a navigation. */
export interface BlockingHistory extends BrowserHistory {
  /** Adds a guard; the function returned removes it. */
  guard(guard: NavigationGuard): () => void;
}

const locationOf = (to: To, state: unknown): RouterLocation => ({
  pathname: '/',
  search: '',
  hash: '',
  ...(typeof to === 'string' ? parsePath(to) : to),
  state,
});

/**
 * The app's history: the browser's, where a guard (an unsaved form's) may hold a navigation the
 * app makes (push, replace) or the user makes with back and forward (pop). A held pop is undone
 * at once, so that the address stays the page's; going on redoes it. This is the blocking a
 * react-router data router does, on the light router: the data router's loaders, actions and
 * fetchers, which the app does not use, are ~17 kB gzip of the first screen's scripts.
 */
export function createBlockingHistory(): BlockingHistory {
  const browser = createBrowserHistory({ v5Compat: true });
  const guards = new Set<NavigationGuard>();
  let routerListener: HistoryListener | undefined;
  /**
   * The last change made before the router listened. The router listens from its first commit,
   * which comes only once the drawn page is taken over; a back, forward or link meanwhile would
   * otherwise leave it showing the page it started on.
   */
  let unheard: Parameters<HistoryListener>[0] | undefined;
  /** The location the router shows. */
  let shown = browser.location;
  /** A held pop is being undone: the router does not hear the pop that undoes it. */
  let undoing = false;
  /** Going on with a held pop, once it is undone (the user may answer before it is). */
  let redoWhenUndone: number | undefined;
  /** A held pop is being redone: the guards are not asked again. */
  let redoing = false;

  const holdingGuard = (nextLocation: RouterLocation, historyAction: RouterHistoryAction) =>
    [...guards].find((guard) =>
      guard.shouldBlock({ currentLocation: shown, nextLocation, historyAction }),
    );
  const redo = (delta: number) => {
    redoWhenUndone = undefined;
    redoing = true;
    browser.go(delta);
  };

  browser.listen((update) => {
    if (undoing) {
      undoing = false;
      if (redoWhenUndone !== undefined) redo(redoWhenUndone);
      return;
    }
    // Without the entries' order (delta), a pop cannot be undone: it goes through.
    const delta = update.delta;
    if (!redoing && update.action === 'POP' && delta) {
      const guard = holdingGuard(update.location, 'POP');
      if (guard) {
        undoing = true;
        browser.go(-delta);
        guard.blocked(update.location, () => {
          if (undoing) redoWhenUndone = delta;
          else redo(delta);
        });
        return;
      }
    }
    redoing = false;
    shown = update.location;
    if (routerListener) routerListener(update);
    else unheard = update;
  });

  const guarded =
    (action: 'PUSH' | 'REPLACE', go: (to: To, state?: unknown) => void) =>
    (to: To, state?: unknown) => {
      const next = locationOf(to, state);
      const guard = holdingGuard(next, action);
      if (guard) guard.blocked(next, () => go(to, state));
      else go(to, state);
    };

  return {
    get action() {
      return browser.action;
    },
    get location() {
      return browser.location;
    },
    createHref: (to) => browser.createHref(to),
    createURL: (to) => browser.createURL(to),
    encodeLocation: (to) => browser.encodeLocation(to),
    go: (delta) => browser.go(delta),
    push: guarded('PUSH', (to, state) => browser.push(to, state)),
    replace: guarded('REPLACE', (to, state) => browser.replace(to, state)),
    listen(listener) {
      routerListener = listener;
      if (unheard) listener(unheard);
      unheard = undefined;
      return () => {
        if (routerListener === listener) routerListener = undefined;
      };
    },
    guard(guard) {
      guards.add(guard);
      return () => guards.delete(guard);
    },
  };
}
