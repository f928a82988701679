/** @jest-environment node */
import { EventEmitter } from 'node:events';
import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import type { FeedDeps, ServerEvents } from '../../../server/src/contracts';
import { t, type Locale } from '../../../server/src/i18n';
import { registerRealtime } from '../../../server/src/realtime';
import { household, recentHistory as simRecentHistory } from '../../../server/src/sim';
import type { WireFeedMessage, WireRealtimeUpdate } from '../../../src/api/wire/realtime';
import { createClock } from '../../../server/src/clock';
import { FEED_TEST_START, MONITOR_ID, connect, profile } from './feedSupport';

type Message<T extends WireFeedMessage['type']> = Extract<WireFeedMessage, { type: T }>;

const feedPath = (language: string | null, token = 'good-token') =>
  `/monitors/${MONITOR_ID}/realtimefeed?client_type=web${language ? `&ui_language=${language}` : ''}&access_token=${token}`;

describe('the feed in each connection’s language', () => {
  let app: ReturnType<typeof Fastify>;
  let deps: FeedDeps;
  let feed: ReturnType<typeof registerRealtime>;
  let port: number;
  const sockets: ReturnType<typeof connect>[] = [];
  const open = (path: string, headers?: Record<string, string>) => {
    const c = connect(port, path, headers);
    sockets.push(c);
    return c;
  };

  beforeAll(async () => {
    deps = {
      // The fake core's recent history: the simulator's seconds, as a store filled from it holds them.
      recentHistory: simRecentHistory,
      authenticate: (token) => (token === 'good-token' ? { userId: 7, accountId: 70, roles: 'user', sessionId: 'sess-1' } : null),
      monitorForUser: (userId, monitorId) => (userId === 7 && monitorId === MONITOR_ID ? profile : null),
      versions: () => ({ userVersion: 1, settingsVersion: 1 }),
      events: new EventEmitter() as ServerEvents,
      // Pinned: at this instant appliances are on, so frames name them (never the wall clock's hour).
      now: createClock({ start: FEED_TEST_START }),
    };
    app = Fastify();
    await app.register(websocket);
    // The user renamed every appliance: typed names stay as typed in every language.
    const renamed = Object.fromEntries(household(profile).filter((d) => !d.special).map((d) => [d.id, { name: `My ${d.name}` }]));
    feed = registerRealtime(app, deps, { deviceOverrides: () => ({ devices: renamed }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.ws.terminate();
  });
  afterAll(async () => {
    feed.close();
    await app.close();
  });

  const namesOf = (m: Message<'realtime_update'>) => new Map((m.payload as WireRealtimeUpdate).devices.map((d) => [d.id, d.name]));

  it('frames name the system devices in the connection’s language; typed names stay', async () => {
    const fr = open(feedPath('fr-CA'));
    const es = open(feedPath(null), { 'accept-language': 'es-MX,es;q=0.9' });
    const en = open(feedPath('en-US'));
    const [frUpdate, esUpdate, enUpdate] = await Promise.all([fr, es, en].map((c) => c.untilType('realtime_update', 2, 15000)));
    const frNames = namesOf(frUpdate!.at(-1)!.msg as Message<'realtime_update'>);
    const esNames = namesOf(esUpdate!.at(-1)!.msg as Message<'realtime_update'>);
    const enNames = namesOf(enUpdate!.at(-1)!.msg as Message<'realtime_update'>);
    expect(frNames.get('always_on')).toBe('Toujours allumé');
    expect(esNames.get('always_on')).toBe('Siempre encendido');
    expect(enNames.get('always_on')).toBe('Always On');
    if (enNames.has('unknown')) {
      expect(frNames.get('unknown')).toBe('Autres');
      expect(enNames.get('unknown')).toBe('Other');
    }
    if (enNames.has('solar')) expect(frNames.get('solar')).toBe('Solaire');
    const appliances = [...enNames.keys()].filter((id) => !['always_on', 'unknown', 'solar', 'battery'].includes(id));
    expect(appliances.length).toBeGreaterThan(0);
    for (const id of appliances) {
      expect(enNames.get(id)).toMatch(/^My /);
      expect(frNames.get(id)).toBe(enNames.get(id));
    }
  });

  it('a timeline event reaches each feed written in its language', async () => {
    const fr = open(feedPath('fr'));
    const en = open(feedPath(null));
    await Promise.all([fr.untilType('hello'), en.untilType('hello')]);
    const item = (locale: Locale) => ({ time: '2026-11-22T15:00:01.000Z', type: 'DeviceWasOn', body: t(locale, 'timeline.device.on', { name: 'Dryer' }) });
    const english = item({ language: 'en', tag: 'en-US' });
    deps.events.emit('timeline-event', { userId: 7, monitorId: MONITOR_ID, item: english, localized: item });
    deps.events.emit('relay-event', {
      userId: 7,
      monitorId: MONITOR_ID,
      event: { device_id: 'relay-1', time: english.time, type: 'RelayOn', body: english.body },
      localized: (locale) => ({ device_id: 'relay-1', time: english.time, type: 'RelayOn', body: item(locale).body }),
    });
    const [frEvent] = await fr.untilType('new_timeline_event');
    const [enEvent] = await en.untilType('new_timeline_event');
    expect((frEvent!.msg as Message<'new_timeline_event'>).payload.items_added).toEqual([{ ...english, body: 'Dryer s’est allumé' }]);
    expect((enEvent!.msg as Message<'new_timeline_event'>).payload.items_added).toEqual([english]);
    const [frRelay] = await fr.untilType('new_relay_event');
    expect((frRelay!.msg as Message<'new_relay_event'>).payload.body).toBe('Dryer s’est allumé');
  });

  it('errors and the end of a session are told in the connection’s language', async () => {
    const bad = open(feedPath('es-US', 'bad-token'));
    const [error] = await bad.untilType('error');
    expect((error!.msg as Message<'error'>).payload.error_reason).toBe('Token de acceso no válido o caducado');

    const fr = open(feedPath('fr-CA'));
    await fr.untilType('hello');
    deps.events.emit('session-revoked', { sessionId: 'sess-1', userId: 7 });
    const [closing] = await fr.untilType('close_connection');
    expect((closing!.msg as Message<'close_connection'>).payload.reason).toBe('Votre session est terminée');
  });
});
