/**
 * Production: the Vite build in `dist/` on real paths, gzipped. Hashed files under /assets are cached for a
 * year; index.html is revalidated every time (it names the current assets), and every other GET
 * that is not a file gets index.html, so the router of the app decides what the path shows.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { Router } from 'express';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function serveBuiltApp(staticDir: string): Router {
  const indexHtml = join(staticDir, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`${indexHtml} is missing: build the app first (npm start runs vite build).`);
  }
  const router = Router();
  // The app's scripts are about 1.5 MB as built; gzip makes them about a third.
  router.use(compression());
  router.use(
    '/assets',
    express.static(join(staticDir, 'assets'), {
      immutable: true,
      maxAge: ONE_YEAR_MS,
      index: false,
    }),
    // A missing asset is a 404, not the app's page: the browser asked for a script or a style.
    (_req, res) => void res.sendStatus(404),
  );
  router.use(express.static(staticDir, { index: false }));
  router.get('*', (_req, res) => {
    res.set('Cache-Control', 'no-cache').sendFile(indexHtml);
  });
  return router;
}
