/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { WireAuthResponse } from '../../src/api/wire/auth';

/**
 * The built server as a process (server/dist/main.js, built here when stale), as `npm start` runs
 * it: start-up checks, and what SIGTERM does to feed clients.
 */
const root = path.resolve(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ensureBuilt } = require(path.join(root, 'scripts', 'build-state.cjs')) as { ensureBuilt: (names: string[]) => void };

jest.setTimeout(60_000);

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

const dirs: string[] = [];
const children: ChildProcess[] = [];

function spawnServer(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-main-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', KILOWATCH_DATA: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function startServer(): Promise<Running> {
  const s = spawnServer();
  const port = await new Promise<number>((resolve, reject) => {
    const check = () => {
      const m = /listening on https?:\/\/[^:\s]+:(\d+)/.exec(s.output());
      if (m) resolve(Number(m[1]));
    };
    s.child.stdout!.on('data', check);
    void s.exited.then((code) => reject(new Error(`server exited with ${code}:\n${s.output()}`)));
  });
  return { ...s, port };
}

async function signIn(port: number): Promise<WireAuthResponse> {
  const res = await fetch(`http://127.0.0.1:${port}/apiservice/api/v1/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'demo@example.com', password: 'Kilowatch-demo-1' }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as WireAuthResponse;
}

const feedPath = (auth: WireAuthResponse) => `/monitors/${auth.monitors[0]!.id}/realtimefeed?access_token=${auth.access_token}`;

beforeAll(() => ensureBuilt(['server']));
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});
afterAll(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('start-up', () => {
  it.each([
    [{ KILOWATCH_TLS_CERT: 'cert.pem' }, 'KILOWATCH_TLS_CERT is set but KILOWATCH_TLS_KEY is not'],
    [{ KILOWATCH_TLS_KEY: 'key.pem' }, 'KILOWATCH_TLS_KEY is set but KILOWATCH_TLS_CERT is not'],
    [{ KILOWATCH_TLS_CERT: '/nonexistent/cert.pem', KILOWATCH_TLS_KEY: '/nonexistent/key.pem' }, 'KILOWATCH_TLS_CERT (/nonexistent/cert.pem) cannot be read'],
  ])('fails clearly with %j', async (env, message) => {
    const s = spawnServer(env);
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain(`Kilowatch failed to start: ${message}`);
  });
});

describe('SIGTERM', () => {
  it('closes feed clients with 1001 (Going Away) and exits 0', async () => {
    const s = await startServer();
    const auth = await signIn(s.port);
    const ws = new WebSocket(`ws://127.0.0.1:${s.port}${feedPath(auth)}`);
    ws.on('error', () => {});
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await new Promise<void>((resolve) => ws.once('message', () => resolve()));
    s.child.kill('SIGTERM');
    expect(await closed).toBe(1001);
    expect(await s.exited).toBe(0);
  });

  it('exits 0 even when a client never answers the close handshake', async () => {
    const s = await startServer();
    const auth = await signIn(s.port);
    // A raw socket: it completes the upgrade, then reads and ignores everything, the close frame included.
    const socket = net.connect(s.port, '127.0.0.1');
    socket.on('error', () => {});
    const upgraded = new Promise<void>((resolve, reject) => {
      let head = '';
      socket.on('data', (c: Buffer) => {
        head += c.toString('latin1');
        if (!head.includes('\r\n\r\n')) return;
        if (head.startsWith('HTTP/1.1 101')) resolve();
        else reject(new Error(head));
      });
    });
    socket.write(
      `GET ${feedPath(auth)} HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
    await upgraded;
    const dropped = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    s.child.kill('SIGTERM');
    // Without the grace the process would wait on the socket until its 10 s limit and exit 1.
    expect(await s.exited).toBe(0);
    expect(s.output()).not.toMatch(/shutdown took too long/);
    await dropped;
  });
});
