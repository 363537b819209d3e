/**
 * The first screen of a page drawn on the server (issue 13), by the app's own server renderer
 * (src/ssr, built by `npm run build:ssr` into dist-ssr/) in a worker thread, so that a drawing
 * never holds up the API. The worker starts, and its code (React, MUI, react-admin) loads, when
 * the first page is asked for, not at start, and that page does not wait for it. Without a
 * renderer, or when a drawing fails or takes too long, there is no drawing: the page is the plain
 * build, which draws itself in the browser as before.
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Request } from 'express';
import {
  DRAWING_TIMEOUT_MS,
  type DrawnPage,
  type PageRequest,
  type RendererMessage,
  type RendererRequest,
} from '../../src/core/servedPage/servedPage';
import type { ScreenLayout } from '../../src/core/screen';

type Draw = (request: PageRequest) => Promise<DrawnPage | undefined>;

/** The renderer's worker: undefined until its code is in, then a function that draws. */
function rendererWorker(file: string): () => Draw | undefined {
  let worker: Worker | undefined;
  let ready = false;
  let lastId = 0;
  const waiting = new Map<number, (page: DrawnPage | undefined) => void>();

  const stop = (why: unknown) => {
    console.error(`the page renderer stopped; pages draw in the browser until it is back`, why);
    for (const settle of [...waiting.values()]) settle(undefined);
    worker = undefined;
    ready = false;
  };

  const start = () => {
    const started = new Worker(file, {
      resourceLimits: RENDERER_HEAP,
      // React's production build, whatever the server was started with: the browser's is, and
      // the development build draws several times slower.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    // A worker waiting for pages keeps no server alive.
    started.unref();
    started.on('message', (message: RendererMessage) => {
      if ('ready' in message) ready = true;
      else {
        if ('error' in message) console.error(`a page drawing failed: ${message.error}`);
        waiting.get(message.id)?.('page' in message ? message.page : undefined);
      }
    });
    started.on('error', stop);
    started.on('exit', (code) => {
      if (worker === started) stop(`exit code ${code}`);
    });
    return started;
  };

  const draw: Draw = (request) => {
    const id = ++lastId;
    return new Promise((resolve) => {
      // Past the timeout the page goes without; a late answer finds nobody waiting.
      const timer = setTimeout(() => settle(undefined), DRAWING_TIMEOUT_MS).unref();
      const settle = (page: DrawnPage | undefined) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(page);
      };
      waiting.set(id, settle);
      worker?.postMessage({ id, request } satisfies RendererRequest);
    });
  };

  return () => {
    worker ??= start();
    return ready ? draw : undefined;
  };
}

/**
 * The renderer's heap, bounded: unbounded, the server's resident memory went from 95 MB to
 * 293 MB with the first drawing and on to 385 MB after 25 more (garbage between collections);
 * bounded so, 268 MB and 282 MB after 40 more. Past it the worker dies and is started again.
 */
const RENDERER_HEAP = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

export function firstScreen(
  rendererFile: string | undefined,
): (
  req: Request,
  user: Record<string, unknown>,
  layout: ScreenLayout,
) => Promise<DrawnPage | undefined> {
  const renderer =
    rendererFile !== undefined && existsSync(rendererFile)
      ? rendererWorker(rendererFile)
      : () => undefined;
  return async (req, user, layout) => {
    const draw = renderer();
    if (draw === undefined) return undefined;
    // The API answers the drawing's requests here, on the address the browser reached.
    const { localAddress, localFamily, localPort } = req.socket;
    const host = localFamily === 'IPv6' ? `[${localAddress}]` : localAddress;
    const apiOrigin = `http://${host}:${localPort}`;
    return draw({
      url: new URL(req.originalUrl, apiOrigin).href,
      apiOrigin,
      cookies: req.headers.cookie ?? '',
      user,
      layout,
    });
  };
}
