import type { FastifyInstance } from 'fastify';
import { everyClockInterval } from '../clock';
import type { WebsocketHandler } from '@fastify/websocket';
import type { FeedDeps, ServerEventMap } from '../contracts';
import type { WireFeedMessage } from '../../../src/api/wire/realtime';
import { t } from '../i18n';
import { CLOSE_IDLE, CLOSE_SESSION_ENDED, handleFeed } from './connection';
import { dataChange } from './frames';
import { Hub, send, type FeedClient, type HubOptions } from './hub';
import { registerOneShot } from './oneshot';
import { CLOSE_GOING_AWAY } from './plugin';

export type RealtimeOptions = HubOptions & {
  /** How long (server-clock time) a stream may stay silent (no message, no pong) before it is closed. Default 15 min. */
  idleTimeoutMs?: number;
  /** How often (server-clock time) sockets are pinged and checked for idleness. Default 60 s. */
  sweepMs?: number;
};

export { feedChecksums } from './checksums';
export { CLOSE_GOING_AWAY, FEED_MAX_PAYLOAD, closeAllSockets, websocketPluginOptions } from './plugin';
export { FRAME_EPOCH_MS } from './frames';

/**
 * Registers the realtime feed (`/monitors/:monitorId/realtimefeed`) and the one-shot
 * `GET /apiservice/api/v1/app/:monitorId/realtime_update`. The core calls it once from buildApp
 * after @fastify/websocket is registered. Returns close(), which stops the shared ticker, drops
 * the event listeners and closes every socket.
 */
export interface RealtimeHandle {
  /** Monitors with at least one open feed right now. */
  liveMonitorIds(): number[];
  close(): void;
}

export function registerRealtime(app: FastifyInstance, deps: FeedDeps, options: RealtimeOptions = {}): RealtimeHandle {
  const hub = new Hub(deps, options);
  const idleTimeoutMs = options.idleTimeoutMs ?? 15 * 60_000;

  const feed: WebsocketHandler = (socket, req) => handleFeed(hub, deps, socket, req);
  app.get('/monitors/:monitorId/realtimefeed', { websocket: true }, feed);
  registerOneShot(app, deps, options);

  const pushVersions = (userId: number, override: { userVersion?: number; settingsVersion?: number }) => {
    const clients = hub.clients((c) => c.principal.userId === userId);
    if (clients.length === 0) return;
    const versions = { ...deps.versions(userId), ...override };
    for (const c of clients) {
      let profile = hub.profileOf(c);
      try {
        // Settings (e.g. the electricity cost) may have changed the profile.
        const fresh = deps.monitorForUser(userId, c.monitorId);
        if (fresh) {
          hub.updateProfile(fresh);
          profile = fresh;
        }
      } catch {
        // keep the profile we have
      }
      if (profile) send(c.socket, { type: 'data_change', payload: dataChange(profile, versions) });
    }
  };
  const onSettings = (e: ServerEventMap['settings-changed']) => pushVersions(e.userId, { settingsVersion: e.settingsVersion });
  const onUser = (e: ServerEventMap['user-changed']) => {
    for (const id of new Set(hub.clients((c) => c.principal.userId === e.userId).map((c) => c.monitorId))) hub.reloadUserState(id);
    pushVersions(e.userId, { userVersion: e.userVersion });
  };
  const onRevoked = (e: ServerEventMap['session-revoked']) => {
    for (const c of hub.clients((x) => x.principal.sessionId === e.sessionId)) {
      send(c.socket, { type: 'close_connection', payload: { reason: t(c.locale, 'session.ended') } });
      c.socket.close(CLOSE_SESSION_ENDED, 'session ended');
      hub.remove(c);
    }
  };
  /** To that user's open feeds of that monitor, each in its connection's language. */
  const sendToFeeds = (userId: number, monitorId: number, message: (c: FeedClient) => WireFeedMessage) => {
    for (const c of hub.clients((x) => x.principal.userId === userId && x.monitorId === monitorId)) send(c.socket, message(c));
  };
  const onTimeline = (e: ServerEventMap['timeline-event']) =>
    sendToFeeds(e.userId, e.monitorId, (c) => ({
      type: 'new_timeline_event',
      payload: { items_added: [e.localized ? e.localized(c.locale) : e.item], items_removed: [], items_updated: [], user_id: e.userId },
    }));
  const onRelay = (e: ServerEventMap['relay-event']) =>
    sendToFeeds(e.userId, e.monitorId, (c) => ({ type: 'new_relay_event', payload: e.localized ? e.localized(c.locale) : e.event }));
  deps.events.on('settings-changed', onSettings);
  deps.events.on('user-changed', onUser);
  deps.events.on('session-revoked', onRevoked);
  deps.events.on('timeline-event', onTimeline);
  deps.events.on('relay-event', onRelay);

  // Keep-alive and idle reaping (wire §6.5: close idle streams after about 15 minutes). Browsers
  // and ws clients answer pings by themselves, so only dead or abandoned streams are closed.
  // Clock time (lastSeen reads deps.now), so a faster clock (KILOWATCH_CLOCK_RATE) sweeps sooner too.
  const sweep = everyClockInterval(deps.now, options.sweepMs ?? 60_000, () => {
    const now = deps.now();
    for (const c of hub.clients()) {
      if (now - c.lastSeen > idleTimeoutMs) {
        c.socket.close(CLOSE_IDLE, 'idle');
        hub.remove(c);
      } else if (c.socket.readyState === 1) c.socket.ping();
    }
  });

  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    sweep.stop();
    hub.stop();
    deps.events.off('settings-changed', onSettings);
    deps.events.off('user-changed', onUser);
    deps.events.off('session-revoked', onRevoked);
    deps.events.off('timeline-event', onTimeline);
    deps.events.off('relay-event', onRelay);
    for (const c of hub.clients()) {
      c.socket.close(CLOSE_GOING_AWAY, 'server shutting down');
      hub.remove(c);
    }
  };
  try {
    app.addHook('onClose', async () => close());
  } catch {
    // Registered after boot: the caller closes us itself.
  }
  return { close, liveMonitorIds: () => hub.monitorIds() };
}
