/**
 * The list each dashboard figure counts (server/stats/dashboard.ts): its page and the filter, in
 * the list contract's `s` format, whose total is the figure. Days and months are Tashkent's, so a
 * day is given by the exact instants it starts and ends.
 */
import { routePathOf } from '../rules/resourceNames';
import { addMonths, dayBounds } from '../time/tashkent';

export interface ListLink {
  path: string;
  filter: Record<string, unknown>;
}

const WAYBILLS = `/${routePathOf('waybill')}`;
const CLIENTS = `/${routePathOf('client')}`;

const createdBetween = (firstDay: string, lastDay: string) => ({
  createdAt_gte: dayBounds(firstDay).from,
  createdAt_lte: dayBounds(lastDay).to,
});

/** The last day of a month (YYYY-MM). */
const lastDayOf = (month: string) =>
  new Date(Date.parse(`${addMonths(month, 1)}-01T00:00:00Z`) - 1).toISOString().slice(0, 10);

/** The waybills created on a day (YYYY-MM-DD): its parcels, weight and freight. */
export const waybillsOfDay = (day: string): ListLink => ({
  path: WAYBILLS,
  filter: createdBetween(day, day),
});

/** The waybills created in a month (YYYY-MM), of one client or company when given. */
export const waybillsOfMonth = (
  month: string,
  owner: Partial<Record<'clientId' | 'companyId', string>> = {},
): ListLink => ({
  path: WAYBILLS,
  filter: { ...owner, ...createdBetween(`${month}-01`, lastDayOf(month)) },
});

/** The clients with more than `threshold` orders. */
export const busyClients = (threshold: number): ListLink => ({
  path: CLIENTS,
  filter: { orderCount_gte: threshold + 1 },
});

/** A client's waybills, of one status when given (the client's page counts them so). */
export const waybillsOfClient = (clientId: string, status?: string): ListLink => ({
  path: WAYBILLS,
  filter: status === undefined ? { clientId } : { clientId, status: [status] },
});

/** The page of a link, with its filter in react-admin's `?filter=` parameter. */
export const listHref = ({ path, filter }: ListLink) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
