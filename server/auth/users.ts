/** The staff accounts live in the `user` resource's collection. */
import { resources } from '../../src/generated/registry';
import type { Database, DbRecord } from '../storage/types';
import { findRecord, recordsOf } from '../resources/findRecord';

export const usersCollection = resources.user.api;

export function findUserById(db: Database, id: unknown): DbRecord | undefined {
  return findRecord(db, usersCollection, id);
}

export function findUserByUsername(db: Database, username: string): DbRecord | undefined {
  return recordsOf(db, usersCollection).find((user) => user.username === username);
}

/** Accounts are active unless switched off explicitly. */
export function isActive(user: DbRecord): boolean {
  return user.isActive !== false;
}
