/** @jest-environment node */
import { gunzipSync } from 'node:zlib';
import { API, bearer, signIn, startTestApp, type TestApp } from './support/harness';

// The API's JSON answers go gzip-compressed to clients that accept it; others get them as before.
describe('compressed JSON answers', () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  let monitorId: number;
  beforeAll(async () => {
    t = await startTestApp();
    const login = await signIn(t.app, 'demo@example.com');
    token = login.access_token;
    userId = login.user_id;
    monitorId = login.monitors[0]!.id;
  });
  afterAll(() => t.close());

  const timeline = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${API}/users/${userId}/timeline?n_items=30`, headers: { ...bearer(token), ...headers } });

  it('gzips a large answer for a client that accepts gzip: the same JSON, far fewer bytes', async () => {
    const plain = await timeline();
    const packed = await timeline({ 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.headers['content-type']).toMatch(/^application\/json/);
    const body = gunzipSync(packed.rawPayload);
    expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json());
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(Number(packed.headers['content-length'] ?? packed.rawPayload.length)).toBe(packed.rawPayload.length);
  });

  it('leaves alone a client that refuses gzip, small answers and errors', async () => {
    const refused = await timeline({ 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toHaveProperty('items');
    const small = await t.app.inject({ method: 'GET', url: `${API}/app/monitors/${monitorId}/devices/battery`, headers: { ...bearer(token), 'accept-encoding': 'gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const denied = await t.app.inject({ method: 'GET', url: `${API}/users/${userId}/timeline`, headers: { 'accept-encoding': 'gzip' } });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['content-encoding']).toBeUndefined();
  });
});
