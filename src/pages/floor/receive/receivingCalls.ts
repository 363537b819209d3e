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

const send = (action: string, body: unknown, id?: RaRecord['id']) => {
  const meta = actionMeta('waybill', action);
  return apiClient.send<ReceivedParcel>(actionPath(meta, id), { method: meta.method, body });
};

/** The parcel with this number, and whether the scan made it. */
export async function receiveParcel(trackingNumber: string) {
  const { status, body } = await send('receiveParcel', { trackingNumber });
  return { parcel: body, created: status === 201 };
}

export const weighParcel = async (parcel: ReceivedParcel, measures: Measures) =>
  (await send('weighParcel', { ...measures, version: parcel.version }, parcel.id)).body;

export const undoWeighing = async (parcel: ReceivedParcel) =>
  (await send('undoWeighing', { version: parcel.version }, parcel.id)).body;
