/**
 * Child process of the crash tests: the demo API over a database (a SQLite file, made and seeded
 * from the seed file when new) on a free loopback port, with the clean shutdown of
 * server/index.ts on SIGTERM. Prints `listening <port>` once ready.
 *   node --import tsx serverProcess.ts <database> <seed json>
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../server/app';

const [database, seed] = process.argv.slice(2);
if (!database || !seed) throw new Error('usage: serverProcess.ts <database> <seed json>');
const { app, close } = await createApp({ database, seed });
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
