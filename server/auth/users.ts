/** The staff accounts live in the `user` resource's collection. */
import { resources } from '../../src/core/generated/registry';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';

export const usersCollection = resources.user.api;

/** `store`: the store, or a transaction reading its own writes. */
export function findUserById(store: Reader, id: unknown): Promise<DbRecord | undefined> {
  return store.get(usersCollection, id);
}

/** The account whose username is exactly `username` (as typed, case included). */
export function findUserByUsername(store: Reader, username: string): Promise<DbRecord | undefined> {
  return store.findOne(usersCollection, 'username', username);
}

/** Accounts are active unless switched off explicitly. */
export function isActive(user: DbRecord): boolean {
  return user.isActive !== false;
}
