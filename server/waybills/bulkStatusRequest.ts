/**
 * The body of POST /api/waybills/bulk-status: the status to set and the waybills, by id (selected
 * rows) and/or by tracking number (pasted), at most BULK_STATUS_LIMIT in all.
 */
import { enums } from '../../src/core/generated/registry';
import type { WaybillStatus } from '../../src/core/domain/statusChange';
import type { FieldErrorKeys } from '../http/sendError';
import { WAYBILL_MESSAGES } from './waybillMessages';

export const BULK_STATUS_LIMIT = 5000;

export interface BulkStatusRequest {
  status: WaybillStatus;
  ids: (number | string)[];
  /** Trimmed, blanks left out. */
  trackingNumbers: string[];
}

type Parsed = { ok: true; request: BulkStatusRequest } | { ok: false; errors: FieldErrorKeys };

const isId = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '');

export function parseBulkStatus(body: Record<string, unknown>): Parsed {
  const errors: FieldErrorKeys = {};
  const { status } = body;
  if (status === undefined || status === null || status === '')
    errors.status = 'validation.required';
  else if (typeof status !== 'string' || !enums.waybillStatus.values.includes(status))
    errors.status = 'validation.oneOf';

  const ids = listOf(body.ids, isId);
  if (!ids) errors.ids = 'validation.pattern';
  const typed = listOf(body.trackingNumbers, (value) => typeof value === 'string');
  if (!typed) errors.trackingNumbers = 'validation.pattern';
  const trackingNumbers = (typed as string[] | undefined)
    ?.map((number) => number.trim())
    .filter((number) => number !== '');

  if (ids && trackingNumbers) {
    const count = ids.length + trackingNumbers.length;
    // The message goes on the list the user filled: pasted numbers, else the selected rows.
    const field = trackingNumbers.length > 0 ? 'trackingNumbers' : 'ids';
    if (count === 0) errors.trackingNumbers = WAYBILL_MESSAGES.bulkEmpty;
    else if (count > BULK_STATUS_LIMIT)
      errors[field] = { message: WAYBILL_MESSAGES.bulkTooMany, args: { max: BULK_STATUS_LIMIT } };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      status: status as WaybillStatus,
      ids: ids as (number | string)[],
      trackingNumbers: trackingNumbers as string[],
    },
  };
}

/** A missing list is an empty one; anything but an array of fitting items is none. */
function listOf(value: unknown, fits: (item: unknown) => boolean): unknown[] | undefined {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) && value.every(fits) ? value : undefined;
}
