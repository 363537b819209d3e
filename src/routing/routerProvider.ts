import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
// Types only: at build time this module stands in for react-admin's own router provider.
import type {
  RouterBlocker,
  RouterBlockerFunction,
  RouterNavigateFunction,
  RouterProvider,
  RouterWrapperProps,
} from 'react-admin';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
} from 'react-router-dom';
import type { BlockingHistory } from './blockingHistory';

/** The browser's history the app runs on (main.tsx); none on the server, which never navigates. */
export const BlockingHistoryContext = createContext<BlockingHistory | undefined>(undefined);

/** No navigation held: a blocker's state while none is. */
export const UNBLOCKED: RouterBlocker = {
  state: 'unblocked',
  reset: undefined,
  proceed: undefined,
  location: undefined,
};

/** react-router's `useBlocker`, on the app's history (an unsaved form's warning uses it). */
function useBlocker(shouldBlock: RouterBlockerFunction | boolean): RouterBlocker {
  const history = useContext(BlockingHistoryContext);
  const [blocker, setBlocker] = useState(UNBLOCKED);
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      history?.guard({
        shouldBlock: (args) =>
          typeof latest.current === 'function' ? latest.current(args) : latest.current,
        blocked: (location, proceed) =>
          setBlocker({
            state: 'blocked',
            location,
            reset: () => setBlocker(UNBLOCKED),
            proceed: () => {
              setBlocker(UNBLOCKED);
              proceed();
            },
          }),
      }),
    [history],
  );
  return blocker;
}

/** react-router's `useNavigate` with one identity for the page's life, as react-admin's is. */
function useStableNavigate(): RouterNavigateFunction {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback<RouterNavigateFunction>(
    (to, options) => (typeof to === 'number' ? latest.current(to) : latest.current(to, options)),
    [],
  );
}

function useCanBlock(): boolean {
  return useContext(BlockingHistoryContext) !== undefined;
}

/** The app is always inside its router (main.tsx; the server's static one). */
const InRouter = ({ children }: RouterWrapperProps) => children;

/**
 * react-admin's router provider for this app: react-router's parts, with blocking on the app's
 * history instead of a data router's. The bundle takes it for react-admin's default too
 * (scripts/vite/appRouterProvider.ts), whose stand-in hash router would bring the data router
 * into the first screen's scripts.
 */
export const appRouterProvider: RouterProvider = {
  useNavigate: useStableNavigate,
  useLocation,
  // react-router types the parameters of the route at hand; react-admin lets the caller name them.
  useParams: useParams as RouterProvider['useParams'],
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  // react-router types an index route's props apart; react-admin has one shape for both.
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  RouterWrapper: InRouter,
  matchPath,
};
