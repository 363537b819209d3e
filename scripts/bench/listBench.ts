/** The waybill list: filter + sort + page under 10 connections, and the plain list for one client. */
import { after, Client, type Latencies } from './http';
import { measureLoad, type Load } from './load';
import type { Stack } from './stacks';

export interface ListFigures {
  /** Filter + sort + first page, 10 connections. */
  filtered: Load;
  /** Sort + first page without a filter, one client. */
  unfiltered: Latencies;
  /** The filtered load as a company role, whose rows are its company's only (full size, ours). */
  companyFiltered?: Load;
}

export interface ListBudget {
  loadSeconds: number;
  /** Caps a slow back end's run (plain json-server at 100,000). */
  maxRequests?: number;
  /** Load before the measured run, so the JIT has compiled the path; 0 for a slow back end. */
  warmupSeconds: number;
  oneClientSeconds: number;
  maxOneClientRequests: number;
}

export const CONNECTIONS = 10;

export async function measureList(
  url: string,
  pid: number,
  stack: Stack,
  budget: ListBudget,
): Promise<ListFigures> {
  const filtered = await measureLoad({
    url: url + stack.listPath(true),
    headers: stack.headers,
    connections: CONNECTIONS,
    seconds: budget.loadSeconds,
    maxRequests: budget.maxRequests,
    warmupSeconds: budget.warmupSeconds,
    pid,
  });
  const client = new Client(url);
  try {
    const call = { path: stack.listPath(false), headers: stack.headers };
    await client.series(() => call, after(budget.warmupSeconds / 2));
    let sent = 0;
    const unfiltered = await client.series(
      () => (sent++ < budget.maxOneClientRequests ? call : undefined),
      after(budget.oneClientSeconds),
    );
    return { filtered, unfiltered };
  } finally {
    client.close();
  }
}
