/**
 * The client's page over HTTP: GET /api/stats/client-parcels/:id counts the client's parcels by
 * status as the waybill list holds them (the page's links open those lists), and every read the
 * page makes answers a company role only for its own clients: another company's client is a
 * translated 404 and lists through it hold nothing. A role that may not open the page is 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enums } from '../../src/core/generated/registry';
import type { ClientParcels } from '../../src/core/stats/statsTypes';
import { pointsOf } from './helpers/pvzPoints';
import { expectRefused, search } from './helpers/refusals';
import { readStored } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import type { ErrorBody, Row } from './helpers/types';

const NOT_FOUND = 'errors.http.404';
const FORBIDDEN = 'errors.http.403';
const PARCELS = '/api/stats/client-parcels';

let server: TestServer;
let root: string;
let companyAdmin: string;
let pvzAdmin: string;
let stored: Record<string, Row[]>;
/** company_admin's company, and a client of it and one of another company, both with parcels. */
let companyId: string;
let ownClient: Row;
let foreignClient: Row;

const get = <T = Row[]>(token: string, path: string) => server.call<T>(path, { token });
const parcelsOf = (clientId: unknown) =>
  stored.waybills.filter((waybill) => String(waybill.clientId) === String(clientId));
/** The counts by status of these waybills, in the registry's order of statuses. */
const countsOf = (waybills: readonly Row[]) =>
  enums.waybillStatus.values
    .map((status) => ({ status, count: waybills.filter((w) => w.status === status).length }))
    .filter(({ count }) => count > 0);

beforeAll(async () => {
  server = await startTestServer();
  [root, companyAdmin, pvzAdmin] = await Promise.all(
    ['root', 'company_admin', 'pvz_admin'].map((name) => server.login(name)),
  );
  stored = await readStored(server);
  companyId = String(stored.users.find((user) => user.username === 'company_admin')!.companyId);
  const withParcels = stored.clients.filter((client) => parcelsOf(client.id).length > 0);
  ownClient = withParcels.find((client) => String(client.companyId) === companyId)!;
  foreignClient = withParcels.find(
    (client) => client.companyId != null && String(client.companyId) !== companyId,
  )!;
  expect(ownClient).toBeDefined();
  expect(foreignClient).toBeDefined();
});
afterAll(() => server.stop());

describe('parcels by status', () => {
  it('counts every parcel of the client per status, in the order a parcel goes', async () => {
    // The client with the most statuses: the order is seen at work.
    const client = [...stored.clients].sort(
      (a, b) => countsOf(parcelsOf(b.id)).length - countsOf(parcelsOf(a.id)).length,
    )[0];
    const expected = countsOf(parcelsOf(client.id));
    expect(expected.length).toBeGreaterThan(1);
    const { status, body } = await get<ClientParcels>(root, `${PARCELS}/${client.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: client.id,
      byStatus: expected,
      total: parcelsOf(client.id).length,
    });
  });

  it('agrees with the waybill list each count opens (client and status filtered)', async () => {
    const { body } = await get<ClientParcels>(root, `${PARCELS}/${ownClient.id}`);
    for (const { status, count } of body.byStatus) {
      const list = await get(
        root,
        `/api/waybills?s=${search({ clientId: ownClient.id, status: [status] })}&range=[0,0]`,
      );
      expect(list.headers.get('x-total-count'), status).toBe(String(count));
    }
  });

  it('answers a client without parcels with no statuses', async () => {
    const idle = stored.clients.find((client) => parcelsOf(client.id).length === 0);
    expect(idle).toBeDefined();
    const { status, body } = await get<ClientParcels>(root, `${PARCELS}/${idle!.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ id: idle!.id, byStatus: [], total: 0 });
  });

  it('is 404 for no such client, 400 on the id for an id that is no id', async () => {
    const missing = Math.max(...stored.clients.map((client) => Number(client.id))) + 1000;
    await expectRefused(server, () => get(root, `${PARCELS}/${missing}`), 404, NOT_FOUND);
    for (const id of ['abc', '1.5', '%00', '%ED%A0%80', 'x'.repeat(5000)]) {
      const { status, body } = await get<ErrorBody>(root, `${PARCELS}/${id}`);
      expect(status, id).toBe(400);
      // A path that is no text at all (a lone surrogate) is refused before it is an id.
      if (!id.startsWith('%ED')) expect(body.errors?.id, id).toBeTruthy();
    }
  });

  it('is 403 for roles that may not open the client page or the waybill list, 401 unsigned', async () => {
    for (const username of ['marketing_admin', 'platform_finance', 'pvz_admin', 'company_pvz']) {
      const token = await server.login(username);
      await expectRefused(server, () => get(token, `${PARCELS}/${ownClient.id}`), 403, FORBIDDEN);
    }
    expect((await server.call(`${PARCELS}/${ownClient.id}`)).status).toBe(401);
  });
});

describe('a company role on the client page', () => {
  it('reads its own client: the record, its counts, settlement and history', async () => {
    expect((await get(companyAdmin, `/api/clients/${ownClient.id}`)).status).toBe(200);
    const parcels = await get<ClientParcels>(companyAdmin, `${PARCELS}/${ownClient.id}`);
    expect(parcels.status).toBe(200);
    // Its own company's parcels of the client only.
    const theirs = parcelsOf(ownClient.id).filter((w) => String(w.companyId) === companyId);
    expect(parcels.body.byStatus).toEqual(countsOf(theirs));
    expect((await get(companyAdmin, `/api/stats/client-settlement/${ownClient.id}`)).status).toBe(
      200,
    );
    expect((await get(companyAdmin, `/api/clients/${ownClient.id}/history`)).status).toBe(200);
  });

  it('finds nothing of another company’s client: 404 for the client, its figures and history', async () => {
    for (const path of [
      `/api/clients/${foreignClient.id}`,
      `${PARCELS}/${foreignClient.id}`,
      `/api/stats/client-settlement/${foreignClient.id}`,
      `/api/clients/${foreignClient.id}/history`,
    ])
      await expectRefused(server, () => get(companyAdmin, path), 404, NOT_FOUND);
  });

  it('lists none of its payments, feedback, cards, price cycles or parcels, and opens none', async () => {
    const lists = [
      ['client-payments', 'clientId', 'clientPayments'],
      ['feedbacks', 'clientId', 'feedbacks'],
      ['bank-cards', 'clientId', 'bankCards'],
      ['client-price-cycles', 'ownerId', 'clientPriceCycles'],
      ['waybills', 'clientId', 'waybills'],
    ] as const;
    let foreignRows = 0;
    for (const [api, field, collection] of lists) {
      const rows = (stored[collection] ?? []).filter(
        (row) => String(row[field]) === String(foreignClient.id),
      );
      const { status, body } = await get(
        companyAdmin,
        `/api/${api}?s=${search({ [field]: foreignClient.id })}&range=[0,999]`,
      );
      expect(status, api).toBe(200);
      expect(body, api).toEqual([]);
      for (const row of rows.slice(0, 3)) {
        foreignRows += 1;
        await expectRefused(
          server,
          () => get(companyAdmin, `/api/${api}/${row.id}`),
          404,
          NOT_FOUND,
        );
      }
    }
    // The demo data gives the foreign client rows to look for.
    expect(foreignRows).toBeGreaterThan(0);
  });
});

describe('pickup point staff', () => {
  it('open no client page (SPEC 6): its reads are 403, another point’s client is not looked up', async () => {
    const points = pointsOf(stored.users.find((user) => user.username === 'pvz_admin'));
    const elsewhere = stored.clients.find(
      (client) => client.pvzId != null && !points.has(String(client.pvzId)),
    )!;
    for (const api of ['client-payments', 'feedbacks', 'bank-cards', 'client-price-cycles'])
      await expectRefused(
        server,
        () => get(pvzAdmin, `/api/${api}?s=${search({ clientId: elsewhere.id })}`),
        403,
        FORBIDDEN,
      );
    // It looks clients up (their names) of its points only; their record and history are closed.
    const lookup = await get(pvzAdmin, `/api/clients?s=${search({ id: [elsewhere.id] })}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual([]);
    for (const path of [`/api/clients/${elsewhere.id}`, `/api/clients/${elsewhere.id}/history`])
      await expectRefused(server, () => get(pvzAdmin, path), 403, FORBIDDEN);
  });
});
