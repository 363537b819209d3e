import { lazy, Suspense, useReducer, type ComponentType } from 'react';
import { SuspenseProgress } from '../../layout/TopProgressBar';
import { PageLoadBoundary } from './PageLoadBoundary';
import { PageLoadError } from './pageLoadError';

/**
 * A page whose code loads on demand: the top progress bar while it loads, and a message with
 * "Try again" if loading fails. Unlike a bare React.lazy, which keeps a failed import for good,
 * "Try again" runs the import again.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const importPage = () =>
    lazy(() =>
      load().then(
        (Page) => ({ default: Page }),
        (error: unknown) => {
          throw new PageLoadError(error);
        },
      ),
    );
  // One import per page for the whole app, replaced only by a retry.
  const current = { Page: importPage() };

  const LazyPage = () => {
    const [, rerender] = useReducer((attempt: number) => attempt + 1, 0);
    const retry = () => {
      current.Page = importPage();
      rerender();
    };
    return (
      <PageLoadBoundary onRetry={retry}>
        <Suspense fallback={<SuspenseProgress />}>
          <current.Page />
        </Suspense>
      </PageLoadBoundary>
    );
  };
  return LazyPage;
}
