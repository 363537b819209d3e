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
import { closeDatabases } from './storage/openDatabase';

const HOST = 'localhost';
const DEFAULT_PORT = 5173;
const DEFAULT_DATA_FILE = 'data/db.json';
const DIST = fileURLToPath(new URL('../dist', import.meta.url));
/** Lists take `s` in the URL: thousands of pasted tracking numbers exceed Node's 16 KB default. */
const MAX_HEADER_BYTES = 1024 * 1024;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, data: { type: 'string' }, dev: { type: 'boolean' } },
  });
  const port = Number(values.port ?? process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${port}`);
  const dataFile = values.data ?? process.env.BARAKA_DATA ?? DEFAULT_DATA_FILE;
  const dev = values.dev ?? false;

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES });
  const { serve, close } = await createApp({
    dataFile,
    dev,
    staticDir: dev ? undefined : DIST,
    httpServer: server,
  });
  serve(server);
  server.listen(port, HOST, () => {
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    console.log(
      `Baraka Admin${dev ? ' (dev)' : ''}: http://${HOST}:${actualPort}/  (data: ${dataFile})`,
    );
  });
  // A clean stop waits for the writes under way and compacts the journal into the data file.
  const stop = () => {
    server.close();
    close()
      .then(closeDatabases)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A broken data file is the user's to fix: say what is wrong, without a stack trace.
  console.error(error instanceof DataFileError ? error.message : error);
  process.exit(1);
});
