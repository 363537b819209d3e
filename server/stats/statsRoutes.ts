/**
 * GET /api/stats/...: the figures of the hand-written pages. Those over whole collections are
 * computed from counts and sums the database groups (the waybills') or in one pass over only the
 * columns they read, and kept until a commit changes those collections (KeptFigures); a client's
 * settlement reads only that client's records. Every endpoint answers the audience of the pages
 * reading it.
 */
import { Router, type Response } from 'express';
import { resources } from '../../src/core/generated/registry';
import { dayOfCompact, tashkentDayAt } from '../../src/core/time/tashkent';
import type { Store } from '../db/store';
import type { DbRecord } from '../db/types';
import type { InvoiceIssuer } from '../../src/core/stats/statsTypes';
import { inScope, scopeKey, scopeSources } from '../access/rowScope';
import { asyncHandler } from '../http/asyncHandler';
import { checkPathId } from '../http/pathId';
import { sendError, statusKey } from '../http/sendError';
import { archiveDay, archiveDays, archiveRows } from './archives';
import { b2bReport, b2bRows } from './b2bReport';
import { b2cReport, b2cRows } from './b2cReport';
import { billInvoice } from './billInvoice';
import { clientParcels } from './clientParcels';
import { clientSettlement } from '../money/clientSettlement';
import { dashboardStats } from './dashboard';
import { expenseTotals } from './expenseTotals';
import { KeptFigures } from './keptFigures';
import { monthReport } from './monthFigures';
import { monthSummary } from './monthSummary';
import { operatorOnly } from './operatorOnly';
import { pvzStats } from './pickupPoints';
import { scopedReads, type ScopedReads } from './scopedReads';
import { requireAccess, requireRoute } from './requireRoute';
import { sendRows } from './statsRows';
import { cashReportHandler } from '../shifts/cashReport';

/** The store's clock is the one the periods (today, this week, this month) are taken from. */
export function createStatsRoutes(store: Store, issuer: InvoiceIssuer): Router {
  const now = () => store.now().getTime();
  const router = Router();
  router.param('id', checkPathId);

  /**
   * Figures `compute` works out from `read` (registry resources) within the caller's row scope
   * (a company role's figures are its company's), kept per scope, day and `detail` (an
   * endpoint's own parameter) until a commit changes one of those resources or what scopes them.
   */
  const keptStats = <Figures>(
    read: readonly string[],
    compute: (reads: ScopedReads, at: number, detail: string) => Promise<Figures>,
  ) => {
    const deciding = read.flatMap((resource) => scopeSources(resources[resource]));
    const kept = new KeptFigures<Figures>(store, [...new Set(deciding.map((meta) => meta.api))]);
    return (res: Response, detail = '') => {
      const user: DbRecord | undefined = res.locals.user;
      const at = now();
      return kept.get(`${scopeKey(user)} ${tashkentDayAt(at)} ${detail}`, () =>
        compute(scopedReads(store, user, read), at, detail),
      );
    };
  };

  const dashboard = keptStats(
    ['waybill', 'client', 'company', 'clientPayment', 'billPayment'],
    dashboardStats,
  );
  router.get(
    '/dashboard',
    requireRoute('/dashboard'),
    asyncHandler(async (_req, res) => {
      res.json(await dashboard(res));
    }),
  );

  const archives = keptStats(['waybill'], archiveDays);
  router.get(
    '/archives',
    requireRoute('/oms/archives'),
    asyncHandler(async (req, res) => {
      sendRows(req, res, archiveRows, await archives(res), store.now());
    }),
  );
  const archive = keptStats(['waybill'], (reads, _at, day) => archiveDay(reads, day));
  router.get(
    '/archives/:day',
    requireRoute('/oms/archives/dayInfo/:id'),
    asyncHandler(async (req, res) => {
      const day = dayOfCompact(req.params.day);
      if (day === undefined) return sendError(res, 404, statusKey(404));
      res.json(await archive(res, day));
    }),
  );

  const pvz = keptStats(['pvz', 'waybill', 'client'], pvzStats);
  router.get(
    '/pvz',
    requireRoute('/pvzList/all_info', '/pvzList/analytics', '/pvzList/statistics'),
    asyncHandler(async (_req, res) => {
      res.json(await pvz(res));
    }),
  );

  // The day's cash of the points (server/shifts/cashReport.ts): read fresh, a cashier checks it.
  for (const path of ['/pvz-cash', '/pvz-cash/:day'])
    router.get(
      path,
      requireRoute('/pvzList/cash', '/clientSettle/pvzCash'),
      cashReportHandler(store, now),
    );

  const summary = keptStats(['waybill'], monthSummary);
  router.get(
    '/reports/summary',
    requireRoute('/reports'),
    asyncHandler(async (_req, res) => {
      res.json(await summary(res));
    }),
  );
  const months = keptStats(['clientPayment', 'billPayment', 'dailyExpense'], monthReport);
  router.get(
    '/reports/months',
    requireRoute('/reports'),
    operatorOnly,
    asyncHandler(async (_req, res) => {
      res.json(await months(res));
    }),
  );
  const expenses = keptStats(['dailyExpense'], expenseTotals);
  router.get(
    '/expenses/:month',
    requireRoute('/dailyExpenses', '/reports'),
    operatorOnly,
    asyncHandler(async (req, res) => {
      const { month } = req.params;
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return sendError(res, 404, statusKey(404));
      res.json(await expenses(res, month));
    }),
  );
  const b2b = keptStats(['bill', 'company'], b2bReport);
  router.get(
    '/reports/b2b',
    requireRoute('/settle/b2bReport'),
    asyncHandler(async (req, res) => {
      sendRows(req, res, b2bRows, await b2b(res), store.now());
    }),
  );
  const b2c = keptStats(['clientPayment', 'waybill'], b2cReport);
  router.get(
    '/reports/b2c',
    requireRoute('/clientSettle/b2cReport'),
    asyncHandler(async (req, res) => {
      sendRows(req, res, b2cRows, await b2c(res), store.now());
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

  // The client's page (its show): the roles that open it and the waybill list its counts link to.
  router.get(
    '/client-parcels/:id',
    requireAccess(['show', 'client'], ['list', 'waybill']),
    asyncHandler(async (req, res) => {
      const client = await store.get(resources.client.api, req.params.id);
      if (!client || !inScope(resources.client, res.locals.user, client))
        return sendError(res, 404, statusKey(404));
      res.json(await clientParcels(scopedReads(store, res.locals.user, ['waybill']), client));
    }),
  );

  router.get(
    '/invoice/:id',
    requireRoute('/settle/detail/:id'),
    asyncHandler(async (req, res) => {
      const bill = await store.get(resources.bill.api, req.params.id);
      if (!bill || !inScope(resources.bill, res.locals.user, bill))
        return sendError(res, 404, statusKey(404));
      const [company, waybills] = await Promise.all([
        store.get(resources.company.api, bill.companyId),
        store.findBy(resources.waybill.api, 'billId', bill.id),
      ]);
      res.json(billInvoice(issuer, bill, company, waybills));
    }),
  );

  router.use((_req, res) => sendError(res, 404, statusKey(404)));
  return router;
}
