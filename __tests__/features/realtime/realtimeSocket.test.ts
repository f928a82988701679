import { createRealtimeSocket } from '../../../src/features/realtime/realtimeSocket';

/** A stand-in for the browser WebSocket that sockette drives. */
class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  sent: string[] = [];
  closedWith: [number | undefined, string | undefined] | null = null;
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: unknown) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  constructor(public url: string) { FakeWebSocket.instances.push(this); }
  send(data: string) { this.sent.push(data); }
  close(code?: number, reason?: string) { this.closedWith = [code, reason]; }
}

describe('createRealtimeSocket (sockette)', () => {
  const original = globalThis.WebSocket;
  beforeEach(() => {
    FakeWebSocket.instances = [];
    globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
    jest.useFakeTimers();
  });
  afterEach(() => {
    globalThis.WebSocket = original;
    jest.useRealTimers();
  });

  it('opens one socket, forwards its events and sends JSON frames', () => {
    const handlers = { onOpen: jest.fn(), onMessage: jest.fn(), onClose: jest.fn(), onError: jest.fn() };
    const socket = createRealtimeSocket('ws://h/monitors/1/realtimefeed?access_token=t', handlers);
    const ws = FakeWebSocket.instances[0]!;
    expect(ws.url).toBe('ws://h/monitors/1/realtimefeed?access_token=t');
    ws.onopen?.({});
    ws.onmessage?.({ data: '{"type":"hello","payload":{"online":true}}' });
    ws.onerror?.({});
    socket.send({ type: 'send_recent_history' });
    expect(handlers.onOpen).toHaveBeenCalled();
    expect(handlers.onMessage).toHaveBeenCalledWith('{"type":"hello","payload":{"online":true}}');
    expect(handlers.onError).toHaveBeenCalledWith('WebSocket error');
    expect(ws.sent).toEqual(['{"type":"send_recent_history"}']);
    socket.close();
    expect(ws.closedWith).toEqual([1000, undefined]);
  });

  it('does not retry by itself: the saga owns the growing schedule', () => {
    const handlers = { onOpen: jest.fn(), onMessage: jest.fn(), onClose: jest.fn(), onError: jest.fn() };
    createRealtimeSocket('ws://h/x', handlers);
    FakeWebSocket.instances[0]!.onclose?.({ code: 1006, reason: '' });
    jest.advanceTimersByTime(60_000);
    expect(handlers.onClose).toHaveBeenCalledWith(1006, '');
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
