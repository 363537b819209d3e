/**
 * The server renderer as a worker thread of the demo server (server/spa/firstScreen.ts), so that
 * drawing a page never holds up the API's event loop, and the app's module state (the session
 * being drawn for) lives apart from the server's. It says when its code is in, then answers
 * each drawing asked for with its number.
 */
import { parentPort } from 'node:worker_threads';
import type { RendererMessage, RendererRequest } from '../core/servedPage/servedPage';
import { renderPage } from './renderPage';

const port = parentPort;
if (port === null) throw new Error('renderWorker runs as a worker thread');
const answer = (message: RendererMessage) => port.postMessage(message);

port.on('message', ({ id, request }: RendererRequest) => {
  renderPage(request).then(
    (page) => answer({ id, page }),
    (error: unknown) => answer({ id, error: String(error) }),
  );
});
answer({ ready: true });
