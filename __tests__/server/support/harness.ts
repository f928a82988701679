import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { WireAuthResponse } from '../../../src/api/wire/auth';
import { buildApp, type BuildAppOptions } from '../../../server/src/app';
import { DEMO_PASSWORD } from '../../../server/src/seed';

/**
 * Test support (used by __tests__/server and anyone who needs a real server in a test): a fresh
 * app on a real SQLite file in a new temp folder, with a clock the test moves by hand.
 */
export const API = '/apiservice/api/v1';

export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
  set: (ms: number) => void;
}

export function createClock(start = Date.UTC(2026, 10, 22, 15, 0, 0)): TestClock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms), set: (ms) => void (t = ms) };
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  clock: TestClock;
  close: () => Promise<void>;
}

export async function startTestApp(opts: Partial<BuildAppOptions> & { clock?: TestClock } = {}): Promise<TestApp> {
  const { clock: given, ...rest } = opts;
  const dataDir = rest.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-test-'));
  const clock = given ?? createClock();
  const app = await buildApp({ logger: false, tokenSecret: 'test-secret', ...rest, dataDir, now: rest.now ?? clock.now });
  await app.ready();
  return {
    app,
    dataDir,
    clock,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An inject body, form-encoded as the hosted API's clients send it. */
export function form(fields: Record<string, string | number | boolean>): Pick<InjectOptions, 'payload' | 'headers'> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) params.set(k, String(v));
  return { payload: params.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

export const bearer = (token: string) => ({ authorization: `bearer ${token}` });

export async function post(app: FastifyInstance, url: string, fields: Record<string, string | number | boolean>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const body = form(fields);
  return app.inject({ method: 'POST', url: `${API}${url}`, payload: body.payload, headers: { ...body.headers, ...headers } });
}

export async function get(app: FastifyInstance, url: string, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `${API}${url}`, headers: token ? bearer(token) : {} });
}

/** Signs in (no MFA) and returns the login response; throws on anything but 200. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<WireAuthResponse> {
  const res = await post(app, '/authenticate', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json() as WireAuthResponse;
}

/** A fresh app with the demo and partner users signed in, and their access tokens. */
export interface SignedInApp {
  t: TestApp;
  demo: string;
  partner: string;
}

export async function startSignedInApp(opts: Parameters<typeof startTestApp>[0] = {}): Promise<SignedInApp> {
  const t = await startTestApp(opts);
  const demo = (await signIn(t.app, 'demo@example.com')).access_token;
  const partner = (await signIn(t.app, 'partner@example.com')).access_token;
  return { t, demo, partner };
}
