/**
 * react-admin's dataProvider over the /api contract (docs/api.md "Resources"): each method is one
 * call of the app's HTTP client per record, to the resource's API collection. The client builds
 * the URL once (the filter cleaned into `s`, `sort`, `range`), serialises the body once and
 * parses the answer once. The list dialect is ra-data-simple-rest's (its reference), spoken
 * directly rather than through a URL that is built, parsed and rebuilt.
 *
 * Errors are the client's: field errors land on the form, a 401 is an UnauthorizedError that
 * react-admin hands to authProvider.checkError, which alone ends the session. A 503 (other
 * writers kept the write from committing) is sent once more for reads, PUTs (versioned) and
 * DELETEs, never for a create or a PATCH (retryWhenBusy.ts).
 */
import type {
  DataProvider,
  GetListResult,
  Identifier,
  PaginationPayload,
  RaRecord,
  SortPayload,
} from 'react-admin';
import { apiClient, type ApiClient, type RequestOptions, type SortOrder } from './apiClient';
import {
  asksPrefetch,
  isMeaningfulId,
  referencedIds,
  type PrefetchMeta,
} from './referencePrefetch';
import { apiCollection } from '../core/rules/resourceNames';
import { retryOnceWhenBusy } from './retryWhenBusy';

/** `/<collection>` or `/<collection>/<id>` of a react-admin resource. */
const pathOf = (resource: string, id?: Identifier): string => {
  const collection = apiCollection(resource);
  return id === undefined ? collection : `${collection}/${encodeURIComponent(String(id))}`;
};

/** `range` of a page: first and last index, inclusive; none (every record) without a page. */
const rangeOf = (pagination?: PaginationPayload): RequestOptions['range'] => {
  if (pagination === undefined) return undefined;
  const { page, perPage } = pagination;
  return [(page - 1) * perPage, page * perPage - 1];
};

/** `sort`; none (the resource's default order) without a field. */
const sortOf = (sort?: SortPayload): RequestOptions['sort'] => {
  if (!sort?.field) return undefined;
  const order: SortOrder = sort.order === 'DESC' ? 'DESC' : 'ASC';
  return [sort.field, order];
};

/** The total of a list answer: `Content-Range: <api> 0-9/<total>`, else `X-Total-Count`. */
const totalOf = (headers: Headers, path: string): number => {
  const range = headers.get('Content-Range');
  const text = range === null ? headers.get('X-Total-Count') : range.split('/').pop();
  const total = text === null || text === undefined ? Number.NaN : Number.parseInt(text, 10);
  if (!Number.isFinite(total)) {
    throw new Error(`GET /${path} answered no total (Content-Range or X-Total-Count)`);
  }
  return total;
};

export const createDataProvider = (client: ApiClient = apiClient): DataProvider => {
  /** The records `ids` name in `resource`; getMany's request, ids already cleaned. */
  const many = <T extends RaRecord>(
    resource: string,
    ids: readonly unknown[],
    signal?: AbortSignal,
  ) =>
    retryOnceWhenBusy(
      () => client.request<T[]>(pathOf(resource), { search: { id: ids }, signal }),
      signal,
    );

  /**
   * The records a page's reference columns name, per resource. One that cannot be read (the
   * role may not, say) is left out: its fields ask for it themselves and show what they get.
   */
  const prefetched = async (
    rows: RaRecord[],
    { prefetch }: PrefetchMeta,
    signal?: AbortSignal,
  ): Promise<Record<string, RaRecord[]>> => {
    const fetched = await Promise.all(
      [...referencedIds(rows, prefetch)].map(([resource, ids]) =>
        many(resource, ids, signal).then(
          (records) => [[resource, records]] as const,
          () => [],
        ),
      ),
    );
    return Object.fromEntries(fetched.flat());
  };

  const remove = <T>(resource: string, id: Identifier) =>
    retryOnceWhenBusy(() => client.request<T>(pathOf(resource, id), { method: 'DELETE' }));

  /** One page of a collection with its total (getList and getManyReference). */
  const page = async (
    resource: string,
    query: {
      filter?: unknown;
      sort?: SortPayload;
      pagination?: PaginationPayload;
      signal?: AbortSignal;
    },
  ): Promise<GetListResult> => {
    const path = pathOf(resource);
    const { headers, body } = await retryOnceWhenBusy(
      () =>
        client.send<RaRecord[]>(path, {
          search: query.filter,
          sort: sortOf(query.sort),
          range: rangeOf(query.pagination),
          signal: query.signal,
        }),
      query.signal,
    );
    return { data: body, total: totalOf(headers, path) };
  };

  return {
    getList: async (resource, { filter, sort, pagination, signal, meta }) => {
      const found = await page(resource, { filter, sort, pagination, signal });
      if (!asksPrefetch(meta)) return found;
      return { ...found, meta: { prefetched: await prefetched(found.data, meta, signal) } };
    },

    getOne: async (resource, { id, signal }) => ({
      data: await retryOnceWhenBusy(() => client.request(pathOf(resource, id), { signal }), signal),
    }),

    getMany: async (resource, { ids, signal }) => {
      const wanted = ids.filter(isMeaningfulId);
      // No ids must not become "no filter", which would fetch the whole collection.
      if (wanted.length === 0) return { data: [] };
      return { data: await many(resource, wanted, signal) };
    },

    getManyReference: (resource, { target, id, filter, sort, pagination, signal }) =>
      page(resource, { filter: { ...filter, [target]: id }, sort, pagination, signal }),

    create: async (resource, { data }) => ({
      data: await client.request(pathOf(resource), { method: 'POST', body: data }),
    }),

    // The form's data whole, `version` included: the API answers 409 to a stale one, so a PUT
    // sent twice never writes twice.
    update: async (resource, { id, data }) => ({
      data: await retryOnceWhenBusy(() =>
        client.request(pathOf(resource, id), { method: 'PUT', body: data }),
      ),
    }),

    // The same fields on every record: PATCH changes only those (PUT would clear the others).
    updateMany: async (resource, { ids, data }) => {
      await Promise.all(
        ids.map((id) => client.request(pathOf(resource, id), { method: 'PATCH', body: data })),
      );
      return { data: ids };
    },

    delete: async (resource, { id }) => ({ data: await remove(resource, id) }),

    deleteMany: async (resource, { ids }) => {
      await Promise.all(ids.map((id) => remove(resource, id)));
      return { data: ids };
    },

    // react-admin passes its queries' abort signals: a list left or refetched stops loading.
    supportAbortSignal: true,
  };
};

export const dataProvider = createDataProvider();
