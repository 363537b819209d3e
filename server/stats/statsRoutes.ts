/**
 * GET /api/stats/...: the figures of the hand-written pages, computed from the stored collections
 * on each request (one pass each, over only the columns each computation reads). Every endpoint
 * answers the audience of the pages reading it.
 */
import { Router, type Response } from 'express';
import { resources } from '../../src/core/generated/registry';
import { dayOfCompact } from '../../src/core/time/tashkent';
import type { Store } from '../db/store';
import { inScope, scopedRecords } from '../access/rowScope';
import { asyncHandler } from '../http/asyncHandler';
import { sendError, statusKey } from '../http/sendError';
import { ARCHIVE_WAYBILL_FIELDS, archiveDay, archiveDays, archiveRows } from './archives';
import { B2B_FIELDS, b2bReport, b2bRows } from './b2bReport';
import { B2C_FIELDS, b2cReport, b2cRows } from './b2cReport';
import { clientSettlement } from './clientSettlement';
import { DASHBOARD_FIELDS, dashboardStats } from './dashboard';
import { EXPENSE_TOTAL_FIELDS, expenseTotals } from './expenseTotals';
import { MONTH_FIGURE_FIELDS, monthReport } from './monthFigures';
import { SUMMARY_WAYBILL_FIELDS, monthSummary } from './monthSummary';
import { operatorOnly } from './operatorOnly';
import { PVZ_FIELDS, pvzStats } from './pickupPoints';
import { requireRoute } from './requireRoute';
import { sendRows } from './statsRows';

/** `now` is the clock the periods (today, this week, this month) are taken from. */
export function createStatsRoutes(store: Store, now: () => number = Date.now): Router {
  const router = Router();
  /**
   * Every record of a registry resource the caller's row scope holds, with only the fields given
   * (and the id), e.g. `records(res, 'waybill', ['createdAt'])`: statistics read a few columns of
   * every waybill, and a company role's figures are its company's.
   */
  const records = (res: Response, resource: string, fields: readonly string[]) =>
    scopedRecords(store, resources[resource], fields, res.locals.user);

  router.get(
    '/dashboard',
    requireRoute('/dashboard'),
    asyncHandler(async (_req, res) => {
      const [waybills, clients, companies] = await Promise.all([
        records(res, 'waybill', DASHBOARD_FIELDS.waybills),
        records(res, 'client', DASHBOARD_FIELDS.clients),
        records(res, 'company', DASHBOARD_FIELDS.companies),
      ]);
      res.json(dashboardStats({ waybills, clients, companies }, now()));
    }),
  );

  router.get(
    '/archives',
    requireRoute('/oms/archives'),
    asyncHandler(async (req, res) => {
      const waybills = await records(res, 'waybill', ARCHIVE_WAYBILL_FIELDS);
      sendRows(req, res, archiveRows, archiveDays(waybills));
    }),
  );
  router.get(
    '/archives/:day',
    requireRoute('/oms/archives/dayInfo/:id'),
    asyncHandler(async (req, res) => {
      const day = dayOfCompact(req.params.day);
      if (day === undefined) return sendError(res, 404, statusKey(404));
      res.json(archiveDay(await records(res, 'waybill', ARCHIVE_WAYBILL_FIELDS), day));
    }),
  );

  router.get(
    '/pvz',
    requireRoute('/pvzList/all_info', '/pvzList/analytics', '/pvzList/statistics'),
    asyncHandler(async (_req, res) => {
      const [pvzs, waybills, clients] = await Promise.all([
        records(res, 'pvz', PVZ_FIELDS.pvzs),
        records(res, 'waybill', PVZ_FIELDS.waybills),
        records(res, 'client', PVZ_FIELDS.clients),
      ]);
      res.json(pvzStats({ pvzs, waybills, clients }, now()));
    }),
  );

  router.get(
    '/reports/summary',
    requireRoute('/reports'),
    asyncHandler(async (_req, res) => {
      res.json(monthSummary(await records(res, 'waybill', SUMMARY_WAYBILL_FIELDS), now()));
    }),
  );
  router.get(
    '/reports/months',
    requireRoute('/reports'),
    operatorOnly,
    asyncHandler(async (_req, res) => {
      const [waybills, expenses] = await Promise.all([
        records(res, 'waybill', MONTH_FIGURE_FIELDS.waybills),
        records(res, 'dailyExpense', MONTH_FIGURE_FIELDS.expenses),
      ]);
      res.json(monthReport(waybills, expenses));
    }),
  );
  router.get(
    '/expenses/:month',
    requireRoute('/dailyExpenses', '/reports'),
    operatorOnly,
    asyncHandler(async (req, res) => {
      const { month } = req.params;
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return sendError(res, 404, statusKey(404));
      res.json(expenseTotals(await records(res, 'dailyExpense', EXPENSE_TOTAL_FIELDS), month));
    }),
  );
  router.get(
    '/reports/b2b',
    requireRoute('/settle/b2bReport'),
    asyncHandler(async (req, res) => {
      const [bills, companies] = await Promise.all([
        records(res, 'bill', B2B_FIELDS.bills),
        records(res, 'company', B2B_FIELDS.companies),
      ]);
      sendRows(req, res, b2bRows, b2bReport(bills, companies));
    }),
  );
  router.get(
    '/reports/b2c',
    requireRoute('/clientSettle/b2cReport'),
    asyncHandler(async (req, res) => {
      const [payments, waybills] = await Promise.all([
        records(res, 'clientPayment', B2C_FIELDS.payments),
        records(res, 'waybill', B2C_FIELDS.waybills),
      ]);
      sendRows(req, res, b2cRows, b2cReport(payments, waybills));
    }),
  );

  router.get(
    '/client-settlement/:id',
    requireRoute('/clientSettle/detail/:id'),
    asyncHandler(async (req, res) => {
      const client = await store.get(resources.client.api, req.params.id);
      if (!client || !inScope(resources.client, res.locals.user, client))
        return sendError(res, 404, statusKey(404));
      // Only this client's records, found by the database.
      const [waybills, payments] = await Promise.all([
        store.findBy(resources.waybill.api, 'clientId', client.id),
        store.findBy(resources.clientPayment.api, 'clientId', client.id),
      ]);
      res.json(clientSettlement(client, waybills, payments));
    }),
  );

  router.use((_req, res) => sendError(res, 404, statusKey(404)));
  return router;
}
