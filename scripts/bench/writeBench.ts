/**
 * Writes at full size: one client changes one waybill field after another while a second client
 * keeps reading the list; the same reads alone first show what the writes cost them.
 */
import { closeSync, fdatasyncSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { after, Client, summarize, type Latencies } from './http';
import type { Stack } from './stacks';

export interface WriteFigures {
  writes: Latencies;
  readsAlone: Latencies;
  readsDuringWrites: Latencies;
}

export interface WriteBudget {
  maxWrites: number;
  maxSeconds: number;
}

/** Spreads the writes over the collection: a different waybill each time. */
const waybillId = (i: number, waybills: number) => 1 + ((i * 7919) % waybills);

export async function measureWrites(
  url: string,
  stack: Stack,
  waybills: number,
  budget: WriteBudget,
): Promise<WriteFigures> {
  const reader = new Client(url);
  const writer = new Client(url);
  try {
    const read = { path: stack.listPath(true), headers: stack.headers };
    await reader.series(() => read, after(1));
    const readsAlone = await reader.series(() => read, after(3));
    let writing = true;
    const readsDuringWrites = reader.series(
      () => read,
      () => !writing,
    );
    const writes = await writer.series(
      (i) =>
        i < budget.maxWrites ? stack.patch(waybillId(i, waybills), `benchmark ${i}`) : undefined,
      after(budget.maxSeconds),
    );
    writing = false;
    return { writes, readsAlone, readsDuringWrites: await readsDuringWrites };
  } finally {
    reader.close();
    writer.close();
  }
}

/**
 * The disk's own floor under a durable write: one small line appended and fdatasync'ed, as a
 * write-ahead log's commit does, in `dir` (the data files' disk), 100 times.
 */
export function measureDiskSync(dir: string): Latencies {
  const file = join(dir, 'sync-probe.ndjson');
  const fd = openSync(file, 'a');
  const samples: number[] = [];
  try {
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      writeSync(fd, `{"seq":${i}}\n`);
      fdatasyncSync(fd);
      samples.push(performance.now() - started);
    }
  } finally {
    closeSync(fd);
    rmSync(file);
  }
  return summarize(samples, 0);
}
