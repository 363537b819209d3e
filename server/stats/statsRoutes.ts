/**
 * GET /api/stats/...: the figures of the hand-written pages. Those over whole collections are
 * computed in one pass each, over only the columns they read, and kept until a commit changes
 * those collections (KeptFigures); a client's settlement reads only that client's records. Every
 * endpoint answers the audience of the pages reading it.
 */
import { Router, type Response } from 'express';
import { resources } from '../../src/core/generated/registry';
import { dayOfCompact, tashkentDayAt } from '../../src/core/time/tashkent';
import type { Store } from '../db/store';
import type { DbRecord } from '../db/types';
import { boundCompany, inScope, scopeSources, scopedRecords } from '../access/rowScope';
import { asyncHandler } from '../http/asyncHandler';
import { sendError, statusKey } from '../http/sendError';
import { ARCHIVE_WAYBILL_FIELDS, archiveDay, archiveDays, archiveRows } from './archives';
import { B2B_FIELDS, b2bReport, b2bRows } from './b2bReport';
import { B2C_FIELDS, b2cReport, b2cRows } from './b2cReport';
import { clientSettlement } from './clientSettlement';
import { DASHBOARD_FIELDS, dashboardStats } from './dashboard';
import { EXPENSE_TOTAL_FIELDS, expenseTotals } from './expenseTotals';
import { KeptFigures } from './keptFigures';
import { MONTH_FIGURE_FIELDS, monthReport } from './monthFigures';
import { SUMMARY_WAYBILL_FIELDS, monthSummary } from './monthSummary';
import { operatorOnly } from './operatorOnly';
import { PVZ_FIELDS, pvzStats } from './pickupPoints';
import { requireRoute } from './requireRoute';
import { sendRows } from './statsRows';

/** What figures are computed from: per name, a registry resource and the fields read of it. */
type Sources = Record<string, readonly [resource: string, fields: readonly string[]]>;
type SourceRecords<S extends Sources> = { [Name in keyof S]: DbRecord[] };

/** `now` is the clock the periods (today, this week, this month) are taken from. */
export function createStatsRoutes(store: Store, now: () => number = Date.now): Router {
  const router = Router();

  /**
   * Figures computed by `compute` from every record of `sources` the caller's row scope holds (a
   * company role's figures are its company's), kept per scope, day and `detail` (an endpoint's
   * own parameter) until a commit changes one of those resources or what scopes them.
   */
  const keptStats = <S extends Sources, Figures>(
    sources: S,
    compute: (records: SourceRecords<S>, at: number, detail: string) => Figures,
  ) => {
    const named = Object.entries(sources);
    const deciding = named.flatMap(([, [resource]]) => scopeSources(resources[resource]));
    const kept = new KeptFigures<Figures>(store, [...new Set(deciding.map((meta) => meta.api))]);
    return (res: Response, detail = '') => {
      const user: DbRecord | undefined = res.locals.user;
      const at = now();
      const scope = boundCompany(user)?.id ?? '*';
      return kept.get(`${scope} ${tashkentDayAt(at)} ${detail}`, async () => {
        const read = await Promise.all(
          named.map(([, [resource, fields]]) =>
            scopedRecords(store, resources[resource], fields, user),
          ),
        );
        // Object.fromEntries loses the names' types; they are the keys of `sources`.
        const records = Object.fromEntries(
          named.map(([name], index) => [name, read[index]]),
        ) as SourceRecords<S>;
        return compute(records, at, detail);
      });
    };
  };

  const dashboard = keptStats(
    {
      waybills: ['waybill', DASHBOARD_FIELDS.waybills],
      clients: ['client', DASHBOARD_FIELDS.clients],
      companies: ['company', DASHBOARD_FIELDS.companies],
    },
    (records, at) => dashboardStats(records, at),
  );
  router.get(
    '/dashboard',
    requireRoute('/dashboard'),
    asyncHandler(async (_req, res) => {
      res.json(await dashboard(res));
    }),
  );

  const archiveSources = { waybills: ['waybill', ARCHIVE_WAYBILL_FIELDS] } as const;
  const archives = keptStats(archiveSources, ({ waybills }) => archiveDays(waybills));
  router.get(
    '/archives',
    requireRoute('/oms/archives'),
    asyncHandler(async (req, res) => {
      sendRows(req, res, archiveRows, await archives(res));
    }),
  );
  const archive = keptStats(archiveSources, ({ waybills }, _at, day) => archiveDay(waybills, day));
  router.get(
    '/archives/:day',
    requireRoute('/oms/archives/dayInfo/:id'),
    asyncHandler(async (req, res) => {
      const day = dayOfCompact(req.params.day);
      if (day === undefined) return sendError(res, 404, statusKey(404));
      res.json(await archive(res, day));
    }),
  );

  const pvz = keptStats(
    {
      pvzs: ['pvz', PVZ_FIELDS.pvzs],
      waybills: ['waybill', PVZ_FIELDS.waybills],
      clients: ['client', PVZ_FIELDS.clients],
    },
    (records, at) => pvzStats(records, at),
  );
  router.get(
    '/pvz',
    requireRoute('/pvzList/all_info', '/pvzList/analytics', '/pvzList/statistics'),
    asyncHandler(async (_req, res) => {
      res.json(await pvz(res));
    }),
  );

  const summary = keptStats({ waybills: ['waybill', SUMMARY_WAYBILL_FIELDS] }, ({ waybills }, at) =>
    monthSummary(waybills, at),
  );
  router.get(
    '/reports/summary',
    requireRoute('/reports'),
    asyncHandler(async (_req, res) => {
      res.json(await summary(res));
    }),
  );
  const months = keptStats(
    {
      waybills: ['waybill', MONTH_FIGURE_FIELDS.waybills],
      expenses: ['dailyExpense', MONTH_FIGURE_FIELDS.expenses],
    },
    ({ waybills, expenses }) => monthReport(waybills, expenses),
  );
  router.get(
    '/reports/months',
    requireRoute('/reports'),
    operatorOnly,
    asyncHandler(async (_req, res) => {
      res.json(await months(res));
    }),
  );
  const expenses = keptStats(
    { expenses: ['dailyExpense', EXPENSE_TOTAL_FIELDS] },
    ({ expenses: records }, _at, month) => expenseTotals(records, month),
  );
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
  const b2b = keptStats(
    { bills: ['bill', B2B_FIELDS.bills], companies: ['company', B2B_FIELDS.companies] },
    ({ bills, companies }) => b2bReport(bills, companies),
  );
  router.get(
    '/reports/b2b',
    requireRoute('/settle/b2bReport'),
    asyncHandler(async (req, res) => {
      sendRows(req, res, b2bRows, await b2b(res));
    }),
  );
  const b2c = keptStats(
    {
      payments: ['clientPayment', B2C_FIELDS.payments],
      waybills: ['waybill', B2C_FIELDS.waybills],
    },
    ({ payments, waybills }) => b2cReport(payments, waybills),
  );
  router.get(
    '/reports/b2c',
    requireRoute('/clientSettle/b2cReport'),
    asyncHandler(async (req, res) => {
      sendRows(req, res, b2cRows, await b2c(res));
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
