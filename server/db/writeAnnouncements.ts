/**
 * Several API processes on one PostgreSQL database hear of each other's writes (issue "Many
 * processes, one database"): after a write is answered, its process NOTIFYs a channel, and every
 * other process on the same database and schema, LISTENing on a client of its own, is called
 * back, so that its realtime sockets push fresh counts and close ended sessions as if the write
 * had been its own. A lost listening connection is opened again, with a growing wait.
 */
import { randomUUID } from 'node:crypto';
import type { Client, ClientConfig, Pool } from 'pg';

const CHANNEL = 'baraka_writes';
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;

export interface WriteAnnouncements {
  announce(): Promise<void>;
  /** Calls `listener` on each write announced by another process; resolves to its stop. */
  listen(listener: () => void): Promise<() => Promise<void>>;
}

export function postgresWriteAnnouncements(
  pool: Pool,
  newClient: (config: ClientConfig) => Client,
  config: ClientConfig,
  /** Servers on other schemas of the database (tests) are other databases to each other. */
  schema: string,
): WriteAnnouncements {
  // This connection's own: a write it announced is not announced back to it.
  const self = randomUUID();
  const payloadOf = () => JSON.stringify({ schema, from: self });
  const isOthers = (payload: string | undefined) => {
    try {
      const { schema: of, from } = JSON.parse(payload ?? '') as { schema?: string; from?: string };
      return of === schema && from !== self;
    } catch {
      return false;
    }
  };

  return {
    announce: async () => {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payloadOf()]);
    },
    listen: async (listener) => {
      let stopped = false;
      let client: Client | undefined;
      let wait = RECONNECT_FIRST_MS;
      const open = async (): Promise<void> => {
        const opened = newClient(config);
        opened.on('notification', ({ payload }) => {
          if (isOthers(payload)) listener();
        });
        opened.on('error', (error) => {
          console.error('The write announcements connection failed:', error);
          void opened.end().catch(() => undefined);
          if (!stopped) setTimeout(reopen, wait).unref();
          wait = Math.min(wait * 2, RECONNECT_MAX_MS);
        });
        await opened.connect();
        await opened.query(`LISTEN ${CHANNEL}`);
        client = opened;
        wait = RECONNECT_FIRST_MS;
        // Writes made while it was away are not heard: one call catches up on them.
        listener();
      };
      const reopen = () => {
        if (stopped) return;
        open().catch((error: unknown) => {
          console.error('The write announcements connection failed:', error);
          setTimeout(reopen, wait).unref();
          wait = Math.min(wait * 2, RECONNECT_MAX_MS);
        });
      };
      await open();
      return async () => {
        stopped = true;
        await client?.end();
      };
    },
  };
}

/** SQLite runs as one process: there is nobody to tell. */
export const soleProcess: WriteAnnouncements = {
  announce: () => Promise.resolve(),
  listen: () => Promise.resolve(() => Promise.resolve()),
};
