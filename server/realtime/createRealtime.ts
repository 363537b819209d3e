/**
 * The realtime socket of SPEC 7 (`/socket.io/`, socket.io on the same HTTP server as /api). A
 * client signs in with its bearer token in the handshake (`auth: { token }`), as /api would let it
 * in (a live session, an active user, no CLIENT), receives the `notifications` of its role and
 * company scope at once, and again shortly after any successful write to /api. After such a write,
 * the sockets whose session has ended meanwhile are closed. A write answered by another API
 * process on the same database does the same here (server/db/writeAnnouncements.ts).
 */
import type { Server as HttpServer } from 'node:http';
import type { RequestHandler } from 'express';
import { Server } from 'socket.io';
import { authenticate } from '../auth/sessionsAuth';
import type { TokenService } from '../auth/tokens';
import type { Store } from '../db/store';
import type { DbRecord } from '../db/types';
import { countNotifications } from '../notifications/countNotifications';
import { NOTIFICATION_KINDS } from '../notifications/notificationKinds';
import { kindsFor, toItems, type NotificationItem } from '../notifications/notificationsFor';
import { audienceOf, roomOf, scopeKeyOf, type Audience } from './audiences';
import { debounce } from './debounce';
import { closeEndedSessions } from './sessionSockets';

export const SOCKET_PATH = '/socket.io/';
/** A bulk change (many requests in a row) makes one update; a long one still updates each second. */
const PUSH_DELAY_MS = 300;
const PUSH_MAX_DELAY_MS = 1000;
/** Sessions are checked right after a write, once for a burst of them. */
const SESSION_CHECK_DELAY_MS = 20;
const SESSION_CHECK_MAX_DELAY_MS = 200;

export interface Realtime {
  /** Serves the socket on `server`; call it after the app is the server's request listener. */
  attach(server: HttpServer): void;
  /** Express middleware for /api: schedules a push after each write that answered 2xx. */
  watchWrites: RequestHandler;
  close(): Promise<void>;
}

interface ServerEvents {
  notifications(items: NotificationItem[]): void;
}

interface SocketData {
  /** The signed-in user as of the handshake: a change of its role or company closes the socket. */
  user: DbRecord;
  audience: Audience;
  sessionId: string;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createRealtime(store: Store, tokens: TokenService): Realtime {
  const io = new Server<Record<string, never>, ServerEvents, Record<string, never>, SocketData>({
    path: SOCKET_PATH,
    serveClient: false,
  });

  io.use((socket, next) => {
    const auth: unknown = socket.handshake.auth;
    const token =
      typeof auth === 'object' && auth !== null ? (auth as { token?: unknown }).token : undefined;
    authenticate(store, tokens, typeof token === 'string' ? token : undefined).then(
      (signedIn) => {
        if (!signedIn.ok) {
          next(Object.assign(new Error('unauthorized'), { data: { status: 401 } }));
          return;
        }
        socket.data.user = signedIn.user;
        socket.data.audience = audienceOf(signedIn.user);
        socket.data.sessionId = signedIn.sessionId;
        next();
      },
      // A database failure refuses the handshake rather than leaving it hanging.
      (error: unknown) => {
        console.error(error);
        next(Object.assign(new Error('server error'), { data: { status: 500 } }));
      },
    );
  });

  io.on('connection', (socket) => {
    const { user, audience } = socket.data;
    void socket.join(roomOf(audience));
    const kinds = kindsFor(audience.role);
    countNotifications(store, kinds, user).then(
      (counts) => socket.emit('notifications', toItems(kinds, counts)),
      (error: unknown) => console.error(error),
    );
  });

  let closed = false;
  /** One count of every kind per company scope, then each connected audience gets its items. */
  const pushNow = async () => {
    const audiences = new Map<string, Audience>();
    /** A user of each scope: the counts of a scope are the same for all of its users. */
    const scopes = new Map<string, DbRecord>();
    for (const { data } of io.of('/').sockets.values()) {
      audiences.set(roomOf(data.audience), data.audience);
      if (!scopes.has(scopeKeyOf(data.audience))) scopes.set(scopeKeyOf(data.audience), data.user);
    }
    if (closed || audiences.size === 0) return;
    const counts = new Map(
      await Promise.all(
        [...scopes].map(
          async ([key, user]) =>
            [key, await countNotifications(store, NOTIFICATION_KINDS, user)] as const,
        ),
      ),
    );
    if (closed) return;
    for (const [room, audience] of audiences) {
      const scopeCounts = counts.get(scopeKeyOf(audience)) ?? new Map<string, number>();
      io.to(room).emit('notifications', toItems(kindsFor(audience.role), scopeCounts));
    }
  };
  const push = debounce(
    () => void pushNow().catch((error: unknown) => console.error(error)),
    PUSH_DELAY_MS,
    PUSH_MAX_DELAY_MS,
  );

  const checkSessions = debounce(
    () => {
      if (closed) return;
      const sockets = [...io.of('/').sockets.values()];
      closeEndedSessions(sockets, store).catch((error: unknown) => console.error(error));
    },
    SESSION_CHECK_DELAY_MS,
    SESSION_CHECK_MAX_DELAY_MS,
  );

  const afterWrite = () => {
    push();
    checkSessions();
  };
  const listening = store.writes.listen(afterWrite);
  listening.catch((error: unknown) => console.error(error));

  // A 2xx is answered once its transaction has committed: what it changed is stored by now.
  const watchWrites: RequestHandler = (req, res, next) => {
    if (!READS.has(req.method)) {
      res.on('finish', () => {
        if (res.statusCode < 200 || res.statusCode >= 300 || res.locals.wroteNothing) return;
        afterWrite();
        store.writes.announce().catch((error: unknown) => console.error(error));
      });
    }
    next();
  };

  let attached = false;
  return {
    attach(server) {
      // Other upgrade requests (Vite's hot reload in dev) are not ours to close.
      io.attach(server, { destroyUpgrade: false });
      attached = true;
    },
    watchWrites,
    async close() {
      closed = true;
      push.cancel();
      checkSessions.cancel();
      await (
        await listening.catch(() => undefined)
      )?.();
      // This also closes the HTTP server (its owner may have done so already: that is fine).
      if (attached) await io.close();
    },
  };
}
