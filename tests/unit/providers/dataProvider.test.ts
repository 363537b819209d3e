import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError, type DataProvider } from 'react-admin';
import { resources } from '../../../src/generated/registry';
import { createApiClient } from '../../../src/app/http/apiClient';
import { createDataProvider } from '../../../src/app/data/dataProvider';
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
