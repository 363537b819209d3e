import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getToken, subscribeSession } from '../session/session';

const LOGIN_PATH = '/login';

const hasToken = () => getToken() !== undefined;

/**
 * Without a token every path but /login goes to /login (SPEC 2). The admin is unmounted meanwhile: nothing of the previous
 * session stays on screen, and react-admin never has to log out a user who is not logged in.
 */
export const SessionGate = ({ children }: { children: ReactNode }) => {
  const loggedIn = useSyncExternalStore(subscribeSession, hasToken, hasToken);
  const location = useLocation();
  if (loggedIn || location.pathname === LOGIN_PATH) return children;
  // The next login comes back here if it is the same user's (authProvider.login decides).
  return (
    <Navigate
      to={LOGIN_PATH}
      replace
      state={{ nextPathname: location.pathname, nextSearch: location.search }}
    />
  );
};
