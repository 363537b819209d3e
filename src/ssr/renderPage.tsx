/**
 * The first screen drawn on the server (issue 13): the demo server sends a signed-in browser the
 * HTML of the screen its path opens, with the data it shows, so the first rows are painted as the
 * page arrives instead of after the scripts have run; the browser then hydrates it (main.tsx).
 *
 * The same app as in the browser, drawn by react-dom/server under a static router. A screen's
 * data comes from react-query as it does in the browser, through the API with the request's own
 * token, so the user sees only what the API lets them see. Here a component that asks for data
 * (or a page whose code is not in yet) suspends until it is in, and React's streaming renderer
 * draws on from that component: the layout around a list is drawn once, where drawing the whole
 * app again per round of answers drew it three times.
 *
 * The styles go in one element for the head instead of emotion's element before each styled one:
 * ~120 of them in the waybill list, each a style sheet the browser parsed while it read the page.
 * The browser's emotion takes them over as its own (`data-emotion`). They are every style the
 * drawing's components asked for, not only those its HTML uses: a closed tooltip's or drawer's
 * too, which the browser's emotion would otherwise write anew as React takes the page over (~40
 * on the waybill list, in the commit of the takeover).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  dehydrate,
  QueryClient,
  type DefaultedQueryObserverOptions,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AdminRoot } from '../app/App';
import { keepUser } from '../auth/authProvider';
import { serveSessionFor, type UserInfo } from '../session/session';
import { drawInLayout } from '../core/screen';
import {
  DRAWING_TIMEOUT_MS,
  type DrawnPage,
  type PageRequest,
} from '../core/servedPage/servedPage';
import { serveDrawnReferences } from './referenceQueries';

/**
 * Every query switched on suspends the component asking for it until its answer is in; one
 * switched off is not asked for, as in the browser, and neither is one whose `enabled` is a
 * function: the browser asks for it. A query that fails ends its part of the drawing:
 * React leaves that Suspense boundary to the browser, which asks again and shows the error.
 */
class SuspendingQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData,
    TError,
    TData,
    TQueryData,
    TQueryKey extends QueryKey,
    TPageParam,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    const { enabled } = defaulted;
    return enabled === undefined || enabled === true ? { ...defaulted, suspense: true } : defaulted;
  }
}

/**
 * The app's HTML once every suspended part is in. Each part goes in its place: React would
 * otherwise send a large one apart, to be moved in place by a script.
 *
 * React's request outlives the drawing: every promise started while it drew (a page's code
 * loading, once for the app) keeps it as its async context, and with it the handlers it was
 * given. So they reach the drawing only through this object, which lets go of it once settled;
 * closures over the drawing kept each page's first drawing whole (its rows, HTML and styles),
 * until the renderer's heap ran out after some seventy pages.
 */
class PendingDrawing {
  // Joined at the end: a chunk may end inside a character of more than one byte.
  private chunks: Buffer[] = [];
  private stream: PipeableStream | undefined;
  private outcome: { resolve(html: string): void; reject(error: unknown): void } | undefined;
  private readonly late: NodeJS.Timeout;

  constructor(resolve: (html: string) => void, reject: (error: unknown) => void, deadline: number) {
    this.outcome = { resolve, reject };
    // The page has gone without the drawing by then.
    this.late = setTimeout(
      () => this.settle(new Error('the drawing took too long')),
      Math.max(0, deadline - Date.now()),
    );
  }

  draw(app: ReactElement): void {
    this.stream = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => this.stream?.pipe(this.collector()),
      onShellError: (error) => this.settle(error),
      // A part that failed (a query refused, say) is drawn by the browser, which shows the error.
      onError: () => undefined,
    });
  }

  private collector(): Writable {
    const collected = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        this.chunks.push(chunk);
        done();
      },
    });
    collected.on('finish', () => this.settle());
    return collected;
  }

  private settle(error?: unknown): void {
    const { outcome, stream, chunks } = this;
    clearTimeout(this.late);
    this.outcome = this.stream = undefined;
    this.chunks = [];
    if (outcome === undefined) return;
    if (error === undefined) outcome.resolve(Buffer.concat(chunks).toString('utf8'));
    else {
      stream?.abort();
      outcome.reject(error);
    }
  }
}

const drawToString = (app: ReactElement, deadline: number): Promise<string> =>
  new Promise((resolve, reject) => new PendingDrawing(resolve, reject, deadline).draw(app));

async function draw({ url, apiOrigin, cookies, user, layout }: PageRequest): Promise<DrawnPage> {
  serveSessionFor({ cookies, origin: apiOrigin });
  drawInLayout(layout);
  try {
    // The API's own answer for the session (server/auth/userInfo.ts).
    if (!keepUser(user as unknown as UserInfo))
      throw new Error('the user may not sign in to the admin');
    // A failed query is not asked again here (react-query would wait seconds between tries).
    const queryClient = new SuspendingQueryClient({
      defaultOptions: { queries: { retry: false } },
    });
    const deadline = Date.now() + DRAWING_TIMEOUT_MS;
    const { pathname, search } = new URL(url);
    // The browser's emotion has this key too, so that it takes these styles over.
    const styleCache = createCache({ key: 'css' });
    const styles = createEmotionServer(styleCache);
    const app = (
      <CacheProvider value={styleCache}>
        <StaticRouter location={{ pathname, search }}>
          <AdminRoot queryClient={queryClient} />
        </StaticRouter>
      </CacheProvider>
    );
    const html = await drawToString(app, deadline);
    serveDrawnReferences(queryClient);
    // emotion keeps the styles the HTML it is given names: named all, it keeps every one.
    const everyStyleName = Object.keys(styleCache.inserted)
      .map((id) => `${styleCache.key}-${id}`)
      .join(' ');
    return {
      html,
      styles: styles.constructStyleTagsFromChunks(styles.extractCriticalToChunks(everyStyleName)),
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
