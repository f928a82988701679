import msgpack from 'msgpack-lite';
import { createHttpClient } from '../../src/api/httpClient';
import { createMemoryStorage } from '../../src/api/safeStorage';
import { STORAGE_KEYS } from '../../src/api/storageKeys';
import { NETWORK_FAILED, SOMETHING_BROKE } from '../../src/api/errors';
import type { ApiRequest } from '../../src/api/types';

const env = () => ({ name: 'PROD', displayName: 'PROD', apiRoot: 'https://host.test/apiservice/api/v1', wsRoot: 'wss://host.test' });

function setup(response: Response | (() => Promise<Response>) = new Response('{"ok":true}', { status: 200 })) {
  const storage = createMemoryStorage();
  const fetch = jest.fn((_url: string, _init?: RequestInit) => (typeof response === 'function' ? response() : Promise.resolve(response.clone())));
  const client = createHttpClient({ fetch: fetch as unknown as typeof globalThis.fetch, storage, environment: env, uiLanguage: () => 'fr-CA' });
  const lastCall = () => {
    const [url, init] = fetch.mock.calls[fetch.mock.calls.length - 1] as [string, RequestInit];
    return { url, init, headers: init.headers as Record<string, string> };
  };
  return { storage, fetch, client, lastCall };
}

const get = (path: string, extra: Partial<ApiRequest> = {}): ApiRequest => ({ method: 'GET', path, ...extra });

describe('httpClient headers', () => {
  it('sends protocol version, client type, device id, UI language and the bearer token', async () => {
    const { client, lastCall } = setup();
    await client.request(get('/users/7'), 'tok-1');
    const { headers, url } = lastCall();
    expect(url).toBe('https://host.test/apiservice/api/v1/users/7');
    expect(headers['X-Sense-Protocol']).toBe('3');
    expect(headers['X-Sense-Client-Type']).toBe('web');
    expect(headers['X-Sense-Device-Id']).toMatch(/^[0-9a-f]{32}$/);
    expect(headers['X-Sense-UI-Language']).toBe('fr-CA');
    expect(headers.Authorization).toBe('bearer tok-1');
  });

  it('generates the device id once and keeps it in storage', async () => {
    const { client, lastCall, storage } = setup();
    await client.request(get('/a'));
    const first = lastCall().headers['X-Sense-Device-Id'];
    await client.request(get('/b'));
    expect(lastCall().headers['X-Sense-Device-Id']).toBe(first);
    expect(storage.getItem(STORAGE_KEYS.deviceId)).toBe(first);
  });

  it('omits Authorization without a token', async () => {
    const { client, lastCall } = setup();
    await client.request(get('/public/thing'), null);
    expect(lastCall().headers.Authorization).toBeUndefined();
  });

  it('adds the access token to the query when the call asks, after the other parameters', async () => {
    const { client, lastCall } = setup();
    await client.request(get('/monitors/42/data', { query: { start: 'a b', device_id: undefined, n: 3 }, tokenInQuery: true, responseType: 'text' }), 'tok/2');
    expect(lastCall().url).toBe('https://host.test/apiservice/api/v1/monitors/42/data?start=a+b&n=3&access_token=tok%2F2');
  });

  it('uses another root when the request names one', async () => {
    const { client, lastCall } = setup();
    await client.request(get('/public/monitors/environments', { root: 'https://other.test/api' }));
    expect(lastCall().url).toBe('https://other.test/api/public/monitors/environments');
  });
});

describe('httpClient encodings', () => {
  it('form-encodes by default', async () => {
    const { client, lastCall } = setup();
    await client.request({ method: 'POST', path: '/authenticate', body: { email: 'a@b.c', password: 'p&ss', skip: undefined } });
    const { init, headers } = lastCall();
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(init.body).toBe('email=a%40b.c&password=p%26ss');
  });

  it('sends JSON when asked', async () => {
    const { client, lastCall } = setup();
    await client.request({ method: 'POST', path: '/users/7/settings', body: { theme: { name: 'teal', night_mode: true } }, encoding: 'json' });
    const { init, headers } = lastCall();
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ theme: { name: 'teal', night_mode: true } });
  });

  it('encodes and decodes msgpack with msgpack-lite', async () => {
    const answer = msgpack.encode({ start: 100, totals: [1.5, 2] });
    const { client, lastCall } = setup(new Response(new Uint8Array(answer), { status: 200, headers: { 'Content-Type': 'application/x-msgpack' } }));
    const result = await client.request({ method: 'POST', path: '/app/history/usage', body: { frames: 3 }, encoding: 'msgpack' });
    expect(result).toEqual({ ok: true, status: 200, data: { start: 100, totals: [1.5, 2] } });
    const { init, headers } = lastCall();
    expect(headers['Content-Type']).toBe('application/x-msgpack');
    expect(headers.Accept).toBe('application/x-msgpack');
    const sent = new Uint8Array(await (init.body as Blob).arrayBuffer());
    expect(msgpack.decode(sent)).toEqual({ frames: 3 });
  });

  it('sends CSV rows and reads CSV answers as text', async () => {
    const { client, lastCall } = setup(new Response('time,w\n1,200\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const result = await client.request({ method: 'POST', path: '/upload', body: [['a', 'b,c'], [1, 'say "hi"']], encoding: 'csv' });
    expect(lastCall().init.body).toBe('a,"b,c"\r\n1,"say ""hi"""');
    expect(lastCall().headers['Content-Type']).toBe('text/csv');
    expect(result).toEqual({ ok: true, status: 200, data: 'time,w\n1,200\n' });
  });

  it('reads an empty JSON answer as null', async () => {
    const { client } = setup(new Response('', { status: 200 }));
    expect(await client.request(get('/logout'))).toEqual({ ok: true, status: 200, data: null });
  });
});

describe('httpClient failures', () => {
  it("keeps the server's error_reason and body", async () => {
    const body = { status: 'mfa_required', mfa_token: 'm1', mfa_type: 'totp', error_reason: 'Requires MFA' };
    const { client } = setup(new Response(JSON.stringify(body), { status: 401 }));
    expect(await client.request(get('/x'))).toEqual({ ok: false, status: 401, message: 'Requires MFA', body });
  });

  it('carries Retry-After (whole seconds) as retryAfterMs, and nothing when the header is absent or not seconds', async () => {
    const busy = { status: 'error', error_reason: 'Too many requests in progress; please wait for the ones running' };
    const answer = (headers: Record<string, string>) => new Response(JSON.stringify(busy), { status: 429, headers });
    expect(await setup(answer({ 'Retry-After': '1' })).client.request(get('/x'))).toEqual({
      ok: false, status: 429, message: busy.error_reason, body: busy, retryAfterMs: 1000,
    });
    expect(await setup(answer({})).client.request(get('/x'))).not.toHaveProperty('retryAfterMs');
    expect(await setup(answer({ 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' })).client.request(get('/x'))).not.toHaveProperty('retryAfterMs');
  });

  it("falls back to 'Something broke'", async () => {
    const { client } = setup(new Response('<html>oops</html>', { status: 502 }));
    expect(await client.request(get('/x'))).toMatchObject({ ok: false, status: 502, message: SOMETHING_BROKE });
  });

  it("turns a network failure into status error with the client's own message, never the browser's", async () => {
    for (const cause of [new TypeError('Failed to fetch'), new TypeError('NetworkError when attempting to fetch resource.'), 'x']) {
      const { client } = setup(() => Promise.reject(cause));
      expect(await client.request(get('/x'))).toEqual({ ok: false, status: 'error', message: NETWORK_FAILED });
    }
  });
});
