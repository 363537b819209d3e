/**
 * The demo API without the built app, for bench runs that measure no browser part while dist/ is
 * not built (server/index.ts will not start without it): server/index.ts less the static files.
 *   node --import tsx scripts/bench/apiServer.ts --port <n> --database <file> [--seed <json>]
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { createApp } from '../../server/app';

const { values } = parseArgs({
  options: { port: { type: 'string' }, database: { type: 'string' }, seed: { type: 'string' } },
});
if (values.port === undefined || values.database === undefined)
  throw new Error('usage: apiServer.ts --port <n> --database <file> [--seed <json>]');

// As server/index.ts: lists take `s` in the URL, past Node's 16 KB default for headers.
const server = createServer({ maxHeaderSize: 1024 * 1024 });
const { serve, close } = await createApp({
  database: values.database,
  seed: values.seed,
  httpServer: server,
});
serve(server);
server.listen(Number(values.port), 'localhost');
const stop = () => {
  server.close();
  close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
