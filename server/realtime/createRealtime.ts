/**
 * The realtime socket of SPEC 7 (`/socket.io/`, socket.io on the same HTTP server as /api). A
 * client signs in with its bearer token in the handshake (`auth: { token }`), receives its
 * role's `notifications` at once, and again shortly after any successful write to /api.
 */
import type { Server as HttpServer } from 'node:http';
import type { RequestHandler } from 'express';
import { Server } from 'socket.io';
import type { Role } from '../../src/core/generated/access';
import { normalizeRole } from '../../src/core/registry/access';
import type { TokenService } from '../auth/tokens';
import type { Store } from '../db/store';
import { findUserById, isActive } from '../auth/users';
import { countNotifications } from '../notifications/countNotifications';
import { NOTIFICATION_KINDS } from '../notifications/notificationKinds';
import {
  kindsFor,
  notificationsFor,
  toItems,
  type NotificationItem,
} from '../notifications/notificationsFor';
import { debounce } from './debounce';

export const SOCKET_PATH = '/socket.io/';
/** A bulk change (many requests in a row) makes one update; a long one still updates each second. */
const PUSH_DELAY_MS = 300;
const PUSH_MAX_DELAY_MS = 1000;

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
  role: Role | undefined;
}

const roomOf = (role: Role | undefined) => `role:${role ?? ''}`;
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
    const userId = typeof token === 'string' ? tokens.verify(token) : undefined;
    const user = userId === undefined ? undefined : findUserById(store, userId);
    Promise.resolve(user).then(
      (found) => {
        if (!found || !isActive(found)) {
          next(Object.assign(new Error('unauthorized'), { data: { status: 401 } }));
          return;
        }
        socket.data.role = normalizeRole(typeof found.role === 'string' ? found.role : undefined);
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
    const { role } = socket.data;
    void socket.join(roomOf(role));
    notificationsFor(store, role).then(
      (items) => socket.emit('notifications', items),
      (error: unknown) => console.error(error),
    );
  });

  let closed = false;
  /** One count of every kind, then each connected role gets its own items. */
  const pushNow = async () => {
    const roles = new Set([...io.of('/').sockets.values()].map((socket) => socket.data.role));
    if (closed || roles.size === 0) return;
    const counts = await countNotifications(store, NOTIFICATION_KINDS);
    if (closed) return;
    for (const role of roles) {
      io.to(roomOf(role)).emit('notifications', toItems(kindsFor(role), counts));
    }
  };
  const push = debounce(
    () => void pushNow().catch((error: unknown) => console.error(error)),
    PUSH_DELAY_MS,
    PUSH_MAX_DELAY_MS,
  );

  const watchWrites: RequestHandler = (req, res, next) => {
    if (!READS.has(req.method)) {
      res.on('finish', () => {
        if (res.statusCode >= 200 && res.statusCode < 300) push();
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
      // This also closes the HTTP server (its owner may have done so already: that is fine).
      if (attached) await io.close();
    },
  };
}
