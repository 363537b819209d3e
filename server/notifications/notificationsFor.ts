/** The bell's items for one role: the kinds it may open, with their counts and links. */
import type { Role } from '../../src/generated/access';
import { resources } from '../../src/generated/registry';
import { canAccess, canAccessRoute } from '../../src/registry/access';
import type { Database } from '../storage/types';
import { countNotifications } from './countNotifications';
import { NOTIFICATION_KINDS, type NotificationKind } from './notificationKinds';

/** One item of `GET /api/notifications` and of the socket's `notifications` event. */
export interface NotificationItem {
  key: string;
  count: number;
  /** The page listing the records. */
  path: string;
  /** The records counted, in the `s` format; `collection` is where the API lists them. */
  filter: Record<string, unknown>;
  collection: string;
  /** Where the bell's entry goes: `path`, with the filter in `?filter=` unless the page has it. */
  link: string;
}

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

export function notificationsFor(db: Database, role: Role | undefined): NotificationItem[] {
  const kinds = kindsFor(role);
  return toItems(kinds, countNotifications(db, kinds));
}
