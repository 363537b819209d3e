/**
 * Child process of the crash tests: the demo API over a data file on a free loopback port, with
 * the clean shutdown of server/index.ts on SIGTERM. Prints `listening <port>` once ready.
 *   node --import tsx serverProcess.ts <data file>
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../server/app';
import { closeDatabases } from '../../../server/storage/openDatabase';

const [dataFile] = process.argv.slice(2);
const { app } = await createApp({ dataFile });
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => {
  server.close();
  void closeDatabases().then(() => process.exit(0));
});
