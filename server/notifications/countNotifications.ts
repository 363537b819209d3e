/**
 * Counts the records of each notification kind with the list's own conditions, so a count is
 * exactly the total the linked list shows, and costs what counting that list costs in the
 * database (its equality filters are indexed: no scan of 100,000 waybills).
 */
import { resources } from '../../src/core/generated/registry';
import { scopeConditions } from '../access/rowScope';
import type { Store } from '../db/store';
import type { DbRecord } from '../db/types';
import { readConditions } from '../resources/listFilter';
import type { NotificationKind } from './notificationKinds';

/** The count of each kind, by key, of the records `user`'s row scope holds. */
export async function countNotifications(
  store: Store,
  kinds: readonly NotificationKind[],
  user: DbRecord | undefined,
): Promise<Map<string, number>> {
  const now = store.now();
  const counted = await Promise.all(
    kinds.map(async (kind) => {
      const meta = resources[kind.resource];
      const read = readConditions(meta, kind.filter, now);
      if (!read.ok) throw new Error(`notification ${kind.key}: the list refuses its filter`);
      const conditions = [...read.conditions, ...scopeConditions(meta, user)];
      return [kind.key, await store.count(meta.api, conditions)] as const;
    }),
  );
  return new Map(counted);
}
