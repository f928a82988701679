import {
  fetchFailed, fetchRequested, fetchSucceeded, initialState, liveAppended, powerMeterReducer, realtimeUpdateReceived, retryClicked,
  windowSet,
} from '../../../src/features/powerMeter/powerMeterSlice';
import type { PowerMeterState } from '../../../src/features/powerMeter/types';
import type { WireRealtimeUpdate } from '../../../src/api/wire/realtime';

const NOW = Date.parse('2026-11-22T15:00:00.000Z');
const live = { startMs: NOW - 765_000, endMs: NOW + 135_000 };
const set = (state: PowerMeterState, window = live, history: 'push' | 'replace' | 'none' = 'none', nowMs = NOW) =>
  powerMeterReducer(state, windowSet({ window, interval: 'quarter', query: null, nowMs, history, search: '?x' }));
const update = (frame: number, epoch: number, w: number, solar_w?: number) =>
  realtimeUpdateReceived({ update: { frame, epoch, w, solar_w } as WireRealtimeUpdate, receivedAt: epoch * 1000 });

describe('power meter slice', () => {
  it('is realtime exactly when now lies inside the window', () => {
    expect(set(initialState).realtime).toBe(true);
    expect(set(initialState, { startMs: NOW - 1000, endMs: NOW - 1 }).realtime).toBe(false);
    expect(set(initialState).clockMs).toBe(NOW);
  });

  it('records the URL at once for push and none, later for a debounced replace', () => {
    expect(set(initialState, live, 'push').syncedSearch).toBe('?x');
    expect(set(initialState, live, 'replace').syncedSearch).toBe('');
  });

  it('keeps a fixed (calendar week or month) window in place while live points arrive', () => {
    const month = { startMs: Date.parse('2026-11-01T04:00:00Z'), endMs: Date.parse('2026-12-01T05:00:00Z') };
    let s = powerMeterReducer(initialState, windowSet({ window: month, interval: 'month', query: null, nowMs: NOW, history: 'none', search: '', fixed: true }));
    s = powerMeterReducer(s, liveAppended({ epoch: NOW / 1000 }));
    s = powerMeterReducer(s, liveAppended({ epoch: NOW / 1000 + 5 }));
    expect([s.window, s.realtime, s.liveVersion]).toEqual([month, true, 2]);
  });

  it('moves a live window by one second per live second', () => {
    let s = set(initialState);
    s = powerMeterReducer(s, liveAppended({ epoch: NOW / 1000 }));
    expect(s.window).toEqual({ startMs: live.startMs + 1000, endMs: live.endMs + 1000 });
    s = powerMeterReducer(s, liveAppended({ epoch: NOW / 1000 + 1 }));
    expect(s.window).toEqual({ startMs: live.startMs + 2000, endMs: live.endMs + 2000 });
    expect(s.liveVersion).toBe(2);
    // An old second changes nothing.
    expect(powerMeterReducer(s, liveAppended({ epoch: NOW / 1000 }))).toBe(s);
    // After a gap in the feed the window catches up by the whole gap.
    s = powerMeterReducer(s, liveAppended({ epoch: NOW / 1000 + 31 }));
    expect(s.window!.startMs).toBe(live.startMs + 32_000);
  });

  it('leaves a past window where it is', () => {
    const past = { startMs: NOW - 2_000_000, endMs: NOW - 1_000_000 };
    const s = powerMeterReducer(set(initialState, past), liveAppended({ epoch: NOW / 1000 }));
    expect(s.window).toEqual(past);
    expect(s.liveVersion).toBe(1);
  });

  it('caches the last readings from whole-second frames only', () => {
    let s = powerMeterReducer(initialState, update(13285440, 1685567126, 590.4, 12));
    expect([s.lastConsumed, s.lastProduced, s.lastCachedEpoch]).toEqual([590.4, 12, 1685567126]);
    s = powerMeterReducer(s, update(13285470, 1685567126, 700));
    expect(s.lastConsumed).toBe(590.4);
    s = powerMeterReducer(s, update(13285500, 1685567127, 650));
    expect([s.lastConsumed, s.lastProduced]).toEqual([650, 0]);
  });

  it('is pending while any history request is in flight; a failure clears it and keeps the error', () => {
    const run = { unit: 'second' as const, first: 1, count: 2 };
    let s = powerMeterReducer(initialState, fetchRequested(run));
    s = powerMeterReducer(s, fetchRequested({ ...run, first: 3 }));
    expect([s.pending, s.inflight]).toEqual([true, 2]);
    s = powerMeterReducer(s, fetchSucceeded({ ...run, endOfData: '2026-11-22T15:00:00.000Z' }));
    expect(s.pending).toBe(true);
    s = powerMeterReducer(s, fetchFailed({ ...run, first: 3, status: 500, message: 'Something broke' }));
    expect([s.pending, s.inflight]).toEqual([false, 0]);
    expect(s.error).toEqual({ status: 500, message: 'Something broke' });
    expect(s.dataVersion).toBe(2);
    expect(powerMeterReducer(s, retryClicked()).error).toBeNull();
  });
});
