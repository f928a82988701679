import type { WebsocketPluginOptions } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket, WebSocketServer } from 'ws';

/** The largest message a feed client may send (clients only ever send small JSON requests). */
export const FEED_MAX_PAYLOAD = 64 * 1024;
/** Close code for a server going away (RFC 6455 §7.4.1). */
export const CLOSE_GOING_AWAY = 1001;
/** How long shutdown waits for clients to answer the close handshake before dropping them. */
export const SHUTDOWN_GRACE_MS = 2000;

/** ws readyState values (not imported at runtime just for the constants). */
const CLOSING = 2;
const CLOSED = 3;

/**
 * Closes every socket of the websocket server with 1001 (Going Away), waits up to `graceMs` for
 * each client to answer the close handshake, then drops the ones that have not, so that a client
 * that never answers cannot hold the server's shutdown open.
 */
export function closeAllSockets(wss: WebSocketServer, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const open = [...wss.clients].filter((s) => s.readyState !== CLOSED);
  if (open.length === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let left = open.length;
    const done = () => {
      if (--left === 0) {
        clearTimeout(timer);
        resolve();
      }
    };
    const timer = setTimeout(() => {
      for (const s of open) if (s.readyState !== CLOSED) s.terminate();
    }, graceMs);
    for (const s of open) {
      s.once('close', done);
      if (s.readyState !== CLOSING) s.close(CLOSE_GOING_AWAY, 'server shutting down');
    }
  });
}

/**
 * Options for @fastify/websocket:
 * - `maxPayload`: a message over 64 KB closes that socket with 1009 (Message Too Big) before the
 *   server buffers it;
 * - `preClose`: on shutdown, feed clients get 1001 and at most `graceMs` to answer (the plugin's
 *   default closes without a code, which clients see as 1005, and waits up to 30 s per socket);
 * - `errorHandler`: a socket error ends that socket, but one already closing (e.g. the 1009 close
 *   after an oversized message) is left to finish its close handshake.
 */
export function websocketPluginOptions(graceMs = SHUTDOWN_GRACE_MS): WebsocketPluginOptions {
  return {
    options: { maxPayload: FEED_MAX_PAYLOAD },
    async preClose(this: FastifyInstance) {
      const wss = this.websocketServer as WebSocketServer;
      await closeAllSockets(wss, graceMs);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
    errorHandler(error: Error, socket: WebSocket) {
      this.log.debug({ err: error }, 'feed socket error');
      if (socket.readyState !== CLOSING) socket.terminate();
    },
  };
}
