/**
 * The statistics the dashboard, the PVZ pages and the reports ask for, at full size, as ROOT: each asked
 * right after a write of one waybill (so computed afresh), and asked again with nothing written
 * between (the kept answer). The first-screen runs see the kept one. Meanwhile a second client
 * reads a list page, alone and while the statistics are being computed afresh: what one person
 * opening the dashboard costs everyone else.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Client, summarize, type Latencies } from './http';
import type { Stack } from './stacks';

export const STATS_PATHS = [
  '/api/stats/dashboard',
  '/api/stats/pvz',
  '/api/stats/reports/months',
  '/api/stats/reports/b2c',
] as const;
const SAMPLES = 10;
/** The list read leaves this long after the statistics request, so that it meets the work. */
const LIST_READ_DELAY_MS = 2;

export interface StatsFigures {
  path: string;
  afterWrite: Latencies;
  kept: Latencies;
  listAlone: Latencies;
  listDuring: Latencies;
}

export async function measureStats(url: string, stack: Stack): Promise<StatsFigures[]> {
  const client = new Client(url);
  const lister = new Client(url);
  const list = { path: stack.listPath(true), headers: stack.headers };
  try {
    const figures: StatsFigures[] = [];
    for (const path of STATS_PATHS) {
      const read = { path, headers: stack.headers };
      const afterWrite: number[] = [];
      const listAlone: number[] = [];
      const listDuring: number[] = [];
      let failures = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const written = await client.timed(stack.patch(1 + i, `stats ${i}`));
        const alone = await lister.timed(list);
        const [answer, during] = await Promise.all([
          client.timed(read),
          sleep(LIST_READ_DELAY_MS).then(() => lister.timed(list)),
        ]);
        const calls = [written, alone, answer, during];
        if (calls.some((call) => call.status !== 200)) {
          failures++;
          continue;
        }
        afterWrite.push(answer.ms);
        listAlone.push(alone.ms);
        listDuring.push(during.ms);
      }
      const kept = await client.series((i) => (i < SAMPLES ? read : undefined));
      figures.push({
        path,
        afterWrite: summarize(afterWrite, failures),
        kept,
        listAlone: summarize(listAlone, failures),
        listDuring: summarize(listDuring, failures),
      });
    }
    return figures;
  } finally {
    client.close();
    lister.close();
  }
}
