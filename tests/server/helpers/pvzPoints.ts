/** The pickup points a stored user works at (its `pvzs`), by id as text. */
import type { Row } from './types';

export function pointsOf(user: Row | undefined): Set<string> {
  return new Set(((user?.pvzs ?? []) as Row[]).map((row) => String(row.pvzId)));
}

/** The points of the stored user named `username` among `users`. */
export function pointsOfUser(users: readonly Row[], username: string): Set<string> {
  return pointsOf(users.find((user) => user.username === username));
}
