/**
 * The demo server as an express app: /api (the contract of docs/api.md), the realtime socket at
 * /socket.io/ (server/realtime), and the app itself (the Vite build, or Vite's dev middleware).
 * Tests start it on port 0 with `app.listen`, which serves the socket too.
 */
import type { Server } from 'node:http';
import express, { type Express } from 'express';
import { createApiRouter } from './apiRouter';
import { createLoginAttempts } from './auth/loginAttempts';
import { loadSecret } from './auth/secret';
import { createTokenService } from './auth/tokens';
import { errorHandler } from './http/errorHandler';
import { securityHeaders } from './http/securityHeaders';
import { useRequestLanguage } from './http/language';
import { sendError, statusKey } from './http/sendError';
import { createRealtime } from './realtime/createRealtime';
import { createDevMiddleware } from './spa/devMiddleware';
import { serveBuiltApp } from './spa/serveBuiltApp';
import { openStore, type OpenStoreOptions } from './db/openStore';
import { startScheduler } from './money/scheduler';
import type { Store } from './db/store';
import { writeHooks } from './writeHooks';

export interface AppOptions {
  /** Where the records are: a SQLite file (made when missing), or a `postgres://` URL. */
  database: string;
  /** The demo data a new database starts with: a JSON file, or made by the fixtures generator. */
  seed?: OpenStoreOptions['seed'];
  /** PostgreSQL only: the schema to work in (tests give each server its own). */
  schema?: string;
  /** The Vite build to serve (production). Without it and without `dev`, only /api is served. */
  staticDir?: string;
  /** Serve the app through Vite's dev middleware with hot reload. */
  dev?: boolean;
  /** The server the app will listen on, so Vite's hot-reload socket can share it. */
  httpServer?: Server;
  /** Makes the login's verification codes (the server tests give one whose codes they know). */
  createCaptchaCode?: () => string;
}

export interface DemoApp {
  app: Express;
  store: Store;
  /** Makes `server` answer with the app and the realtime socket (`app.listen` does it itself). */
  serve(server: Server): void;
  close(): Promise<void>;
}

/** A signed-in session lasts this long; then the app sends the user to the login page. */
const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export async function createApp(options: AppOptions): Promise<DemoApp> {
  // The app's own files first: a missing build stops the start before the database is opened.
  const dev = options.dev ? await createDevMiddleware(options.httpServer) : undefined;
  const builtApp = !dev && options.staticDir ? serveBuiltApp(options.staticDir) : undefined;
  const store = await openStore(options.database, {
    seed: options.seed ?? demoData,
    schema: options.schema,
    hooks: writeHooks,
  });
  const tokens = createTokenService(store, await loadSecret(store), TOKEN_TTL_SECONDS);

  const realtime = createRealtime(store, tokens);

  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders({ dev: dev !== undefined }));
  app.use('/api', realtime.watchWrites);
  app.use(
    '/api',
    createApiRouter({
      store,
      tokens,
      attempts: createLoginAttempts({ createCode: options.createCaptchaCode }),
    }),
  );
  // socket.io answers under /socket.io/ on a server it is attached to; the rest is not the app's.
  app.use('/socket.io', useRequestLanguage, (_req, res) => sendError(res, 404, statusKey(404)));

  if (dev) app.use(dev.middlewares);
  else if (builtApp) app.use(builtApp);
  app.use(errorHandler);

  const serve = (server: Server) => {
    server.on('request', app);
    realtime.attach(server);
  };
  // express's listen makes the server with the app as its listener; the socket joins it there.
  const listen = app.listen.bind(app);
  app.listen = ((...args: Parameters<typeof listen>) => {
    const server = listen(...args);
    realtime.attach(server);
    return server;
  }) as typeof app.listen;

  // Last, so a failed start leaves no timer behind; statuses that follow the clock (rates, price
  // cycles) are true before the first request.
  const scheduler = startScheduler(store);
  await scheduler.started;

  return {
    app,
    store,
    serve,
    close: async () => {
      await scheduler.stop();
      await realtime.close();
      await dev?.close();
      await store.close();
    },
  };
}

/** The demo data of a new database: seed 1, as many waybills as `npm run fixtures` makes. */
async function demoData() {
  // Loaded only when needed: the generator is not part of a normal start.
  const { generateDataset } = await import('../scripts/fixtures/generate');
  const { lastEndedWorkingDay } = await import('../scripts/fixtures/time');
  // As of the last working day ended (today from 18:00 in Tashkent): recent enough for "today",
  // this month and the delay filters to have parcels to show, and nothing in the future.
  return generateDataset({ seed: 1, waybills: 600, today: lastEndedWorkingDay(Date.now()) });
}
