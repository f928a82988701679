/** @jest-environment node */
import { EventEmitter } from 'node:events';
import net from 'node:net';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FeedDeps, ServerEvents } from '../../../server/src/contracts';
import { CLOSE_GOING_AWAY, FEED_MAX_PAYLOAD, registerRealtime, websocketPluginOptions } from '../../../server/src/realtime';
import { MONITOR_ID, connect, profile } from './feedSupport';
import { recentHistory as simRecentHistory } from '../../../server/src/sim';

const feedPath = `/monitors/${MONITOR_ID}/realtimefeed?access_token=good-token`;

/** The feed on fake deps, with the plugin options the real server uses (and a short grace). */
async function start(graceMs = 300) {
  const deps: FeedDeps = {
    // The fake core's recent history: the simulator's seconds, as a store filled from it holds them.
    recentHistory: simRecentHistory,
    authenticate: (token) => (token === 'good-token' ? { userId: 7, accountId: 70, roles: 'user', sessionId: 'sess-1' } : null),
    monitorForUser: (userId, monitorId) => (userId === 7 && monitorId === MONITOR_ID ? profile : null),
    versions: () => ({ userVersion: 1, settingsVersion: 1 }),
    events: new EventEmitter() as ServerEvents,
    now: () => Date.now(),
  };
  const app = Fastify({ forceCloseConnections: true, return503OnClosing: true });
  await app.register(websocket, websocketPluginOptions(graceMs));
  registerRealtime(app, deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as net.AddressInfo).port };
}

/** A client that completes the websocket handshake and then never answers anything (no close frame). */
function deafClient(port: number): Promise<{ socket: net.Socket; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const ended = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(
        `GET ${feedPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      );
    });
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (head.includes('\r\n\r\n')) {
        socket.off('data', onData);
        if (!head.startsWith('HTTP/1.1 101')) return reject(new Error(head));
        socket.on('data', () => {}); // read and ignore everything, the close frame included
        resolve({ socket, ended });
      }
    };
    socket.on('data', onData);
  });
}

describe('feed websocket limits and shutdown', () => {
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
  });

  it('closes a socket that sends a message over 64 KB with 1009, and keeps one under it', async () => {
    const s = await start();
    app = s.app;
    const small = connect(s.port, feedPath);
    const big = connect(s.port, feedPath);
    await Promise.all([small.opened(), big.opened()]);

    small.ws.send('x'.repeat(FEED_MAX_PAYLOAD - 1024));
    small.ws.send(JSON.stringify({ type: 'send_recent_history', payload: { seconds: 60 } }));
    await small.untilType('recent_history');

    big.ws.send('x'.repeat(FEED_MAX_PAYLOAD + 1));
    const closed = await big.untilClosed();
    expect(closed.code).toBe(1009);
    expect(small.ws.readyState).toBe(small.ws.OPEN);
    small.ws.terminate();
  });

  it('closes feed clients with 1001 (Going Away) when the server shuts down', async () => {
    const s = await start();
    app = s.app;
    const c = connect(s.port, feedPath);
    await c.untilType('realtime_update');
    const closing = s.app.close();
    app = null;
    const closed = await c.untilClosed();
    expect(closed.code).toBe(CLOSE_GOING_AWAY);
    await closing;
  });

  it('drops a client that never answers the close handshake, so shutdown completes', async () => {
    const s = await start(300);
    app = s.app;
    const deaf = await deafClient(s.port);
    const polite = connect(s.port, feedPath);
    await polite.untilType('hello');
    await s.app.close();
    app = null;
    // Without the grace, ws would wait 30 s for the close frame and this test would time out.
    await deaf.ended;
    expect(deaf.socket.destroyed).toBe(true);
    expect((await polite.untilClosed()).code).toBe(CLOSE_GOING_AWAY);
  });
});
