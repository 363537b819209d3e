import { useCallback } from 'react';
import type { RouterNavigateFunction, RouterProvider } from 'react-admin';
import { appRouterProvider, UNBLOCKED } from '../../routing/routerProvider';

/**
 * react-admin's navigation for a page that may be hidden in a tab. A hidden page's location is
 * not the browser's, and react-admin resolves a navigation against the page's location: a list
 * that syncs its parameters to the address a moment after the user left it would pull the user
 * back to it. So a page that is not on screen does not navigate (a save that finishes after the
 * user switched tabs stays on its form instead of redirecting).
 */
function useNavigateWhenShown(): RouterNavigateFunction {
  const navigate = appRouterProvider.useNavigate();
  const { pathname } = appRouterProvider.useLocation();
  return useCallback<RouterNavigateFunction>(
    (to, options) => {
      if (pathname === window.location.pathname) navigate(to, options);
    },
    [navigate, pathname],
  );
}

/**
 * react-admin's router for pages kept alive in tabs. Besides the navigation above, blocking is
 * off: going to another tab hides a half-filled form without losing it, so its "unsaved changes"
 * warning must not stop the user (nor may a hidden form's). Leaving the app (reload, closing the
 * browser tab) still warns: that is react-admin's `beforeunload` listener, not the blocker.
 */
export const keepAliveRouter: RouterProvider = {
  ...appRouterProvider,
  useNavigate: useNavigateWhenShown,
  useBlocker: () => UNBLOCKED,
};
