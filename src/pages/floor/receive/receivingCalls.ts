/**
 * The receiving station's calls of the API (schema/resources/waybill.yaml actions, docs/api.md):
 * receive a scanned number (the parcel, or a new one with no owner: 201), weigh it, undo the
 * weighing. Each answers the waybill as the API left it; a refusal is the API's ApiError, its
 * message already translated.
 */
import type { RaRecord } from 'react-admin';
import { actionMeta, actionPath } from '../../../core/rules/actions';
import { apiClient } from '../../../dataProvider/apiClient';

export interface ReceivedParcel extends RaRecord {
  trackingNumber: string;
  status: string;
  clientId?: number | null;
  companyId?: number | null;
  pvzId?: number | null;
  weight?: number | null;
  freight?: number | null;
  finalFreight?: number | null;
  payStatus?: string;
  billId?: number | null;
  version: number;
}

/** The sizes typed (or read from the scale) for a weighing: kg, and cm. */
export interface Measures {
  weight: number;
  length?: number;
  width?: number;
  height?: number;
}

const send = (action: string, body: unknown, id?: RaRecord['id'], headers?: HeadersInit) => {
  const meta = actionMeta('waybill', action);
  return apiClient.send<ReceivedParcel>(actionPath(meta, id), {
    method: meta.method,
    body,
    headers,
  });
};

/** A received scan: the parcel with its number, and whether the scan made it. */
export interface Received {
  parcel: ReceivedParcel;
  created: boolean;
}

/**
 * The parcel with this number, and whether the scan made it. `key`: the scan's Idempotency-Key,
 * the same however often it is sent, so a new parcel is made once (docs/api.md).
 */
export async function receiveParcel(trackingNumber: string, key: string): Promise<Received> {
  const { status, body } = await send('receiveParcel', { trackingNumber }, undefined, {
    'Idempotency-Key': key,
  });
  return { parcel: body, created: status === 201 };
}

export const weighParcel = async (parcel: ReceivedParcel, measures: Measures) =>
  (await send('weighParcel', { ...measures, version: parcel.version }, parcel.id)).body;

export const undoWeighing = async (parcel: ReceivedParcel) =>
  (await send('undoWeighing', { version: parcel.version }, parcel.id)).body;
