import type { ApiClient, ApiRequest, HttpResult } from '../../src/api/types';

export interface RecordedCall {
  request: ApiRequest<unknown>;
  token: string | null | undefined;
}

export type FakeHandler = (request: ApiRequest<unknown>, token: string | null | undefined) => HttpResult<unknown> | Promise<HttpResult<unknown>>;

/** An ApiClient for saga and component tests: answers through `handler`, records every call, always async. */
export function createFakeApi(handler: FakeHandler): ApiClient & { calls: RecordedCall[]; callsTo(path: string): RecordedCall[] } {
  const calls: RecordedCall[] = [];
  return {
    calls,
    callsTo: (path) => calls.filter((call) => call.request.path === path),
    async request<T>(request: ApiRequest<T>, token?: string | null): Promise<HttpResult<T>> {
      calls.push({ request: request as ApiRequest<unknown>, token });
      await Promise.resolve();
      return (await handler(request as ApiRequest<unknown>, token)) as HttpResult<T>;
    },
  };
}

export const ok = <T>(data: T): HttpResult<T> => ({ ok: true, status: 200, data });
export const fail = (status: number, body: { status?: string; error_reason?: string; mfa_token?: string; mfa_type?: string } = {}): HttpResult<never> => ({
  ok: false,
  status,
  message: body.error_reason ?? 'Something broke',
  body,
});
