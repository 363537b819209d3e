/**
 * The arrival station's calls of the API (schema/resources/boxDayBatch.yaml actions, docs/api.md):
 * the arrival's state at a point, a scan (with the key its queue gave it), the finish. Each answers the arrival as the API left it;
 * a refusal is the API's ApiError, its message already translated.
 */
import type { RaRecord } from 'react-admin';
import type { ArrivalCounts, ArrivalOutcome } from '../../../core/domain/arrival';
import { actionMeta, actionPath } from '../../../core/rules/actions';
import { request } from '../../../dataProvider/apiClient';

export interface ArrivalReport {
  point: string;
  /** The point the expected boxes left. */
  from?: string;
  counts: ArrivalCounts;
  missing: { trackingNumber: string; waybillId: number; boxNumber?: string }[];
  extra: { trackingNumber: string; waybillId: number }[];
  otherBatch: { code: string; boxNumber?: string; receiveDay?: string }[];
  /** Once finished. */
  reconciliation?: Reconciliation;
}

export interface Reconciliation extends RaRecord {
  batchId: number;
  point: string;
  finishedAt: string;
  finishedBy: number;
  expectedBoxes: number;
  receivedBoxes: number;
  expectedParcels: number;
  scannedParcels: number;
  missingParcels: number;
  extraParcels: number;
  otherBatchScans: number;
  missingNumbers?: string | null;
  extraNumbers?: string | null;
  otherBatchNumbers?: string | null;
  boxNumbers?: string | null;
}

export interface ArrivalScanAnswer extends ArrivalReport {
  outcome: ArrivalOutcome;
  code: string;
  [arg: string]: unknown;
}

const call = <T>(action: string, batchId: RaRecord['id'], body: unknown, headers?: HeadersInit) => {
  const meta = actionMeta('boxDayBatch', action);
  return request<T>(actionPath(meta, batchId), { method: meta.method, body, headers });
};

export const arrivalState = (batchId: RaRecord['id'], point: string) =>
  call<ArrivalReport>('arrivalState', batchId, { point });

/** A scan as the station's queue keeps it (station/useScanQueue.ts): its batch, point and code. */
export interface ArrivalScan {
  batchId: RaRecord['id'];
  point: string;
  code: string;
}

/** `key`: the scan's Idempotency-Key, the same however often it is sent (docs/api.md). */
export const scanArrival = ({ batchId, point, code }: ArrivalScan, key: string) =>
  call<ArrivalScanAnswer>('scanArrival', batchId, { point, code }, { 'Idempotency-Key': key });

export const finishArrival = (batchId: RaRecord['id'], point: string, scans: number) =>
  call<ArrivalReport>('finishArrival', batchId, { point, scans });
