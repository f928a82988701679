/** @jest-environment node */
import { EventEmitter } from 'node:events';
import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { FeedDeps, MonitorProfile, ServerEvents } from '../../../server/src/contracts';
import { registerRealtime } from '../../../server/src/realtime';
import { recentHistory as simRecentHistory } from '../../../server/src/sim';

const MONITOR_ID = 100001;
const profile: MonitorProfile = {
  id: MONITOR_ID,
  seed: 99,
  serialNumber: 'N327000002',
  timeZone: 'America/Los_Angeles',
  latitude: 37.77,
  longitude: -122.42,
  solar: true,
  battery: false,
  relays: true,
  costCentsPerKwh: 31.5,
};
const deps: FeedDeps = {
  // The fake core's recent history: the simulator's seconds, as a store filled from it holds them.
  recentHistory: simRecentHistory,
  authenticate: (token) => (token === 'good-token' ? { userId: 7, accountId: 70, roles: 'user', sessionId: 's' } : null),
  monitorForUser: (userId, monitorId) => (userId === 7 && monitorId === MONITOR_ID ? profile : null),
  versions: () => ({ userVersion: 1, settingsVersion: 1 }),
  events: new EventEmitter() as ServerEvents,
  now: () => Date.UTC(2026, 6, 1, 20, 0, 0),
};

describe('GET /apiservice/api/v1/app/:monitorId/realtime_update', () => {
  let app: FastifyInstance;
  let feed: { close(): void };
  beforeAll(async () => {
    app = Fastify();
    await app.register(websocket);
    feed = registerRealtime(app, deps);
    await app.ready();
  });
  afterAll(async () => {
    feed.close();
    await app.close();
  });
  const url = `/apiservice/api/v1/app/${MONITOR_ID}/realtime_update`;

  it('answers the bare payload without epoch and without devices[].c', async () => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: 'bearer good-token' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.type).toBeUndefined();
    expect(body).not.toHaveProperty('epoch');
    expect(body.frame % 30).toBe(0);
    expect(body).toEqual(expect.objectContaining({ w: expect.any(Number), solar_w: expect.any(Number), defaultCost: 31.5 }));
    expect(body).not.toHaveProperty('battery_w');
    expect(body.devices.map((d: { id: string }) => d.id)).toEqual(expect.arrayContaining(['always_on', 'unknown']));
    for (const d of body.devices) expect(d).not.toHaveProperty('c');
  });

  it('is the same for the same instant (the simulator is the single source)', async () => {
    const a = (await app.inject({ method: 'GET', url: `${url}?access_token=good-token` })).json();
    const b = (await app.inject({ method: 'GET', url: `${url}?access_token=good-token&client_type=web` })).json();
    expect(b).toEqual(a);
  });

  it('answers 401 for a bad or missing token and 404 for a foreign monitor', async () => {
    const bad = await app.inject({ method: 'GET', url, headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ status: 'error', error_reason: 'Invalid or expired access token' });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const foreign = await app.inject({ method: 'GET', url: '/apiservice/api/v1/app/555/realtime_update?access_token=good-token' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: 'error', error_reason: 'Monitor not found' });
  });

  it('validates the monitor id', async () => {
    const res = await app.inject({ method: 'GET', url: '/apiservice/api/v1/app/abc/realtime_update?access_token=good-token' });
    expect(res.statusCode).toBe(400);
  });
});
