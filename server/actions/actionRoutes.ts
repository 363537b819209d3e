/**
 * The business actions of the element-level permissions (docs/api.md "Actions"): each checks its
 * element rule, then plans and saves its change.
 */
import { Router } from 'express';
import { resources } from '../../src/generated/registry';
import type { Database } from '../storage/types';
import { bulkStatusRoute } from '../waybills/bulkStatus';
import type { Planner } from './actionPlan';
import { freshBoxFigureReads } from './freshBoxFigures';
import { decidePrice } from './priceChangeActions';
import { payCashback } from './promoCodeActions';
import { requireElement } from './requireElement';
import { runAction } from './runAction';
import { addUnlawful, assignOwner, detachTrack, removeUnlawful } from './waybillActions';

/** Path (under /api) -> the element whose rule admits the caller, and what the action does. */
const ACTIONS: [path: string, element: string, planner: Planner][] = [
  [`/${resources.waybill.api}/unlawful`, 'addUnlawful', addUnlawful],
  [`/${resources.waybill.api}/:id/assign-owner`, 'assignOwner', assignOwner],
  [`/${resources.waybill.api}/:id/detach`, 'detachTrack', detachTrack],
  [`/${resources.waybill.api}/:id/remove-unlawful`, 'removeUnlawful', removeUnlawful],
  [`/${resources.priceChange.api}/:id/approve`, 'approvePrice', decidePrice('APPROVED')],
  [`/${resources.priceChange.api}/:id/reject`, 'approvePrice', decidePrice('REJECTED')],
  [`/${resources.promoCode.api}/:id/pay-cashback`, 'payCashback', payCashback],
];

export function createActionRoutes(db: Database): Router {
  const router = Router();
  // Not an element's button: allowed to the roles that may edit a waybill.
  router.post(`/${resources.waybill.api}/bulk-status`, bulkStatusRoute(db));
  // Not an action either: derived box figures are made true before batches or boxes are read.
  router.use(freshBoxFigureReads(db));
  for (const [path, element, planner] of ACTIONS) {
    router.post(path, requireElement(element), runAction(db, planner));
  }
  return router;
}
