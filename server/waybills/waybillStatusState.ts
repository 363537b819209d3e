/** Reads a stored waybill record as the status change sees it. */
import type { StatusState, WaybillStatus } from '../../src/core/domain/statusChange';
import type { DbRecord } from '../db/types';

export function statusStateOf(record: DbRecord): StatusState {
  return {
    status: record.status as WaybillStatus,
    heldFrom: typeof record.heldFrom === 'string' ? (record.heldFrom as WaybillStatus) : undefined,
    statusHistory: Array.isArray(record.statusHistory)
      ? (record.statusHistory as StatusState['statusHistory'])
      : undefined,
  };
}
