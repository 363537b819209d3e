/**
 * The demo's SMS gateway: queued messages are sent once they have waited `delayMs`, looked at
 * every `intervalMs`. A message becomes SENT with `sentAt`, or FAILED with a reason (`error`) for
 * a share `failureRate` of sends. Which ones fail is decided from the message's id and version, so
 * a run is reproducible and a message sent again (a new version) may get through. Each round is
 * one transaction by the server, writing only messages still queued as they were read. Of several
 * API processes on one database, one sends each round (server/db/jobClaims.ts).
 */
import { createHash } from 'node:crypto';
import { resources } from '../../src/core/generated/registry';
import type { Author } from '../db/author';
import { claimJobRun } from '../db/jobClaims';
import type { Store } from '../db/store';
import type { DbRecord } from '../db/types';

export interface SmsSenderOptions {
  /** The share of sends that fail, from 0 (none) to 1 (all). */
  failureRate: number;
  /** How long a message waits in the queue before it is sent. */
  delayMs: number;
  /** How often the queue is looked at. */
  intervalMs: number;
}

export interface SmsSender {
  stop(): Promise<void>;
}

const SMS = resources.sms.api;
const SENDER: Author = { username: 'server', action: 'sendSms' };
/** Messages sent per round: a long queue drains over a few rounds. */
const PER_ROUND = 100;
const QUEUED = { kind: 'equals', field: 'status', values: new Set(['QUEUED']) } as const;

/** Two numbers in [0, 1) that stand for the gateway's luck with this send of the message. */
function luck(sms: DbRecord): [number, number] {
  const digest = createHash('sha256').update(`${sms.id}:${sms.version}`).digest();
  return [digest.readUInt32BE(0) / 2 ** 32, digest.readUInt32BE(4) / 2 ** 32];
}

function outcomeOf(sms: DbRecord, failureRate: number, now: Date): Record<string, unknown> {
  const [fate, reason] = luck(sms);
  if (fate < failureRate)
    return { status: 'FAILED', error: reason < 0.5 ? 'UNREACHABLE' : 'REJECTED' };
  return { status: 'SENT', sentAt: now.toISOString() };
}

async function sendRound(store: Store, options: SmsSenderOptions): Promise<void> {
  const now = store.now();
  const { items } = await store.list(SMS, {
    conditions: [QUEUED],
    sort: { field: 'id', order: 'ASC' },
    range: { start: 0, end: PER_ROUND - 1 },
  });
  const due = items.filter(
    (sms) => Date.parse(String(sms.updatedAt)) <= now.getTime() - options.delayMs,
  );
  if (due.length === 0) return;
  // Claimed only with something to send (an idle queue writes nothing); another process that sent
  // a round under half an interval ago leaves this one to it.
  if (!(await claimJobRun(store.db, 'smsSender', now.getTime(), options.intervalMs / 2))) return;
  await store.transaction(SENDER, async (tx) => {
    for (const read of due) {
      const sms = await tx.get(SMS, read.id);
      // Changed since it was read (deleted, or queued again): the next round sees it as it is.
      if (sms?.status !== 'QUEUED' || sms.version !== read.version) continue;
      await tx.update(SMS, sms, {
        ...outcomeOf(sms, options.failureRate, now),
        updatedAt: now.toISOString(),
      });
    }
  });
}

export function startSmsSender(store: Store, options: SmsSenderOptions): SmsSender {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = sendRound(store, options)
      .catch((error: unknown) => console.error('The SMS sender failed:', error))
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
