/**
 * Child process of the crash tests: the demo API over a database (a SQLite file, made and seeded
 * from the seed file when new) on a free loopback port, with the clean shutdown of
 * server/index.ts on SIGTERM. Prints `listening <port>` once ready. Its clock reads `now` (ms, the
 * test servers' clock: testServer.ts `testNow`) at its start and runs on from there.
 *   node --import tsx serverProcess.ts <database> <seed json> <now>
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../server/app';

const [database, seed, now] = process.argv.slice(2);
if (!database || !seed || !now)
  throw new Error('usage: serverProcess.ts <database> <seed json> <now>');
const started = Date.now();
const clock = () => new Date(Number(now) + (Date.now() - started));
const { app, close } = await createApp({ database, seed, clock });
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => {
  server.close();
  close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
