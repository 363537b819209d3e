// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import {
  ApiError,
  UnauthorizedError,
  createApiClient,
  type ApiClient,
} from '../../../src/dataProvider/apiClient';
import { setRequestLanguage } from '../../../src/dataProvider/requestLanguage';
import {
  TOKEN_COOKIE,
  clearSession,
  getRole,
  getToken,
  setRole,
  setToken,
} from '../../../src/session/session';
import { sendJson, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  clearSession();
  setRequestLanguage('uz');
});

/** The rejection of a call that must fail. */
const failure = async (call: Promise<unknown>): Promise<HttpError> => {
  const error: unknown = await call.then(
    () => expect.unreachable('the call should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

describe('apiClient headers', () => {
  it('sends the bearer token from the cookie, the source and the UI language', async () => {
    setToken('t-123');
    setRequestLanguage('en');
    await client.request('user/info');
    const [{ headers, url }] = server.requests;
    expect(url.pathname).toBe('/api/user/info');
    expect(headers.authorization).toBe('Bearer t-123');
    expect(headers.source).toBe('ADMIN_WEB');
    expect(headers['accept-language']).toBe('en');
  });

  it('sends no Authorization header without a token', async () => {
    await client.request('auth/captcha');
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });
});

describe('apiClient requests and responses', () => {
  it('cleans the search object of a GET and sends it as JSON text in `s`', async () => {
    await client.request('waybills', {
      search: { trackingNumber: ' YW1 ', status: ['Osh', ''], note: null, client: {} },
      query: { range: '[0,9]' },
    });
    const { searchParams } = server.requests[0].url;
    expect(searchParams.get('s')).toBe(JSON.stringify({ trackingNumber: 'YW1', status: ['Osh'] }));
    expect(JSON.parse(searchParams.get('s') ?? '')).toEqual({
      trackingNumber: 'YW1',
      status: ['Osh'],
    });
    expect(searchParams.get('range')).toBe('[0,9]');
  });

  it('builds the URL once: `s`, `sort` and `range` as JSON text, then the other parameters', async () => {
    await client.request('waybills/export', {
      search: { status: 'Osh', note: ' ' },
      sort: ['createdAt', 'DESC'],
      range: [0, 9],
      query: { lang: 'uz', skip: undefined, none: null },
    });
    expect(server.requests).toHaveLength(1);
    const { url } = server.requests[0];
    expect(url.pathname).toBe('/api/waybills/export');
    expect(url.search).toBe(
      `?${new URLSearchParams([
        ['s', '{"status":"Osh"}'],
        ['sort', '["createdAt","DESC"]'],
        ['range', '[0,9]'],
        ['lang', 'uz'],
      ])}`,
    );
  });

  it('sends no `s` at all when the search cleans to nothing', async () => {
    await client.request('waybills', { search: { q: '  ', status: [] } });
    expect(server.requests[0].url.searchParams.has('s')).toBe(false);
  });

  it('sends JSON bodies and unwraps the JSON response to its body', async () => {
    server.respond((request, response) =>
      sendJson(response, 201, { id: 7, ...(request.body as object) }),
    );
    const created = await client.request('waybills', {
      method: 'POST',
      body: { trackingNumber: 'YW7' },
    });
    expect(created).toEqual({ id: 7, trackingNumber: 'YW7' });
    expect(server.requests[0].method).toBe('POST');
    expect(server.requests[0].headers['content-type']).toBe('application/json');
    expect(server.requests[0].body).toEqual({ trackingNumber: 'YW7' });
    expect(server.requests[0].text).toBe('{"trackingNumber":"YW7"}');
  });

  it('passes a blob response through untouched', async () => {
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);
    server.respond((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      response.end(bytes);
    });
    const blob = await client.request<Blob>('waybills/export', { responseType: 'blob' });
    expect(blob.size).toBe(bytes.length);
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('passes an arraybuffer response through untouched', async () => {
    const bytes = Buffer.from('{"not":"parsed"}');
    server.respond((_request, response) => sendJson(response, 200, { not: 'parsed' }));
    const buffer = await client.request<ArrayBuffer>('file', { responseType: 'arraybuffer' });
    expect(Buffer.from(buffer)).toEqual(bytes);
  });

  it('gives the whole response (status, headers) through send', async () => {
    server.respond((_request, response) =>
      sendJson(response, 200, [{ id: 1 }], { 'Content-Range': 'waybills 0-0/31' }),
    );
    const response = await client.send('waybills');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Range')).toBe('waybills 0-0/31');
    expect(response.body).toEqual([{ id: 1 }]);
  });
});

describe('apiClient errors', () => {
  it('on 401 rejects with an UnauthorizedError and leaves the session to the authProvider', async () => {
    setToken('expired');
    setRole('PLATFORM_ADMIN');
    server.respond((_request, response) => sendJson(response, 401, { message: 'Tizimga kiring' }));
    const error = await failure(client.request('waybills'));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('UnauthorizedError');
    expect(error.status).toBe(401);
    expect(error.message).toBe('Tizimga kiring');
    expect(server.requests).toHaveLength(1);
    // Not the client's to end: authProvider.checkError does, once (authProvider.test.ts).
    expect(getToken()).toBe('expired');
    expect(document.cookie).toContain(TOKEN_COOKIE);
    expect(getRole()).toBe('PLATFORM_ADMIN');
  });

  it('keeps the session on other errors', async () => {
    setToken('valid');
    server.respond((_request, response) => sendJson(response, 403, { message: 'Ruxsat yoʻq' }));
    const error = await failure(client.request('users'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(UnauthorizedError);
    expect(error.status).toBe(403);
    expect(error.message).toBe('Ruxsat yoʻq');
    expect(getToken()).toBe('valid');
  });

  it('hands the server field errors to react-admin forms, with the message as root error', async () => {
    const body = {
      message: 'Shakl tekshiruvdan oʻtmadi',
      errors: { trackingNumber: 'Boʻsh boʻlishi mumkin emas', 'levels.1.price': 'Narx past' },
    };
    server.respond((_request, response) => sendJson(response, 400, body));
    const error = await failure(client.request('waybills', { method: 'POST', body: {} }));
    expect(error.status).toBe(400);
    expect(error.message).toBe(body.message);
    expect(error.body.errors).toEqual({
      trackingNumber: 'Boʻsh boʻlishi mumkin emas',
      'levels.1.price': 'Narx past',
      root: { serverError: body.message },
    });
  });

  it('uses the status text key when the server sent no message', async () => {
    server.respond((_request, response) => {
      response.writeHead(500);
      response.end();
    });
    expect((await failure(client.request('waybills'))).message).toBe('errors.http.500');

    server.respond((_request, response) => sendJson(response, 404, {}));
    expect((await failure(client.request('waybills/9'))).message).toBe('errors.http.404');

    server.respond((_request, response) => sendJson(response, 409, { message: '  ' }));
    const conflict = await failure(client.request('waybills'));
    expect(conflict.status).toBe(409);
    expect(conflict.message).toBe('errors.http.400');
  });

  it('turns its own timeout into a 408 with the timeout text key', async () => {
    server.respond((_request, response) => {
      setTimeout(() => sendJson(response, 200, {}), 1000);
    });
    const error = await failure(client.request('slow', { timeoutMs: 50 }));
    expect(error.status).toBe(408);
    expect(error.message).toBe('errors.http.408');
  });

  it("leaves a caller's abort as an abort, not a timeout", async () => {
    server.respond((_request, response) => {
      setTimeout(() => sendJson(response, 200, {}), 1000);
    });
    const controller = new AbortController();
    const call = client.request('slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error: unknown = await call.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('reports an unreachable server with the network text key', async () => {
    const closed = await startTestServer();
    await closed.close();
    const error = await failure(createApiClient({ baseUrl: closed.baseUrl }).request('user/info'));
    expect(error.message).toBe('errors.http.network');
  });
});
