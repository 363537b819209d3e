import { Admin, Resource } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { resourceDefinitions } from '../generated/resources';
import { AppLayout } from '../layout/AppLayout';
import { LoginPage } from '../pages/login/LoginPage';
import { authProvider } from './auth/authProvider';
import { dataProvider } from './data/dataProvider';
import { i18nProvider } from './i18nProvider';
import { SessionGate } from './SessionGate';
import { store } from './store';

const AdminApp = () => (
  <Admin
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    store={store}
    loginPage={LoginPage}
    layout={AppLayout}
    requireAuth
    disableTelemetry
  >
    {resourceDefinitions.map((r) => (
      <Resource
        key={r.route}
        name={r.route}
        icon={r.icon}
        recordRepresentation={r.recordRepresentation}
        list={r.list}
        show={r.show}
        create={r.create}
        edit={r.edit}
      />
    ))}
  </Admin>
);

// A data router with real paths (/oms/waybill): react-admin's default is a hash router, and
// unsaved-changes warnings need a data router.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <SessionGate>
        <AdminApp />
      </SessionGate>
    ),
  },
]);

export const App = () => <RouterProvider router={router} />;
