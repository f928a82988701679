/**
 * @jest-environment node
 *
 * The real path: realtimeSaga with the default sockette factory against a real WebSocket server.
 */
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import type { AddressInfo } from 'node:net';
import createSagaMiddleware from 'redux-saga';
import { WebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { realtimeSaga } from '../../../src/features/realtime/realtimeSaga';
import { connectRequested, disconnectRequested, realtimeReducer } from '../../../src/features/realtime/realtimeSlice';

let mockWsRoot = '';
jest.mock('../../../src/api/environment', () => ({ getEnvironment: () => ({ wsRoot: mockWsRoot }) }));
jest.mock('../../../src/api/clientInfo', () => ({ PROTOCOL_VERSION: '3', CLIENT_TYPE: 'web', getDeviceId: () => 'dev-1', getUiLanguage: () => 'en-US' }));
jest.mock('../../../src/features/realtime/rateZoneStorage', () => ({ readDismissedRateZoneEndTime: () => null, writeDismissedRateZoneEndTime: () => undefined }));

const waitFor = async (check: () => boolean, ms = 4000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const frame = (type: string, payload: unknown) => JSON.stringify({ type, payload });

describe('realtime feed over a real socket (sockette)', () => {
  let server: WebSocketServer;
  const connections: { socket: ServerSocket; url: string; received: unknown[] }[] = [];
  beforeAll(async () => {
    (globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    mockWsRoot = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.on('connection', (socket, req) => {
      const entry = { socket, url: req.url ?? '', received: [] as unknown[] };
      connections.push(entry);
      socket.on('message', (data) => entry.received.push(JSON.parse(String(data))));
      socket.send(frame('hello', { online: true }));
      socket.send(frame('realtime_update', { w: 812.6, d_w: 813, grid_w: 813, c: 9, hz: 60.01, voltage: [120.04, 120.96], channels: [400, 412.6], devices: [] }));
    });
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  it('connects, goes live, reconnects after a drop, and logs out on close_connection', async () => {
    const seen: string[] = [];
    const saga = createSagaMiddleware({ context: { now: Date.now } });
    const session = { accessToken: 'tok', monitors: [{ id: 42 }], user: null, settings: null };
    const store = configureStore({
      reducer: { realtime: realtimeReducer, session: (s = session) => s, seen: (s: null = null, a: UnknownAction) => { seen.push(a.type); return s; } },
      middleware: (m) => m({ thunk: false, serializableCheck: false }).concat(saga),
    });
    saga.run(realtimeSaga);
    store.dispatch(connectRequested());

    await waitFor(() => store.getState().realtime.wattage?.w === 812.6);
    expect(store.getState().realtime.status).toBe('live');
    expect(connections[0]!.url).toBe('/monitors/42/realtimefeed?access_token=tok&device_id=dev-1&protocol_version=3&client_type=web&ui_language=en-US');
    await waitFor(() => connections[0]!.received.length > 0);
    expect(connections[0]!.received).toEqual([{ type: 'send_recent_history' }]);

    connections[0]!.socket.terminate();
    await waitFor(() => store.getState().realtime.status === 'closed');
    expect(store.getState().realtime.closeMessage?.defaultMessage).toBe('Lost connection to {product}');
    expect(store.getState().realtime.reconnect).toEqual({ attempt: 1, delayMs: 1500 });
    await waitFor(() => connections.length === 2 && store.getState().realtime.status === 'live');

    connections[1]!.socket.send(frame('close_connection', { reason: 'session revoked' }));
    await waitFor(() => seen.includes('session/logoutRequested'));
    await waitFor(() => connections[1]!.socket.readyState === WebSocket.CLOSED);
    store.dispatch(disconnectRequested());
    expect(connections).toHaveLength(2);
  }, 10_000);
});
