/**
 * The dashboard's figures (SPEC 1 and 9) in one pass over the waybills: cargo per day (last 30
 * days) and per month (last 12), freight of the last six months, this month's busiest clients and
 * companies, and how many clients have more than 30 orders. Days and months are Tashkent's.
 */
import {
  addDays,
  addMonths,
  monthOf,
  periodsUpTo,
  tashkentDayAt,
  tashkentDayOf,
} from '../../src/core/time/tashkent';
import type { Cargo, DashboardStats, RankRow } from '../../src/core/stats/statsTypes';
import type { DbRecord } from '../db/types';
import { byText, kg, numberOf, usd } from './amounts';
import { Tally } from './tally';

/** SPEC 9: more than this many orders puts a client in the "busy clients" metric. */
const BUSY_CLIENT_ORDERS = 30;
const DAILY_DAYS = 30;
const MONTHLY_MONTHS = 12;
const FREIGHT_MONTHS = 6;
const RANKING_SIZE = 10;

export interface DashboardSources {
  waybills: readonly DbRecord[];
  clients: readonly DbRecord[];
  companies: readonly DbRecord[];
}

/** What the dashboard reads of each record of its sources. */
export const DASHBOARD_FIELDS = {
  waybills: [
    'clientId',
    'companyId',
    'payStatus',
    'payAt',
    'payAmount',
    'createdAt',
    'weight',
    'freight',
  ],
  clients: ['clientCode'],
  companies: ['shortName'],
} as const satisfies Record<keyof DashboardSources, readonly string[]>;

const cargo = (): Cargo => ({ count: 0, weight: 0 });
const addCargo = (total: Cargo, weight: number) => {
  total.count += 1;
  total.weight += weight;
};

/** One Tashkent day: cargo and freight of the waybills created on it, payments received on it. */
interface DayTotals extends Cargo {
  freight: number;
  paid: number;
}

export function dashboardStats(sources: DashboardSources, now: number): DashboardStats {
  const today = tashkentDayAt(now);
  const month = monthOf(today);
  const days = new Tally((): DayTotals => ({ count: 0, weight: 0, freight: 0, paid: 0 }));
  const clientsThisMonth = new Tally(cargo);
  const companiesThisMonth = new Tally(cargo);
  const ordersPerClient = new Map<string, number>();

  // Per day only: months are summed from their days afterwards, a few hundred entries at most.
  for (const waybill of sources.waybills) {
    const clientId = waybill.clientId == null ? undefined : String(waybill.clientId);
    if (clientId !== undefined)
      ordersPerClient.set(clientId, (ordersPerClient.get(clientId) ?? 0) + 1);
    const paidDay = waybill.payStatus === 'PAID' ? tashkentDayOf(waybill.payAt) : undefined;
    if (paidDay !== undefined) days.at(paidDay).paid += numberOf(waybill.payAmount);
    const day = tashkentDayOf(waybill.createdAt);
    if (day === undefined) continue;
    const weight = numberOf(waybill.weight);
    const totals = days.at(day);
    addCargo(totals, weight);
    totals.freight += numberOf(waybill.freight);
    if (!day.startsWith(month)) continue;
    if (clientId !== undefined) addCargo(clientsThisMonth.at(clientId), weight);
    if (waybill.companyId != null)
      addCargo(companiesThisMonth.at(String(waybill.companyId)), weight);
  }

  const months = new Tally((): DayTotals => ({ count: 0, weight: 0, freight: 0, paid: 0 }));
  for (const [day, totals] of days.byKey) {
    const sum = months.at(monthOf(day));
    sum.count += totals.count;
    sum.weight += totals.weight;
    sum.freight += totals.freight;
    sum.paid += totals.paid;
  }

  return {
    id: 'dashboard',
    today,
    daily: periodsUpTo(today, DAILY_DAYS, addDays).map((day) => ({
      day,
      ...rounded(days.byKey.get(day)),
    })),
    monthly: periodsUpTo(month, MONTHLY_MONTHS, addMonths).map((m) => ({
      month: m,
      ...rounded(months.byKey.get(m)),
    })),
    freight: periodsUpTo(month, FREIGHT_MONTHS, addMonths).map((m) => {
      const totals = months.byKey.get(m);
      return { month: m, freight: usd(totals?.freight ?? 0), paid: usd(totals?.paid ?? 0) };
    }),
    rankings: {
      month,
      clients: ranking(clientsThisMonth, namesOf(sources.clients, 'clientCode')),
      companies: ranking(companiesThisMonth, namesOf(sources.companies, 'shortName')),
    },
    busyClients: {
      threshold: BUSY_CLIENT_ORDERS,
      count: [...ordersPerClient.values()].filter((orders) => orders > BUSY_CLIENT_ORDERS).length,
    },
  };
}

function namesOf(records: readonly DbRecord[], field: string): Map<string, string> {
  return new Map(records.map((record) => [String(record.id), String(record[field] ?? record.id)]));
}

/** The top owners by parcels, then by weight, then by id so that equal rows keep one order. */
function ranking(tally: Tally<Cargo>, names: Map<string, string>): RankRow[] {
  return [...tally.byKey]
    .sort(([a, x], [b, y]) => y.count - x.count || y.weight - x.weight || byText(a, b))
    .slice(0, RANKING_SIZE)
    .map(([id, total]) => ({ id, name: names.get(id) ?? id, ...rounded(total) }));
}

function rounded(total: Cargo = cargo()): Cargo {
  return { count: total.count, weight: kg(total.weight) };
}
