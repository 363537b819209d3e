/**
 * Keeps the bell's items fresh: the realtime socket (socket.io at `/socket.io/`, signed in with
 * the bearer token) pushes them as they change; while it is not connected, GET /api/notifications
 * every 30 s (and once at once) stands in. socket.io-client is loaded on demand, outside the
 * initial bundle, and reconnects by itself without telling the user.
 */
import type { Socket } from 'socket.io-client';
import { getToken } from '../../session/session';
import { API_BASE } from '../../config/adminConfig';
import { request } from '../../dataProvider/apiClient';
import type { NotificationItem } from '../../core/stats/notifications';

const POLL_INTERVAL_MS = 30_000;
/** At the latest this long after the bell mounts, however busy the page. */
const FIRST_WATCH_WITHIN_MS = 3_000;
const SOCKET_PATH = '/socket.io/';

/** The socket lives on the API's host: this origin unless the API base points elsewhere. */
const socketOrigin = () => new URL(API_BASE, window.location.href).origin;

/** Runs `task` once the browser is idle, or after `withinMs` at the latest; returns its cancel. */
function whenIdle(task: () => void, withinMs: number): () => void {
  // Safari has no requestIdleCallback: there the task waits `withinMs`.
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(task, withinMs);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(task, { timeout: withinMs });
  return () => cancelIdleCallback(handle);
}

/**
 * Starts watching; returns the function that stops it. A failed poll goes to `onError` (the
 * authProvider decides whether it ends the session: a 401 does).
 */
export function watchNotifications(
  onItems: (items: NotificationItem[]) => void,
  onError: (error: unknown) => void = () => undefined,
): () => void {
  let stopped = false;
  let socket: Socket | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const poll = () => {
    request<NotificationItem[]>('notifications').then(
      (items) => {
        // A push that came in meanwhile is newer than this answer.
        if (!stopped && !socket?.connected) onItems(items);
      },
      (error: unknown) => {
        // Nothing to show: the next poll or the socket brings the counts.
        if (!stopped) onError(error);
      },
    );
  };
  const startPolling = () => {
    if (stopped || timer !== undefined) return;
    poll();
    timer = setInterval(poll, POLL_INTERVAL_MS);
  };
  const stopPolling = () => {
    clearInterval(timer);
    timer = undefined;
  };

  const connect = () =>
    import('socket.io-client').then(({ io }) => {
      if (stopped) return;
      socket = io(socketOrigin(), {
        path: SOCKET_PATH,
        // Read at every (re)connection, so a reconnect uses the session's current token.
        auth: (send) => send({ token: getToken() }),
      });
      socket.on('connect', stopPolling);
      socket.on('notifications', (items: NotificationItem[]) => onItems(items));
      socket.on('disconnect', startPolling);
      socket.on('connect_error', startPolling);
    }, startPolling);

  // The bell waits for the page's own first screen: its request, the socket's code and its
  // handshake came before the list's first rows otherwise (issue 13).
  const start = () => {
    if (stopped) return;
    startPolling();
    void connect();
  };
  const cancelStart = whenIdle(start, FIRST_WATCH_WITHIN_MS);

  return () => {
    cancelStart();
    stopped = true;
    stopPolling();
    socket?.disconnect();
  };
}
