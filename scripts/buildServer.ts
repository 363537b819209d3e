/**
 * `npm run build:server`: the API as one JavaScript file (dist-server/index.mjs, and chunks
 * loaded on demand) for `npm start`,
 * so a start parses one file instead of resolving and transpiling hundreds of modules through
 * tsx. Native and optional packages stay outside: better-sqlite3 (a native addon), pg (loaded on
 * demand), svg-captcha (reads its font file next to its own code), vite (dev only) and
 * socket.io's optional native helpers.
 */
import { build } from 'esbuild';

await build({
  entryPoints: ['server/index.ts'],
  outdir: 'dist-server',
  outExtension: { '.js': '.mjs' },
  // What is imported on demand (the demo data generator, for a new database) is a chunk of its own.
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: ['better-sqlite3', 'pg', 'svg-captcha', 'vite', 'bufferutil', 'utf-8-validate'],
  // Bundled CommonJS packages (express) call require(): ESM output has none of its own.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
