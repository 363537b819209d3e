/**
 * Last stop of the app: a write hook's refusal (WriteRefused) is answered as such, a transaction
 * that other writers kept from committing (StoreBusy), or a statement that met another process's
 * lock, is 503 with Retry-After, malformed
 * JSON bodies become 400, anything else thrown becomes 500 with
 * the translated "Server error" and nothing else (the stack goes to the log, not to the client).
 */
import type { ErrorRequestHandler } from 'express';
import { createTranslator, DEFAULT_LANGUAGE } from '../../src/core/i18n';
import { isContention, RETRY_AFTER_SECONDS, StoreBusy } from '../db/contention';
import { WriteRefused } from './writeRefused';
import { sendError, statusKey } from './sendError';
import './locals';

export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  // Requests outside /api (static files) have no language set yet.
  res.locals.t ??= createTranslator(DEFAULT_LANGUAGE);
  if (error instanceof WriteRefused) {
    const { messageKey, args } = error;
    const message = args ? { message: messageKey, args: args(res.locals.t) } : messageKey;
    sendError(res, error.status, message, error.errors);
    return;
  }
  // A statement outside a transaction (a session's read or stamp) that met another process's
  // lock is the same answer: the database is busy, send it again.
  if (error instanceof StoreBusy || isContention(error)) {
    res.set('Retry-After', String(RETRY_AFTER_SECONDS));
    sendError(res, 503, 'errors.http.busy');
    return;
  }
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    sendError(res, status, statusKey(400));
    return;
  }
  console.error(error);
  sendError(res, 500, statusKey(500));
};
