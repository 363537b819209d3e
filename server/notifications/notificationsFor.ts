/** The bell's items for one role: the kinds it may open, with their counts and links. */
import type { Role } from '../../src/core/generated/access';
import { resources } from '../../src/core/generated/registry';
import { canAccess, canAccessRoute, normalizeRole } from '../../src/core/rules/access';
import type { NotificationItem } from '../../src/core/stats/notifications';
import type { Store } from '../db/store';
import type { DbRecord } from '../db/types';
import { countNotifications } from './countNotifications';
import { NOTIFICATION_KINDS, type NotificationKind } from './notificationKinds';

export type { NotificationItem };

/** The kinds a role is told of: it may open the page and list the resource. */
export function kindsFor(role: Role | undefined): NotificationKind[] {
  return NOTIFICATION_KINDS.filter(
    (kind) => canAccessRoute(role, kind.path) && canAccess(role, 'list', kind.resource),
  );
}

/** The items of `kinds` from counts made by countNotifications (of these kinds or more). */
export function toItems(
  kinds: readonly NotificationKind[],
  counts: ReadonlyMap<string, number>,
): NotificationItem[] {
  return kinds.map((kind) => ({
    key: kind.key,
    count: counts.get(kind.key) ?? 0,
    path: kind.path,
    filter: kind.filter,
    collection: resources[kind.resource].api,
    link: kind.viewFilter
      ? kind.path
      : `${kind.path}?${new URLSearchParams({ filter: JSON.stringify(kind.filter) })}`,
  }));
}

/** The bell of a signed-in user: its role's kinds, counted within its row scope. */
export async function notificationsFor(
  store: Store,
  user: DbRecord | undefined,
): Promise<NotificationItem[]> {
  const role = normalizeRole(typeof user?.role === 'string' ? user.role : undefined);
  const kinds = kindsFor(role);
  return toItems(kinds, await countNotifications(store, kinds, user));
}
