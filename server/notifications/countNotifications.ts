/**
 * Counts the records of each notification kind with the list's own conditions, so a count is
 * exactly the total the linked list shows, and costs what counting that list costs in the
 * database (its equality filters are indexed: no scan of 100,000 waybills).
 */
import { resources } from '../../src/core/generated/registry';
import type { Store } from '../db/store';
import { readConditions } from '../resources/listFilter';
import type { NotificationKind } from './notificationKinds';

/** The count of each kind, by key. */
export async function countNotifications(
  store: Store,
  kinds: readonly NotificationKind[],
  now = new Date(),
): Promise<Map<string, number>> {
  const counted = await Promise.all(
    kinds.map(async (kind) => {
      const meta = resources[kind.resource];
      const read = readConditions(meta, kind.filter, now);
      if (!read.ok) throw new Error(`notification ${kind.key}: the list refuses its filter`);
      return [kind.key, await store.count(meta.api, read.conditions)] as const;
    }),
  );
  return new Map(counted);
}
