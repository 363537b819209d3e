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
  };
}

/** The URL of a route pattern, its `:id` filled from `ids`. */
export const urlOfRoute = (route: string, ids: Record<string, string>): string =>
  route.includes(':id') ? route.replace(':id', ids[route]) : route;
