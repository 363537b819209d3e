/**
 * GET /api/stats/...: the figures of the hand-written pages, computed from the stored collections
 * on each request (one pass each). Every endpoint answers the audience of the pages reading it.
 */
import { Router } from 'express';
import { resources } from '../../src/generated/registry';
import { dayOfCompact } from '../../src/pages/shared/tashkentCalendar';
import { sendError, statusKey } from '../http/sendError';
import { findRecord, recordsOf } from '../resources/findRecord';
import type { Database, DbRecord } from '../storage/types';
import { archiveDay, archiveDays, archiveRows } from './archives';
import { b2bReport, b2bRows } from './b2bReport';
import { b2cReport, b2cRows } from './b2cReport';
import { clientSettlement } from './clientSettlement';
import { dashboardStats } from './dashboard';
import { monthSummary } from './monthSummary';
import { pvzStats } from './pickupPoints';
import { requireRoute } from './requireRoute';
import { sendRows } from './statsRows';

/** `now` is the clock the periods (today, this week, this month) are taken from. */
export function createStatsRoutes(db: Database, now: () => number = Date.now): Router {
  const router = Router();
  /** The records of a registry resource, e.g. `records('waybill')`. */
  const records = (resource: string): DbRecord[] => recordsOf(db, resources[resource].api);

  router.get('/dashboard', requireRoute('/dashboard'), (_req, res) => {
    const sources = {
      waybills: records('waybill'),
      clients: records('client'),
      companies: records('company'),
    };
    res.json(dashboardStats(sources, now()));
  });

  router.get('/archives', requireRoute('/oms/archives'), (req, res) =>
    sendRows(req, res, archiveRows, archiveDays(records('waybill'))),
  );
  router.get('/archives/:day', requireRoute('/oms/archives/dayInfo/:id'), (req, res) => {
    const day = dayOfCompact(req.params.day);
    if (day === undefined) return sendError(res, 404, statusKey(404));
    res.json(archiveDay(records('waybill'), day));
  });

  router.get(
    '/pvz',
    requireRoute('/pvzList/all_info', '/pvzList/analytics', '/pvzList/statistics'),
    (_req, res) => {
      const sources = {
        pvzs: records('pvz'),
        waybills: records('waybill'),
        clients: records('client'),
      };
      res.json(pvzStats(sources, now()));
    },
  );

  router.get('/reports/summary', requireRoute('/reports'), (_req, res) =>
    res.json(monthSummary(records('waybill'), now())),
  );
  router.get('/reports/b2b', requireRoute('/settle/b2bReport'), (req, res) =>
    sendRows(req, res, b2bRows, b2bReport(records('bill'), records('company'))),
  );
  router.get('/reports/b2c', requireRoute('/clientSettle/b2cReport'), (req, res) =>
    sendRows(req, res, b2cRows, b2cReport(records('clientPayment'), records('waybill'))),
  );

  router.get('/client-settlement/:id', requireRoute('/clientSettle/detail/:id'), (req, res) => {
    const client = findRecord(db, resources.client.api, req.params.id);
    if (!client) return sendError(res, 404, statusKey(404));
    res.json(clientSettlement(client, records('waybill'), records('clientPayment')));
  });

  router.use((_req, res) => sendError(res, 404, statusKey(404)));
  return router;
}
