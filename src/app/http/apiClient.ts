/**
 * The one HTTP client of the app (SPEC 7): every call to the API goes through `request` or
 * `send`, so headers, the `s` search, timeouts, unwrapping and error mapping live only here.
 */
import { HttpError } from 'react-admin';
import { API_BASE, REQUEST_TIMEOUT_MS } from '../config';
import { clearSession, getToken } from '../auth/session';
import { encodeSearch } from './cleanSearch';
import { httpStatusKey } from './httpStatus';
import { getRequestLanguage } from './requestLanguage';
import { toSubmissionErrors } from './submissionErrors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ResponseType = 'json' | 'blob' | 'arraybuffer';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Query parameters besides `s`; null and undefined ones are left out. */
  query?: Record<string, QueryValue>;
  /** The search object: cleaned and sent as the JSON text of `s` (SPEC 5). */
  search?: unknown;
  /** Sent as JSON, except FormData, Blob, URLSearchParams and ArrayBuffer, sent as they are. */
  body?: unknown;
  headers?: HeadersInit;
  /** `json` (default) parses JSON and returns text otherwise; the others are passed through. */
  responseType?: ResponseType;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

export interface ApiClient {
  /** The whole response, for callers that need headers (e.g. Content-Range of lists). */
  send<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** The response body only. */
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
}

export interface ApiClientConfig {
  baseUrl?: string;
  timeoutMs?: number;
}

const isRawBody = (body: unknown): body is BodyInit =>
  body instanceof FormData ||
  body instanceof Blob ||
  body instanceof URLSearchParams ||
  body instanceof ArrayBuffer;

const buildUrl = (baseUrl: string, path: string, options: RequestOptions): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const s = options.search === undefined ? undefined : encodeSearch(options.search);
  if (s !== undefined) params.set('s', s);
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = params.toString();
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
};

const buildHeaders = (options: RequestOptions, hasJsonBody: boolean): Headers => {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (hasJsonBody && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  headers.set('source', 'ADMIN_WEB');
  headers.set('Accept-Language', getRequestLanguage());
  const token = getToken();
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

const readText = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
  return isJson ? JSON.parse(text) : text;
};

const readErrorBody = async (response: Response): Promise<unknown> => {
  try {
    return await readText(response);
  } catch {
    return null; // a broken error body must not hide the status
  }
};

const readBody = (response: Response, responseType: ResponseType): Promise<unknown> => {
  if (responseType === 'blob') return response.blob();
  if (responseType === 'arraybuffer') return response.arrayBuffer();
  return readText(response);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** react-admin's HttpError: the server's message (or the status text key) and its field errors. */
const toHttpError = (status: number, body: unknown): HttpError => {
  if (!isRecord(body)) return new HttpError(httpStatusKey(status), status, body);
  const serverMessage = typeof body.message === 'string' ? body.message.trim() : '';
  const message = serverMessage !== '' ? serverMessage : httpStatusKey(status);
  const errors = toSubmissionErrors(body.errors, message);
  return new HttpError(message, status, errors === undefined ? body : { ...body, errors });
};

export const createApiClient = ({
  baseUrl = API_BASE,
  timeoutMs: defaultTimeoutMs = REQUEST_TIMEOUT_MS,
}: ApiClientConfig = {}): ApiClient => {
  const send = async <T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const hasJsonBody = options.body !== undefined && !isRawBody(options.body);
    const timeout = AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    try {
      const init: RequestInit = {
        method: options.method ?? 'GET',
        headers: buildHeaders(options, hasJsonBody),
        body: hasJsonBody ? JSON.stringify(options.body) : (options.body as BodyInit | undefined),
        credentials: 'include',
        signal,
      };
      const response = await fetch(buildUrl(baseUrl, path, options), init).catch(
        (error: unknown) => {
          // fetch rejects with a TypeError when the server cannot be reached at all.
          throw error instanceof TypeError ? new HttpError('errors.http.network', 0, null) : error;
        },
      );
      if (!response.ok) {
        // SPEC 4: a 401 ends the session; authProvider.checkError then logs the user out.
        if (response.status === 401) clearSession('auth.sessionExpired');
        throw toHttpError(response.status, await readErrorBody(response));
      }
      const body = (await readBody(response, options.responseType ?? 'json')) as T;
      return { status: response.status, headers: response.headers, body };
    } catch (error) {
      // Our own timeout becomes a 408; a caller's abort (react-query cancelling) stays as it is.
      if (timeout.aborted && !options.signal?.aborted) {
        throw new HttpError(httpStatusKey(408), 408, null);
      }
      throw error;
    }
  };

  return {
    send,
    request: async <T>(path: string, options?: RequestOptions) =>
      (await send<T>(path, options)).body,
  };
};

export const apiClient = createApiClient();

/** Shorthand for `apiClient.request`. */
export const request = apiClient.request;
