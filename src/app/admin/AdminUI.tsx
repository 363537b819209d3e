import type { ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import {
  HasDashboardContextProvider,
  LogoutOnMount,
  useAuthState,
  useScrollToTop,
  type CatchAllComponent,
  type LayoutComponent,
  type LoadingComponent,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { AdminChildren } from './adminChildren';

export interface AdminUIProps {
  layout: LayoutComponent;
  loginPage: ComponentType;
  catchAll: CatchAllComponent;
  loading: LoadingComponent;
  error: ComponentType<{ error: unknown; resetErrorBoundary: () => void }>;
  authenticationError: ComponentType;
  accessDenied: ComponentType;
}

/**
 * The signed-in admin: the layout around the routes, once react-admin's auth check has passed.
 * As react-admin's CoreAdminRoutes with `requireAuth`, but with routes fixed from the first render.
 */
const SignedInRoutes = ({
  children: { resources, routesInLayout, routesWithoutLayout },
  layout: Layout,
  catchAll: CatchAll,
  loading: Loading,
  authenticationError: AuthenticationError,
  accessDenied: AccessDenied,
}: Omit<AdminUIProps, 'loginPage' | 'error'> & { children: AdminChildren }) => {
  useScrollToTop();
  const { authenticated, isPending } = useAuthState(undefined, false);
  return (
    <Routes>
      {routesWithoutLayout}
      {isPending ? (
        <Route
          path="*"
          element={
            <div style={{ height: '100vh' }}>
              <Loading />
            </div>
          }
        />
      ) : !authenticated ? (
        <Route path="*" element={<LogoutOnMount />} />
      ) : (
        <Route
          path="/*"
          element={
            <HasDashboardContextProvider value={false}>
              <Layout>
                <Routes>
                  {routesInLayout}
                  {resources.map((resource) => (
                    <Route
                      key={resource.props.name}
                      path={`${resource.props.name}/*`}
                      element={resource}
                    />
                  ))}
                  <Route path="/authentication-error" element={<AuthenticationError />} />
                  <Route path="/access-denied" element={<AccessDenied />} />
                  <Route path="*" element={<CatchAll />} />
                </Routes>
              </Layout>
            </HasDashboardContextProvider>
          }
        />
      )}
    </Routes>
  );
};

/**
 * react-admin's CoreAdminUI and CoreAdminRoutes for an admin whose resources and routes never
 * change: the same routes, the login page, an error boundary, and sign-in required. react-admin's
 * read the <Admin> children again in an effect after mounting and set them as new state, so the
 * whole admin drew again at once, each time the app started; in a page drawn on the server, that
 * also made React take the page's part over in the same task, instead of in one of its own: the
 * longest task of the first screen (issue 13). Here they are read as the admin renders.
 */
export const AdminUI = ({
  loginPage: LoginPage,
  error: ErrorPage,
  children,
  ...routes
}: AdminUIProps & { children: AdminChildren }) => (
  <ErrorBoundary
    fallbackRender={({ error, resetErrorBoundary }) => (
      <div style={{ minHeight: '100vh' }}>
        <ErrorPage error={error} resetErrorBoundary={resetErrorBoundary} />
      </div>
    )}
  >
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/*" element={<SignedInRoutes {...routes}>{children}</SignedInRoutes>} />
    </Routes>
  </ErrorBoundary>
);
