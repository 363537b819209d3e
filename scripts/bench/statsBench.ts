/**
 * The statistics the dashboard and the PVZ pages ask for, at full size, as ROOT: each asked
 * right after a write of one waybill (so computed over every waybill) and asked again with
 * nothing written between (the kept answer). The first-screen runs see the kept one.
 */
import { Client, summarize, type Latencies } from './http';
import type { Stack } from './stacks';

export const STATS_PATHS = ['/api/stats/dashboard', '/api/stats/pvz'] as const;
const SAMPLES = 10;

export interface StatsFigures {
  path: string;
  afterWrite: Latencies;
  kept: Latencies;
}

export async function measureStats(url: string, stack: Stack): Promise<StatsFigures[]> {
  const client = new Client(url);
  try {
    const figures: StatsFigures[] = [];
    for (const path of STATS_PATHS) {
      const read = { path, headers: stack.headers };
      const afterWrite: number[] = [];
      let failures = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const written = await client.timed(stack.patch(1 + i, `stats ${i}`));
        const answer = await client.timed(read);
        if (written.status === 200 && answer.status === 200) afterWrite.push(answer.ms);
        else failures++;
      }
      const kept = await client.series((i) => (i < SAMPLES ? read : undefined));
      figures.push({ path, afterWrite: summarize(afterWrite, failures), kept });
    }
    return figures;
  } finally {
    client.close();
  }
}
