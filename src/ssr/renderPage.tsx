/**
 * The first screen drawn on the server (issue 13): the demo server sends a signed-in browser the
 * HTML of the screen its path opens, with the data it shows, so the first rows are painted as the
 * page arrives instead of after the scripts have run; the browser then hydrates it (main.tsx).
 *
 * The same app as in the browser, drawn by react-dom/server under a static router. A screen's
 * data comes from react-query as it does in the browser: each pass draws the app, then fetches
 * the queries that pass asked for (through the API, with the request's own token, so the user
 * sees only what the API lets them see) and the pages' code it imported; the next pass draws
 * with them, until a pass asks for nothing new.
 *
 * The styles go in one element for the head, those the drawn HTML uses, instead of emotion's
 * element before each styled one: ~120 of them in the waybill list, each a style sheet the browser
 * parsed while it read the page. The browser's emotion takes them over as its own (`data-emotion`).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { setTimeout as sleep } from 'node:timers/promises';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { adminRoutes } from '../app/App';
import { keepUser } from '../app/auth/authProvider';
import { serveSessionFor, type UserInfo } from '../app/auth/session';
import { drawInLayout } from '../core/screen';
import { DRAWING_TIMEOUT_MS, type DrawnPage, type PageRequest } from '../core/auth/servedPage';
import { pagesLoaded, pagesLoading } from '../pages/errors/lazyPage';

/** Enough for the auth checks, the layout and a screen with its data; a screen asks no deeper. */
const MAX_PASSES = 6;

/**
 * A reference's getMany whose records all came with its list (the list's prefetch fills each
 * record's getOne): react-admin draws the reference from those, in the browser as here.
 */
const prefetched = (query: Query, queryClient: QueryClient): boolean => {
  const [resource, method, params] = query.queryKey as [
    unknown,
    unknown,
    { ids?: unknown; meta?: unknown }?,
  ];
  return (
    method === 'getMany' &&
    Array.isArray(params?.ids) &&
    params.ids.every(
      (id) =>
        queryClient.getQueryData([resource, 'getOne', { id: String(id), meta: params.meta }]) !==
        undefined,
    )
  );
};

/** A query the pass asked for and nobody has fetched yet, which is not switched off. */
const wanted = (query: Query, queryClient: QueryClient): boolean => {
  const { enabled } = query.options as { enabled?: unknown };
  const on = typeof enabled === 'function' ? (enabled as (q: Query) => unknown)(query) : enabled;
  return (
    on !== false &&
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle' &&
    !prefetched(query, queryClient)
  );
};

async function draw({ url, apiOrigin, cookies, user, layout }: PageRequest): Promise<DrawnPage> {
  serveSessionFor({ cookies, origin: apiOrigin });
  drawInLayout(layout);
  try {
    // The API's own answer for the session (server/auth/userInfo.ts).
    if (!keepUser(user as unknown as UserInfo))
      throw new Error('the user may not sign in to the admin');
    // A failed query is not asked again here (react-query would wait seconds between tries).
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const deadline = Date.now() + DRAWING_TIMEOUT_MS;
    const handler = createStaticHandler(adminRoutes(queryClient));
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error(`${url} redirects`);
    const router = createStaticRouter(handler.dataRoutes, context);
    // The browser's emotion has this key too, so that it takes these styles over.
    const styleCache = createCache({ key: 'css' });
    const styles = createEmotionServer(styleCache);
    const app = (
      <CacheProvider value={styleCache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </CacheProvider>
    );
    let html = renderToString(app);
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const queries = queryClient
        .getQueryCache()
        .findAll()
        .filter((query) => wanted(query, queryClient));
      if (queries.length === 0 && !pagesLoading()) break;
      // A failed query is left to the browser, which asks again and shows the error as usual.
      const fetched = Promise.all([
        pagesLoaded(),
        ...queries.map((query) => query.fetch().catch(() => undefined)),
      ]);
      // The page has gone without the drawing by then: the next one need not wait for it.
      await Promise.race([fetched, sleep(Math.max(0, deadline - Date.now()))]);
      if (Date.now() >= deadline) throw new Error(`drawing ${url} took too long`);
      html = renderToString(app);
    }
    return {
      html,
      styles: styles.constructStyleTagsFromChunks(styles.extractCriticalToChunks(html)),
      queries: dehydrate(queryClient),
    };
  } finally {
    serveSessionFor(undefined);
  }
}

/** One drawing at a time: the session and the user are the app's, for the page being drawn. */
let queue: Promise<unknown> = Promise.resolve();

export function renderPage(request: PageRequest): Promise<DrawnPage> {
  const drawn = queue.then(() => draw(request));
  queue = drawn.catch(() => undefined);
  return drawn;
}
