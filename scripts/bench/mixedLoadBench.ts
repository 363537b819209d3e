/**
 * Reads and writes at once (issue "Many processes, one database"): closed-loop clients, each on
 * its own keep-alive connection, read the filtered waybill list or PATCH one waybill's comment (a
 * different one each time) for a fixed time. Either some clients only read and others only write
 * (38 readers, 12 writers; and the writers alone, their solo rate), or every client does three
 * reads to one write (50 clients). A write is acknowledged when it answers 2xx; each must have its
 * audit entry.
 */
import { Client, summarize, type Call, type Latencies } from './http';
import type { Stack } from './stacks';

export interface MixFigures {
  reads: Latencies;
  writes: Latencies;
  /** Answers per second over the run. */
  readsPerSecond: number;
  writesPerSecond: number;
}

export interface MixShape {
  readers: number;
  writers: number;
  /** Clients that do three reads to one write, each. */
  mixed: number;
  seconds: number;
}

/** Spreads the writes over the collection: a different waybill each time, across clients. */
const waybillId = (i: number, waybills: number) => 1 + ((i * 7919) % waybills);

export async function measureMix(
  url: string,
  stack: Stack,
  waybills: number,
  shape: MixShape,
): Promise<MixFigures> {
  const read: Call = { path: stack.listPath(true), headers: stack.headers };
  let written = 0;
  // A comment no earlier run wrote: a PATCH that changes nothing is no write (and no audit entry).
  const run = `mix ${Date.now()}`;
  const write = (): Call => stack.patch(waybillId(++written, waybills), `${run} ${written}`);
  const readSamples: number[] = [];
  const writeSamples: number[] = [];
  let readFailures = 0;
  let writeFailures = 0;
  const ends = performance.now() + shape.seconds * 1000;

  const client = async (next: (i: number) => 'read' | 'write') => {
    const connection = new Client(url);
    try {
      for (let i = 0; performance.now() < ends; i++) {
        const kind = next(i);
        const { status, ms } = await connection.timed(kind === 'read' ? read : write());
        const ok = status >= 200 && status < 300;
        if (kind === 'read') {
          if (ok) readSamples.push(ms);
          else readFailures++;
        } else if (ok) writeSamples.push(ms);
        else writeFailures++;
      }
    } finally {
      connection.close();
    }
  };
  const clients = [
    ...Array.from({ length: shape.readers }, () => client(() => 'read')),
    ...Array.from({ length: shape.writers }, () => client(() => 'write')),
    ...Array.from({ length: shape.mixed }, () => client((i) => (i % 4 === 3 ? 'write' : 'read'))),
  ];
  const started = performance.now();
  await Promise.all(clients);
  const seconds = (performance.now() - started) / 1000;
  return {
    reads: summarize(readSamples, readFailures),
    writes: summarize(writeSamples, writeFailures),
    readsPerSecond: readSamples.length / seconds,
    writesPerSecond: writeSamples.length / seconds,
  };
}

/** The three shapes the issue names, on SQLite at `waybills` (60 s each in a full run). */
export const MIX_SHAPES = {
  writersAlone: { readers: 0, writers: 12, mixed: 0 },
  readersAndWriters: { readers: 38, writers: 12, mixed: 0 },
  threeReadsToOneWrite: { readers: 0, writers: 0, mixed: 50 },
} as const;
export type MixShapeName = keyof typeof MIX_SHAPES;

export interface MixRun {
  figures: Record<MixShapeName, MixFigures>;
  /** Writes answered 2xx over all shapes, and the waybill updates the audit log gained meanwhile. */
  acknowledged: number;
  audited: number;
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The audit log's count of waybill updates (Content-Range's total). */
async function auditedUpdates(url: string, stack: Stack): Promise<number> {
  const filter = json({ entity: 'waybill', action: 'update' });
  const answer = await fetch(new URL(`/api/audit-log?s=${filter}&range=${json([0, 0])}`, url), {
    headers: stack.headers,
  });
  if (!answer.ok) throw new Error(`GET /api/audit-log: HTTP ${answer.status}`);
  const total = /\/(\d+)$/.exec(answer.headers.get('content-range') ?? '');
  if (!total) throw new Error('GET /api/audit-log: no Content-Range total');
  return Number(total[1]);
}

export async function measureMixes(
  url: string,
  stack: Stack,
  waybills: number,
  seconds: number,
): Promise<MixRun> {
  const auditedBefore = await auditedUpdates(url, stack);
  const figures = {} as Record<MixShapeName, MixFigures>;
  for (const name of Object.keys(MIX_SHAPES) as MixShapeName[])
    figures[name] = await measureMix(url, stack, waybills, { ...MIX_SHAPES[name], seconds });
  return {
    figures,
    acknowledged: Object.values(figures).reduce((sum, shape) => sum + shape.writes.count, 0),
    audited: (await auditedUpdates(url, stack)) - auditedBefore,
  };
}
