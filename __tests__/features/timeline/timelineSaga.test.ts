import { expectSaga } from 'redux-saga-test-plan';
import type { ApiRequest } from '../../../src/api/types';
import { createRootReducer, type RootState } from '../../../src/app/rootReducer';
import { dismissedPeaksKey } from '../../../src/api/storageKeys';
import { timelineSaga } from '../../../src/features/timeline/timelineSaga';
import {
  deviceFetchRequested, deviceMoreRequested, dismissRequested, nowFetchRequested, nowMoreRequested, peakFetchRequested,
  relayFetchRequested, timelineReducer,
} from '../../../src/features/timeline/timelineSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { monitor } from '../../support/fixtures';
import { contextProvider, sagaContext, stateWith } from '../../support/sagaHarness';
import { at, event, news, NOW, peakNotice, response } from './fixtures';

const reducer = createRootReducer({ timeline: timelineReducer });
const signedIn = (): RootState => {
  const base = stateWith({ accessToken: 'tok', userId: 7, monitors: [monitor({ id: 42 })] });
  return { ...base, timeline: reducer(undefined, { type: '@@init' }).timeline };
};
const query = (req: ApiRequest<unknown>) => req.query ?? {};

function run(handler: Parameters<typeof createFakeApi>[0], storage?: Storage) {
  const api = createFakeApi(handler);
  const ctx = sagaContext(api, { now: () => NOW, ...(storage ? { storage } : {}) });
  return { api, ctx, saga: expectSaga(timelineSaga).withReducer(reducer, signedIn()).provide(contextProvider(ctx)) };
}

describe('the now timeline', () => {
  it('fetches 30 items and pins the sticky ones', async () => {
    const { api, saga } = run(() => ok(response([event(1), event(2)], [news(5)])));
    const { storeState } = await saga.dispatch(nowFetchRequested()).silentRun(50);
    expect(api.calls[0]!.request).toMatchObject({ method: 'GET', path: '/users/7/timeline', query: { n_items: 30 } });
    expect(query(api.calls[0]!.request).prior_to_item).toBeUndefined();
    const t = (storeState as RootState).timeline;
    expect(t.now.status).toBe('succeeded');
    expect(t.sticky.map((s) => s.time)).toEqual([at(5)]);
  });

  it('pages with prior_to_item = the oldest event, until no more exist', async () => {
    const { api, saga } = run((req) => {
      const before = query(req).prior_to_item;
      if (!before) return ok(response([event(1), event(2)], [], true));
      if (before === at(2)) return ok(response([event(3), event(4)], [], true));
      return ok(response([event(5)], [], false));
    });
    const { storeState } = await saga
      .dispatch(nowFetchRequested())
      .delay(10)
      .dispatch(nowMoreRequested())
      .delay(10)
      .dispatch(nowMoreRequested())
      .delay(10)
      .dispatch(nowMoreRequested())
      .silentRun(60);
    expect(api.calls.map((c) => query(c.request).prior_to_item)).toEqual([undefined, at(2), at(4)]);
    const t = (storeState as RootState).timeline;
    expect(t.now.events.map((e) => e.time)).toEqual([at(1), at(2), at(3), at(4), at(5)]);
    expect(t.now.moreItems).toBe(false);
  });

  it('a failed fetch only clears pending (no notice)', async () => {
    const { saga } = run(() => fail(500));
    const { storeState } = await saga.dispatch(nowFetchRequested()).silentRun(50);
    const s = storeState as RootState;
    expect(s.timeline.now.status).toBe('failed');
    expect(s.notifications.items).toEqual([]);
  });
});

describe('device and relay timelines', () => {
  it('device: 30 a page, rollup=false; relay panel: 50 a page on smartcircuit', async () => {
    const { api, saga } = run((req) => ok(req.path.endsWith('smartcircuit') ? { items: [], more_items: false, user_id: 7 } : { items: [event(1)], more_items: true, user_id: 7 }));
    await saga
      .dispatch(deviceFetchRequested({ deviceId: 'fridge1' }))
      .delay(10)
      .dispatch(deviceMoreRequested({ deviceId: 'fridge1' }))
      .delay(10)
      .dispatch(relayFetchRequested({ deviceId: 'relay-1' }))
      .silentRun(60);
    expect(api.calls.map((c) => [c.request.path, c.request.query])).toEqual([
      ['/users/7/timeline', { n_items: 30, device_id: 'fridge1', prior_to_item: undefined, rollup: false }],
      ['/users/7/timeline', { n_items: 30, device_id: 'fridge1', prior_to_item: at(1), rollup: false }],
      ['/users/7/timeline/smartcircuit', { n_items: 50, deviceId: 'relay-1', prior_to_item: undefined }],
    ]);
  });
});

describe('dismissing a sticky item', () => {
  const answers = (dismiss: () => ReturnType<typeof ok> | ReturnType<typeof fail>) => (req: ApiRequest<unknown>) =>
    req.path.endsWith('disable_timeline') ? dismiss() : ok(response([event(1)], [news(5), peakNotice(8)]));

  it('POSTs disable_timeline?timeline_date= and moves the item on success', async () => {
    const { api, saga } = run(answers(() => ok({ status: 'ok' })));
    const { storeState } = await saga.dispatch(nowFetchRequested()).delay(10).dispatch(dismissRequested({ time: at(5) })).silentRun(60);
    expect(api.calls[1]!.request).toMatchObject({ method: 'POST', path: '/users/7/disable_timeline', query: { timeline_date: at(5) } });
    const t = (storeState as RootState).timeline;
    expect(t.sticky.map((s) => s.time)).toEqual([at(8)]);
    expect(t.now.events.map((e) => e.time)).toEqual([at(1), at(5)]);
    expect(t.dismissed).toEqual([at(5)]);
  });

  it('remembers a dismissed peak notice in storage, and hides it on the next session', async () => {
    const first = run(answers(() => ok({ status: 'ok' })));
    await first.saga.dispatch(nowFetchRequested()).delay(10).dispatch(dismissRequested({ time: at(8) })).silentRun(60);
    // Kept per user and monitor (user 7, monitor 42).
    expect(JSON.parse(first.ctx.storage.getItem(dismissedPeaksKey(7, 42))!)).toEqual([at(8)]);

    const next = run(answers(() => ok({ status: 'ok' })), first.ctx.storage);
    const { storeState } = await next.saga.dispatch(nowFetchRequested()).silentRun(50);
    expect((storeState as RootState).timeline.sticky.map((s) => s.time)).toEqual([at(5)]);
  });

  it("another user's (or monitor's) dismissed peak notices do not hide this one's", async () => {
    const storage = sagaContext(createFakeApi(() => ok(null))).storage;
    storage.setItem(dismissedPeaksKey(8, 42), JSON.stringify([at(8)]));
    storage.setItem(dismissedPeaksKey(7, 43), JSON.stringify([at(8)]));
    const { saga } = run(answers(() => ok({ status: 'ok' })), storage);
    const { storeState } = await saga.dispatch(nowFetchRequested()).silentRun(50);
    expect((storeState as RootState).timeline.sticky.map((s) => s.time).sort()).toEqual([at(5), at(8)].sort());
  });

  it('a failure keeps the item pinned and shows an error notice', async () => {
    const { saga } = run(answers(() => fail(400, { error_reason: 'There is no timeline item at …' })));
    const { storeState } = await saga.dispatch(nowFetchRequested()).delay(10).dispatch(dismissRequested({ time: at(5) })).silentRun(60);
    const s = storeState as RootState;
    expect(s.timeline.sticky).toHaveLength(2);
    expect(s.timeline.dismissing).toEqual([]);
    expect(s.notifications.items).toEqual([
      expect.objectContaining({ kind: 'error', title: expect.objectContaining({ id: 'timeline.dismiss.failedTitle' }), message: 'There is no timeline item at …' }),
    ]);
  });
});

it('fetches a peak for the modal from the monitor', async () => {
  const peak = { peak_id: '42-20261121T2342Z', peak_max: 9000, peak_time: at(900), last_peak_max: 8000, last_alert_time: at(9000), devices: [] };
  const { api, saga } = run(() => ok(peak));
  const { storeState } = await saga.dispatch(peakFetchRequested({ peakId: peak.peak_id, host: 'h1' })).silentRun(50);
  expect(api.calls[0]!.request.path).toBe('/app/monitors/42/peak/42-20261121T2342Z');
  expect((storeState as RootState).timeline.peak).toMatchObject({ id: peak.peak_id, host: 'h1', status: 'succeeded', data: peak });
});
