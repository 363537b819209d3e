/** One entry of the bell, as `GET /api/notifications` and the socket's `notifications` send it. */
export interface NotificationItem {
  /** Names the label: `notifications.items.<key>`. */
  key: string;
  count: number;
  /** The page listing the records. */
  path: string;
  filter: Record<string, unknown>;
  collection: string;
  /** Where the entry goes: the page, with the filter in `?filter=` when the page lacks it. */
  link: string;
}
