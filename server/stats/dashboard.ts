/**
 * The dashboard's figures (SPEC 1 and 9) from the waybills as the database groups them: cargo per
 * day (last 30 days) and per month (last 12), freight charged and payments received
 * (paymentsReceived.ts) in the last six months, this month's busiest clients and companies, and
 * how many clients have more than 30 orders. Days and months are Tashkent's.
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
import { byText, kg, usd } from '../../src/core/stats/amounts';
import { inMonth } from './conditions';
import { createdPerDay, emptyDayCargo } from './createdPerDay';
import { paymentsReceived, receivedIn } from './paymentsReceived';
import type { ScopedReads } from './scopedReads';
import { Tally } from './tally';

/** SPEC 9: more than this many orders puts a client in the "busy clients" metric. */
const BUSY_CLIENT_ORDERS = 30;
const DAILY_DAYS = 30;
const MONTHLY_MONTHS = 12;
const FREIGHT_MONTHS = 6;
const RANKING_SIZE = 10;

const cargo = (): Cargo => ({ count: 0, weight: 0 });

export async function dashboardStats(reads: ScopedReads, now: number): Promise<DashboardStats> {
  const today = tashkentDayAt(now);
  const month = monthOf(today);
  const [created, received, busyClients, thisMonth] = await Promise.all([
    createdPerDay(reads),
    paymentsReceived(reads),
    reads.groups('waybill', { by: ['clientId'], countAbove: BUSY_CLIENT_ORDERS }),
    reads.groups('waybill', {
      by: ['clientId', 'companyId', { hourOf: 'createdAt' }],
      sums: ['weight'],
      conditions: inMonth('createdAt', month),
    }),
  ]);

  // One Tashkent month: cargo and freight of the waybills created in it.
  const months = new Tally(emptyDayCargo);
  for (const [day, totals] of created.byKey) {
    const sum = months.at(monthOf(day));
    sum.count += totals.count;
    sum.weight += totals.weight;
    sum.freight += totals.freight;
  }

  const clientsThisMonth = new Tally(cargo);
  const companiesThisMonth = new Tally(cargo);
  for (const { keys, count, sums } of thisMonth) {
    const [clientId, companyId, createdAt] = keys;
    if (tashkentDayOf(createdAt)?.startsWith(month) !== true) continue;
    for (const [owners, id] of [
      [clientsThisMonth, clientId],
      [companiesThisMonth, companyId],
    ] as const) {
      if (id === undefined) continue;
      const total = owners.at(String(id));
      total.count += count;
      total.weight += sums[0];
    }
  }
  const [clients, companies] = await Promise.all([
    ranking(reads, 'client', 'clientCode', clientsThisMonth),
    ranking(reads, 'company', 'shortName', companiesThisMonth),
  ]);

  return {
    id: 'dashboard',
    today,
    daily: periodsUpTo(today, DAILY_DAYS, addDays).map((day) => ({
      day,
      ...rounded(created.byKey.get(day)),
    })),
    monthly: periodsUpTo(month, MONTHLY_MONTHS, addMonths).map((m) => ({
      month: m,
      ...rounded(months.byKey.get(m)),
    })),
    freight: periodsUpTo(month, FREIGHT_MONTHS, addMonths).map((m) => {
      const totals = months.byKey.get(m);
      return {
        month: m,
        freight: usd(totals?.freight ?? 0),
        paid: receivedIn(received, m).received,
      };
    }),
    rankings: { month, clients, companies },
    busyClients: {
      threshold: BUSY_CLIENT_ORDERS,
      count: busyClients.filter(({ keys }) => keys[0] !== undefined).length,
    },
  };
}

/**
 * The top owners by parcels, then by weight as shown (to the gram), then by id so that equal rows
 * keep one order; each named by its `nameField` (only these few are read).
 */
async function ranking(
  reads: ScopedReads,
  resource: string,
  nameField: string,
  tally: Tally<Cargo>,
): Promise<RankRow[]> {
  const top = [...tally.byKey]
    .map(([id, total]) => ({ id, ...rounded(total) }))
    .sort((x, y) => y.count - x.count || y.weight - x.weight || byText(x.id, y.id))
    .slice(0, RANKING_SIZE);
  const owners = await reads.withIds(
    resource,
    top.map((row) => row.id),
  );
  const names = new Map(owners.map((owner) => [String(owner.id), owner[nameField]]));
  return top.map(({ id, ...total }) => ({ id, name: String(names.get(id) ?? id), ...total }));
}

function rounded(total: Cargo = cargo()): Cargo {
  return { count: total.count, weight: kg(total.weight) };
}
