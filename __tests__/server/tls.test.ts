/** @jest-environment node */
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { WireAuthResponse } from '../../src/api/wire/auth';
import type { WireEnvironment } from '../../src/api/wire/monitor';
import type { WireFeedMessage } from '../../src/api/wire/realtime';
import { writeTlsCertificate } from '../../server/src/cli/tlsCert';
import { displayOrigin, loadConfig } from '../../server/src/config';
import { API, startTestApp, type TestApp } from './support/harness';

describe('KILOWATCH_TLS_CERT and KILOWATCH_TLS_KEY', () => {
  it('both make a TLS config (paths resolved against the working directory), neither is plain http', () => {
    expect(loadConfig({}, '/srv').tls).toBeNull();
    expect(loadConfig({ KILOWATCH_TLS_CERT: 'data/tls-cert.pem', KILOWATCH_TLS_KEY: '/etc/k/key.pem' }, '/srv').tls).toEqual({
      certPath: '/srv/data/tls-cert.pem',
      keyPath: '/etc/k/key.pem',
    });
  });
  it('links printed by the CLI (admin-token) use https with TLS', () => {
    const tls = loadConfig({ KILOWATCH_TLS_CERT: 'c.pem', KILOWATCH_TLS_KEY: 'k.pem', HOST: '0.0.0.0', PORT: '8443' });
    expect(displayOrigin(tls)).toBe('https://127.0.0.1:8443');
    expect(displayOrigin(loadConfig({ PORT: '8080' }))).toBe('http://127.0.0.1:8080');
  });
  it('one without the other fails start-up, naming the missing one', () => {
    expect(() => loadConfig({ KILOWATCH_TLS_CERT: 'cert.pem' })).toThrow('KILOWATCH_TLS_CERT is set but KILOWATCH_TLS_KEY is not');
    expect(() => loadConfig({ KILOWATCH_TLS_KEY: 'key.pem', KILOWATCH_TLS_CERT: '  ' })).toThrow('KILOWATCH_TLS_KEY is set but KILOWATCH_TLS_CERT is not');
  });
});

describe('the server over https and wss', () => {
  let t: TestApp;
  let certDir: string;
  let ca: Buffer;
  let port: number;

  beforeAll(async () => {
    certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-tls-'));
    const files = await writeTlsCertificate(certDir, ['localhost', '127.0.0.1']);
    ca = fs.readFileSync(files.certPath);
    t = await startTestApp({ https: { cert: ca, key: fs.readFileSync(files.keyPath) }, now: Date.now });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(certDir, { recursive: true, force: true });
  });

  /** A request over https that trusts only the generated certificate. */
  const request = (method: string, url: string, body?: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const req = https.request(
        { host: '127.0.0.1', port, path: url, method, ca, headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {} },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('answers the API over https, verified against the certificate, and names https/wss in its environment', async () => {
    const res = await request('GET', `${API}/public/monitors/environments`);
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const [env] = JSON.parse(res.body) as WireEnvironment[];
    expect(env!.api_url).toMatch(/^https:\/\/[^/]+\/apiservice\/api\/v1\/$/);
    expect(env!.client_bridgelink_url).toMatch(/^wss:\/\//);
  });

  it('refuses a client that does not trust the certificate', async () => {
    const untrusted = new Promise((resolve, reject) => {
      https.get({ host: '127.0.0.1', port, path: `${API}/public/monitors/environments` }, resolve).on('error', reject);
    });
    await expect(untrusted).rejects.toThrow(/self[- ]signed/i);
  });

  it('signs in over https and streams the feed over wss on the same port', async () => {
    const login = await request('POST', `${API}/authenticate`, new URLSearchParams({ email: 'demo@example.com', password: 'Kilowatch-demo-1' }).toString());
    expect(login.status).toBe(200);
    const auth = JSON.parse(login.body) as WireAuthResponse;
    const monitorId = auth.monitors[0]!.id;

    const ws = new WebSocket(`wss://127.0.0.1:${port}/monitors/${monitorId}/realtimefeed?access_token=${auth.access_token}`, { ca });
    const types: string[] = [];
    try {
      const update = await new Promise<WireFeedMessage>((resolve, reject) => {
        ws.on('message', (data) => {
          const msg = JSON.parse(String(data)) as WireFeedMessage;
          types.push(msg.type);
          if (msg.type === 'realtime_update') resolve(msg);
        });
        ws.on('error', reject);
        ws.on('close', (code) => reject(new Error(`closed with ${code} after ${types.join(',')}`)));
      });
      expect(types.slice(0, 4)).toEqual(['hello', 'monitor_info', 'data_change', 'device_states']);
      expect(update.type === 'realtime_update' && update.payload.w).toEqual(expect.any(Number));
    } finally {
      ws.terminate();
    }
  });
});
