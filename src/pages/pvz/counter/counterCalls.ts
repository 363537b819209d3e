/**
 * The counter's calls of the API (schema/resources/handover.yaml actions, docs/api.md): find the
 * client, send the hand-over's code, confirm it (or hand over without one). A refusal is the
 * API's ApiError, its message already translated.
 */
import { actionMeta, actionPath } from '../../../core/rules/actions';
import { apiClient } from '../../../dataProvider/apiClient';

export interface CounterParcel {
  id: number;
  trackingNumber: string;
  version: number;
  pvzId: number | null;
  weight: number | null;
  finalFreight: number | null;
  paid: number;
  left: number;
  payFirst: number;
  block: string | null;
}

export interface CounterClient {
  client: {
    id: number;
    clientCode: string;
    nickname: string | null;
    phone: string | null;
    qr: string;
  };
  parcels: CounterParcel[];
  waitingDue: number;
  toPayAll: number;
  due: number;
  credit: number;
  rate: number | null;
  som: { waitingDue: number; toPayAll: number; due: number; credit: number } | null;
  paysHere: boolean;
}

export interface Handover {
  id: number;
  version: number;
  status: string;
  paymentId?: number | null;
}

export interface Payment {
  amount: number;
  currency: 'USD' | 'SUM';
  paymentMethod: number;
}

const send = async <T>(action: string, body: unknown, id?: number) => {
  const meta = actionMeta('handover', action);
  return (await apiClient.send<T>(actionPath(meta, id), { method: meta.method, body })).body;
};

export const findClient = (query: string) => send<CounterClient>('findCounterClient', { query });

export const sendCode = (clientId: number, waybillIds: number[]) =>
  send<Handover>('sendHandoverCode', { clientId, waybillIds });

export const confirmHandover = (handover: Handover, code: string, payment?: Payment) =>
  send<Handover>('confirmHandover', { code, version: handover.version, ...payment }, handover.id);

export const handOverWithoutCode = (
  clientId: number,
  waybillIds: number[],
  reason: string,
  payment?: Payment,
) => send<Handover>('handOverWithoutCode', { clientId, waybillIds, reason, ...payment });

/**
 * USD to pay so the chosen parcels may be handed over: the server's figure of the newest of them
 * (the payments cover the client's parcels oldest first).
 */
export const toPayFor = (parcels: readonly CounterParcel[]) =>
  parcels.reduce((most, parcel) => Math.max(most, parcel.payFirst), 0);
