// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nContextProvider } from 'react-admin';
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
} from 'react-router-dom';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { en } from '../../../src/core/i18n/app/en';
import { ForbiddenPage } from '../../../src/errorPages/ForbiddenPage';
import { NotFoundPage } from '../../../src/errorPages/NotFoundPage';
import { RedirectPage } from '../../../src/errorPages/RedirectPage';
import { RouteErrorElement, RouteErrorPage } from '../../../src/errorPages/RouteErrorPage';
import { lazyPage } from '../../../src/pageLoading/lazyPage';
import { PageLoadBoundary } from '../../../src/pageLoading/PageLoadBoundary';
import { PRELOAD_ERROR_EVENT } from '../../../src/pageLoading/pageLoadError';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const inEnglish = (ui: ReactNode) => (
  <I18nContextProvider value={createI18nProvider('en')}>{ui}</I18nContextProvider>
);

const Where = () => {
  const { pathname, search, hash } = useLocation();
  return <p>at {`${pathname}${search}${hash}`}</p>;
};

const renderAt = (path: string, element: ReactNode) =>
  render(
    inEnglish(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/redirect/*" element={<RedirectPage />} />
          <Route path="/page" element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    ),
  );

/** A chunk that could not be fetched, in Chromium's words. */
const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/Report-1a2b.js');

describe('403 and 404 pages', () => {
  it.each([
    ['ForbiddenPage', <ForbiddenPage />, en.pages.forbidden],
    ['NotFoundPage', <NotFoundPage />, en.pages.notFound],
  ])('%s says what happened, titles the tab and leads home', async (_name, page, texts) => {
    renderAt('/page', page);
    expect(screen.getByRole('heading', { name: texts.title })).toBeDefined();
    expect(screen.getByText(texts.text)).toBeDefined();
    expect(document.title).toBe(`Baraka Admin - ${texts.title}`);
    fireEvent.click(screen.getByRole('link', { name: en.action.backHome }));
    expect(await screen.findByText('at /')).toBeDefined();
  });
});

describe('RedirectPage', () => {
  it.each([
    ['/redirect/oms/waybill?status=Osh&page=2', 'at /oms/waybill?status=Osh&page=2'],
    ['/redirect/settle/detail/7#top', 'at /settle/detail/7#top'],
    ['/redirect', 'at /'],
    ['/redirect//evil.example/path', 'at /evil.example/path'],
  ])('%s forwards to the path after /redirect', async (from, shown) => {
    renderAt(from, null);
    expect(await screen.findByText(shown)).toBeDefined();
  });
});

describe('RouteErrorPage', () => {
  it("shows the error's message, translated when it is a key", () => {
    render(inEnglish(<RouteErrorPage error={new Error('auth.userInfoFailed')} />), {
      wrapper: MemoryRouter,
    });
    expect(screen.getByText(en.auth.userInfoFailed)).toBeDefined();
  });

  it('shows a server text as it is', () => {
    render(inEnglish(<RouteErrorPage error={{ message: 'Foydalanuvchi topilmadi' }} />), {
      wrapper: MemoryRouter,
    });
    expect(screen.getByText('Foydalanuvchi topilmadi')).toBeDefined();
  });

  it('falls back to errors.routeGuard, and offers a retry when it can', () => {
    const reset = vi.fn();
    render(inEnglish(<RouteErrorPage error={new Error('')} resetErrorBoundary={reset} />), {
      wrapper: MemoryRouter,
    });
    expect(screen.getByText(en.errors.routeGuard)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: en.action.retry }));
    expect(reset).toHaveBeenCalledOnce();
  });

  it("as a route's errorElement, shows what the route threw", async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Error('auth.clientRefused');
        },
        element: <p>never</p>,
        errorElement: <RouteErrorElement />,
      },
    ]);
    render(inEnglish(<RouterProvider router={router} />));
    expect(await screen.findByText(en.auth.clientRefused)).toBeDefined();
  });
});

describe('a page whose code fails to load', () => {
  it('shows errors.pageLoad, raises the preload-error event, and "Try again" imports again', async () => {
    const load = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(chunkFailure())
      .mockResolvedValueOnce(() => <p>report loaded</p>);
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail.error);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    const Report = lazyPage(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports caught errors

    renderAt('/page', <Report />);
    expect(await screen.findByText(en.errors.pageLoad)).toBeDefined();
    expect(events).toHaveLength(1);
    expect(String(events[0])).toContain('Failed to fetch dynamically imported module');

    fireEvent.click(screen.getByRole('button', { name: en.action.retry }));
    expect(await screen.findByText('report loaded')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  });

  it('shows the top progress bar while the code loads', async () => {
    let finish: (page: () => ReactNode) => void = () => undefined;
    const Report = lazyPage(() => new Promise((resolve) => (finish = resolve)));
    renderAt('/page', <Report />);
    expect(await screen.findByRole('progressbar')).toBeDefined();
    finish(() => <p>report loaded</p>);
    expect(await screen.findByText('report loaded')).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a page whose code is already in at once, with no progress bar and one import', async () => {
    const load = vi.fn(() => Promise.resolve(() => <p>report loaded</p>));
    const Report = lazyPage(load);
    renderAt('/page', <Report />);
    expect(await screen.findByText('report loaded')).toBeDefined();
    cleanup();

    // Opened again (another visit, another tab of the tags view): drawn in its first render.
    renderAt('/page', <Report />);
    expect(screen.getByText('report loaded')).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('also catches a bare React.lazy that failed', async () => {
    const Broken = lazy(() => Promise.reject(chunkFailure()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(
      '/page',
      <PageLoadBoundary>
        <Suspense>
          <Broken />
        </Suspense>
      </PageLoadBoundary>,
    );
    expect(await screen.findByText(en.errors.pageLoad)).toBeDefined();
  });

  it("leaves a page's own bugs to the error boundary above", async () => {
    class Outer extends Component<{ children: ReactNode }, { error?: Error }> {
      state: { error?: Error } = {};
      static getDerivedStateFromError(error: Error) {
        return { error };
      }
      render() {
        return this.state.error ? <p>outer: {this.state.error.message}</p> : this.props.children;
      }
    }
    const Buggy = () => {
      throw new Error('page bug');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(
      '/page',
      <Outer>
        <PageLoadBoundary>
          <Buggy />
        </PageLoadBoundary>
      </Outer>,
    );
    expect(await screen.findByText('outer: page bug')).toBeDefined();
    expect(screen.queryByText(en.errors.pageLoad)).toBeNull();
  });
});

describe("a page taken over from the server's drawing", () => {
  it('is drawn once as React takes it over, not again when the takeover ends', async () => {
    const drawing = vi.fn();
    const Drawn = () => {
      drawing();
      return <p>report drawn</p>;
    };
    const Report = lazyPage(() => Promise.resolve(Drawn));
    const app = (
      <MemoryRouter initialEntries={['/page']}>
        <Routes>
          <Route path="/page" element={<Report />} />
        </Routes>
      </MemoryRouter>
    );
    // Its code in, as the page's preloads bring it before React takes the drawing over.
    renderAt('/page', <Report />);
    await screen.findByText('report drawn');
    cleanup();
    const root = document.createElement('div');
    root.innerHTML = renderToString(app);
    document.body.append(root);
    const served = root.querySelector('p');
    drawing.mockClear();

    await act(async () => {
      hydrateRoot(root, app);
    });
    // Taken over, not drawn anew: the server's elements are still there.
    expect(root.querySelector('p')).toBe(served);
    expect(drawing).toHaveBeenCalledTimes(1);
    root.remove();
  });
});
