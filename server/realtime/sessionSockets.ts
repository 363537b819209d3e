/**
 * Closes the sockets whose session has ended (signed out; the user's password, role, company or
 * activity changed; the user deleted) or expired. Run after writes have committed: it reads the
 * sessions as stored, so a write that rolled back closes nothing.
 */
import { liveSessionIds } from '../auth/sessionsTable';
import type { Store } from '../db/store';

/** The part of a connected socket this looks at: the session its handshake's token named. */
export interface SessionSocket {
  data: { sessionId: string };
  disconnect(close: boolean): unknown;
}

export async function closeEndedSessions(
  sockets: readonly SessionSocket[],
  store: Store,
): Promise<void> {
  if (sockets.length === 0) return;
  const ids = [...new Set(sockets.map((socket) => socket.data.sessionId))];
  const live = await liveSessionIds(store.executorDb, ids, store.now().getTime());
  for (const socket of sockets) if (!live.has(socket.data.sessionId)) socket.disconnect(true);
}
