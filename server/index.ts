/**
 * `npm start` / `npm run dev`: the demo API and the app on one origin.
 *   --port <n>       (or PORT, default 5173)
 *   --database <at>  (or DATABASE_URL, default data/baraka.db): a SQLite file, or a postgres:// URL
 *   --seed <file>    demo data (json-server-shaped JSON) for a new database; default: generated
 *   --dev            Vite dev middleware with hot reload instead of the built dist/
 * The demo's SMS gateway: SMS_FAILURE_RATE (share of sends that fail, 0 to 1, default 0.1) and
 * SMS_DELAY_MS (how long a message stays queued, default 3000). The invoices' issuer:
 * INVOICE_ISSUER_NAME, _ADDRESS, _PHONE, _TAX_ID, _BANK_ACCOUNT (server/money/invoiceIssuer.ts).
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createApp } from './app';
import { isPostgresUrl } from './db/connect';
import { issuerFromEnv } from './money/invoiceIssuer';
import type { SmsSenderOptions } from './sms/demoSender';

const HOST = 'localhost';
const DEFAULT_PORT = 5173;
const DEFAULT_DATABASE = 'data/baraka.db';
const DIST = fileURLToPath(new URL('../dist', import.meta.url));
/** The app's server renderer (`npm run build:ssr`), which draws a signed-in page's first screen. */
const RENDERER = fileURLToPath(new URL('../dist-ssr/renderWorker.js', import.meta.url));
/** Lists take `s` in the URL: thousands of pasted tracking numbers exceed Node's 16 KB default. */
const MAX_HEADER_BYTES = 1024 * 1024;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      database: { type: 'string' },
      seed: { type: 'string' },
      dev: { type: 'boolean' },
    },
  });
  const port = Number(values.port ?? process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${port}`);
  const database = values.database ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE;
  const dev = values.dev ?? false;

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES });
  const { serve, close } = await createApp({
    database,
    seed: values.seed,
    dev,
    staticDir: dev ? undefined : DIST,
    rendererFile: dev ? undefined : RENDERER,
    httpServer: server,
    sms: smsOptions(),
    issuer: issuerFromEnv(process.env),
  });
  serve(server);
  const where = isPostgresUrl(database) ? 'PostgreSQL' : database;
  server.listen(port, HOST, () => {
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    console.log(
      `Baraka Admin${dev ? ' (dev)' : ''}: http://${HOST}:${actualPort}/  (data: ${where})`,
    );
  });
  // A clean stop lets the requests under way finish their transactions, then closes the database.
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
}

function smsOptions(): SmsSenderOptions {
  const failureRate = Number(process.env.SMS_FAILURE_RATE ?? 0.1);
  const delayMs = Number(process.env.SMS_DELAY_MS ?? 3000);
  if (!(failureRate >= 0 && failureRate <= 1))
    throw new Error(`SMS_FAILURE_RATE is not between 0 and 1: ${failureRate}`);
  if (!(delayMs >= 0)) throw new Error(`SMS_DELAY_MS is not a number of milliseconds: ${delayMs}`);
  return { failureRate, delayMs, intervalMs: 1000 };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
