/**
 * The one HTTP client of the app (SPEC 7): every call to the API goes through `request` or
 * `send`, so headers, the list query (`s`, `sort`, `range`), timeouts, unwrapping and error
 * mapping live only here. Each call builds its URL once, serialises its body once and parses the
 * answer once. It never ends the session itself: a 401 rejects with an `UnauthorizedError`, and
 * authProvider.checkError (through react-admin's useLogoutIfAccessDenied) decides the logout.
 */
import { HttpError } from 'react-admin';
import { API_BASE, REQUEST_TIMEOUT_MS } from '../config/adminConfig';
import { getToken, servedPageOrigin } from '../session/session';
import { encodeSearch } from './cleanSearch';
import { httpStatusKey } from './httpStatus';
import { getRequestLanguage } from './requestLanguage';
import { toSubmissionErrors } from './submissionErrors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ResponseType = 'json' | 'blob' | 'arraybuffer';
export type QueryValue = string | number | boolean | null | undefined;
export type SortOrder = 'ASC' | 'DESC';

export interface RequestOptions {
  method?: HttpMethod;
  /** The search object: cleaned once and sent as the JSON text of `s` (SPEC 5); none if empty. */
  search?: unknown;
  /** `sort`, sent as JSON text: `["createdAt","DESC"]`. */
  sort?: readonly [field: string, order: SortOrder];
  /** `range`, sent as JSON text: first and last index, inclusive, `[0,9]`. */
  range?: readonly [first: number, last: number];
  /** Other query parameters; null and undefined ones are left out. */
  query?: Record<string, QueryValue>;
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

/** Every failed call: the status, the API's translated message, its field errors on `body.errors`. */
export class ApiError extends HttpError {
  constructor(
    message: string,
    status: number,
    body: unknown = null,
    /** The answer's Retry-After in ms (seconds given), when it had one. */
    readonly retryAfterMs?: number,
  ) {
    super(message, status, body);
    // HttpError sets its own prototype, which would hide this class from `instanceof`.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ApiError';
  }
}

/** A 401: no token, or one the API no longer accepts. Only authProvider.checkError acts on it. */
export class UnauthorizedError extends ApiError {
  constructor(message: string, body: unknown = null) {
    super(message, 401, body);
    this.name = 'UnauthorizedError';
  }
}

/** Whether an error says the session is over (a 401), whoever raised it. */
export const isUnauthorized = (error: unknown): boolean =>
  error instanceof UnauthorizedError || (error as { status?: unknown } | null)?.status === 401;

const buildUrl = (baseUrl: string, path: string, options: RequestOptions): string => {
  const params = new URLSearchParams();
  const s = options.search === undefined ? undefined : encodeSearch(options.search);
  if (s !== undefined) params.set('s', s);
  if (options.sort !== undefined) params.set('sort', JSON.stringify(options.sort));
  if (options.range !== undefined) params.set('range', JSON.stringify(options.range));
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const relative = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const origin = servedPageOrigin();
  const url = origin === undefined ? relative : new URL(relative, origin).href;
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

/** Retry-After in seconds (docs/api.md "Errors"), in ms; a date or anything else: none. */
const retryAfterOf = (headers: Headers): number | undefined => {
  const seconds = headers.get('Retry-After')?.trim() ?? '';
  return /^\d+$/.test(seconds) ? Number(seconds) * 1000 : undefined;
};

/** The server's message (or the status text key) and its field errors, shaped for the forms. */
const toApiError = (status: number, body: unknown, headers: Headers): ApiError => {
  let message = httpStatusKey(status);
  let errorBody = body;
  if (isRecord(body)) {
    const serverMessage = typeof body.message === 'string' ? body.message.trim() : '';
    if (serverMessage !== '') message = serverMessage;
    const errors = toSubmissionErrors(body.errors, message);
    if (errors !== undefined) errorBody = { ...body, errors };
  }
  return status === 401
    ? new UnauthorizedError(message, errorBody)
    : new ApiError(message, status, errorBody, retryAfterOf(headers));
};

export const createApiClient = ({
  baseUrl = API_BASE,
  timeoutMs: defaultTimeoutMs = REQUEST_TIMEOUT_MS,
}: ApiClientConfig = {}): ApiClient => {
  const send = async <T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const hasJsonBody = options.body !== undefined && !isRawBody(options.body);
    // A timer cleared as the request ends, not AbortSignal.timeout: that one's timer lives its
    // whole span and holds what was running when it was set (on the server, a page drawing: the
    // renderer's heap ran out after ~130 drawings).
    const timeoutController = new AbortController();
    const timeout = timeoutController.signal;
    const timer = setTimeout(
      () => timeoutController.abort(new DOMException('timed out', 'TimeoutError')),
      options.timeoutMs ?? defaultTimeoutMs,
    );
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
          throw error instanceof TypeError ? new ApiError('errors.http.network', 0) : error;
        },
      );
      // SPEC 4: a 401 is raised like any error; authProvider.checkError ends the session.
      if (!response.ok)
        throw toApiError(response.status, await readErrorBody(response), response.headers);
      const body = (await readBody(response, options.responseType ?? 'json')) as T;
      return { status: response.status, headers: response.headers, body };
    } catch (error) {
      // Our own timeout becomes a 408; a caller's abort (react-query cancelling) stays as it is.
      if (timeout.aborted && !options.signal?.aborted) {
        throw new ApiError(httpStatusKey(408), 408);
      }
      throw error;
    } finally {
      clearTimeout(timer);
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
