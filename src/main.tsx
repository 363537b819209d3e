import { startTransition, StrictMode } from 'react';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { AdminRoot } from './app/App';
import { notifyInOneTimer } from './dataProvider/notifyInOneTimer';
import { timeoutsInOneTimer } from './dataProvider/timeoutsInOneTimer';
import { FreshAfterWriteQueryClient } from './dataProvider/queryClient';
import {
  drawsAsServed,
  readyServedRoot,
  servedFreshness,
  takeServedQueries,
  tellServerHowThisBrowserDraws,
} from './servedPage/hydration';
import { createBlockingHistory } from './routing/blockingHistory';
import { BlockingHistoryContext } from './routing/routerProvider';

notifyInOneTimer();
timeoutsInOneTimer();
const served = takeServedQueries();
const queryClient = new FreshAfterWriteQueryClient({
  defaultOptions: { queries: { staleTime: servedFreshness(served) } },
});
if (served !== undefined) hydrate(queryClient, served);
const history = createBlockingHistory();

const app = (
  <StrictMode>
    <HistoryRouter history={history}>
      <BlockingHistoryContext value={history}>
        <AdminRoot queryClient={queryClient} />
      </BlockingHistoryContext>
    </HistoryRouter>
  </StrictMode>
);
const root = document.getElementById('root')!;
const takeOver = served !== undefined && drawsAsServed(root);
readyServedRoot(root, takeOver);
tellServerHowThisBrowserDraws();
// In a transition, React draws in slices of a few milliseconds and lets the browser answer
// input between them, instead of holding the main thread for the whole first screen.
startTransition(() => {
  if (takeOver) {
    hydrateRoot(root, app, {
      // A difference React found and mended by drawing that part again: shown to developers.
      onRecoverableError: (error) => console.warn('hydration:', error),
    });
  } else {
    createRoot(root).render(app);
  }
});
