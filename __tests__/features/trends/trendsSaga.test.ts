import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { callApi } from '../../../src/api/callApi';
import type { ApiRequest } from '../../../src/api/types';
import { createMemoryStorage } from '../../../src/api/safeStorage';
import { userRequested } from '../../../src/app/session/sessionSlice';
import * as periods from '../../../src/features/trends/periods';
import { loadPeriods } from '../../../src/features/trends/trendsContext';
import { trendsSaga } from '../../../src/features/trends/trendsSaga';
import {
  cacheReset, deviceChosen, retryClicked, shifted, trendsReducer, unitChosen, viewerOpened, viewerQueryChanged,
} from '../../../src/features/trends/trendsSlice';
import type { TrendsState } from '../../../src/features/trends/types';
import { FRESH_MS, frameKey } from '../../../src/features/trends/viewRules';
import { createFakeApi, ok } from '../../support/fakeApi';
import { answerTrends } from './trendsFixtures';

const NOW = Date.parse('2026-11-23T15:00:00.000Z'); // Monday, 10:00 in New York
const NOV = '2026-11-01T04:00:00.000Z';
const OCT = '2026-10-01T04:00:00.000Z';
const SEP = '2026-09-01T04:00:00.000Z';

function sessionWith(cycleStart: number | null) {
  return { accessToken: 't', monitors: [{ id: 42, serial_number: 'N1', attributes: { cycle_start: cycleStart } }], monitorTimeZone: 'America/New_York' };
}

/** The trends saga with a movable clock, a recording navigate and an API that answers every trends call. */
function run(opts: { cycleStart?: number | null } = {}) {
  const clock = { now: NOW };
  const navigate = jest.fn();
  const requests: ApiRequest<unknown>[] = [];
  const session = sessionWith(opts.cycleStart === undefined ? 1 : opts.cycleStart);
  const reducer = combineReducers({ trends: trendsReducer, session: (s: typeof session = session) => s });
  const saga = expectSaga(trendsSaga)
    .withReducer(reducer)
    .provide([
      [matchers.getContext('now'), () => clock.now],
      [matchers.getContext('navigate'), navigate],
      [matchers.getContext('storage'), createMemoryStorage()],
      [matchers.call.fn(loadPeriods), periods],
      [
        matchers.call.fn(callApi),
        dynamic(({ args }) => {
          const request = args[0] as ApiRequest<unknown>;
          requests.push(request);
          return { data: answerTrends(request) };
        }),
      ],
    ]);
  const trendsCalls = () => requests.filter((r) => r.path === '/app/history/trends').map((r) => (r.query as { start: string }).start);
  return { saga, clock, navigate, requests, trendsCalls };
}

/** The same saga in a real store, for journeys over time (waits for the 100 ms debounce in real time). */
function live() {
  const clock = { now: NOW };
  const api = createFakeApi((request) => ok(answerTrends(request)));
  const session = sessionWith(1);
  const saga = createSagaMiddleware({ context: { api, navigate: jest.fn(), now: () => clock.now, storage: createMemoryStorage() } });
  const store = configureStore({
    reducer: { trends: trendsReducer, session: (s: typeof session = session) => s },
    middleware: (d) => d({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(saga),
  });
  saga.run(trendsSaga);
  const trendsCalls = () => api.callsTo('/app/history/trends').map((c) => (c.request.query as { start: string }).start);
  const settle = () => new Promise((r) => setTimeout(r, 250));
  return { store, clock, trendsCalls, settle };
}

const trendsOf = (result: { storeState: unknown }) => (result.storeState as { trends: TrendsState }).trends;
const open = (search = '') => viewerOpened({ query: Object.fromEntries(['scale', 'start', 'device'].map((k) => [k, new URLSearchParams(search).get(k)])) as never, search });

describe('trends saga: the viewer', () => {
  it('opens on the billing cycle (configured) and asks for the previous and current frames together, once', async () => {
    const { saga, navigate, requests, trendsCalls } = run();
    const result = await saga.dispatch(open()).silentRun(250);
    const t = trendsOf(result);
    expect(t.viewer.view).toMatchObject({ unit: 'BILL', current: { start: NOV }, previous: { start: OCT }, next: null, live: true });
    expect(trendsCalls().sort()).toEqual([OCT, NOV].sort());
    expect(requests.every((r) => (r.query as { scale: string }).scale === 'CYCLE')).toBe(true);
    expect(t.frames[frameKey('BILL', NOV, null)]).toMatchObject({ status: 'succeeded', fetchedAt: NOW });
    expect(navigate).not.toHaveBeenCalled(); // plain /usage is this view
  });

  it('without a billing cycle: MONTH first, no BILL; a ?scale=BILL link is corrected in place', async () => {
    const { saga, navigate } = run({ cycleStart: -1 });
    const result = await saga.dispatch(open('?scale=BILL')).silentRun(250);
    expect(trendsOf(result).viewer.view?.unit).toBe('MONTH');
    expect(navigate).toHaveBeenCalledWith('/usage', { replace: true });
  });

  it('reads start and scale from the URL (any instant of the period), pushes each choice', async () => {
    const { saga, navigate } = run();
    const result = await saga
      .dispatch(open('?scale=week&start=2026-03-11T12:00:00Z'))
      .delay(20)
      .dispatch(unitChosen({ unit: 'MONTH' }))
      .delay(20)
      .dispatch(shifted({ direction: 1 }))
      .silentRun(250);
    expect(navigate.mock.calls).toEqual([
      ['/usage?scale=WEEK&start=2026-03-09T04%3A00%3A00.000Z', { replace: true }],
      ['/usage?scale=MONTH&start=2026-03-01T05%3A00%3A00.000Z', undefined],
      ['/usage?scale=MONTH&start=2026-04-01T04%3A00%3A00.000Z', undefined],
    ]);
    expect(trendsOf(result).viewer.view?.current.start).toBe('2026-04-01T04:00:00.000Z');
  });

  it('reloads are debounced (100 ms): paging three times at once asks only for the last view\'s frames', async () => {
    const { saga, trendsCalls } = run();
    const result = await saga
      .dispatch(open())
      .dispatch(shifted({ direction: -1 }))
      .dispatch(shifted({ direction: -1 }))
      .dispatch(shifted({ direction: -1 }))
      .silentRun(300);
    expect(trendsOf(result).viewer.view?.current.start).toBe('2026-08-01T04:00:00.000Z');
    expect(trendsCalls().sort()).toEqual(['2026-07-01T04:00:00.000Z', '2026-08-01T04:00:00.000Z', SEP].sort());
  });

  it('a frame in the cache is not asked for again for 10 minutes; after that it is', async () => {
    const { store, clock, trendsCalls, settle } = live();
    store.dispatch(open());
    await settle();
    store.dispatch(shifted({ direction: -1 })); // Oct (cached), Sep (new), Nov (cached)
    await settle();
    store.dispatch(shifted({ direction: 1 })); // back to Nov: every frame cached
    await settle();
    expect(trendsCalls().sort()).toEqual([NOV, OCT, SEP].sort());
    clock.now = NOW + FRESH_MS + 1;
    store.dispatch(retryClicked()); // any reload past 10 minutes asks again
    await settle();
    expect(trendsCalls().filter((s) => s === NOV)).toHaveLength(2);
    expect(trendsCalls().filter((s) => s === OCT)).toHaveLength(2);
    expect(trendsCalls().filter((s) => s === SEP)).toHaveLength(1);
    expect(store.getState().trends.frames[frameKey('BILL', NOV, null)]?.fetchedAt).toBe(NOW + FRESH_MS + 1);
  });

  it('back and forward show the URL\'s view without writing the URL', async () => {
    const { saga, navigate } = run();
    const result = await saga.dispatch(open()).delay(20).dispatch(viewerQueryChanged({ query: { scale: 'BILL', start: SEP, device: null }, search: `?start=${encodeURIComponent(SEP)}` })).silentRun(200);
    expect(trendsOf(result).viewer.view?.current.start).toBe(SEP);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('DAY is left for the initial unit when a device in Tracking is chosen', async () => {
    const { saga } = run();
    const result = await saga
      .dispatch(open('?scale=DAY'))
      .delay(200) // the day's answer lists the oven, in Tracking
      .dispatch(deviceChosen({ device: 'oven' }))
      .silentRun(300);
    expect(trendsOf(result).viewer.view).toMatchObject({ unit: 'BILL', device: 'oven' });
  });
});

describe('trends saga: home settings', () => {
  it('a save resets the cache, refreshes the user (billing cycle) and asks for the frames again', async () => {
    const { saga, trendsCalls } = run();
    const result = await saga
      .dispatch(open())
      .delay(150)
      .dispatch({ type: 'homeSettings/saveSucceeded' })
      .put(cacheReset())
      .put(userRequested())
      .silentRun(600);
    expect(trendsCalls().filter((s) => s === NOV)).toHaveLength(2);
    expect(trendsOf(result).frames[frameKey('BILL', NOV, null)]?.status).toBe('succeeded');
  });

  it.each(['rateZones/createSucceeded', 'rateZones/updateSucceeded', 'rateZones/deleteSucceeded'])('a rate zone written (%s) reprices: the cache is reset and the frames asked for again', async (type) => {
    const { saga, trendsCalls } = run();
    await saga.dispatch(open()).delay(150).dispatch({ type }).put(cacheReset()).silentRun(600);
    expect(trendsCalls().filter((s) => s === NOV)).toHaveLength(2);
  });

  it('the feed\'s settings_version: the first one is recorded, a different one resets', async () => {
    const { saga } = run();
    const quiet = await saga.dispatch({ type: 'realtime/dataChangeReceived', payload: { settings_version: 3 } }).silentRun(50);
    expect(trendsOf(quiet).settingsVersion).toBe(3);
    expect(quiet.effects.put?.some((e) => (e.payload.action as { type: string }).type === cacheReset.type) ?? false).toBe(false);

    const { saga: saga2 } = run();
    await saga2
      .dispatch({ type: 'realtime/dataChangeReceived', payload: { settings_version: 3 } })
      .dispatch({ type: 'realtime/dataChangeReceived', payload: { settings_version: 3 } })
      .dispatch({ type: 'realtime/dataChangeReceived', payload: { settings_version: 4 } })
      .put(cacheReset())
      .silentRun(50);
  });
});
