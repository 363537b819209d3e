/**
 * Security headers on every answer of the server, the API and the app alike (helmet): a
 * Content-Security-Policy that runs only the app's own script files, no framing by other sites
 * (`frame-ancestors 'none'`, and X-Frame-Options for older browsers), `nosniff`, and no Referer.
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';

const SELF = "'self'";

/** The built app: index.html loads module scripts from /assets and has no inline script. */
const APP_POLICY = {
  'default-src': [SELF],
  'script-src': [SELF],
  'script-src-attr': ["'none'"],
  // MUI styles through emotion, which writes <style> elements at run time.
  'style-src': [SELF, "'unsafe-inline'"],
  // The page watermark is a data: SVG background.
  'img-src': [SELF, 'data:'],
  'font-src': [SELF, 'data:'],
  // The API and the realtime socket are on this origin ('self' covers ws: and wss: to it).
  'connect-src': [SELF],
  'object-src': ["'none'"],
  'base-uri': [SELF],
  'form-action': [SELF],
  'frame-ancestors': ["'none'"],
};

/**
 * `npm run dev`: Vite's dev page carries an inline module script (React's hot-reload preamble) and
 * opens its hot-reload socket, so inline scripts and socket URLs are allowed there. Dev only:
 * production never serves this policy.
 */
const DEV_POLICY = {
  ...APP_POLICY,
  'script-src': [SELF, "'unsafe-inline'"],
  'connect-src': [SELF, 'ws:', 'wss:'],
};

export function securityHeaders({ dev }: { dev: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      // Every directive is listed above; none of helmet's defaults (upgrade-insecure-requests
      // would send the scripts of a demo served over plain http to https) is added.
      useDefaults: false,
      directives: dev ? DEV_POLICY : APP_POLICY,
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
