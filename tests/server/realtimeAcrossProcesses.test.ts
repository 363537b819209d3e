/**
 * The realtime socket on several API processes (with TEST_DATABASE_URL, two servers on one
 * PostgreSQL schema; else the one SQLite server, its deployment): a socket connected to one
 * server hears a write made through the other, and a logout made through the other closes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { closeSockets, connected, disconnection, openSocket } from './helpers/realtimeSocket';
import { startTestServer, TEST_DATABASE_URL, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

/** Within this, the other process's socket has heard (the push waits up to a second). */
const HEARD_WITHIN_MS = 3000;

let writer: TestServer;
let listener: TestServer;
beforeAll(async () => {
  writer = await startTestServer();
  listener = TEST_DATABASE_URL ? await startTestServer({ reuse: writer }) : writer;
});
afterAll(async () => {
  closeSockets();
  if (listener !== writer) await listener.stop({ keep: true });
  await writer.stop();
});

/** The next `notifications` the socket is sent, or a failure after HEARD_WITHIN_MS. */
const nextNotifications = (socket: Socket) =>
  new Promise<unknown[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no notifications heard')), HEARD_WITHIN_MS);
    socket.once('notifications', (items: unknown[]) => {
      clearTimeout(timer);
      resolve(items);
    });
  });

describe('a socket on one process', () => {
  it('hears a write made through another, and is closed by a logout made there', async () => {
    const token = await writer.login('platform_user');
    const socket = openSocket(listener.url, token);
    const first = nextNotifications(socket);
    await connected(socket);
    await first;

    const heard = nextNotifications(socket);
    const { body: waybills } = await writer.call<Row[]>('/api/waybills?range=[0,0]', { token });
    const edit = await writer.call(`/api/waybills/${waybills[0].id}`, {
      method: 'PUT',
      token,
      body: { ...waybills[0], comment: 'heard on the other process' },
    });
    expect(edit.status).toBe(200);
    expect(Array.isArray(await heard)).toBe(true);

    const closed = disconnection(socket);
    expect((await writer.call('/api/auth/logout', { method: 'POST', token })).status).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });
});
