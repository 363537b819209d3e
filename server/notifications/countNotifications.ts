/**
 * Counts the records of each notification kind with the list engine itself, so a count is
 * exactly the total the linked list shows, and costs what that list's first page costs (the
 * engine answers equality filters from its indexes, not by scanning 100,000 waybills).
 */
import { resources } from '../../src/generated/registry';
import { recordsOf } from '../resources/findRecord';
import { runListQuery } from '../resources/listQuery';
import type { Database } from '../storage/types';
import type { NotificationKind } from './notificationKinds';

/** The count of each kind, by key. */
export function countNotifications(
  db: Database,
  kinds: readonly NotificationKind[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const kind of kinds) {
    const meta = resources[kind.resource];
    const result = runListQuery(recordsOf(db, meta.api), meta, {
      search: kind.filter,
      sort: meta.sort,
      range: { start: 0, end: 0 },
    });
    if (!result.ok) throw new Error(`notification ${kind.key}: the list refuses its filter`);
    counts.set(kind.key, result.total);
  }
  return counts;
}
