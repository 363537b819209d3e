import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError, type DataProvider } from 'react-admin';
import { resources } from '../../../src/core/generated/registry';
import { createApiClient, UnauthorizedError } from '../../../src/dataProvider/apiClient';
import { createDataProvider } from '../../../src/dataProvider/dataProvider';
import { LONGEST_WAIT_MS } from '../../../src/dataProvider/retryWhenBusy';
import { sendJson, startTestServer, type TestServer } from './testServer';

// The react-admin resource name (a page path) and the API collection it must reach.
const { route, api } = resources.waybill;

let server: TestServer;
let dataProvider: DataProvider;

beforeAll(async () => {
  server = await startTestServer();
  dataProvider = createDataProvider(createApiClient({ baseUrl: server.baseUrl }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const lastRequest = () => server.requests[server.requests.length - 1];

describe('dataProvider', () => {
  it('getList: reaches the collection with sort, range and the cleaned filter as `s`', async () => {
    const rows = [{ id: 11 }, { id: 12 }];
    server.respond((_request, response) =>
      sendJson(response, 200, rows, { 'Content-Range': `${api} 10-11/42`, 'X-Total-Count': '42' }),
    );
    const result = await dataProvider.getList(route, {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: ' YW ', status: ['Osh', ''], weight_gte: 0, comment: '' },
    });
    expect(result).toEqual({ data: rows, total: 42 });

    const { method, url } = lastRequest();
    expect(method).toBe('GET');
    expect(url.pathname).toBe(`/api/${api}`);
    expect(url.searchParams.get('sort')).toBe('["createdAt","DESC"]');
    expect(url.searchParams.get('range')).toBe('[10,19]');
    expect(JSON.parse(url.searchParams.get('s') ?? '')).toEqual({
      q: 'YW',
      status: ['Osh'],
      weight_gte: 0,
    });
    expect(url.searchParams.has('filter')).toBe(false);
  });

  it('getList: sends no `s` when no filter is set', async () => {
    server.respond((_request, response) =>
      sendJson(response, 200, [], { 'Content-Range': `${api} */0` }),
    );
    const result = await dataProvider.getList(route, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(0);
    expect(lastRequest().url.searchParams.has('s')).toBe(false);
  });

  it("getList with a prefetch: the page's references come with it, each read once", async () => {
    const { client, company } = resources;
    const rows = [
      { id: 1, clientId: 5, companyId: 2 },
      { id: 2, clientId: 5, companyId: null },
      { id: 3, clientId: 6, companyId: 2 },
    ];
    const clients = [
      { id: 5, name: 'A' },
      { id: 6, name: 'B' },
    ];
    server.respond((request, response) => {
      if (request.url.pathname === `/api/${api}`)
        sendJson(response, 200, rows, { 'Content-Range': `${api} 0-2/3` });
      else if (request.url.pathname === `/api/${client.api}`) sendJson(response, 200, clients);
      else sendJson(response, 403, { message: 'forbidden' });
    });
    const result = await dataProvider.getList(route, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      meta: {
        prefetch: [
          { source: 'clientId', reference: client.route },
          { source: 'companyId', reference: company.route },
        ],
      },
    });
    // The rows as ever; the clients for the cache, the companies the role may not read left out.
    expect(result.data).toEqual(rows);
    expect(result.total).toBe(3);
    expect(result.meta).toEqual({ prefetched: { [client.route]: clients } });
    const asked = (collection: string) =>
      server.requests
        .filter((request) => request.url.pathname === `/api/${collection}`)
        .map((request) => JSON.parse(request.url.searchParams.get('s') ?? ''));
    expect(asked(client.api)).toEqual([{ id: [5, 6] }]);
    expect(asked(company.api)).toEqual([{ id: [2] }]);
  });

  it('getOne: GET /<collection>/<id>', async () => {
    server.respond((_request, response) => sendJson(response, 200, { id: 7, weight: 2.5 }));
    const { data } = await dataProvider.getOne(route, { id: 7 });
    expect(data).toEqual({ id: 7, weight: 2.5 });
    expect(lastRequest().url.pathname).toBe(`/api/${api}/7`);
  });

  it('getMany: asks for the ids through `s`, and asks nothing for no ids', async () => {
    server.respond((_request, response) => sendJson(response, 200, [{ id: 1 }, { id: 2 }]));
    const { data } = await dataProvider.getMany(route, { ids: [1, 2] });
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(JSON.parse(lastRequest().url.searchParams.get('s') ?? '')).toEqual({ id: [1, 2] });

    const before = server.requests.length;
    expect(await dataProvider.getMany(route, { ids: [] })).toEqual({ data: [] });
    expect(server.requests.length).toBe(before);
  });

  it('create: POST /<collection> with the record as JSON', async () => {
    server.respond((request, response) =>
      sendJson(response, 201, { id: 99, ...(request.body as object) }),
    );
    const { data } = await dataProvider.create(route, { data: { trackingNumber: 'YW99' } });
    expect(data).toEqual({ id: 99, trackingNumber: 'YW99' });
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().url.pathname).toBe(`/api/${api}`);
    expect(lastRequest().body).toEqual({ trackingNumber: 'YW99' });
  });

  it('update: PUT /<collection>/<id> with the record as JSON', async () => {
    server.respond((request, response) => sendJson(response, 200, request.body));
    const { data } = await dataProvider.update(route, {
      id: 5,
      data: { id: 5, comment: 'fragile' },
      previousData: { id: 5, comment: '' },
    });
    expect(data).toEqual({ id: 5, comment: 'fragile' });
    expect(lastRequest().method).toBe('PUT');
    expect(lastRequest().url.pathname).toBe(`/api/${api}/5`);
    expect(lastRequest().body).toEqual({ id: 5, comment: 'fragile' });
  });

  it('delete: DELETE /<collection>/<id>, answering the deleted record', async () => {
    server.respond((_request, response) => sendJson(response, 200, { id: 5, comment: 'x' }));
    const { data } = await dataProvider.delete(route, { id: 5 });
    expect(data).toEqual({ id: 5, comment: 'x' });
    expect(lastRequest().method).toBe('DELETE');
    expect(lastRequest().url.pathname).toBe(`/api/${api}/5`);
  });

  it("delete refused (409): rejects with the server's message, which the delete notification shows", async () => {
    const body = {
      message: 'This record cannot be deleted: 3 records of "Waybill" still name it.',
    };
    server.respond((_request, response) => sendJson(response, 409, body));
    for (const remove of [
      () => dataProvider.delete(route, { id: 5 }),
      () => dataProvider.deleteMany(route, { ids: [5] }),
    ]) {
      const error: unknown = await remove().catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(409);
      expect((error as HttpError).message).toBe(body.message);
    }
  });

  it('maps every registry route to its own collection', async () => {
    server.respond((_request, response) => sendJson(response, 200, { id: 1 }));
    for (const meta of Object.values(resources)) {
      await dataProvider.getOne(meta.route, { id: 1 });
      expect(lastRequest().url.pathname).toBe(`/api/${meta.api}/1`);
    }
  });

  it('rejects with the server message and field errors for the form', async () => {
    const body = {
      message: 'Form validation failed',
      errors: { trackingNumber: 'Cannot be empty' },
    };
    server.respond((_request, response) => sendJson(response, 400, body));
    const error: unknown = await dataProvider
      .create(route, { data: { trackingNumber: '' } })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).message).toBe(body.message);
    expect((error as HttpError).body.errors).toEqual({
      trackingNumber: 'Cannot be empty',
      root: { serverError: body.message },
    });
  });
});

describe('dataProvider requests, as the API sees them', () => {
  const listAnswer = (total: number) =>
    server.respond((_request, response) =>
      sendJson(response, 200, [], { 'Content-Range': `${api} */${total}`, 'X-Total-Count': '0' }),
    );

  it('one request per list call, its query exactly `s`, `sort` and `range` as JSON text', async () => {
    listAnswer(0);
    await dataProvider.getList(route, {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'weight', order: 'ASC' },
      filter: { status: 'Osh', comment: '  ', client: {} },
    });
    expect(server.requests).toHaveLength(1);
    const [{ method, url, headers, text }] = server.requests;
    expect(method).toBe('GET');
    expect(url.pathname).toBe(`/api/${api}`);
    // Built once: the same bytes URLSearchParams gives for these values, nothing else.
    expect(url.search).toBe(
      `?${new URLSearchParams({
        s: '{"status":"Osh"}',
        sort: '["weight","ASC"]',
        range: '[40,59]',
      }).toString()}`,
    );
    expect(headers.source).toBe('ADMIN_WEB');
    expect(headers.range).toBeUndefined();
    expect(text).toBe('');
  });

  it('getList without a page or a sort asks for every record in the default order', async () => {
    listAnswer(3);
    const result = await dataProvider.getList(route, { filter: {} });
    expect(result.total).toBe(3);
    expect(lastRequest().url.search).toBe('');
  });

  it('getList takes the total from X-Total-Count without Content-Range, and needs one', async () => {
    server.respond((_request, response) =>
      sendJson(response, 200, [{ id: 1 }], { 'X-Total-Count': '7' }),
    );
    const list = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' as const },
    };
    expect((await dataProvider.getList(route, list)).total).toBe(7);

    server.respond((_request, response) => sendJson(response, 200, [{ id: 1 }]));
    await expect(dataProvider.getList(route, list)).rejects.toThrow(/Content-Range/);
  });

  it('getManyReference: the target joins the filter in `s`, with sort, range and the total', async () => {
    server.respond((_request, response) =>
      sendJson(response, 200, [{ id: 4 }], { 'Content-Range': `${api} 0-0/1` }),
    );
    const result = await dataProvider.getManyReference(route, {
      target: 'clientId',
      id: 12,
      filter: { status: ['Osh'], comment: '' },
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 5 },
    });
    expect(result).toEqual({ data: [{ id: 4 }], total: 1 });
    expect(server.requests).toHaveLength(1);
    const { searchParams } = lastRequest().url;
    expect(JSON.parse(searchParams.get('s') ?? '')).toEqual({ status: ['Osh'], clientId: 12 });
    expect(searchParams.get('sort')).toBe('["createdAt","DESC"]');
    expect(searchParams.get('range')).toBe('[0,4]');
  });

  it('getMany: one request, no `range`; ids that clean away are never asked for', async () => {
    server.respond((_request, response) => sendJson(response, 200, [{ id: 3 }]));
    await dataProvider.getMany(route, { ids: [3, ''] });
    expect(server.requests).toHaveLength(1);
    expect(lastRequest().url.search).toBe(`?${new URLSearchParams({ s: '{"id":[3]}' })}`);

    expect(await dataProvider.getMany(route, { ids: ['  '] })).toEqual({ data: [] });
    expect(server.requests).toHaveLength(1);
  });

  it('getOne: the id is one encoded path segment', async () => {
    server.respond((_request, response) => sendJson(response, 200, { id: 'a/b ?' }));
    await dataProvider.getOne(route, { id: 'a/b ?' });
    expect(lastRequest().url.pathname).toBe(`/api/${api}/a%2Fb%20%3F`);
    expect(lastRequest().url.search).toBe('');
  });

  it('writes send the record serialised once, as JSON', async () => {
    const record = { trackingNumber: 'YW1', weight: 2.5, tags: ['a'], note: 'say "hi"' };
    server.respond((request, response) =>
      sendJson(response, 201, { id: 1, ...(request.body as object) }),
    );
    await dataProvider.create(route, { data: record });
    await dataProvider.update(route, { id: 1, data: record, previousData: { id: 1 } });
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'PUT']);
    for (const request of server.requests) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.text).toBe(JSON.stringify(record));
      expect(request.url.search).toBe('');
    }
  });

  it('updateMany: one PATCH per id with the fields to set; deleteMany: one DELETE per id', async () => {
    server.respond((request, response) =>
      sendJson(response, 200, { id: Number(request.url.pathname.split('/').pop()) }),
    );
    expect(await dataProvider.updateMany(route, { ids: [1, 2], data: { comment: 'x' } })).toEqual({
      data: [1, 2],
    });
    const patches = server.requests.map((request) => `${request.method} ${request.url.pathname}`);
    expect(patches.sort()).toEqual([`PATCH /api/${api}/1`, `PATCH /api/${api}/2`]);
    expect(server.requests.map((request) => request.text)).toEqual([
      '{"comment":"x"}',
      '{"comment":"x"}',
    ]);

    server.requests.length = 0;
    expect(await dataProvider.deleteMany(route, { ids: [3, 4] })).toEqual({ data: [3, 4] });
    const deletes = server.requests.map((request) => `${request.method} ${request.url.pathname}`);
    expect(deletes.sort()).toEqual([`DELETE /api/${api}/3`, `DELETE /api/${api}/4`]);
    expect(server.requests.map((request) => request.text)).toEqual(['', '']);
  });

  it('a 401 rejects with an UnauthorizedError after one request, for the authProvider to judge', async () => {
    server.respond((_request, response) => sendJson(response, 401, { message: 'Tizimga kiring' }));
    const error: unknown = await dataProvider
      .getOne(route, { id: 1 })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'Tizimga kiring' });
    expect(server.requests).toHaveLength(1);
  });

  it("takes react-admin's abort signal: a cancelled query stops its request", async () => {
    expect(dataProvider.supportAbortSignal).toBe(true);
    server.respond((_request, response) => {
      setTimeout(() => sendJson(response, 200, [], { 'Content-Range': `${api} */0` }), 1000);
    });
    const controller = new AbortController();
    const call = dataProvider.getList(route, { filter: {}, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error: unknown = await call.catch((reason: unknown) => reason);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('a 503 (other writers kept the write from committing, nothing stored)', () => {
  const busy = { message: 'Others are changing the same records right now.' };
  /** 503 with `retryAfter` to the first `busyTimes` requests, then the request's body back. */
  const busyThenFine = (retryAfter: string, busyTimes = 1) =>
    server.respond((request, response) => {
      if (server.requests.length <= busyTimes)
        sendJson(response, 503, busy, { 'Retry-After': retryAfter });
      else sendJson(response, request.method === 'POST' ? 201 : 200, request.body ?? { id: 5 });
    });
  const timed = async <T>(call: () => Promise<T>) => {
    const started = performance.now();
    const outcome = await call().catch((reason: unknown) => reason);
    return { outcome, ms: performance.now() - started };
  };
  const record = { id: 5, comment: 'fragile', version: 3 };

  it('a PUT with its version is sent once more after Retry-After, and answers the second', async () => {
    busyThenFine('1');
    const { outcome, ms } = await timed(() =>
      dataProvider.update(route, { id: 5, data: record, previousData: { id: 5 } }),
    );
    expect(outcome).toEqual({ data: record });
    expect(server.requests.map((request) => request.method)).toEqual(['PUT', 'PUT']);
    expect(server.requests.map((request) => request.body)).toEqual([record, record]);
    expect(ms).toBeGreaterThanOrEqual(950);
  });

  it('only once: a second 503 is the user’s, with the API’s message', async () => {
    busyThenFine('0', 2);
    const { outcome } = await timed(() => dataProvider.getOne(route, { id: 5 }));
    expect(outcome).toBeInstanceOf(HttpError);
    expect(outcome).toMatchObject({ status: 503, message: busy.message });
    expect(server.requests).toHaveLength(2);
  });

  it('a longer Retry-After is waited for no longer than the cap', async () => {
    busyThenFine('3600');
    const { outcome, ms } = await timed(() => dataProvider.delete(route, { id: 5 }));
    expect(outcome).toEqual({ data: { id: 5 } });
    expect(server.requests.map((request) => request.method)).toEqual(['DELETE', 'DELETE']);
    expect(ms).toBeGreaterThanOrEqual(LONGEST_WAIT_MS - 50);
    expect(ms).toBeLessThan(LONGEST_WAIT_MS + 1000);
  });

  it('a create (POST, no idempotency) is not sent again: it rejects with the 503', async () => {
    busyThenFine('0');
    const { outcome } = await timed(() =>
      dataProvider.create(route, { data: { trackingNumber: 'YW503' } }),
    );
    expect(outcome).toMatchObject({ status: 503, message: busy.message });
    expect(server.requests.map((request) => request.method)).toEqual(['POST']);
  });

  it('a bulk PATCH is not sent again either', async () => {
    busyThenFine('0');
    const { outcome } = await timed(() =>
      dataProvider.updateMany(route, { ids: [5], data: { comment: 'x' } }),
    );
    expect(outcome).toMatchObject({ status: 503 });
    expect(server.requests.map((request) => request.method)).toEqual(['PATCH']);
  });
});
