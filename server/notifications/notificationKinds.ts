/**
 * What the notifications bell counts: records waiting for somebody's action, each with the page
 * that lists them. A role is told of a kind only when it may open that page and list the records.
 */

import { views } from '../generated/views';

export interface NotificationKind {
  /** Names the label in the app's catalogue: `notifications.items.<key>`. */
  key: string;
  /** The registry resource whose records are counted. */
  resource: string;
  /** The records counted, in the `s` search format of the list contract. */
  filter: Record<string, unknown>;
  /** The page that lists them. */
  path: string;
  /**
   * True when the page is a registry view whose fixed filter is `filter` (schema/pages.yaml
   * `views`); otherwise the link carries the filter in react-admin's `?filter=` parameter.
   */
  viewFilter: boolean;
}

/** A kind counting exactly what a registry view lists (its fixed filter), linking to it. */
function viewKind(key: string, viewName: string): NotificationKind {
  const view = views[viewName];
  if (!view) throw new Error(`notifications: no view "${viewName}" in schema/pages.yaml`);
  return { key, resource: view.resource, filter: view.filter, path: view.path, viewFilter: true };
}

export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  {
    key: 'unansweredFeedback',
    resource: 'feedback',
    filter: { status: 'NOT_ANSWERED' },
    path: '/feedback',
    viewFilter: false,
  },
  viewKind('unclearWaybill', 'unclearWaybill'),
  viewKind('unlawfulWaybill', 'unlawfulWaybill'),
  viewKind('unpaidShipments', 'unpaidShipments'),
  viewKind('pendingPriceChange', 'confirmPrice'),
  {
    key: 'pendingBill',
    resource: 'bill',
    filter: { status: 'PENDING' },
    path: '/settle/bill',
    viewFilter: false,
  },
  // Parcels waiting at a pickup point past its free days (docs/decisions.md "Storage fees").
  viewKind('storageFeeParcels', 'storageFeeParcels'),
];
