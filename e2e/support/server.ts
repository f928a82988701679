import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_NOW } from './clock';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** The server clock's time now (ms since the epoch), from the time it reported at start-up. */
  now(): number;
  /** Stops the process (SIGTERM, then SIGKILL after 5 s). */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Reuse a data folder (e.g. to restart the same server); a fresh temp folder otherwise. */
  dataDir?: string;
  /** Fixed port (to restart on the same address); a free port otherwise. */
  port?: number;
  /** The instant the server clock starts at (KILOWATCH_NOW); default the suite's E2E_NOW. A restarted
   * server passes the previous one's now() to continue its time. */
  now?: number;
  env?: Record<string, string>;
  /**
   * Start the background warm-up (workers/warmUp.ts: every demo monitor's two years of trends and
   * year of device figures, back-filled into the measured store). The suite's per-worker servers
   * do, as a newcomer's server does; a server a journey starts for itself does not unless it asks:
   * it lives for one file, and seven of them warming five homes at once beside two browsers left a
   * two-core machine with a run queue of 20 and every journey's requests waiting on the pool.
   */
  warmUp?: boolean;
}

const root = path.resolve(__dirname, '..', '..');
const mainJs = path.join(root, 'server', 'dist', 'main.js');

/** Starts the real, built server (npm run build first) and resolves once it listens. */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  if (!fs.existsSync(mainJs)) throw new Error(`${mainJs} is missing: run npm run build first`);
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(opts.port ?? 0),
      HOST: '127.0.0.1',
      KILOWATCH_DATA: dataDir,
      KILOWATCH_NOW: new Date(opts.now ?? E2E_NOW).toISOString(),
      KILOWATCH_WARM_UP: opts.warmUp ? '1' : '0',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let scheme = 'http';
  // A pinned server prints its clock just before it says it listens (server/src/main.ts).
  let clock: { at: number; serverMs: number; rate: number } | null = null;
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const c = /Kilowatch clock: (\S+) at ([\d.]+)x real time/.exec(output);
      if (c && !clock) clock = { at: Date.now(), serverMs: Date.parse(c[1]!), rate: Number(c[2]) };
      const m = /listening on (https?):\/\/[^:\s]+:(\d+)/i.exec(output);
      if (m) {
        clearTimeout(timer);
        scheme = m[1]!.toLowerCase();
        resolve(Number(m[2]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  // A server that exits before a journey stops it leaves its last output in test-results/server-exits
  // and on stderr: a journey that then meets a refused connection says why.
  let tail = output.slice(-100_000);
  let stopping = false;
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const dir = path.join(root, 'test-results', 'server-exits');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-port-${port}.log`);
    fs.writeFileSync(file, tail);
    process.stderr.write(`\nThe server on port ${port} exited unexpectedly (code ${code}, signal ${signal}); its last output is in ${file}:\n${tail.slice(-4_000)}\n`);
  });
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    port,
    dataDir,
    now: () => (clock ? Math.floor(clock.serverMs + (Date.now() - clock.at) * clock.rate) : Date.now()),
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
