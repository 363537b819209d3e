/**
 * react-admin's dataProvider: ra-data-simple-rest speaks the contract's list dialect
 * (sort=[..]&range=[..], Content-Range totals); this adapter routes its calls through the app's
 * HTTP client, to the resource's API collection, with the filter sent as the cleaned `s`.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils } from 'react-admin';
import { apiClient, type ApiClient, type HttpMethod } from '../http/apiClient';
import { apiCollection } from './resourceRoutes';

type HttpClient = (
  url: string,
  options?: fetchUtils.Options,
) => Promise<{ status: number; headers: Headers; body: string; json: unknown }>;

/** simple-rest builds `/<collection>/<id>?sort=..&range=..&filter=..`; `filter` becomes `s`. */
const toHttpClient =
  (client: ApiClient): HttpClient =>
  async (url, options = {}) => {
    const parsed = new URL(url, 'http://relative.invalid');
    const { filter, ...query } = Object.fromEntries(parsed.searchParams);
    const response = await client.send(parsed.pathname, {
      method: (options.method ?? 'GET') as HttpMethod,
      query,
      search: filter === undefined ? undefined : JSON.parse(filter),
      // simple-rest has already JSON-encoded the body; the client encodes it once more otherwise.
      body: typeof options.body === 'string' ? JSON.parse(options.body) : undefined,
      headers: options.headers,
      signal: options.signal ?? undefined,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: JSON.stringify(response.body),
      json: response.body,
    };
  };

/** Every method of the provider, called with the API collection instead of the route. */
const withApiCollections = (provider: DataProvider): DataProvider =>
  Object.fromEntries(
    Object.entries(provider).map(([name, method]) => [
      name,
      // `method` is `any` through DataProvider's index signature; each takes (resource, params).
      (resource: string, params: unknown) => method(apiCollection(resource), params),
    ]),
  ) as DataProvider;

export const createDataProvider = (client: ApiClient = apiClient): DataProvider => {
  const provider = withApiCollections(simpleRestProvider('', toHttpClient(client)));
  return {
    ...provider,
    // No ids must not become "no filter", which would fetch the whole collection.
    getMany: (resource, params) =>
      params.ids.length === 0 ? Promise.resolve({ data: [] }) : provider.getMany(resource, params),
  };
};

export const dataProvider = createDataProvider();
