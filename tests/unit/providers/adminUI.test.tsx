// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import {
  CustomRoutes,
  memoryStore,
  Resource,
  testDataProvider,
  type AuthProvider,
} from 'react-admin';
import { createMemoryRouter, Route, RouterProvider } from 'react-router-dom';
import { Admin } from '../../../src/app/Admin';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';

afterEach(cleanup);

const signedIn: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
};

/** Renders the admin at `path`, counting how often its layout is drawn. */
function renderAdmin(path: string, authProvider: AuthProvider = signedIn) {
  const layoutDrawn = { times: 0 };
  const Layout = ({ children }: { children: ReactNode }) => {
    layoutDrawn.times++;
    return (
      <div>
        <p>the layout</p>
        {children}
      </div>
    );
  };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Admin
            authProvider={authProvider}
            dataProvider={testDataProvider()}
            i18nProvider={createI18nProvider('en')}
            store={memoryStore()}
            layout={Layout}
            loginPage={() => <p>the login page</p>}
            catchAll={() => <p>no such page</p>}
            loading={() => <p>loading</p>}
            error={() => <p>an error</p>}
            authenticationError={() => <p>not signed in</p>}
            accessDenied={() => <p>denied</p>}
          >
            <Resource name="parcels" list={() => <p>the parcel list</p>} />
            <CustomRoutes>
              <Route path="/report" element={<p>the report</p>} />
            </CustomRoutes>
            <CustomRoutes noLayout>
              <Route path="/print" element={<p>the print page</p>} />
            </CustomRoutes>
          </Admin>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return layoutDrawn;
}

describe('the admin’s routes', () => {
  it.each([
    ['/parcels', 'the parcel list'],
    ['/report', 'the report'],
    ['/nowhere', 'no such page'],
  ])('%s shows %s in the layout', async (path, text) => {
    renderAdmin(path);
    expect(await screen.findByText(text)).toBeDefined();
    expect(screen.getByText('the layout')).toBeDefined();
  });

  it.each([
    ['/print', 'the print page'],
    ['/login', 'the login page'],
  ])('%s shows %s without the layout', async (path, text) => {
    renderAdmin(path);
    expect(await screen.findByText(text)).toBeDefined();
    expect(screen.queryByText('the layout')).toBeNull();
  });

  it('draws its layout once as it starts', async () => {
    const layout = renderAdmin('/parcels');
    expect(await screen.findByText('the parcel list')).toBeDefined();
    // Long enough for react-admin's effects to have run and any render they asked for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(layout.times).toBe(1);
  });

  it('shows no page to a browser that is not signed in, and signs it out', async () => {
    let signedOut = false;
    renderAdmin('/parcels', {
      ...signedIn,
      checkAuth: () => Promise.reject(new Error('no session')),
      logout: () => {
        signedOut = true;
        return Promise.resolve();
      },
    });
    expect(await screen.findByText('the login page')).toBeDefined();
    expect(screen.queryByText('the parcel list')).toBeNull();
    expect(signedOut).toBe(true);
  });
});
