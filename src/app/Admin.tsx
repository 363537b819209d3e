import { Children, isValidElement, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  CoreAdminUI,
  Notification,
  Resource,
  ResourceDefinitionContextProvider,
  type AdminProps,
  type ResourceDefinitions,
  type ResourceProps,
} from 'react-admin';

/**
 * The <Resource> children's definitions, as each registers itself. react-admin registers them
 * in an effect, so its first render knows no resource: no record representations (a reference
 * shows `#48`), no create buttons, and everything drawn again a render later. Given up front,
 * the first render (and the server's drawing, which runs no effect) is the finished screen.
 */
const definitionsOf = (children: ReactNode): ResourceDefinitions =>
  Object.fromEntries(
    Children.toArray(children)
      .filter((child) => isValidElement<ResourceProps>(child) && child.type === Resource)
      .map((child) => {
        const definition = Resource.registerResource((child as { props: ResourceProps }).props);
        return [definition.name, definition];
      }),
  );

/**
 * react-admin's <Admin>, minus its stand-in pages. Its <Admin> names a default for every page it
 * is not given (login form, layout, error, loading, auth callback...), and those defaults are
 * bundled into the first screen even when the app replaces them all. Here only the pages the app
 * passes exist; the rest are ra-core's (empty or plain-HTML) fallbacks. With the app's login page
 * loaded on demand (App.tsx), this keeps react-hook-form and MUI's text inputs off the first
 * screen: ~27 kB gzip. Same props as react-admin's <Admin>, with the resources as elements.
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
}: Omit<AdminProps, 'children'> & { children: ReactNode }) => (
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
      <ResourceDefinitionContextProvider definitions={definitionsOf(children)}>
        <CoreAdminUI {...ui}>{children}</CoreAdminUI>
      </ResourceDefinitionContextProvider>
      <AppNotification />
    </CssBaseline>
  </AdminContext>
);
