/**
 * The demo server as an express app: /api (the contract of docs/api.md), /socket.io (reserved),
 * and the app itself (the Vite build, or Vite's dev middleware). Tests start it on port 0.
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
  close(): Promise<void>;
}

/** A signed-in session lasts this long; then the app sends the user to the login page. */
const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export async function createApp(options: AppOptions): Promise<DemoApp> {
  const dataFile = resolve(options.dataFile);
  const db = await openDatabase(dataFile, Object.keys(collections));
  const tokens = createTokenService(loadSecret(dirname(dataFile)), TOKEN_TTL_SECONDS);

  const app = express();
  app.disable('x-powered-by');
  app.use('/api', createApiRouter({ db, tokens, attempts: createLoginAttempts() }));
  // Reserved for the realtime socket of the spec; nothing listens there yet.
  app.use('/socket.io', useRequestLanguage, (_req, res) => sendError(res, 404, statusKey(404)));

  const dev = options.dev ? await createDevMiddleware(options.httpServer) : undefined;
  if (dev) app.use(dev.middlewares);
  else if (options.staticDir) app.use(serveBuiltApp(options.staticDir));
  app.use(errorHandler);

  return { app, close: async () => dev?.close() };
}
