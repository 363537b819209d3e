import { Suspense, useEffect, useMemo, useReducer, useState, type ComponentType } from 'react';
import { takenOver, takeOverLater, useServerDrawing } from '../servedPage/hydration';
import { SuspenseProgress } from './TopProgressBar';
import { PageLoadBoundary } from './PageLoadBoundary';
import { PageLoadError } from './pageLoadError';

/**
 * A page whose code loads on demand: the top progress bar while it loads, and a message with
 * "Try again" if loading fails (a retry runs the import again, where React.lazy keeps a failed
 * import for good).
 *
 * Not React.lazy in a Suspense boundary: React holds back the content that follows a Suspense
 * fallback until 300 ms after the fallback was shown, so a first screen whose page code was
 * preloaded waited idle for it (issue 13). Here the page is a state update once its module is in.
 * Only on the server and when React takes over a page the server drew does it suspend: the
 * server's HTML then stays on screen until the code is in, and no fallback is shown.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  // One import per page for the whole app, started again only after a failure.
  let Page: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const start = () => {
    if (loading === undefined) {
      loading = load().then(
        (loaded) => (Page = loaded),
        (error: unknown) => {
          loading = undefined;
          throw new PageLoadError(error);
        },
      );
      // Handled where it is awaited; started in render, it may fail before that effect runs.
      void loading.catch(() => undefined);
    }
    return loading;
  };

  const PageWhenLoaded = () => {
    const serverDrawing = useServerDrawing();
    const [, showLoaded] = useReducer((renders: number) => renders + 1, 0);
    const [failure, setFailure] = useState<unknown>();
    const Loaded = Page;
    // Drawn on the server, or taking that drawing over: the page waits for its code (the server
    // draws the page, not its progress bar; the browser keeps the server's HTML meanwhile).
    if (Loaded === undefined && serverDrawing) throw start().catch(() => undefined);
    // Started at once, not after the first paint; only the effect acts on the answer.
    if (Loaded === undefined) void start();
    useEffect(() => {
      if (Loaded === undefined) start().then(showLoaded, setFailure);
      else takenOver(start); // the page is live: input may go to it
    }, [Loaded]);
    /*
     * The same element while the page stays: when the takeover ends, `serverDrawing` turns false
     * and React draws this component again at once, synchronously. A new element would draw the
     * whole page again with it, in one long task; the same one lets React skip it.
     */
    const page = useMemo(
      () => (Loaded === undefined ? <SuspenseProgress /> : <Loaded />),
      [Loaded],
    );
    if (failure !== undefined) throw failure; // to PageLoadBoundary
    return page;
  };

  const LazyPage = () => {
    // A retry mounts a new PageWhenLoaded, which imports again.
    const [attempt, retry] = useReducer((attempts: number) => attempts + 1, 0);
    // React takes the page over in a pass of its own, once its code is in.
    takeOverLater(start);
    /*
     * The same element while `attempt` stays: a boundary still waiting for the page's code while
     * React takes over the server's HTML must get no new props. If it did (the layout around it
     * draws again as the app starts), React would drop that HTML and draw the page anew, in one
     * long task, once the code is in, instead of taking it over.
     */
    const page = useMemo(
      () => (
        // Only while hydrating does a page suspend (above); otherwise it never shows.
        <Suspense fallback={<SuspenseProgress />}>
          <PageWhenLoaded key={attempt} />
        </Suspense>
      ),
      [attempt],
    );
    return <PageLoadBoundary onRetry={retry}>{page}</PageLoadBoundary>;
  };
  return LazyPage;
}
