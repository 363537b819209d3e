import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, Notification, type AdminContextProps } from 'react-admin';
import { readAdminChildren } from './admin/adminChildren';
import { AdminUI, type AdminUIProps } from './admin/AdminUI';
import { FixedResourceDefinitions } from './admin/FixedResourceDefinitions';
import { appRouterProvider } from '../routing/routerProvider';

/**
 * react-admin's <Admin>, minus its stand-in pages. Its <Admin> names a default for every page it
 * is not given (login form, layout, error, loading, auth callback...), and those defaults are
 * bundled into the first screen even when the app replaces them all. Here only the pages the app
 * passes exist. With the app's login page loaded on demand (App.tsx), this keeps
 * react-hook-form and MUI's text inputs off the first screen: ~27 kB gzip. The resources and
 * routes are the <Resource> and <CustomRoutes> children, as in react-admin's.
 */
export const Admin = ({
  notification: AppNotification = Notification,
  layout,
  loginPage,
  catchAll,
  loading,
  error,
  authenticationError,
  accessDenied,
  children,
  ...context
}: AdminContextProps &
  AdminUIProps & { notification?: typeof Notification; children: ReactNode }) => {
  const declared = readAdminChildren(children);
  return (
    <AdminContext {...context} routerProvider={appRouterProvider}>
      <CssBaseline enableColorScheme>
        <FixedResourceDefinitions resources={declared.resources}>
          <AdminUI
            layout={layout}
            loginPage={loginPage}
            catchAll={catchAll}
            loading={loading}
            error={error}
            authenticationError={authenticationError}
            accessDenied={accessDenied}
          >
            {declared}
          </AdminUI>
        </FixedResourceDefinitions>
        <AppNotification />
      </CssBaseline>
    </AdminContext>
  );
};
