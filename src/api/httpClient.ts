import type { ApiClient, ApiRequest, HttpResult } from './types';
import { getEnvironment, type Environment } from './environment';
import { safeLocalStorage } from './safeStorage';
import {
  CLIENT_TYPE,
  CLIENT_TYPE_HEADER,
  DEVICE_ID_HEADER,
  getDeviceId,
  getUiLanguage,
  PROTOCOL_HEADER,
  PROTOCOL_VERSION,
  UI_LANGUAGE_HEADER,
} from './clientInfo';
import { acceptHeader, buildQuery, CONTENT_TYPES, decodeBody, defaultResponseType, encodeBody, readErrorBody } from './encodings';
import { errorReason, networkError, SOMETHING_BROKE } from './errors';

export interface HttpClientDeps {
  fetch?: typeof fetch;
  storage?: Storage;
  environment?: () => Environment;
  uiLanguage?: () => string;
}

/** The headers every call carries: protocol version, client type, device id, UI language, and the bearer token. */
export function buildHeaders(deps: { storage: Storage; uiLanguage: () => string }, token?: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    [PROTOCOL_HEADER]: PROTOCOL_VERSION,
    [CLIENT_TYPE_HEADER]: CLIENT_TYPE,
    [DEVICE_ID_HEADER]: getDeviceId(deps.storage),
    [UI_LANGUAGE_HEADER]: deps.uiLanguage(),
  };
  if (token) headers.Authorization = `bearer ${token}`;
  return headers;
}

/**
 * The one transport. It never throws: every outcome is an HttpResult. A failed answer carries the
 * server's error_reason (else 'Something broke'); a network failure has status 'error'.
 */
export function createHttpClient(deps: HttpClientDeps = {}): ApiClient {
  const storage = deps.storage ?? safeLocalStorage();
  const environment = deps.environment ?? (() => getEnvironment(storage));
  const uiLanguage = deps.uiLanguage ?? (() => getUiLanguage(storage));

  async function request<T>(req: ApiRequest<T>, token?: string | null): Promise<HttpResult<T>> {
    const encoding = req.encoding ?? 'form';
    const responseType = req.responseType ?? defaultResponseType(encoding);
    const root = req.root ?? environment().apiRoot;
    const tokenQuery: Record<string, string> = req.tokenInQuery && token ? { access_token: token } : {};
    const url = `${root}${req.path}${buildQuery(req.query, tokenQuery)}`;
    const headers = buildHeaders({ storage, uiLanguage }, token);
    headers.Accept = acceptHeader(responseType);
    const init: RequestInit = { method: req.method, headers };
    if (req.method !== 'GET' && req.body !== undefined) {
      headers['Content-Type'] = CONTENT_TYPES[encoding];
      init.body = await encodeBody(encoding, req.body);
    }
    let response: Response;
    try {
      response = await (deps.fetch ?? fetch)(url, init);
    } catch (cause) {
      return { ok: false, ...networkError(cause) };
    }
    if (!response.ok) {
      const body = await readErrorBody(response);
      const retryAfter = /^\d+$/.exec(response.headers.get('retry-after')?.trim() ?? '');
      const failed = { ok: false as const, status: response.status, message: errorReason(body), body };
      return retryAfter ? { ...failed, retryAfterMs: Number(retryAfter[0]) * 1000 } : failed;
    }
    try {
      return { ok: true, status: response.status, data: (await decodeBody(responseType, response)) as T };
    } catch {
      return { ok: false, status: response.status, message: SOMETHING_BROKE };
    }
  }

  return { request };
}
