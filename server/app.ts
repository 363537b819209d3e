/**
 * The demo server as an express app: /api (the contract of docs/api.md), the realtime socket at
 * /socket.io/ (server/realtime), and the app itself (the Vite build, or Vite's dev middleware).
 * Tests start it on port 0 with `app.listen`, which serves the socket too.
 */
import type { Server } from 'node:http';
import compression from 'compression';
import express, { type Express } from 'express';
import { createApiRouter } from './apiRouter';
import { DEMO_ISSUER } from './money/invoiceIssuer';
import type { InvoiceIssuer } from '../src/core/stats/statsTypes';
import { createLoginAttempts } from './auth/loginAttempts';
import { loadSecret } from './auth/secret';
import { createTokenService } from './auth/tokens';
import { errorHandler } from './http/errorHandler';
import { securityHeaders } from './http/securityHeaders';
import { useRequestLanguage } from './http/language';
import { sendError, statusKey } from './http/sendError';
import { createRealtime } from './realtime/createRealtime';
import { createDevMiddleware } from './spa/devMiddleware';
import { assertBuilt, serveBuiltApp } from './spa/serveBuiltApp';
import { signedInPage } from './spa/signedInPage';
import { openStore, type OpenStoreOptions } from './db/openStore';
import { startScheduler } from './money/scheduler';
import { startSmsSender, type SmsSenderOptions } from './sms/demoSender';
import type { Store } from './db/store';
import { STATISTICS_INDEXES } from './stats/groupings';
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
  /** The app's server renderer (dist-ssr/renderWorker.js): without it pages draw in the browser. */
  rendererFile?: string;
  /** Serve the app through Vite's dev middleware with hot reload. */
  dev?: boolean;
  /** The server the app will listen on, so Vite's hot-reload socket can share it. */
  httpServer?: Server;
  /** Makes the login's verification codes (the server tests give one whose codes they know). */
  createCaptchaCode?: () => string;
  /** Runs the demo's SMS gateway (server/sms/demoSender.ts); without it messages stay queued. */
  sms?: SmsSenderOptions;
  /** The server's clock: what every write, rule, figure and job takes as now (tests fix it). */
  clock?: () => Date;
  /** Who issues the bills' invoices (default: the demo operator, server/money/invoiceIssuer.ts). */
  issuer?: InvoiceIssuer;
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
  if (!dev && options.staticDir) assertBuilt(options.staticDir);
  const clock = options.clock ?? (() => new Date());
  const store = await openStore(options.database, {
    seed: options.seed ?? (() => demoData(clock())),
    clock,
    schema: options.schema,
    hooks: writeHooks,
    groupIndexes: STATISTICS_INDEXES,
  });
  const tokens = createTokenService(store, await loadSecret(store), TOKEN_TTL_SECONDS, () =>
    store.now().getTime(),
  );

  const realtime = createRealtime(store, tokens);

  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders({ dev: dev !== undefined }));
  // A page of 100 waybills is ~60 kB of JSON, ~8 kB compressed: it matters on a pickup point's
  // mobile link. The xlsx export is a zip already (not compressible by type, so sent as it is).
  app.use('/api', compression());
  app.use('/api', realtime.watchWrites);
  app.use(
    '/api',
    createApiRouter({
      store,
      tokens,
      attempts: createLoginAttempts({ db: store.db, createCode: options.createCaptchaCode }),
      issuer: options.issuer ?? DEMO_ISSUER,
    }),
  );
  // socket.io answers under /socket.io/ on a server it is attached to; the rest is not the app's.
  app.use('/socket.io', useRequestLanguage, (_req, res) => sendError(res, 404, statusKey(404)));

  if (dev) app.use(dev.middlewares);
  else if (options.staticDir) {
    const pageFor = signedInPage(store, tokens, options.staticDir, options.rendererFile);
    app.use(serveBuiltApp(options.staticDir, { pageFor }));
  }
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
  const smsSender = options.sms && startSmsSender(store, options.sms);

  return {
    app,
    store,
    serve,
    close: async () => {
      await scheduler.stop();
      await smsSender?.stop();
      await realtime.close();
      await dev?.close();
      await store.close();
    },
  };
}

/**
 * The demo data of a new database: 1200 waybills span fifteen months (server/db/demoData/generate.ts)
 * and give some clients more than SPEC 9's 30 orders.
 */
export const DEMO_DATASET = { seed: 1, waybills: 1200 } as const;

/** Fifteen months of history up to the minute of the first start (`now`), never later. */
async function demoData(now: Date) {
  // Loaded only when needed: the generator is not part of a normal start.
  const { generateDataset } = await import('./db/demoData/generate');
  const { startOfMinute } = await import('./db/demoData/time');
  // As of the start, not of a day's end: "today" and this month have parcels at any hour.
  return generateDataset({ ...DEMO_DATASET, at: startOfMinute(now.getTime()) });
}
