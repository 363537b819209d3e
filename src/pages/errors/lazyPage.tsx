import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { SuspenseProgress } from '../../layout/TopProgressBar';
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
      loading.catch(() => undefined);
    }
    return loading;
  };

  const PageWhenLoaded = () => {
    const [, showLoaded] = useReducer((renders: number) => renders + 1, 0);
    const [failure, setFailure] = useState<unknown>();
    const Loaded = Page;
    // Started at once, not after the first paint; only the effect acts on the answer.
    if (Loaded === undefined) void start();
    useEffect(() => {
      if (Loaded === undefined) start().then(showLoaded, setFailure);
    }, [Loaded]);
    if (failure !== undefined) throw failure; // to PageLoadBoundary
    return Loaded === undefined ? <SuspenseProgress /> : <Loaded />;
  };

  const LazyPage = () => {
    // A retry mounts a new PageWhenLoaded, which imports again.
    const [attempt, retry] = useReducer((attempts: number) => attempts + 1, 0);
    return (
      <PageLoadBoundary onRetry={retry}>
        <PageWhenLoaded key={attempt} />
      </PageLoadBoundary>
    );
  };
  return LazyPage;
}
