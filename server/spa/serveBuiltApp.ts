/**
 * Production: the Vite build in `dist/` on real paths, brotli or gzip. Hashed files under /assets
 * are cached for a year; index.html is revalidated every time (it names the current assets), and
 * every other GET that is not a file gets index.html, so the router of the app decides what the
 * path shows. `pageFor` may add elements to that page's head and draw its root for the request
 * (for a signed-in browser, its user's info, its screen's preloads and that screen drawn with its
 * data: signedInPage.ts); a drawn page asks for its scripts once painted (scriptsAfterPaint.ts).
 * A drawn page comes with its plan's validator as its ETag: a browser that holds the page drawn
 * under the same one is answered 304 before anything is drawn. A plan may send the browser to
 * another path instead (the root, a section's own path: signedInPage.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import compression from 'compression';
import express, { Router, type Request } from 'express';
import { asyncHandler } from '../http/asyncHandler';
import { servePrecompressed } from './precompressed';
import { scriptsAfterPaint } from './scriptsAfterPaint';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** What a request's page adds to index.html ('' for nothing). */
export interface PageParts {
  /** HTML for the end of the head. */
  head: string;
  /** The app's root element in its place, drawn ('' for the build's empty one). */
  root: string;
}

/** What a request's page will add, and what it will be made of. */
export interface PageDrawing {
  /** The same for two requests only if their drawn pages are the same: its ETag. */
  validator?: string;
  parts(): Promise<PageParts>;
}

/** A request's page; or, for a path that stands for another page, where the browser goes. */
export type PagePlan = PageDrawing | { redirect: string };

export interface BuiltAppOptions {
  pageFor?: (req: Request) => Promise<PagePlan>;
}

const NO_PARTS: PageParts = { head: '', root: '' };

/** The ETag of a drawn page: its plan's validator and the build's page it goes in. */
const pageTag = (page: string, validator: string): string =>
  `W/"${createHash('sha256').update(page).update('\0').update(validator).digest('base64url')}"`;

const ROOT_ELEMENT = '<div id="root"></div>';

/** Throws unless `staticDir` holds a build: checked before anything else starts. */
export function assertBuilt(staticDir: string): void {
  const indexHtml = join(staticDir, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`${indexHtml} is missing: build the app first (npm start runs vite build).`);
  }
}

export function serveBuiltApp(staticDir: string, options: BuiltAppOptions = {}): Router {
  assertBuilt(staticDir);
  const indexHtml = join(staticDir, 'index.html');
  const assetsDir = join(staticDir, 'assets');
  const startWhenPainted = scriptsAfterPaint(staticDir);
  const router = Router();
  router.use('/assets', servePrecompressed(assetsDir, ONE_YEAR_MS));
  // What was built without compressed copies: the app's scripts are about 2.5 MB as built, and
  // gzip makes them about a third.
  router.use(compression());
  router.use(
    '/assets',
    express.static(assetsDir, {
      immutable: true,
      maxAge: ONE_YEAR_MS,
      index: false,
    }),
    // A missing asset is a 404, not the app's page: the browser asked for a script or a style.
    (_req, res) => void res.sendStatus(404),
  );
  router.use(express.static(staticDir, { index: false }));
  router.get(
    '*',
    asyncHandler(async (req, res) => {
      // Read on every request, as the file it was before: a rebuild is served at once.
      const [page, plan] = await Promise.all([readFile(indexHtml, 'utf8'), options.pageFor?.(req)]);
      if (plan !== undefined && 'redirect' in plan) {
        // Where it leads depends on the user: no shared cache keeps it.
        res.set('Cache-Control', 'private, no-cache');
        return void res.redirect(302, plan.redirect);
      }
      const tag = plan?.validator === undefined ? undefined : pageTag(page, plan.validator);
      if (tag !== undefined) {
        res.set({ 'Cache-Control': 'private, no-cache', ETag: tag });
        if (req.fresh) return void res.status(304).end();
      }
      const { head, root } = plan === undefined ? NO_PARTS : await plan.parts();
      // Only a drawing is what the tag names (one that failed is not).
      if (root === '') res.removeHeader('ETag');
      // A page with a user's data in it is that user's alone: no shared cache keeps it.
      res.set('Cache-Control', head === '' ? 'no-cache' : 'private, no-cache');
      // Functions, so that `$&` and the like in a user's data are not replacement patterns.
      // The scripts before the drawing goes in: its HTML is not read again for them.
      const withHead = page.replace('</head>', () => `${head}</head>`);
      const scripts = root === '' ? withHead : await startWhenPainted(withHead);
      res
        .type('html')
        .send(scripts.replace(ROOT_ELEMENT, () => (root === '' ? ROOT_ELEMENT : root)));
    }),
  );
  return router;
}
