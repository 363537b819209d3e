/**
 * A role that reads waybills may fetch the clients and companies they point at by id (the names
 * in a list's reference columns), without being allowed to list those collections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

let server: TestServer;
let finance: string;
beforeAll(async () => {
  server = await startTestServer();
  finance = await server.login('platform_finance');
});
afterAll(() => server.stop());

const get = (path: string, search?: unknown) =>
  server.call<Row[]>(
    search === undefined ? path : `${path}?${new URLSearchParams({ s: JSON.stringify(search) })}`,
    {
      token: finance,
    },
  );

describe('looking up referenced records by id', () => {
  it('lets PLATFORM_FINANCE, who reads unpaid waybills, fetch their clients by id', async () => {
    const { body: waybills } = await get('/api/waybills', { clientId_exists: true });
    const ids = [...new Set(waybills.map((w) => w.clientId))].slice(0, 3);
    const { status, body } = await get('/api/clients', { id: ids });
    expect(status).toBe(200);
    expect(body.map((c) => c.id).sort()).toEqual([...ids].sort());
  });

  it('still refuses PLATFORM_FINANCE the client list itself, and any other search', async () => {
    expect((await get('/api/clients')).status).toBe(403);
    expect((await get('/api/clients', { id: [1], phone: '+998' })).status).toBe(403);
    expect((await get('/api/clients', { q: 'a' })).status).toBe(403);
  });

  it('refuses a role that reads nothing pointing at the collection', async () => {
    const marketing = await server.login('marketing_admin');
    const { status } = await server.call(
      `/api/bills?${new URLSearchParams({ s: JSON.stringify({ id: [1] }) })}`,
      {
        token: marketing,
      },
    );
    expect(status).toBe(403);
  });
});
