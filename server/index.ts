/**
 * `npm start` / `npm run dev`: the demo API and the app on one origin.
 *   --port <n>   (or PORT, default 5173)     --data <file> (or BARAKA_DATA, default data/db.json)
 *   --dev        Vite dev middleware with hot reload instead of the built dist/
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createApp } from './app';
import { DataFileError } from './storage/dataFileError';

const HOST = 'localhost';
const DEFAULT_PORT = 5173;
const DEFAULT_DATA_FILE = 'data/db.json';
const DIST = fileURLToPath(new URL('../dist', import.meta.url));

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, data: { type: 'string' }, dev: { type: 'boolean' } },
  });
  const port = Number(values.port ?? process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${port}`);
  const dataFile = values.data ?? process.env.BARAKA_DATA ?? DEFAULT_DATA_FILE;
  const dev = values.dev ?? false;

  const server = createServer();
  const { app, close } = await createApp({
    dataFile,
    dev,
    staticDir: dev ? undefined : DIST,
    httpServer: server,
  });
  server.on('request', app);
  server.listen(port, HOST, () => {
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    console.log(
      `Baraka Admin${dev ? ' (dev)' : ''}: http://${HOST}:${actualPort}/  (data: ${dataFile})`,
    );
  });
  const stop = () => {
    server.close();
    void close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A broken data file is the user's to fix: say what is wrong, without a stack trace.
  console.error(error instanceof DataFileError ? error.message : error);
  process.exit(1);
});
