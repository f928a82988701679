import type { ApiError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Request body encodings. Form-encoded is the default (spec §7). */
export type Encoding = 'form' | 'json' | 'msgpack' | 'csv';

/** How the answer is read: JSON (default), msgpack (decoded with msgpack-lite) or text (CSV). */
export type ResponseType = 'json' | 'msgpack' | 'text';

export type QueryValue = string | number | boolean | null | undefined;

/**
 * One call, described as data. Endpoint files build these with typed one-line functions;
 * `T` is the shape of a successful answer.
 */
export interface ApiRequest<T = unknown> {
  method: HttpMethod;
  /** Path below the API root, starting with '/'. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  encoding?: Encoding;
  responseType?: ResponseType;
  /** Also send the access token as ?access_token= (downloads, links). */
  tokenInQuery?: boolean;
  /**
   * Session calls (login, MFA, renew, admin token, logout) set this to false: a 401 from them is an
   * answer, not an expired session, so it never triggers a renew.
   */
  renewOn401?: boolean;
  /** Another API root (environment discovery). */
  root?: string;
  /** Phantom field that carries T; never set. */
  readonly __answer?: T;
}

export type HttpResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number | 'error';
      message: string;
      body?: unknown;
      /** The answer's Retry-After (whole seconds), in ms, when it has one (a 429 or 503 that says when to come back). */
      retryAfterMs?: number;
    };

/** The transport, reached by sagas through the `api` saga-context key. */
export interface ApiClient {
  request<T>(request: ApiRequest<T>, accessToken?: string | null): Promise<HttpResult<T>>;
}

export type ApiResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };
