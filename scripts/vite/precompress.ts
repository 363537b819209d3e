/**
 * Writes `<file>.br` and `<file>.gz` beside each built script and stylesheet, so that the server
 * sends them as they are (server/spa/precompressed.ts) instead of compressing the same bytes on
 * every request: brotli is ~15 % smaller than gzip here, and compressing at build time leaves the
 * server's cores to the page being served.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Quality 11 is ~3 % smaller again but takes ~3 times as long on every build. */
const BROTLI_QUALITY = 10;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function precompress(): Plugin {
  return {
    name: 'baraka-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      // Vite's manifest is for the server, not the browser.
      const files = Object.keys(bundle).filter(
        (name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'),
      );
      // zlib's async calls run on libuv's thread pool: the files compress in parallel.
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const content = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
