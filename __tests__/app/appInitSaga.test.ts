import { expectSaga } from 'redux-saga-test-plan';
import { all, fork } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { appInitSaga } from '../../src/app/appInitSaga';
import { initializeRequested, initializeSucceeded } from '../../src/app/appInitSlice';
import { rootReducer } from '../../src/app/rootReducer';
import { sessionSaga } from '../../src/app/session/sessionSaga';
import { loginSucceeded, userRequested, userSucceeded } from '../../src/app/session/sessionSlice';
import { createFakeApi, ok } from '../support/fakeApi';
import { authResponse, monitor, user } from '../support/fixtures';
import { contextProvider, sagaContext, stateWith } from '../support/sagaHarness';

const desktopOrder = [
  'realtime/connectRequested',
  'timeline/nowFetchRequested',
  'app/initializeSucceeded',
  'labs/fetchRequested',
  'evCharger/statusRequested',
  'smartPlug/settingsRequested',
  'monitor/overviewRequested',
  'homeSettings/fetchRequested',
  'inventorySurvey/fetchRequested',
  'solarSettings/fetchRequested',
  'dataSharing/fetchRequested',
  'devices/typesRequested',
  'devices/initialDetailsRequested',
];
const mobileOrder = desktopOrder.slice(0, 6);

function putTypes(effects: { put?: { payload: { action: { type: string } } }[] }): string[] {
  return (effects.put ?? []).map((effect) => effect.payload.action.type);
}

describe('app initialisation', () => {
  it('after sign-in: 0 → 1 → 2, dispatching every fetch in order (desktop)', async () => {
    const api = createFakeApi(() => ok(user()));
    const { effects, storeState } = await expectSaga(appInitSaga)
      .withReducer(rootReducer, stateWith())
      .provide(contextProvider(sagaContext(api)))
      .dispatch(loginSucceeded(authResponse()))
      .put(initializeRequested())
      .silentRun(50);
    const types = putTypes(effects).filter((type) => desktopOrder.includes(type));
    expect(types).toEqual(desktopOrder);
    expect(storeState.app.initState).toBe(2);
  });

  it('injects the signed-in features before the first init event, so their sagas are listening', async () => {
    const api = createFakeApi(() => ok(user()));
    const calls: string[] = [];
    const loadSignedInFeatures = jest.fn(async () => {
      calls.push('load');
    });
    const { effects, storeState } = await expectSaga(appInitSaga)
      .withReducer(rootReducer, stateWith())
      .provide(contextProvider(sagaContext(api, { loadSignedInFeatures })))
      .dispatch(loginSucceeded(authResponse()))
      .silentRun(50);
    expect(loadSignedInFeatures).toHaveBeenCalledTimes(1);
    const types = putTypes(effects);
    expect(types.indexOf('app/signedInFeaturesLoaded')).toBeGreaterThanOrEqual(0);
    expect(types.indexOf('app/signedInFeaturesLoaded')).toBeLessThan(types.indexOf('realtime/connectRequested'));
    expect(storeState.app.signedInFeaturesReady).toBe(true);
  });

  it('leaves out the desktop-only fetches on mobile', async () => {
    const { effects } = await expectSaga(appInitSaga)
      .withReducer(rootReducer, stateWith({}, { app: { initState: 0, mobile: true, signedInFeaturesReady: false } }))
      .provide(contextProvider(sagaContext(createFakeApi(() => ok(user())))))
      .dispatch(loginSucceeded(authResponse()))
      .silentRun(50);
    expect(putTypes(effects).filter((type) => desktopOrder.includes(type))).toEqual(mobileOrder);
  });

  it('after a reload (no monitor known yet) fetches the user first, then opens the feed for its monitor', async () => {
    const api = createFakeApi(() => ok(user({ monitors: [monitor({ id: 99 })] })));
    const { effects, storeState } = await expectSaga(function* root(): SagaIterator {
      yield all([fork(sessionSaga), fork(appInitSaga)]);
    })
      .withReducer(rootReducer, stateWith({ accessToken: 't1.v2.x.eyJleHAiOjk5OTk5OTk5OTl9.s', userId: 7, noRenew: true }))
      .provide(contextProvider(sagaContext(api)))
      .put(userRequested())
      .silentRun(80);
    const types = putTypes(effects);
    expect(types.indexOf(userSucceeded.type)).toBeLessThan(types.indexOf('realtime/connectRequested'));
    expect(storeState.session.monitors[0]?.id).toBe(99);
    expect(storeState.app.initState).toBe(2);
  });

  it('an event nobody handles does not stop start-up', async () => {
    await expectSaga(appInitSaga)
      .withReducer(rootReducer, stateWith({ accessToken: 'tok', userId: 7, monitors: [monitor()], noRenew: true }))
      .provide(contextProvider(sagaContext(createFakeApi(() => ok(user())))))
      .put(initializeSucceeded())
      .put({ type: 'devices/initialDetailsRequested', payload: undefined })
      .silentRun(50);
  });
});
