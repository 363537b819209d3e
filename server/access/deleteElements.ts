/**
 * Deletes that are a button with its own element rule: withdrawing a changed price is the
 * DELETE of the price change, allowed to the roles of the resource's delete rule that the
 * element admits too. The registry names no element per resource action yet, so this map does.
 */
import type { RequestHandler } from 'express';
import '../http/locals';
import { requireElement } from './requireElement';

/** Resource name (registry) -> element whose rule its DELETE also needs. */
const DELETE_ELEMENTS: ReadonlyMap<string, RequestHandler> = new Map([
  ['priceChange', requireElement('withdrawPrice')],
]);

export const requireDeleteElement: RequestHandler = (req, res, next) => {
  const name = res.locals.resource?.name;
  const check = name === undefined ? undefined : DELETE_ELEMENTS.get(name);
  if (check) check(req, res, next);
  else next();
};
