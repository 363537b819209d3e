/**
 * The demo server as an express app: /api (the contract of docs/api.md), the realtime socket at
 * /socket.io/ (server/realtime), and the app itself (the Vite build, or Vite's dev middleware).
 * Tests start it on port 0 with `app.listen`, which serves the socket too.
 */
import type { Server } from 'node:http';
import { dirname, resolve } from 'node:path';
import express, { type Express } from 'express';
import { collections } from './generated/collections';
import { createApiRouter } from './apiRouter';
import { createLoginAttempts } from './auth/loginAttempts';
import { loadSecret } from './auth/secret';
import { createTokenService } from './auth/tokens';
import { errorHandler } from './http/errorHandler';
import { useRequestLanguage } from './http/language';
import { sendError, statusKey } from './http/sendError';
import { createRealtime } from './realtime/createRealtime';
import { createDevMiddleware } from './spa/devMiddleware';
import { serveBuiltApp } from './spa/serveBuiltApp';
import { openDatabase } from './storage/openDatabase';

export interface AppOptions {
  /** The lowdb JSON file; created from the fixtures when missing. */
  dataFile: string;
  /** The Vite build to serve (production). Without it and without `dev`, only /api is served. */
  staticDir?: string;
  /** Serve the app through Vite's dev middleware with hot reload. */
  dev?: boolean;
  /** The server the app will listen on, so Vite's hot-reload socket can share it. */
  httpServer?: Server;
}

export interface DemoApp {
  app: Express;
  /** Makes `server` answer with the app and the realtime socket (`app.listen` does it itself). */
  serve(server: Server): void;
  close(): Promise<void>;
}

/** A signed-in session lasts this long; then the app sends the user to the login page. */
const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export async function createApp(options: AppOptions): Promise<DemoApp> {
  const dataFile = resolve(options.dataFile);
  const db = await openDatabase(dataFile, Object.keys(collections));
  const tokens = createTokenService(loadSecret(dirname(dataFile)), TOKEN_TTL_SECONDS);

  const realtime = createRealtime(db, tokens);

  const app = express();
  app.disable('x-powered-by');
  app.use('/api', realtime.watchWrites);
  app.use('/api', createApiRouter({ db, tokens, attempts: createLoginAttempts() }));
  // socket.io answers under /socket.io/ on a server it is attached to; the rest is not the app's.
  app.use('/socket.io', useRequestLanguage, (_req, res) => sendError(res, 404, statusKey(404)));

  const dev = options.dev ? await createDevMiddleware(options.httpServer) : undefined;
  if (dev) app.use(dev.middlewares);
  else if (options.staticDir) app.use(serveBuiltApp(options.staticDir));
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

  return {
    app,
    serve,
    close: async () => {
      await realtime.close();
      await dev?.close();
    },
  };
}
