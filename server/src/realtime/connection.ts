import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { FeedDeps, Principal } from '../contracts';
import { feedLocale, t } from '../i18n';
import { monitorIdOf, principalOf } from './auth';
import { dataChange, deviceStates, monitorInfo } from './frames';
import { send, type Hub } from './hub';

/** Close codes of the feed (application range 4000-4999). */
export const CLOSE_SESSION_ENDED = 4000;
export const CLOSE_UNAUTHORIZED = 4001;
export const CLOSE_NOT_FOUND = 4004;
export const CLOSE_IDLE = 4008;

const MAX_HISTORY_SECONDS = 3600;
/** ws readyState CLOSING. */
const CLOSING = 2;

/**
 * One feed connection (GET /monitors/:monitorId/realtimefeed, upgraded). Authentication happens
 * after the upgrade so that a bad token gets the `error` frame clients expect (wire §2.4, §4)
 * rather than a bare HTTP refusal; then the socket is closed. The connection's texts are in its
 * `ui_language` (feedLocale).
 */
export function handleFeed(hub: Hub, deps: FeedDeps, socket: WebSocket, req: FastifyRequest): void {
  // An error ends the socket, unless it is already closing (e.g. 1009 after an oversized message:
  // ws has sent the close frame and ends the connection itself).
  socket.on('error', () => {
    if (socket.readyState !== CLOSING) socket.terminate();
  });
  // The token check is asynchronous: hold the client's frames until it is done, so that nothing
  // it sends right after opening is lost.
  socket.pause();
  void principalOf(deps, req).then((principal) => {
    if (socket.readyState !== socket.OPEN) return;
    openFeed(hub, deps, socket, req, principal);
    socket.resume();
  });
}

function openFeed(hub: Hub, deps: FeedDeps, socket: WebSocket, req: FastifyRequest, principal: Principal | null): void {
  const locale = feedLocale(req);
  if (!principal) {
    send(socket, { type: 'error', payload: { authorized: false, error_reason: t(locale, 'auth.invalidToken') } });
    socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
    return;
  }
  const monitorId = monitorIdOf((req.params as { monitorId?: string }).monitorId);
  let profile = null;
  try {
    profile = monitorId === null ? null : deps.monitorForUser(principal.userId, monitorId);
  } catch (err) {
    console.error('realtime: monitorForUser failed', err);
  }
  if (!profile) {
    send(socket, { type: 'error', payload: { authorized: false, error_reason: t(locale, 'monitor.notFound') } });
    socket.close(CLOSE_NOT_FOUND, 'monitor not found');
    return;
  }
  // Token expiry is deliberately not re-checked while the socket is open: the browser renews its
  // access token over REST and keeps the stream, as the hosted feed does (it only drops streams
  // after ~15 minutes). What does end a stream is the session itself being revoked (logout,
  // refresh-token reuse): the core emits 'session-revoked' and the socket gets close_connection.
  const client = hub.add(socket, principal, profile, locale);
  const now = deps.now();
  send(socket, { type: 'hello', payload: { online: true } });
  send(socket, { type: 'monitor_info', payload: monitorInfo(profile) });
  send(socket, { type: 'data_change', payload: dataChange(profile, deps.versions(principal.userId)) });
  send(socket, { type: 'device_states', payload: deviceStates(profile, now) });
  hub.sendLatest(client);

  socket.on('pong', () => {
    client.lastSeen = deps.now();
  });
  socket.on('message', (data, isBinary) => {
    client.lastSeen = deps.now();
    if (isBinary) return;
    let msg: unknown;
    try {
      msg = JSON.parse(String(data));
    } catch {
      return; // unknown frames are ignored (wire §2.1)
    }
    if (!msg || typeof msg !== 'object' || (msg as { type?: unknown }).type !== 'send_recent_history') return;
    const current = hub.profileOf(client);
    if (!current) return;
    const asked = Number((msg as { payload?: { seconds?: unknown } }).payload?.seconds);
    const seconds = Number.isFinite(asked) && asked >= 1 ? Math.min(MAX_HISTORY_SECONDS, Math.floor(asked)) : 1800;
    send(socket, { type: 'recent_history', payload: deps.recentHistory(current, deps.now(), seconds) });
  });
  socket.on('close', () => hub.remove(client));
}
