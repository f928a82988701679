import { put } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer, type RootState } from '../../../src/app/rootReducer';
import { notificationShown } from '../../../src/common/notifications/notificationsSlice';
import { evChargerSaga, handleStatus, refreshWhileOpen, REFRESH_MS } from '../../../src/features/evCharger/evChargerSaga';
import {
  chargeFailed, chargeRequested, chargeSucceeded, enableRequested, enableSucceeded, evChargerReducer, feedbackRequested,
  feedbackSucceeded, initialState, pageClosed, pageOpened, settingsSaveFailed, settingsSaveRequested, settingsSaveSucceeded,
  statusFailed, statusRequested, statusSucceeded,
} from '../../../src/features/evCharger/evChargerSlice';
import type { EvChargerState } from '../../../src/features/evCharger/types';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { monitor } from '../../support/fixtures';
import { contextProvider, sagaContext, stateWith } from '../../support/sagaHarness';
import { enabled, notEnabled } from './evFixtures';

const reducer = createRootReducer({ evCharger: evChargerReducer });
const rootState = (ev: Partial<EvChargerState> = {}): RootState =>
  ({ ...stateWith({ accessToken: 't', userId: 7, monitors: [monitor({ id: 42 })] }), evCharger: { ...initialState, ...ev } }) as RootState;
const BASE = '/evcharge/monitors/42';

describe('evCharger saga', () => {
  test('fetches the status', async () => {
    const api = createFakeApi(() => ok(notEnabled()));
    const { storeState } = await expectSaga(evChargerSaga)
      .withReducer(reducer, rootState())
      .provide(contextProvider(sagaContext(api)))
      .put(statusSucceeded(notEnabled()))
      .dispatch(statusRequested())
      .silentRun(50);
    expect(api.calls.map((c) => c.request)).toEqual([{ method: 'GET', path: `${BASE}/status` }]);
    expect(storeState.evCharger.data).toEqual(notEnabled());
  });

  test('a failed status is a plain { status, message }', async () => {
    const api = createFakeApi(() => fail(500));
    await expectSaga(handleStatus)
      .withReducer(reducer, rootState({ status: 'loading' }))
      .provide(contextProvider(sagaContext(api)))
      .put(statusFailed({ status: 500, message: 'Something broke' }))
      .silentRun(50);
  });

  test('Finish setup enables the charge point, then refetches the status (spec §4)', async () => {
    const api = createFakeApi((r) => (r.method === 'POST' ? ok({ status: 'ok', enabled: true, integration_id: 'cp-0123456789ab' }) : ok(enabled())));
    const { storeState } = await expectSaga(evChargerSaga)
      .withReducer(reducer, rootState({ status: 'succeeded', data: notEnabled() }))
      .provide(contextProvider(sagaContext(api)))
      .put(enableSucceeded())
      .put(statusRequested())
      .put(statusSucceeded(enabled()))
      .dispatch(enableRequested())
      .silentRun(50);
    expect(api.calls.map((c) => `${c.request.method} ${c.request.path}`)).toEqual([`POST ${BASE}/chargepoint`, `GET ${BASE}/status`]);
    expect(storeState.evCharger.data?.enabled).toBe(true);
  });

  test('Start charging: the answer is the new status, then a fresh one', async () => {
    const charging = enabled({ charge_status: 'Charging', wattage: 7400 });
    const api = createFakeApi(() => ok(charging));
    const { storeState } = await expectSaga(evChargerSaga)
      .withReducer(reducer, rootState({ status: 'succeeded', data: enabled() }))
      .provide(contextProvider(sagaContext(api)))
      .put(chargeSucceeded(charging))
      .put(statusRequested())
      .dispatch(chargeRequested({ action: 'start' }))
      .silentRun(50);
    expect(api.calls[0]!.request).toEqual({ method: 'POST', path: `${BASE}/charge/start` });
    expect(storeState.evCharger.data?.charge_status).toBe('Charging');
  });

  test('a refused Stop shows the server’s reason and refetches the status', async () => {
    const api = createFakeApi((r) => (r.method === 'POST' ? fail(409, { error_reason: 'Your EV is not charging' }) : ok(enabled())));
    await expectSaga(evChargerSaga)
      .withReducer(reducer, rootState({ status: 'succeeded', data: enabled({ charge_status: 'Charging' }) }))
      .provide(contextProvider(sagaContext(api)))
      .put(chargeFailed({ status: 409, message: 'Your EV is not charging' }))
      .put.like({ action: { type: notificationShown.type, payload: { kind: 'error', title: { id: 'evCharger.notice.stopFailed', defaultMessage: 'Charging did not stop' }, message: 'Your EV is not charging' } } })
      .put(statusRequested())
      .dispatch(chargeRequested({ action: 'stop' }))
      .silentRun(50);
    expect(api.calls[0]!.request.path).toBe(`${BASE}/charge/stop`);
  });

  test('settings: saved with one POST (JSON), and a notice; a refusal keeps the form’s state', async () => {
    const saved = { daily_min_miles: 60, charge_by_time: '06:30', mpg_conversion: 3.8, use_excess_solar: true, minimize_carbon: false };
    const api = createFakeApi(() => ok(saved));
    await expectSaga(evChargerSaga)
      .withReducer(reducer, rootState({ status: 'succeeded', data: enabled() }))
      .provide(contextProvider(sagaContext(api)))
      .put(settingsSaveSucceeded(saved))
      .put.like({ action: { type: notificationShown.type, payload: { kind: 'success', title: { id: 'evCharger.notice.settingsSaved', defaultMessage: 'EV charger settings saved' } } } })
      .dispatch(settingsSaveRequested(saved))
      .silentRun(50);
    expect(api.calls.map((c) => c.request)).toEqual([{ method: 'POST', path: `${BASE}/settings`, body: saved, encoding: 'json' }]);

    const refusing = createFakeApi(() => fail(400, { error_reason: 'Daily minimum miles must be a whole number from 0 to 500' }));
    await expectSaga(evChargerSaga)
      .withReducer(reducer, rootState({ status: 'succeeded', data: enabled() }))
      .provide(contextProvider(sagaContext(refusing)))
      .put(settingsSaveFailed({ status: 400, message: 'Daily minimum miles must be a whole number from 0 to 500' }))
      .dispatch(settingsSaveRequested(saved))
      .silentRun(50);
  });

  test('feedback goes to the labs feedback call with the lab’s id: request submitted / thank you for participating', async () => {
    const api = createFakeApi(() => ok({ status: 'ok', id: 3 }));
    await expectSaga(evChargerSaga)
      .withReducer(reducer, rootState({ feedback: { status: 'idle', error: null, open: true } }))
      .provide(contextProvider(sagaContext(api)))
      .put(feedbackSucceeded())
      .put.like({
        action: {
          type: notificationShown.type,
          payload: {
            kind: 'success',
            title: { id: 'evCharger.notice.feedbackSent', defaultMessage: 'request submitted' },
            message: { id: 'evCharger.notice.feedbackThanks', defaultMessage: 'thank you for participating' },
          },
        },
      })
      .dispatch(feedbackRequested({ feedback: 'Works well' }))
      .silentRun(50);
    expect(api.calls[0]!.request).toMatchObject({
      method: 'POST', path: '/users/7/labs/feedback',
      body: { feedback: 'Works well', labs_id: 'ev-charger', monitor_id: 42, category: 'feedback', sub_category: 'Something else', client: 'Webclient' },
    });
  });

  test('while the lab is open the status is refreshed every 30 s, until it closes', async () => {
    expect(REFRESH_MS).toBe(30_000);
    // Two waits run out, then the page closes: three refreshes, and no more.
    let waits = 0;
    const result = await expectSaga(refreshWhileOpen)
      .provide({ race: () => (++waits < 3 ? { later: true } : { closed: pageClosed() }) })
      .silentRun(50);
    expect(result.effects.put).toEqual([put(statusRequested()), put(statusRequested()), put(statusRequested())]);
    expect(result.returnValue).toBeUndefined();
    await expectSaga(evChargerSaga)
      .withReducer(reducer, rootState())
      .provide(contextProvider(sagaContext(createFakeApi(() => ok(enabled())))))
      .put(statusRequested())
      .dispatch(pageOpened())
      .silentRun(50);
  });
});
