/**
 * POST /api/waybills/bulk-status (schema/resources/waybill.yaml `actions.bulkStatus`, docs/api.md):
 * one status for many waybills, chosen by selected
 * rows or by pasted tracking numbers; the answer reports what happened to each.
 */
import type { Identifier } from 'react-admin';
import { actionMeta, actionPath } from '../../core/rules/actions';
import type { ApiActionCall } from '../shared/useApiAction';
import { parseTrackingNumbers } from './trackingNumbers';

export const BULK_OUTCOMES = ['changed', 'unchanged', 'notFound', 'notAllowed'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

export interface BulkStatusResult {
  trackingNumber?: string;
  id?: Identifier;
  outcome: BulkOutcome;
  /** The status it had (changed) or could not leave (notAllowed). */
  from?: string;
  /** Why it could not change (notAllowed), in the user's language, as the API says it. */
  reason?: string;
}

export interface BulkStatusReport {
  /** The status asked for. */
  status: string;
  results: BulkStatusResult[];
  counts: Record<BulkOutcome, number>;
}

/** The waybills a change applies to: the selected rows, or the numbers pasted into the form. */
export type BulkTarget = { ids: Identifier[] } | { pasted: true };

export interface BulkStatusValues {
  status?: string;
  trackingNumbers?: string;
}

export function bulkStatusCall(
  target: BulkTarget,
  values: BulkStatusValues,
  onReport: (report: BulkStatusReport) => void,
): ApiActionCall {
  const status = values.status ?? '';
  const waybills =
    'ids' in target
      ? { ids: target.ids }
      : { trackingNumbers: parseTrackingNumbers(values.trackingNumbers ?? '') };
  return {
    path: actionPath(actionMeta('waybill', 'bulkStatus')),
    body: { status, ...waybills },
    success: 'notify.done',
    // The list refreshes once the report is closed: rows leaving it would take the report along.
    refresh: false,
    onDone: (answer) => onReport({ status, ...(answer as Omit<BulkStatusReport, 'status'>) }),
  };
}
