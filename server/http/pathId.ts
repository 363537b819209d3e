/**
 * The `:id` of a path (a record, an action on one, a bill's invoice): a whole number in decimal
 * digits (src/core/registry/wholeNumber.ts), else a 400 naming `id` before any route reads it.
 * `/api/waybills/1e2` is not waybill 100 and `/api/waybills/99999999999999999999` not a lookup
 * the database may fail on; a whole number of no record (`0`, `-1`, `987654321`) stays a 404.
 * Each router with `:id` routes registers it (`router.param('id', checkPathId)`).
 */
import type { RequestParamHandler } from 'express';
import { readWholeNumber } from '../../src/core/registry/wholeNumber';
import { sendError, statusKey } from './sendError';

export const checkPathId: RequestParamHandler = (_req, res, next, value: unknown) => {
  const read = readWholeNumber(value);
  if (read.ok) next();
  else sendError(res, 400, statusKey(400), { id: read.error });
};
