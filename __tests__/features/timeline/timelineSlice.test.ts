import {
  deviceFetchRequested, deviceFetchSucceeded, dismissFailed, dismissRequested, dismissSucceeded, dismissedPeaksLoaded,
  initialState, itemsAdded, nowFetchFailed, nowFetchRequested, nowFetchSucceeded, nowMoreFailed, nowMoreRequested,
  nowMoreSucceeded, relayEventAdded, relayFetchRequested, relayFetchSucceeded, timelineReducer,
} from '../../../src/features/timeline/timelineSlice';
import type { TimelineState } from '../../../src/features/timeline/types';
import { at, event, news, NOW, peakNotice, response } from './fixtures';

const run = (...actions: Parameters<typeof timelineReducer>[1][]) => actions.reduce(timelineReducer, initialState);
const loaded = (items = [event(1), event(2), event(3)], sticky = [news(10)], more = true): TimelineState =>
  run(nowFetchRequested(), nowFetchSucceeded({ response: response(items, sticky, more), receivedAt: NOW }));
const times = (s: TimelineState) => s.now.events.map((e) => e.time);

describe('requests and failures', () => {
  it('a request sets pending; failure clears it and keeps what was shown', () => {
    expect(run(nowFetchRequested()).now.status).toBe('loading');
    expect(run(nowFetchRequested(), nowFetchFailed({ status: 500, message: 'Something broke' })).now).toMatchObject({ status: 'failed', error: 'Something broke' });
    const refreshFailed = [nowFetchRequested(), nowFetchFailed({ status: 'error', message: 'offline' })].reduce(timelineReducer, loaded());
    expect(refreshFailed.now.status).toBe('succeeded');
    expect(refreshFailed.now.events).toHaveLength(3);
  });

  it('reads an answer that is not an object (null from a broken proxy) as an empty page, without throwing', () => {
    const s = run(nowFetchRequested(), nowFetchSucceeded({ response: null as unknown as ReturnType<typeof response>, receivedAt: NOW }));
    expect(s.now).toMatchObject({ status: 'succeeded', events: [], moreItems: false });
    expect(s.sticky).toEqual([]);
  });

  it('ignores a failure that arrives when nothing is pending', () => {
    const s = loaded();
    expect(timelineReducer(s, nowFetchFailed({ status: 500, message: 'x' }))).toBe(s);
  });
});

describe('merging by time', () => {
  it('no duplicates, newer replaces older, newest first', () => {
    const first = loaded([event(5), event(3)]);
    const renamed = event(3, { device_name: 'Kitchen fridge', body: 'Kitchen fridge turned on' });
    const s = [nowFetchRequested(), nowFetchSucceeded({ response: response([event(1), renamed]), receivedAt: NOW })].reduce(timelineReducer, first);
    expect(times(s)).toEqual([at(1), at(3), at(5)]);
    expect(s.now.events[1]!.device_name).toBe('Kitchen fridge');
  });

  it('a refresh of the first page keeps what is known about older pages', () => {
    const s = [nowFetchRequested(), nowFetchSucceeded({ response: response([event(1)], [], true), receivedAt: NOW })].reduce(timelineReducer, loaded([event(2)], [], false));
    expect(s.now.moreItems).toBe(false);
  });

  it('older pages load only when more exist, one at a time, and merge', () => {
    const s = loaded([event(1), event(2)]);
    const pending = timelineReducer(s, nowMoreRequested());
    expect(pending.now.more).toBe('loading');
    expect(timelineReducer(pending, nowMoreRequested())).toBe(pending);
    const done = timelineReducer(pending, nowMoreSucceeded({ response: response([event(2), event(9)], [], false) }));
    expect(times(done)).toEqual([at(1), at(2), at(9)]);
    expect(done.now).toMatchObject({ more: 'idle', moreItems: false });
    expect(timelineReducer(done, nowMoreRequested()).now.more).toBe('idle');
    expect(timelineReducer(pending, nowMoreFailed({ status: 500, message: 'x' })).now.more).toBe('failed');
  });

  it('realtime items_added join the events (malformed ones are dropped)', () => {
    const s = timelineReducer(loaded(), itemsAdded({ items: [event(0), { nope: true }, event(2, { body: 'new' })] }));
    expect(times(s)).toEqual([at(0), at(1), at(2), at(3)]);
    expect(s.now.events[2]!.body).toBe('new');
  });

  it('realtime items reach a loaded device timeline of the same device', () => {
    const device = run(deviceFetchRequested({ deviceId: 'fridge1' }), deviceFetchSucceeded({ deviceId: 'fridge1', response: { items: [event(4)], more_items: true, user_id: 7 } }));
    const s = timelineReducer(device, itemsAdded({ items: [event(0), event(1, { device_id: 'other' })] }));
    expect(s.devices.fridge1!.events.map((e) => e.time)).toEqual([at(0), at(4)]);
  });

  it('relay panel events merge on time plus type', () => {
    const relay = { device_id: 'relay-1', time: at(1), type: 'RelayOn', body: 'Heater turned on' };
    let s = run(relayFetchRequested({ deviceId: 'relay-1' }), relayFetchSucceeded({ deviceId: 'relay-1', response: { items: [{ ...relay }], more_items: false, user_id: 7 } }));
    s = timelineReducer(s, relayEventAdded({ ...relay, body: 'updated' }));
    s = timelineReducer(s, relayEventAdded({ ...relay, type: 'RelayOff', body: 'Heater turned off' }));
    expect(s.relays['relay-1']!.events.map((e) => [e.type, e.body])).toEqual([['RelayOn', 'updated'], ['RelayOff', 'Heater turned off']]);
  });
});

describe('sticky items', () => {
  it('kept only if allowed, not dismissed and within one day; they are not repeated in the events', () => {
    const items = [news(5, { allow_sticky: false }), event(6)];
    const sticky = [news(10), news(60 * 25, { title: 'old' }), news(20, { allow_sticky: false, title: 'not allowed' }), news(30, { title: 'both' })];
    const s = loaded([...items, news(30, { title: 'both' })], sticky);
    expect(s.sticky.map((i) => i.time)).toEqual([at(10), at(30)]);
    expect(times(s)).toEqual([at(5), at(6)]);
  });

  it('dismissing moves the item into the events on success and records its time', () => {
    let s = timelineReducer(loaded(), dismissRequested({ time: at(10) }));
    expect(s.dismissing).toEqual([at(10)]);
    expect(s.sticky).toHaveLength(1);
    s = timelineReducer(s, dismissSucceeded({ time: at(10) }));
    expect(s.sticky).toEqual([]);
    expect(s.dismissed).toEqual([at(10)]);
    expect(s.dismissing).toEqual([]);
    expect(times(s)).toEqual([at(1), at(2), at(3), at(10)]);
    // A later fetch that still lists it as sticky does not pin it again.
    s = [nowFetchRequested(), nowFetchSucceeded({ response: response([], [news(10)]), receivedAt: NOW })].reduce(timelineReducer, s);
    expect(s.sticky).toEqual([]);
  });

  it('a failed dismissal leaves the item pinned', () => {
    const s = [dismissRequested({ time: at(10) }), dismissFailed({ time: at(10), status: 500, message: 'x' })].reduce(timelineReducer, loaded());
    expect(s.sticky).toHaveLength(1);
    expect(s.dismissing).toEqual([]);
  });

  it('dismissed peak notices stay hidden, also when loaded from storage', () => {
    let s = timelineReducer(loaded([], [peakNotice(15)]), dismissSucceeded({ time: at(15) }));
    expect(s.dismissedPeaks).toEqual([at(15)]);
    const fresh = [dismissedPeaksLoaded({ times: [at(15)] }), nowFetchRequested(), nowFetchSucceeded({ response: response([], [peakNotice(15)]), receivedAt: NOW })].reduce(timelineReducer, initialState);
    expect(fresh.sticky).toEqual([]);
    s = timelineReducer(loaded([], [peakNotice(15)]), dismissedPeaksLoaded({ times: [at(15)] }));
    expect(s.sticky).toEqual([]);
  });
});
