/**
 * A full garbage collection in another Node process, as DevTools' "Collect garbage" button does:
 * SIGUSR1 opens the process's inspector (Node's default address, 127.0.0.1:9229), and the
 * inspector protocol asks it to collect. Resident memory read afterwards is what the process
 * keeps, not garbage its collector has not got round to yet (which, between two readings, can
 * amount to tens of MB whatever the requests were).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';

const INSPECTOR = 'http://127.0.0.1:9229';
const OPEN_TIMEOUT_MS = 10_000;

export interface GarbageCollector {
  collect(): Promise<void>;
  close(): void;
}

interface Pending {
  done(result: unknown): void;
  fail(error: Error): void;
}

export async function attachCollector(pid: number): Promise<GarbageCollector> {
  process.kill(pid, 'SIGUSR1');
  const socket = new WebSocket(await debuggerUrl());
  await new Promise<void>((done, fail) => socket.once('open', done).once('error', fail));

  let lastId = 0;
  const pending = new Map<number, Pending>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    const call = message.id === undefined ? undefined : pending.get(message.id);
    if (!call || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error) call.fail(new Error(message.error.message));
    else call.done(message.result);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((done, fail) => {
      const id = ++lastId;
      pending.set(id, { done, fail });
      socket.send(JSON.stringify({ id, method, params }));
    });

  // 9229 might be another process's inspector: make sure this is the one measured.
  const answer = (await send('Runtime.evaluate', { expression: 'process.pid' })) as {
    result?: { value?: unknown };
  };
  if (answer.result?.value !== pid) {
    socket.close();
    throw new Error(`the inspector at ${INSPECTOR} is not process ${pid}'s`);
  }
  return {
    collect: async () => {
      await send('HeapProfiler.collectGarbage');
    },
    close: () => socket.close(),
  };
}

/** The WebSocket address of the inspector's one target, once it answers. */
async function debuggerUrl(): Promise<string> {
  const deadline = performance.now() + OPEN_TIMEOUT_MS;
  for (;;) {
    try {
      const targets = (await (await fetch(`${INSPECTOR}/json/list`)).json()) as {
        webSocketDebuggerUrl?: string;
      }[];
      const url = targets[0]?.webSocketDebuggerUrl;
      if (url) return url;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`no inspector at ${INSPECTOR}`);
    await sleep(100);
  }
}
