/**
 * The build's scripts and styles as the build compressed them (scripts/vite/precompress.ts):
 * brotli when the browser takes it, else gzip, with the hashed file's year of caching. A file
 * built without its compressed copies (or after the server started) falls through to express's
 * static files, gzipped on the fly.
 */
import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Request, RequestHandler } from 'express';

/** In the order the server prefers them. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Only an encoding the request names: no Accept-Encoding at all gets the file as it is. */
const pickEncoding = (req: Request, available: ReadonlySet<string>, file: string) =>
  req.headers['accept-encoding'] === undefined
    ? undefined
    : ENCODINGS.find(
        ({ name, suffix }) =>
          available.has(file + suffix) && req.acceptsEncodings(name, 'identity') === name,
      );

export function servePrecompressed(assetsDir: string, maxAgeMs: number): RequestHandler {
  const available = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  return (req, res, next) => {
    const file = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !available.has(file)) return next();
    const encoding = pickEncoding(req, available, file);
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    res.set('Content-Encoding', encoding.name);
    // The type of the file itself, not of its compressed copy; send keeps a type already set.
    res.type(extname(file));
    res.sendFile(join(assetsDir, file + encoding.suffix), { maxAge: maxAgeMs, immutable: true });
  };
}
