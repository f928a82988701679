import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { notificationsReducer } from '../../../src/common/notifications/notificationsSlice';
import { labsSaga } from '../../../src/features/labs/labsSaga';
import {
  fetchFailed, fetchRequested, fetchSucceeded, initialState, labsReducer, supportFailed, supportRequested, supportSucceeded, voltageDayRequested,
  voltageDaySucceeded,
} from '../../../src/features/labs/labsSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { monitor } from '../../support/fixtures';
import { contextProvider, sagaContext, stateWith } from '../../support/sagaHarness';
import { labsContent, voltageDay } from './labsFixtures';

const base = stateWith({ accessToken: 't', userId: 7, monitors: [monitor({ id: 42 })] });
const reducer = combineReducers({ labs: labsReducer, notifications: notificationsReducer, session: (s: typeof base.session = base.session) => s });
const start = (labs = initialState) => ({ labs, notifications: { items: [] }, session: base.session });

describe('labs saga', () => {
  it('fetches labs_content for the monitor', async () => {
    const api = createFakeApi(() => ok(labsContent()));
    await expectSaga(labsSaga).withReducer(reducer, start()).provide(contextProvider(sagaContext(api)))
      .put(fetchSucceeded(labsContent()))
      .dispatch(fetchRequested())
      .silentRun(50);
    expect(api.calls.map((c) => c.request)).toEqual([{ method: 'GET', path: '/app/monitors/42/labs_content' }]);
  });

  it('a failed fetch records the reason', async () => {
    const api = createFakeApi(() => fail(503, { error_reason: 'The server is busy; please retry shortly' }));
    await expectSaga(labsSaga).withReducer(reducer, start()).provide(contextProvider(sagaContext(api)))
      .put(fetchFailed({ status: 503, message: 'The server is busy; please retry shortly' }))
      .dispatch(fetchRequested())
      .silentRun(50);
  });

  it('loads a voltage day once, by its index', async () => {
    const api = createFakeApi(() => ok(voltageDay(3)));
    const withContent = labsReducer(labsReducer(initialState, fetchRequested()), fetchSucceeded(labsContent()));
    const { storeState } = await expectSaga(labsSaga).withReducer(reducer, start(withContent)).provide(contextProvider(sagaContext(api)))
      .put(voltageDaySucceeded({ index: 3, day: voltageDay(3) }))
      .dispatch(voltageDayRequested({ index: 3 }))
      .dispatch(voltageDayRequested({ index: 3 }))
      .silentRun(50);
    expect(api.calls.map((c) => c.request)).toEqual([{ method: 'GET', path: '/app/monitors/42/labs/voltage', query: { day: 3 } }]);
    expect(storeState.labs.voltage.index).toBe(3);
  });

  it('sends the support request as labs feedback, then says "request submitted / thank you for participating"', async () => {
    const api = createFakeApi(() => ok({ status: 'ok', id: 9 }));
    const { storeState } = await expectSaga(labsSaga).withReducer(reducer, start()).provide(contextProvider(sagaContext(api)))
      .put(supportSucceeded({ labsId: 'motor-stalls' }))
      .dispatch(supportRequested({ labsId: 'motor-stalls', text: 'Please have support look at my motor stall data.' }))
      .silentRun(50);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.request).toEqual({
      method: 'POST', path: '/users/7/labs/feedback', encoding: 'json',
      body: { category: 'support', sub_category: 'Something else', feedback: 'Please have support look at my motor stall data.', labs_id: 'motor-stalls', monitor_id: 42, client: 'Webclient' },
    });
    expect(storeState.notifications.items).toEqual([
      expect.objectContaining({ kind: 'success', title: { id: 'labs.notice.requestSubmitted', defaultMessage: 'Request submitted' }, message: { id: 'labs.notice.thanks', defaultMessage: 'Thank you for participating' } }),
    ]);
  });

  it('a failed support request shows an error and can be sent again', async () => {
    const api = createFakeApi(() => fail(400, { error_reason: 'please provide a brief description' }));
    const { storeState } = await expectSaga(labsSaga).withReducer(reducer, start()).provide(contextProvider(sagaContext(api)))
      .put(supportFailed({ labsId: 'floating-neutral', status: 400, message: 'please provide a brief description' }))
      .dispatch(supportRequested({ labsId: 'floating-neutral', text: '' }))
      .silentRun(50);
    expect(storeState.labs.support['floating-neutral']).toBe('failed');
    expect(storeState.notifications.items[0]).toMatchObject({ kind: 'error', message: 'please provide a brief description' });
  });
});
