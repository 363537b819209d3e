/**
 * A user's sessions end, in the transaction that writes the change, when the user is deleted or
 * their password, role, company or pickup points change, or they are switched off: whatever path wrote it (the
 * users CRUD, a reset, the password route). Their open sockets close once it is committed
 * (server/realtime/sessionSockets.ts). The password route spares the session that asked for the
 * change (`spareSession`), so the user stays signed in where they changed it.
 */
import type { Transaction, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';
import { endUserSessions, sessionUserKey } from './sessionsTable';
import { isActive, usersCollection } from './users';

/** Fields whose change ends the user's sessions: what signs them in and what they may see. */
const SESSION_ENDING_FIELDS = ['passwordHash', 'role', 'companyId', 'pvzs'] as const;

const spared = new WeakMap<Transaction, string[]>();

/** Keeps this session alive through the user changes `tx` writes. */
export function spareSession(tx: Transaction, sessionId: string): void {
  spared.set(tx, [...(spared.get(tx) ?? []), sessionId]);
}

function endsSessions(before: DbRecord, after: DbRecord | undefined): boolean {
  if (!after) return true;
  if (isActive(before) && !isActive(after)) return true;
  // Compared as JSON: the points are a list.
  const value = (record: DbRecord, field: string) => JSON.stringify(record[field] ?? null);
  return SESSION_ENDING_FIELDS.some((field) => value(before, field) !== value(after, field));
}

export const endSessionsHook: WriteHook = async (tx, changes) => {
  const userIds = new Set<string>();
  for (const { collection, before, after } of changes)
    if (collection === usersCollection && before && endsSessions(before, after))
      userIds.add(sessionUserKey(before.id));
  const now = tx.now.getTime();
  for (const userId of userIds)
    await endUserSessions(tx.executorDb, userId, now, spared.get(tx) ?? []);
};
