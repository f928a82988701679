import { expectSaga } from 'redux-saga-test-plan';
import { all, fork } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import delayP from '@redux-saga/delay-p';
import { FIRST_FRAME_WAIT_MS, appInitSaga } from '../../src/app/appInitSaga';
import { liveFrameReceived } from '../../src/app/appInitEvents';
import { initializeRequested, initializeSucceeded } from '../../src/app/appInitSlice';
import { rootReducer } from '../../src/app/rootReducer';
import { sessionSaga } from '../../src/app/session/sessionSaga';
import { loginSucceeded, renewFailed, userRequested, userSucceeded } from '../../src/app/session/sessionSlice';
import { createFakeApi, fail, ok } from '../support/fakeApi';
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

  describe('with the live feed (the realtime slice injected)', () => {
    const withFeed = (state: (ReturnType<typeof rootReducer> & { realtime?: object }) | undefined, action: { type: string }) => {
      const { realtime: _feed, ...app } = state ?? {};
      return { ...rootReducer(state ? (app as ReturnType<typeof rootReducer>) : undefined, action), realtime: {} };
    };
    const context = (instant: unknown[] = []) => contextProvider(sagaContext(createFakeApi(() => ok(user()))), instant);
    const run = (provider: ReturnType<typeof contextProvider> = context()) =>
      expectSaga(appInitSaga).withReducer(withFeed as typeof rootReducer, stateWith()).provide(provider).dispatch(loginSucceeded(authResponse()));

    it('sends the post-initialisation fetches only once the first frame has come', async () => {
      const waiting = await run().silentRun(50);
      expect(putTypes(waiting.effects)).toContain('app/initializeSucceeded');
      expect(putTypes(waiting.effects)).not.toContain('labs/fetchRequested');
      const after = await run().delay(20).dispatch(liveFrameReceived()).silentRun(80);
      expect(putTypes(after.effects).filter((type) => desktopOrder.includes(type))).toEqual(desktopOrder);
    });

    it(`sends them anyway when no frame comes within ${FIRST_FRAME_WAIT_MS} ms`, async () => {
      // The wait's delay ends at once (a frame never comes).
      const timeUp = context([delayP]);
      const { effects } = await run(timeUp).silentRun(50);
      expect(putTypes(effects).filter((type) => desktopOrder.includes(type))).toEqual(desktopOrder);
    });
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

  describe('a session that fails while initialising', () => {
    /** Not expired by its claims (start-up does not renew it), but revoked on the server. */
    const DEAD = 't1.v2.x.eyJleHAiOjk5OTk5OTk5OTl9.s';
    const INIT_EVENTS = ['realtime/connectRequested', 'timeline/nowFetchRequested', 'app/initializeSucceeded', 'devices/typesRequested'];
    /** Every call with the dead token is refused; the renew is refused too; /logout answers. */
    const deadSessionApi = () =>
      createFakeApi((req) => {
        if (req.path === '/renew') return fail(401, { error_reason: 'Refresh token reused; session revoked' });
        if (req.path === '/logout') return ok({});
        return fail(401);
      });
    const root = function* root(): SagaIterator {
      yield all([fork(sessionSaga), fork(appInitSaga)]);
    };

    it('stops before the user answers (monitor unknown): no init event, no features loaded, nothing sent after /logout', async () => {
      const api = deadSessionApi();
      const loadSignedInFeatures = jest.fn(() => Promise.resolve());
      const { effects, storeState } = await expectSaga(root)
        .withReducer(rootReducer, stateWith({ accessToken: DEAD, refreshToken: 'r-1', userId: 7 }))
        .provide(contextProvider(sagaContext(api, { loadSignedInFeatures })))
        .put.like({ action: { type: renewFailed.type } })
        .put({ type: 'app/initializeCancelled', payload: undefined })
        .silentRun(80);
      expect(putTypes(effects).filter((type) => INIT_EVENTS.includes(type))).toEqual([]);
      expect(loadSignedInFeatures).not.toHaveBeenCalled();
      const paths = api.calls.map((c) => c.request.path);
      expect(paths).toEqual(['/users/7', '/renew', '/logout']);
      expect(storeState.app.initState).toBe(0);
    });

    it('stops while the signed-in features chunk is still loading (monitor known)', async () => {
      const api = createFakeApi((req) => {
        if (req.path === '/renew') return fail(401, { error_reason: 'Refresh token reused; session revoked' });
        // The sign-out call is slow: the chunk arrives while the dead token is still in the state.
        if (req.path === '/logout') return new Promise((resolve) => setTimeout(() => resolve(ok({})), 60));
        return fail(401);
      });
      const loadSignedInFeatures = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
      const { effects } = await expectSaga(root)
        .withReducer(rootReducer, stateWith({ accessToken: DEAD, refreshToken: 'r-1', userId: 7, monitors: [monitor()] }))
        .provide(contextProvider(sagaContext(api, { loadSignedInFeatures })))
        .silentRun(120);
      expect(loadSignedInFeatures).toHaveBeenCalledTimes(1);
      expect(putTypes(effects)).toContain('session/logoutSucceeded');
      expect(putTypes(effects).filter((type) => INIT_EVENTS.includes(type))).toEqual([]);
      expect(api.calls.map((c) => c.request.path)).toEqual(['/users/7', '/renew', '/logout']);
    });

    it('a network failure of the renew keeps initialising (the session still stands)', async () => {
      const { effects } = await expectSaga(appInitSaga)
        .withReducer(rootReducer, stateWith({ accessToken: 'tok', userId: 7, monitors: [monitor()], user: user() }))
        .provide(contextProvider(sagaContext(createFakeApi(() => ok(user())), {
          loadSignedInFeatures: () => new Promise<void>((resolve) => setTimeout(resolve, 20)),
        })))
        .dispatch(initializeRequested())
        .dispatch(renewFailed({ status: 'error', message: 'offline' }))
        .silentRun(80);
      expect(putTypes(effects)).toContain('app/initializeSucceeded');
    });
  });
});
