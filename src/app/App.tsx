import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { HOME_PATH } from '../core/rules/sections';
import { formatRecordRepresentation } from '../format/recordRepresentation';
import { appRoutes, appSections } from '../core/generated/routes';
import { routeScreens } from '../routeScreens/generated/screens';
import { AppLayout } from '../layout/AppLayout';
import { ForbiddenPage } from '../errorPages/ForbiddenPage';
import { NotFoundPage } from '../errorPages/NotFoundPage';
import { RedirectPage } from '../errorPages/RedirectPage';
import { RouteErrorPage } from '../errorPages/RouteErrorPage';
import { SuspenseProgress } from '../pageLoading/TopProgressBar';
import { lazyPage } from '../pageLoading/lazyPage';
import { Admin } from './Admin';
import { authProvider } from '../auth/authProvider';
import { dataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../i18n/appI18nProvider';
import { leftDrawnPage, takenOver } from '../servedPage/hydration';
import { guardedResources } from '../routeScreens/guardedResources';
import { RouteGuard } from '../routeScreens/RouteGuard';
import { SectionRedirect } from '../routeScreens/SectionRedirect';
import { FORBIDDEN_PATH, ToForbiddenPage } from '../routeScreens/ToForbiddenPage';
import { SessionGate } from '../auth/SessionGate';
import { store } from '../preferences/preferencesStore';
import { APP_THEMES } from '../theme/themes';
import { useThemeName } from '../theme/themeName';

// A signed-in user never sees it: its form code loads only when /login is shown.
const LoginPage = lazyPage(() => import('../pages/login/LoginPage').then((m) => m.LoginPage));

/**
 * How react-admin names a record of the resource (page titles, delete dialogs, references): its
 * representation field as the field shows it (formatRecordRepresentation), in the current
 * language. The Resource is declared outside the i18n context, so it asks the provider, whose
 * locale is the one react-admin renders in (a change of language renders everything anew).
 */
const representationOf =
  (resourceName: string) =>
  (record: Record<string, unknown> | undefined): string =>
    formatRecordRepresentation(
      resourceName,
      record,
      i18nProvider.getLocale(),
      i18nProvider.translate,
    );

const RECORD_REPRESENTATIONS = Object.fromEntries(
  guardedResources.map((r) => [r.name, representationOf(r.name)]),
);

const AdminApp = ({ queryClient }: { queryClient: QueryClient }) => (
  <Admin
    queryClient={queryClient}
    theme={APP_THEMES[useThemeName()[0]]}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    store={store}
    loginPage={LoginPage}
    layout={AppLayout}
    catchAll={NotFoundPage}
    // Pages decide access before they render; react-admin's /access-denied only forwards to /403.
    accessDenied={ToForbiddenPage}
    error={RouteErrorPage}
    authenticationError={RouteErrorPage}
    loading={SuspenseProgress}
  >
    {guardedResources.map((r) => (
      <Resource
        key={r.route}
        name={r.route}
        icon={r.icon}
        recordRepresentation={RECORD_REPRESENTATIONS[r.name]}
        list={r.list}
        show={r.show}
        create={r.create}
        edit={r.edit}
      />
    ))}
    <CustomRoutes>
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      {appRoutes.map((route) => {
        const screen = routeScreens[route.path];
        return (
          screen && (
            <Route
              key={route.path}
              path={route.path}
              element={<RouteGuard route={route} screen={screen} />}
            />
          )
        );
      })}
      {appSections.map((section) => (
        <Route
          key={section.path}
          path={section.path}
          element={<SectionRedirect section={section} />}
        />
      ))}
      <Route path={FORBIDDEN_PATH} element={<ForbiddenPage />} />
      <Route path="/404" element={<NotFoundPage />} />
    </CustomRoutes>
    <CustomRoutes noLayout>
      <Route path="/redirect/*" element={<RedirectPage />} />
    </CustomRoutes>
  </Admin>
);

/**
 * Once the app has drawn the root or taken the server's drawing over, input may go to it; a part
 * React takes over after the rest (the layout's page area, a page loaded on demand) lets it in
 * itself when it is live, unless the app has gone to another page by then.
 */
const ReleasesServedRoot = () => {
  const { key } = useLocation();
  const [drawnKey] = useState(key);
  useEffect(() => takenOver(), []);
  useEffect(() => {
    if (key !== drawnKey) leftDrawnPage();
  }, [key, drawnKey]);
  return null;
};

/**
 * The app, under the router: real paths (/oms/waybill), where react-admin's default is a hash
 * router. The browser puts it under its history (main.tsx), the server under a static router.
 */
export const AdminRoot = ({ queryClient }: { queryClient: QueryClient }) => (
  <>
    <SessionGate>
      <AdminApp queryClient={queryClient} />
    </SessionGate>
    <ReleasesServedRoot />
  </>
);
