/** @jest-environment node */
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import { configuredOrigin, hostAllowList, hostnameOf } from '../../../server/src/auth/hosts';
import { API, post, startTestApp, type TestApp } from '../support/harness';

const MISDIRECTED = { status: 'error', error_reason: 'This server does not answer to that host name', title: 'Misdirected Request' };
const forgot = (t: TestApp, host: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/forgot_password`,
    payload: 'email=demo%40example.com',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
  });
const mailedLinks = (t: TestApp) => t.app.ctx.repos.outbox.list().map((m) => /https?:\/\/\S+/.exec(m.body)?.[0]);

describe('without PUBLIC_ORIGIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ host: '127.0.0.1', port: 8123, allowedHosts: ['kilowatch.lan'] });
  });
  afterAll(() => t.close());

  test('Host: evil.example gets 421 on forgot_password, and nothing reaches the outbox', async () => {
    const res = await forgot(t, 'evil.example');
    expect(res.statusCode).toBe(421);
    expect(res.json()).toEqual(MISDIRECTED);
    expect(t.app.ctx.repos.outbox.list()).toEqual([]);
  });

  test('a mailed link names the configured origin, whatever allowed Host the request used', async () => {
    for (const host of ['localhost:80', '127.0.0.1:9999', 'KILOWATCH.LAN', '[::1]:8123']) expect((await forgot(t, host)).statusCode).toBe(200);
    const links = mailedLinks(t);
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8123\/reset_password\?token=[\w%-]+$/);
  });

  test('environments name the configured origin too', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/public/monitors/environments`, headers: { host: 'kilowatch.lan:8123' } });
    expect(res.json()).toEqual([
      { environment: 'PROD', display_name: 'Kilowatch (local)', api_url: 'http://127.0.0.1:8123/apiservice/api/v1/', client_bridgelink_url: 'ws://127.0.0.1:8123' },
    ]);
  });

  test.each([
    ['the API', 'GET', '/apiservice/api/v1/public/monitors/environments'],
    ['the app', 'GET', '/now'],
    ['an unknown path', 'GET', '/apiservice/api/v1/nothing'],
    ['the feed path', 'GET', '/monitors/100001/realtimefeed'],
    ['sign-in', 'POST', '/apiservice/api/v1/authenticate'],
  ] as const)('a rebinding name gets 421 from %s', async (_label, method, url) => {
    const res = await t.app.inject({ method, url, headers: { host: 'attacker.example:8123' } });
    expect(res.statusCode).toBe(421);
    expect(res.json()).toEqual(MISDIRECTED);
  });
});

test('PUBLIC_ORIGIN names the links, and its host is allowed', async () => {
  const t = await startTestApp({ publicOrigin: 'https://energy.example.org/' });
  try {
    expect((await forgot(t, 'energy.example.org')).statusCode).toBe(200);
    expect(mailedLinks(t)).toEqual([expect.stringMatching(/^https:\/\/energy\.example\.org\/reset_password\?token=/)]);
    expect((await forgot(t, 'energy.example.org.evil.example')).statusCode).toBe(421);
  } finally {
    await t.close();
  }
});

describe('a listening server', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({ host: '127.0.0.1', port: 0 });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** A raw feed upgrade request; resolves with what the server wrote back before closing (or 2 s). */
  const upgrade = (host: string) =>
    new Promise<string>((resolve, reject) => {
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(
          `GET /monitors/100001/realtimefeed HTTP/1.1\r\nHost: ${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        ),
      );
      const done = () => {
        clearTimeout(timer);
        socket.destroy();
        resolve(answer);
      };
      const timer = setTimeout(done, 2000);
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
        // The 421 body, or the feed's first frame after the 101, is all this test needs.
        if (answer.includes('}')) done();
      });
      socket.on('close', done);
      socket.on('error', reject);
    });

  test('the feed upgrade is refused with 421 for a foreign Host, and goes ahead for localhost', async () => {
    const refused = await upgrade(`evil.example:${port}`);
    expect(refused).toMatch(/^HTTP\/1\.1 421 /);
    expect(JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4))).toEqual(MISDIRECTED);
    expect(await upgrade(`localhost:${port}`)).toMatch(/^HTTP\/1\.1 101 /);
  });

  test('links use the port it really listens on', async () => {
    const res = await post(t.app, '/forgot_password', { email: 'partner@example.com' });
    expect(res.statusCode).toBe(200);
    expect(mailedLinks(t)).toEqual([expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:${port}/reset_password\\?token=`))]);
  });
});

test('hostnameOf reads names, ports and bracketed IPv6; malformed headers are null', () => {
  expect(hostnameOf('LocalHost:8080')).toBe('localhost');
  expect(hostnameOf('kilowatch.lan.')).toBe('kilowatch.lan');
  expect(hostnameOf('[::1]:8080')).toBe('::1');
  expect(hostnameOf('[::1]')).toBe('::1');
  for (const bad of ['::1', 'a b', 'user@host', 'host:port', 'host:123456', '[::1', '']) expect(hostnameOf(bad)).toBeNull();
});

test('listening on every address also allows this machine its own names and addresses', () => {
  const allowed = hostAllowList({ host: '0.0.0.0', publicOrigin: null, allowedHosts: ['Kilowatch.LAN'] });
  const own = Object.values(os.networkInterfaces()).flatMap((l) => (l ?? []).map((i) => i.address.toLowerCase()));
  for (const name of ['localhost', '127.0.0.1', '::1', 'kilowatch.lan', os.hostname().toLowerCase(), ...own]) expect(allowed(name)).toBe(true);
  expect(allowed('0.0.0.0')).toBe(false);
  expect(allowed('evil.example')).toBe(false);

  const narrow = hostAllowList({ host: '192.0.2.7', publicOrigin: 'http://kw.example:8080', allowedHosts: [] });
  expect(['192.0.2.7', 'kw.example', 'localhost'].map(narrow)).toEqual([true, true, true]);
  expect(narrow(os.hostname().toLowerCase())).toBe(os.hostname().toLowerCase() === 'localhost');
});

test('configuredOrigin: PUBLIC_ORIGIN first, else host and port (wildcards read as 127.0.0.1, IPv6 bracketed)', () => {
  expect(configuredOrigin({ publicOrigin: 'https://kw.example/', host: '0.0.0.0', port: 1, https: false })).toBe('https://kw.example');
  expect(configuredOrigin({ publicOrigin: null, host: '0.0.0.0', port: 8080, https: false })).toBe('http://127.0.0.1:8080');
  expect(configuredOrigin({ publicOrigin: null, host: '::1', port: 8443, https: true })).toBe('https://[::1]:8443');
});
