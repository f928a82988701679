import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import type { WireClientMessage, WireFeedMessage } from '../../api/wire/realtime';
import type { RealtimeSocket, RealtimeSocketFactory } from './types';

export type FeedEvent =
  | { kind: 'open' }
  | { kind: 'message'; message: WireFeedMessage }
  | { kind: 'close'; code: number; reason: string }
  | { kind: 'error'; message: string };

export interface FeedConnection {
  channel: EventChannel<FeedEvent>;
  send(message: WireClientMessage): void;
}

/** Parses one server frame: `{ type, payload }` JSON (wire §2.2); null when unreadable. */
export function parseFeedMessage(data: string): WireFeedMessage | null {
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string') {
      return value as WireFeedMessage;
    }
  } catch {
    // fall through: reported as an error event
  }
  return null;
}

/**
 * Opens one socket and turns its callbacks into a saga channel. Closing the channel closes the
 * socket. The buffer keeps every event while the saga is busy (a close must never be dropped).
 */
export function openFeedChannel(createSocket: RealtimeSocketFactory, url: string): FeedConnection {
  let socket: RealtimeSocket | null = null;
  const channel = eventChannel<FeedEvent>((emit) => {
    socket = createSocket(url, {
      onOpen: () => emit({ kind: 'open' }),
      onMessage: (data) => {
        const message = parseFeedMessage(data);
        emit(message ? { kind: 'message', message } : { kind: 'error', message: 'Unreadable realtime message' });
      },
      onClose: (code, reason) => emit({ kind: 'close', code, reason }),
      onError: (message) => emit({ kind: 'error', message }),
    });
    return () => socket?.close(1000, 'client closing');
  }, buffers.expanding<FeedEvent>(64));
  return { channel, send: (message) => socket?.send(message) };
}
