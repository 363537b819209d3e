/**
 * The arrival station's calls of the API (schema/resources/boxDayBatch.yaml actions, docs/api.md):
 * the arrival's state at a point, a scan, the finish. Each answers the arrival as the API left it;
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

const call = <T>(action: string, batchId: RaRecord['id'], body: unknown) => {
  const meta = actionMeta('boxDayBatch', action);
  return request<T>(actionPath(meta, batchId), { method: meta.method, body });
};

export const arrivalState = (batchId: RaRecord['id'], point: string) =>
  call<ArrivalReport>('arrivalState', batchId, { point });

export const scanArrival = (batchId: RaRecord['id'], point: string, code: string) =>
  call<ArrivalScanAnswer>('scanArrival', batchId, { point, code });

export const finishArrival = (batchId: RaRecord['id'], point: string, scans: number) =>
  call<ArrivalReport>('finishArrival', batchId, { point, scans });
