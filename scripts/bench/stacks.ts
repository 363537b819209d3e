/**
 * The same questions asked of both back ends, each in its own query syntax: the demo API's
 * contract (docs/api.md) and json-server's own (`_sort`, `_page`...), which plain react-admin uses.
 */
import type { Call } from './http';

export type StackName = 'ours' | 'plain';

export interface Stack {
  name: StackName;
  headers: Record<string, string>;
  /** The waybill list's first page, newest first: with the status filter, or without any. */
  listPath(filtered: boolean): string;
  /** One field of one waybill changed. */
  patch(id: number, comment: string): Call;
}

/** The filter the list benchmarks use: parcels at the Tashkent warehouse (~1 % of them). */
const STATUS = 'Toshkent';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

export function ourStack(token: string): Stack {
  const headers = { Authorization: `Bearer ${token}`, source: 'ADMIN_WEB' };
  return {
    name: 'ours',
    headers,
    listPath: (filtered) =>
      `/api/waybills?${filtered ? `s=${json({ status: STATUS })}&` : ''}` +
      `sort=${json(['createdAt', 'DESC'])}&range=${json([0, 9])}`,
    patch: (id, comment) => ({
      method: 'PATCH',
      path: `/api/waybills/${id}`,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ comment }),
    }),
  };
}

export const plainStack: Stack = {
  name: 'plain',
  headers: {},
  listPath: (filtered) =>
    `/waybills?${filtered ? `status=${STATUS}&` : ''}_sort=createdAt&_order=desc&_page=1&_limit=10`,
  patch: (id, comment) => ({
    method: 'PATCH',
    path: `/waybills/${id}`,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ comment }),
  }),
};
