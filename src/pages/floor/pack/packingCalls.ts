/**
 * The packing station's calls of the API (schema/resources/box.yaml actions, docs/api.md): open a
 * box or make the next, scan a parcel into it (with the key its queue gave it), close it with its
 * weight, reopen it. Each answers the box as the API left it; a refusal is the API's ApiError, its
 * message already translated.
 */
import type { RaRecord } from 'react-admin';
import type { ScanOutcome } from '../../../core/domain/boxPacking';
import { actionMeta, actionPath } from '../../../core/rules/actions';
import { request } from '../../../dataProvider/apiClient';

export interface PackedBox extends RaRecord {
  boxNumber: string;
  batchId: number;
  status: string;
  weight: number;
  waybillCount: number;
  price?: number;
  closedAt?: string | null;
  version: number;
}

/** The box and the weight of its parcels added up, as the API answers them. */
export interface PackingState {
  box: PackedBox;
  parcelsWeight: number;
}

export interface ScanAnswer extends PackingState {
  outcome: ScanOutcome;
  trackingNumber: string;
  status?: string;
  otherBox?: string;
}

/** What the API says of a weight beyond the tolerance (a 409 until confirmed). */
export interface WeightCheck {
  parcelsWeight: number;
  difference: number;
  tolerance: number;
  beyond: boolean;
}

const call = <T>(action: string, body: unknown, id?: RaRecord['id'], headers?: HeadersInit) => {
  const meta = actionMeta('box', action);
  return request<T>(actionPath(meta, id), { method: meta.method, body, headers });
};

export const openBox = (boxNumber?: string) =>
  call<PackingState>('openBox', boxNumber ? { boxNumber } : {});

/** A scan as the station's queue keeps it (station/useScanQueue.ts): its box, the parcel. */
export interface BoxScan {
  boxId: RaRecord['id'];
  trackingNumber: string;
  /** Asked to move it here from another box, with why. */
  reason?: string;
}

/** `key`: the scan's Idempotency-Key, the same however often it is sent (docs/api.md). */
export const scanIntoBox = ({ boxId, trackingNumber, reason }: BoxScan, key: string) =>
  call<ScanAnswer>(
    'scanIntoBox',
    { trackingNumber, ...(reason !== undefined && { move: true, reason }) },
    boxId,
    { 'Idempotency-Key': key },
  );

export const closeBox = (box: PackedBox, weight: number, confirmed: boolean) =>
  call<PackedBox>(
    'closeBox',
    { weight, waybillCount: box.waybillCount, version: box.version, confirmed },
    box.id,
  );

export const reopenBox = (box: PackedBox) =>
  call<PackedBox>('reopenBox', { version: box.version }, box.id);
