/**
 * A tiny real HTTP server on 127.0.0.1 for the provider tests: it records every request and
 * answers with whatever the current test's handler says.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** The body as received: parsed when it was JSON, otherwise the raw text. */
  body: unknown;
  /** The body's text exactly as it came over the wire ('' without a body). */
  text: string;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void;

export interface TestServer {
  /** The API base to give the client, e.g. http://127.0.0.1:40123/api */
  baseUrl: string;
  requests: RecordedRequest[];
  /** The handler for the following requests. */
  respond: (handler: Handler) => void;
  close: () => Promise<void>;
}

export const sendJson = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
};

const parseBody = (text: string, contentType: string | undefined): unknown => {
  if (text === '') return undefined;
  return contentType?.includes('json') ? JSON.parse(text) : text;
};

export const startTestServer = async (): Promise<TestServer> => {
  const requests: RecordedRequest[] = [];
  let handler: Handler = (_request, response) => sendJson(response, 200, {});
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: parseBody(text, req.headers['content-type']),
        text,
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    respond: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
