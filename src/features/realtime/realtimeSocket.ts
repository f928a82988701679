import Sockette from 'sockette';
import { RECONNECT_BASE_MS } from './constants';
import type { RealtimeSocketFactory } from './types';

/**
 * The default 'createRealtimeSocket' saga-context factory: one WebSocket through sockette.
 *
 * sockette would retry on its own with a constant `timeout`; the spec's schedule grows by 1.5 per
 * retry, which sockette cannot express, so each socket is a single attempt (its `reconnect` is
 * disabled) and realtimeSaga runs the retry loop (constants.ts). Frames are JSON text both ways.
 */
export const createRealtimeSocket: RealtimeSocketFactory = (url, handlers) => {
  const socket = new Sockette(url, {
    timeout: RECONNECT_BASE_MS,
    onopen: () => handlers.onOpen(),
    onmessage: (event) => handlers.onMessage(typeof event.data === 'string' ? event.data : ''),
    onclose: (event) => handlers.onClose(event.code, event.reason ?? ''),
    onerror: () => handlers.onError('WebSocket error'),
  });
  socket.reconnect = () => undefined;
  return {
    send: (message) => socket.json(message),
    close: (code = 1000, reason) => socket.close(code, reason),
  };
};
