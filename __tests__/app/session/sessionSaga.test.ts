import { expectSaga } from 'redux-saga-test-plan';
import { all, call, fork, put, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { createAction } from '@reduxjs/toolkit';
import { callApi } from '../../../src/api/callApi';
import { dismissedPeaksKey, STORAGE_KEYS } from '../../../src/api/storageKeys';
import type { ApiResult } from '../../../src/api/types';
import { rootReducer } from '../../../src/app/rootReducer';
import { sessionSaga } from '../../../src/app/session/sessionSaga';
import {
  adminLoginRequested,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  logoutSucceeded,
  mfaRequested,
  mfaRequired,
  renewRequested,
} from '../../../src/app/session/sessionSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { authResponse, renewResponse } from '../../support/fixtures';
import { contextProvider, sagaContext, stateWith } from '../../support/sagaHarness';

describe('login', () => {
  it('stores tokens, user id and monitor time zone, publishes the session and goes to the target', async () => {
    const auth = authResponse();
    const api = createFakeApi((req) => (req.path === '/authenticate' ? ok(auth) : fail(500)));
    const ctx = sagaContext(api);
    const initial = stateWith();
    const request = loginRequested({ email: 'ada@example.com', password: 'Secret-1', next: '/meter?x=1' });
    const expected = [request, loginSucceeded(auth)].reduce(rootReducer, initial);

    await expectSaga(sessionSaga)
      .withReducer(rootReducer, initial)
      .provide(contextProvider(ctx))
      .put(loginSucceeded(auth, { admin: false }))
      .dispatch(request)
      .hasFinalState(expected)
      .silentRun(50);

    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/authenticate', body: { email: 'ada@example.com', password: 'Secret-1' }, renewOn401: false });
    expect(ctx.storage.getItem(STORAGE_KEYS.token)).toBe(auth.access_token);
    expect(ctx.storage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(ctx.storage.getItem(STORAGE_KEYS.userId)).toBe('7');
    expect(ctx.storage.getItem(STORAGE_KEYS.monitorTimeZone)).toBe('America/Los_Angeles');
    expect(ctx.navigate).toHaveBeenCalledWith('/meter?x=1', { replace: true });
    expect(expected.session).toMatchObject({ accessToken: auth.access_token, userId: 7, loginPending: false, monitorTimeZone: 'America/Los_Angeles' });
  });

  it('goes to /mfa?next=… carrying the mfa token when the answer is mfa_required', async () => {
    const api = createFakeApi(() => fail(401, { status: 'mfa_required', mfa_token: 'mfa-1', mfa_type: 'totp', error_reason: 'Requires MFA' }));
    const ctx = sagaContext(api);
    const { storeState } = await expectSaga(sessionSaga)
      .withReducer(rootReducer, stateWith())
      .provide(contextProvider(ctx))
      .put(mfaRequired({ mfaToken: 'mfa-1', next: '/usage' }))
      .dispatch(loginRequested({ email: 'a@b.co', password: 'x', next: '/usage' }))
      .silentRun(50);
    expect(ctx.navigate).toHaveBeenCalledWith('/mfa?next=%2Fusage', { state: { mfaToken: 'mfa-1', next: '/usage' } });
    expect(storeState.session).toMatchObject({ mfa: { token: 'mfa-1', next: '/usage' }, loginPending: false, accessToken: null });
  });

  it('a 200 answer whose status is mfa_required goes to /mfa too: it is no sign-in, and stores no token', async () => {
    const api = createFakeApi(() => ok({ status: 'mfa_required', mfa_token: 'mfa-2', mfa_type: 'totp', error_reason: 'Requires MFA' }));
    const ctx = sagaContext(api);
    const { storeState } = await expectSaga(sessionSaga)
      .withReducer(rootReducer, stateWith())
      .provide(contextProvider(ctx))
      .put(mfaRequired({ mfaToken: 'mfa-2', next: null }))
      .not.put.like({ action: { type: loginSucceeded.type } })
      .dispatch(loginRequested({ email: 'a@b.co', password: 'x' }))
      .silentRun(50);
    expect(ctx.navigate).toHaveBeenCalledWith('/mfa', { state: { mfaToken: 'mfa-2', next: null } });
    expect(storeState.session).toMatchObject({ mfa: { token: 'mfa-2', next: null }, accessToken: null });
    expect(ctx.storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('submits totp, mfa_token and client_time to /authenticate/mfa', async () => {
    const auth = authResponse();
    const api = createFakeApi(() => ok(auth));
    const ctx = sagaContext(api);
    await expectSaga(sessionSaga)
      .withReducer(rootReducer, stateWith({ mfa: { token: 'mfa-1', next: '/meter' } }))
      .provide(contextProvider(ctx))
      .put(loginSucceeded(auth, { admin: false }))
      .dispatch(mfaRequested({ totp: '123456' }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ path: '/authenticate/mfa', body: { totp: '123456', mfa_token: 'mfa-1', client_time: '2026-11-22T08:00:00.000Z' } });
    expect(ctx.navigate).toHaveBeenCalledWith('/meter', { replace: true });
  });

  it('stores the error message when sign-in fails', async () => {
    const api = createFakeApi(() => fail(401, { status: 'error', error_reason: 'Wrong password' }));
    const { storeState } = await expectSaga(sessionSaga)
      .withReducer(rootReducer, stateWith())
      .provide(contextProvider(sagaContext(api)))
      .put(loginFailed({ status: 401, message: 'Wrong password' }))
      .dispatch(loginRequested({ email: 'a@b.co', password: 'x' }))
      .silentRun(50);
    expect(storeState.session).toMatchObject({ loginPending: false, loginError: 'Wrong password' });
  });

  it('admin login keeps no refresh token, even when the answer carries one (the session is never renewed)', async () => {
    const auth = authResponse({ refresh_token: 'refresh-admin' });
    const ctx = sagaContext(createFakeApi(() => ok(auth)));
    ctx.storage.setItem(STORAGE_KEYS.refreshToken, 'left-over');
    const { storeState } = await expectSaga(sessionSaga)
      .withReducer(rootReducer, stateWith())
      .provide(contextProvider(ctx))
      .dispatch(adminLoginRequested({ token: 'admin-tok' }))
      .silentRun(50);
    expect(ctx.storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(storeState.session).toMatchObject({ accessToken: auth.access_token, refreshToken: null, noRenew: true });
  });

  it('admin login posts the token as access_token and sets no-renew', async () => {
    const auth = authResponse({ refresh_token: '' });
    const api = createFakeApi(() => ok(auth));
    const ctx = sagaContext(api);
    const { storeState } = await expectSaga(sessionSaga)
      .withReducer(rootReducer, stateWith())
      .provide(contextProvider(ctx))
      .put(loginSucceeded(auth, { admin: true }))
      .dispatch(adminLoginRequested({ token: 'admin-tok' }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/authenticate_token', body: { access_token: 'admin-tok' } });
    expect(ctx.storage.getItem(STORAGE_KEYS.noRenew)).toBe('true');
    expect(storeState.session.noRenew).toBe(true);
    expect(ctx.navigate).toHaveBeenCalledWith('/now', { replace: true });
  });
});

const thingRequested = createAction<number>('test/thingRequested');
const thingSucceeded = createAction<number>('test/thingSucceeded');
const thingFailed = createAction<number>('test/thingFailed');

/** A feature saga written the way features are meant to: one callApi per event. */
function* handleThing(action: ReturnType<typeof thingRequested>): SagaIterator {
  const result: ApiResult<unknown> = yield call(callApi, { method: 'GET', path: `/things/${action.payload}` });
  yield put(result.data ? thingSucceeded(action.payload) : thingFailed(action.payload));
}

function* appUnderTest(): SagaIterator {
  yield all([fork(sessionSaga), takeEvery(thingRequested.type, handleThing)]);
}

const signedIn = () => stateWith({ accessToken: 'old-token', refreshToken: 'refresh-1', userId: 7 });
const delayed = <T>(value: T, ms = 10) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('token failure', () => {
  it('N = 5 concurrent 401s cause exactly one renew and 5 replays', async () => {
    const api = createFakeApi((req, token) => {
      if (req.path === '/renew') return delayed(ok(renewResponse({ access_token: 'new-token', refresh_token: 'refresh-2' })));
      return delayed(token === 'new-token' ? ok({ fine: true }) : fail(401, { status: 'error', error_reason: 'expired' }), 1);
    });
    const ctx = sagaContext(api);
    const ids = [1, 2, 3, 4, 5];
    let test = expectSaga(appUnderTest).withReducer(rootReducer, signedIn()).provide(contextProvider(ctx));
    for (const id of ids) test = test.put(thingSucceeded(id)).dispatch(thingRequested(id));
    const { effects, storeState } = await test.silentRun(300);

    const renews = api.callsTo('/renew');
    expect(renews).toHaveLength(1);
    expect(renews[0]?.request.body).toEqual({ user_id: 7, is_access_token: true, refresh_token: 'refresh-1' });
    const thingCalls = api.calls.filter((c) => c.request.path.startsWith('/things/'));
    expect(thingCalls.filter((c) => c.token === 'old-token')).toHaveLength(5);
    expect(thingCalls.filter((c) => c.token === 'new-token')).toHaveLength(5);
    const renewPuts = (effects.put ?? []).filter((effect: { payload: { action: { type: string } } }) => effect.payload.action.type === renewRequested.type);
    expect(renewPuts).toHaveLength(1);
    expect(storeState.session).toMatchObject({ accessToken: 'new-token', refreshToken: 'refresh-2', renewStatus: 'idle' });
    expect(ctx.storage.getItem(STORAGE_KEYS.token)).toBe('new-token');
  });

  it('a 401 that arrives after the renew finished (a call sent with the old token) replays without a second renew', async () => {
    // Call 1 is slow: it left with the old token, and its 401 comes back well after call 2's 401 made
    // the one renewal. One expiry, one POST /renew: the late call adopts the new token.
    const api = createFakeApi((req, token) => {
      if (req.path === '/renew') return delayed(ok(renewResponse({ access_token: 'new-token', refresh_token: 'refresh-2' })), 5);
      if (token === 'new-token') return delayed(ok({ fine: true }), 1);
      return delayed(fail(401, { status: 'error', error_reason: 'expired' }), req.path === '/things/1' ? 80 : 1);
    });
    const ctx = sagaContext(api);
    const { storeState } = await expectSaga(appUnderTest)
      .withReducer(rootReducer, signedIn())
      .provide(contextProvider(ctx))
      .put(thingSucceeded(1))
      .put(thingSucceeded(2))
      .dispatch(thingRequested(1))
      .dispatch(thingRequested(2))
      .silentRun(300);
    expect(api.callsTo('/renew')).toHaveLength(1);
    expect(api.callsTo('/things/1').map((c) => c.token)).toEqual(['old-token', 'new-token']);
    expect(storeState.session).toMatchObject({ accessToken: 'new-token', refreshToken: 'refresh-2', renewStatus: 'idle' });
  });

  it('logs out when the renew fails, carrying the current location to /login', async () => {
    const api = createFakeApi((req) => (req.path === '/renew' ? delayed(fail(401, { status: 'error', error_reason: 'Refresh token revoked' })) : req.path === '/logout' ? ok(null) : fail(401)));
    const ctx = sagaContext(api, { currentLocation: () => '/meter' });
    ctx.storage.setItem(STORAGE_KEYS.token, 'old-token');
    const { storeState } = await expectSaga(appUnderTest)
      .withReducer(rootReducer, signedIn())
      .provide(contextProvider(ctx))
      .put(thingFailed(1))
      .put(thingFailed(2))
      .put(logoutRequested())
      .put(logoutSucceeded())
      .dispatch(thingRequested(1))
      .dispatch(thingRequested(2))
      .silentRun(200);
    expect(api.callsTo('/renew')).toHaveLength(1);
    expect(ctx.navigate).toHaveBeenCalledWith('/login?next=%2Fmeter', { replace: true });
    expect(storeState.session.accessToken).toBeNull();
    expect(storeState.app.initState).toBe(0);
    expect(ctx.storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('never renews a login failure', async () => {
    const api = createFakeApi(() => fail(401, { status: 'error', error_reason: 'Wrong password' }));
    await expectSaga(sessionSaga)
      .withReducer(rootReducer, signedIn())
      .provide(contextProvider(sagaContext(api)))
      .not.put(renewRequested())
      .dispatch(loginRequested({ email: 'a@b.co', password: 'x' }))
      .silentRun(50);
    expect(api.callsTo('/renew')).toHaveLength(0);
  });

  it('fails at once (and logs out) when the session may not be renewed', async () => {
    const api = createFakeApi((req) => (req.path === '/logout' ? ok(null) : fail(401)));
    await expectSaga(appUnderTest)
      .withReducer(rootReducer, stateWith({ accessToken: 'admin', userId: 7, noRenew: true }))
      .provide(contextProvider(sagaContext(api)))
      .put(thingFailed(1))
      .put(logoutSucceeded())
      .dispatch(thingRequested(1))
      .silentRun(100);
    expect(api.callsTo('/renew')).toHaveLength(0);
  });
});

describe('logout', () => {
  it('calls GET /logout, clears storage, resets every slice and goes to /login with next', async () => {
    const api = createFakeApi(() => ok(null));
    const ctx = sagaContext(api);
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.userId, STORAGE_KEYS.noRenew, STORAGE_KEYS.deviceId, STORAGE_KEYS.locale]) ctx.storage.setItem(key, 'x');
    ctx.storage.setItem(dismissedPeaksKey(7, 42), '["2026-11-20T05:00:00.000Z"]');
    ctx.storage.setItem(dismissedPeaksKey(8, 43), '["2026-11-20T05:00:00.000Z"]');
    const initial = stateWith({ accessToken: 'tok', userId: 7 }, { app: { initState: 2, mobile: true, signedInFeaturesReady: false } });
    const { storeState } = await expectSaga(sessionSaga)
      .withReducer(rootReducer, initial)
      .provide(contextProvider(ctx))
      .put(logoutSucceeded())
      .dispatch(logoutRequested({ next: '/usage' }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'GET', path: '/logout' });
    expect(ctx.storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(ctx.storage.getItem(STORAGE_KEYS.noRenew)).toBeNull();
    expect(ctx.storage.getItem(STORAGE_KEYS.deviceId)).toBe('x');
    expect(ctx.storage.getItem(STORAGE_KEYS.locale)).toBe('x');
    // Dismissed peak notices are per user and monitor, and go with the rest of the session.
    expect(ctx.storage.getItem(dismissedPeaksKey(7, 42))).toBeNull();
    expect(ctx.storage.getItem(dismissedPeaksKey(8, 43))).toBeNull();
    expect(storeState).toEqual(stateWith({}, { app: { initState: 0, mobile: true, signedInFeaturesReady: false } }));
    expect(ctx.navigate).toHaveBeenCalledWith('/login?next=%2Fusage', { replace: true });
  });
});
