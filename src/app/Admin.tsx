import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, Notification, type AdminProps } from 'react-admin';

/**
 * react-admin's <Admin>, minus its stand-in pages. Its <Admin> names a default for every page it
 * is not given (login form, layout, error, loading, auth callback...), and those defaults are
 * bundled into the first screen even when the app replaces them all. Here only the pages the app
 * passes exist; the rest are ra-core's (empty or plain-HTML) fallbacks. With the app's login page
 * loaded on demand (App.tsx), this keeps react-hook-form and MUI's text inputs off the first
 * screen: ~27 kB gzip. Same props as react-admin's <Admin>.
 */
export const Admin = ({
  authProvider,
  basename,
  darkTheme,
  dataProvider,
  defaultTheme,
  i18nProvider,
  lightTheme,
  queryClient,
  routerProvider,
  store,
  theme,
  notification: AppNotification = Notification,
  children,
  ...ui
}: AdminProps) => (
  <AdminContext
    authProvider={authProvider}
    basename={basename}
    darkTheme={darkTheme}
    dataProvider={dataProvider}
    defaultTheme={defaultTheme}
    i18nProvider={i18nProvider}
    lightTheme={lightTheme}
    queryClient={queryClient}
    routerProvider={routerProvider}
    store={store}
    theme={theme}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI {...ui}>{children}</CoreAdminUI>
      <AppNotification />
    </CssBaseline>
  </AdminContext>
);
