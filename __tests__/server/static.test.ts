/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './support/harness';

const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/main.0123456789abcdef0123.js"></script></body></html>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-dist-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(staticDir, 'main.0123456789abcdef0123.js'), BUNDLE);
  fs.mkdirSync(path.join(staticDir, 'icons'));
  fs.writeFileSync(path.join(staticDir, 'icons', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(staticDir, 'devices.0123456789.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="fridge"/></svg>');
  fs.writeFileSync(path.join(path.dirname(staticDir), 'kilowatch-secret.txt'), 'outside');
  t = await startTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
  fs.rmSync(path.join(path.dirname(staticDir), 'kilowatch-secret.txt'), { force: true });
});

const getPath = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

test('app routes fall back to index.html, not cached', async () => {
  for (const url of ['/', '/now', '/settings/account?x=1', '/devices/abc/settings']) {
    const res = await getPath(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  }
});

test('API and feed paths never get HTML', async () => {
  for (const url of ['/apiservice/api/v1/nope', '/apiservice', '/monitors/1/whatever']) {
    const res = await getPath(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'error', error_reason: 'Not found' });
  }
});

test('hashed assets are immutable and gzipped when accepted', async () => {
  const plain = await getPath('/main.0123456789abcdef0123.js');
  expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(BUNDLE);

  const gz = await getPath('/main.0123456789abcdef0123.js', { 'accept-encoding': 'gzip, deflate, br' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);
  expect(gz.rawPayload.length).toBeLessThan(BUNDLE.length);
  expect((await getPath('/main.0123456789abcdef0123.js', { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();

  const again = await getPath('/main.0123456789abcdef0123.js', { 'if-none-match': String(plain.headers.etag) });
  expect(again.statusCode).toBe(304);
});

test('other files get their content type', async () => {
  const res = await getPath('/icons/logo.svg');
  expect(res.headers['content-type']).toBe('image/svg+xml');
  expect(res.headers['cache-control']).toBe('public, max-age=300');
});

test('a hashed icon sprite is immutable, like the scripts that draw it', async () => {
  const res = await getPath('/devices.0123456789.svg');
  expect(res.headers['content-type']).toBe('image/svg+xml');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('paths cannot escape the folder', async () => {
  for (const url of ['/../kilowatch-secret.txt', '/%2e%2e/kilowatch-secret.txt', '/icons/..%2f..%2fkilowatch-secret.txt']) {
    const res = await getPath(url);
    expect(res.body).not.toContain('outside');
  }
});

test('without a build, GET / says how to make one', async () => {
  const bare = await startTestApp({ staticDir: path.join(staticDir, 'missing') });
  try {
    const res = await bare.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('npm run build');
  } finally {
    await bare.close();
  }
});
