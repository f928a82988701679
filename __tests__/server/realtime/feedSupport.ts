import { EventEmitter } from 'node:events';
import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import WebSocket from 'ws';
import type { FeedDeps, MonitorProfile, ServerEvents } from '../../../server/src/contracts';
import type { WireFeedMessage } from '../../../src/api/wire/realtime';
import { createClock } from '../../../server/src/clock';
import { registerRealtime } from '../../../server/src/realtime';
import { solarHome } from '../support/profiles';
import { recentHistory as simRecentHistory } from '../../../server/src/sim';

/** Support for the feed tests: a bare Fastify app on fake deps, and a recording ws client. */
export const MONITOR_ID = 100001;

export const profile: MonitorProfile = { ...solarHome, id: MONITOR_ID, seed: 4242, relays: false };

/** The feed tests' clock starts here (an afternoon with the battery discharging a little). */
export const FEED_TEST_START = Date.UTC(2026, 10, 23, 19, 30, 0, 120);

/** Fake core: 'good-token' is user 7 (session sess-1), who owns monitor 100001 only. */
export async function startServer() {
  const state = { userVersion: 2, settingsVersion: 1 };
  const deps: FeedDeps = {
    // The fake core's recent history: the simulator's seconds, as a store filled from it holds them.
    recentHistory: simRecentHistory,
    authenticate: (token) => (token === 'good-token' ? { userId: 7, accountId: 70, roles: 'user', sessionId: 'sess-1' } : null),
    monitorForUser: (userId, monitorId) => (userId === 7 && monitorId === MONITOR_ID ? profile : null),
    versions: () => ({ ...state }),
    events: new EventEmitter() as ServerEvents,
    // A pinned clock that runs in real time: the frames do not depend on when the tests run.
    now: createClock({ start: FEED_TEST_START }),
  };
  const app = Fastify();
  await app.register(websocket);
  const feed = registerRealtime(app, deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return { app, deps, state, feed, port };
}

export type Frame = { at: number; msg: WireFeedMessage };
type Closed = { code: number; reason: string };

/** A ws client that records every frame with its arrival time. */
export function connect(port: number, path: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers: { Origin: 'http://127.0.0.1', ...headers } });
  const frames: Frame[] = [];
  let closed: Closed | null = null;
  const waiters: { check: () => boolean }[] = [];
  const poke = () => {
    for (const w of [...waiters]) if (w.check()) waiters.splice(waiters.indexOf(w), 1);
  };
  ws.on('message', (data) => {
    frames.push({ at: Date.now(), msg: JSON.parse(String(data)) as WireFeedMessage });
    poke();
  });
  ws.on('close', (code, reason) => {
    closed = { code, reason: String(reason) };
    poke();
  });
  ws.on('error', () => {});
  function until<T>(pred: () => T | null, timeoutMs = 10000): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out; got ${frames.map((f) => f.msg.type).join(',')}`)), timeoutMs);
      const w = {
        check: () => {
          const hit = pred();
          if (hit === null) return false;
          clearTimeout(timer);
          resolve(hit);
          return true;
        },
      };
      if (!w.check()) waiters.push(w);
    });
  }
  return {
    ws,
    frames,
    untilType: (type: WireFeedMessage['type'], count = 1, timeoutMs?: number) =>
      until(() => {
        const hits = frames.filter((f) => f.msg.type === type);
        return hits.length >= count ? hits : null;
      }, timeoutMs),
    untilClosed: (timeoutMs?: number) => until(() => closed, timeoutMs),
    opened: () => new Promise<void>((resolve, reject) => (ws.readyState === WebSocket.OPEN ? resolve() : (ws.once('open', () => resolve()), ws.once('error', reject)))),
  };
}
