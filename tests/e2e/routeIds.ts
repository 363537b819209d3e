import { resources } from '../../src/core/generated/registry';
import { apiGet, apiToken } from './login';

/** A real record behind each `:id` route of the app, read with root's token. */
export async function readRouteIds(baseUrl: string): Promise<Record<string, string>> {
  const token = await apiToken(baseUrl, 'root');
  const firstOf = async <T>(collection: string, search: object = {}) =>
    (
      await apiGet<T[]>(
        baseUrl,
        token,
        `${collection}?range=[0,0]&s=${encodeURIComponent(JSON.stringify(search))}`,
      )
    )[0];
  const packed = await firstOf<{ id: number; boxId: number }>('waybills', { boxId_exists: true });
  const box = String(packed.boxId);
  return {
    // An archive row's id is its day, YYYYMMDD.
    '/oms/archives/dayInfo/:id': (await firstOf<{ id: string }>('stats/archives')).id,
    '/settle/detail/:id': String((await firstOf<{ id: number }>('bills')).id),
    // A client settlement is a client's: one who owes for a waybill.
    '/clientSettle/detail/:id': String(
      (
        await firstOf<{ clientId: number }>('waybills', {
          payStatus: 'UN_PAID',
          clientId_exists: true,
        })
      ).clientId,
    ),
    '/floor/print/parcel/:id': String(packed.id),
    '/floor/print/box/:id': box,
    '/floor/print/boxManifest/:id': box,
    '/floor/print/batchManifest/:id': String((await firstOf<{ id: number }>('box-day-batches')).id),
  };
}

/** The URL of a route pattern, its `:id` filled from `ids`. */
export const urlOfRoute = (route: string, ids: Record<string, string>): string =>
  route.includes(':id') ? route.replace(':id', ids[route]) : route;

/**
 * The id of a real record of every resource of the registry, read with root's token. The audit
 * log of a new database is empty (the demo data's load is no one's write): one edit over the API
 * first gives it a row, as a day's work would.
 */
export async function readRecordIds(baseUrl: string): Promise<Record<string, string>> {
  const token = await apiToken(baseUrl, 'root');
  const [waybill] = await apiGet<{ id: number }[]>(baseUrl, token, 'waybills?range=[0,0]');
  const edit = await fetch(`${baseUrl}/api/waybills/${waybill.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ comment: 'Checked for the audit log' }),
  });
  if (!edit.ok) throw new Error(`the edit for the audit log failed: HTTP ${edit.status}`);
  const ids = await Promise.all(
    Object.values(resources).map(async ({ name, api }) => {
      const [first] = await apiGet<{ id: number | string }[]>(baseUrl, token, `${api}?range=[0,0]`);
      if (!first) throw new Error(`no record of ${name} in the demo data`);
      return [name, String(first.id)] as const;
    }),
  );
  return Object.fromEntries(ids);
}
