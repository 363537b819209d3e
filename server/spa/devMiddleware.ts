/**
 * --dev: Vite in middleware mode on our express app, so the app and /api share one origin. Given
 * the HTTP server, Vite's hot-reload socket is served on it too.
 */
import type { Server } from 'node:http';
import type { Connect } from 'vite';

export interface DevMiddleware {
  middlewares: Connect.Server;
  close(): Promise<void>;
}

export async function createDevMiddleware(httpServer?: Server): Promise<DevMiddleware> {
  // Loaded only in dev: production never needs Vite at run time.
  const { createServer } = await import('vite');
  const vite = await createServer({
    server: { middlewareMode: true, ws: httpServer ? { server: httpServer } : undefined },
    appType: 'spa',
  });
  return { middlewares: vite.middlewares, close: () => vite.close() };
}
