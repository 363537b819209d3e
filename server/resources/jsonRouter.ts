/**
 * json-server's router over our lowdb instance. It serves show, create, replace and patch of every
 * collection once our middleware has authorised the request and prepared the body. We change two
 * things: its output (hidden fields removed, 404 as our error body) and its error handling.
 */
import type { RequestHandler } from 'express';
import jsonServer from 'json-server';
import { sendError, statusKey } from '../http/sendError';
import type { Database, DbRecord } from '../storage/types';
import { publicRecord } from './publicRecord';

export function createJsonRouter(db: Database): RequestHandler {
  const router = jsonServer.router(db);
  router.render = (_req, res) => {
    if (res.statusCode === 404) sendError(res, 404, statusKey(404));
    else res.json(publicRecord(res.locals.data as DbRecord));
  };
  // Its own error handler answers with the stack trace; without it, errors reach ours (a 4-argument
  // function is how Express marks an error handler).
  router.stack = router.stack.filter((layer) => layer.handle.length !== 4);
  return router;
}
