import { expectSaga } from 'redux-saga-test-plan';
import { all, fork } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { STORAGE_KEYS } from '../../../src/api/storageKeys';
import { startup } from '../../../src/app/appInitSaga';
import { initializeRequested } from '../../../src/app/appInitSlice';
import { rootReducer } from '../../../src/app/rootReducer';
import { sessionSaga } from '../../../src/app/session/sessionSaga';
import { renewRequested, renewSucceeded } from '../../../src/app/session/sessionSlice';
import { shouldRenewOnStart } from '../../../src/app/session/sessionRenewSaga';
import type { HeldRenewLock, RenewHandoff } from '../../../src/app/session/renewLock';
import { isOldStyleToken } from '../../../src/app/session/tokens';
import { createFakeApi, ok } from '../../support/fakeApi';
import { renewResponse, v2Token } from '../../support/fixtures';
import { contextProvider, sagaContext, stateWith } from '../../support/sagaHarness';

const NOW = Date.parse('2026-11-22T08:00:00Z');

describe('shouldRenewOnStart', () => {
  const oldStyle = 't1.4335.4330.blahblah';
  it('renews old-style tokens (second segment not v2) unless no-renew', () => {
    expect(isOldStyleToken(oldStyle)).toBe(true);
    expect(shouldRenewOnStart({ accessToken: oldStyle, noRenew: false }, NOW)).toBe(true);
    expect(shouldRenewOnStart({ accessToken: oldStyle, noRenew: true }, NOW)).toBe(false);
  });

  it('renews a v2 token only when it expires within 15 minutes, and never with no-renew', () => {
    const fresh = v2Token(NOW / 1000 + 3600);
    const expiring = v2Token(NOW / 1000 + 600);
    expect(isOldStyleToken(fresh)).toBe(false);
    expect(shouldRenewOnStart({ accessToken: fresh, noRenew: false }, NOW)).toBe(false);
    expect(shouldRenewOnStart({ accessToken: expiring, noRenew: false }, NOW)).toBe(true);
    expect(shouldRenewOnStart({ accessToken: expiring, noRenew: true }, NOW)).toBe(false);
    expect(shouldRenewOnStart({ accessToken: 't1.v2.garbage', noRenew: false }, NOW)).toBe(true);
  });

  it('does nothing without a session', () => {
    expect(shouldRenewOnStart({ accessToken: null, noRenew: false }, NOW)).toBe(false);
  });
});

function* startupWithSession(): SagaIterator {
  yield all([fork(sessionSaga), fork(startup)]);
}

describe('start-up with a stored session', () => {
  it('renews an old-style token, then initialises', async () => {
    const api = createFakeApi(() => ok(renewResponse()));
    const ctx = sagaContext(api, { now: () => NOW });
    await expectSaga(startupWithSession)
      .withReducer(rootReducer, stateWith({ accessToken: 't1.4335.4330.abc', refreshToken: 'r1', userId: 7 }))
      .provide(contextProvider(ctx))
      .put(renewRequested())
      .put(renewSucceeded(renewResponse()))
      .put(initializeRequested())
      .silentRun(50);
    expect(api.callsTo('/renew')).toHaveLength(1);
    expect(ctx.storage.getItem(STORAGE_KEYS.token)).toBe('new-token');
  });

  it('does not renew with no-renew, and still initialises', async () => {
    const api = createFakeApi(() => ok(renewResponse()));
    await expectSaga(startupWithSession)
      .withReducer(rootReducer, stateWith({ accessToken: 't1.4335.4330.abc', userId: 7, noRenew: true }))
      .provide(contextProvider(sagaContext(api, { now: () => NOW })))
      .not.put(renewRequested())
      .put(initializeRequested())
      .silentRun(50);
    expect(api.calls).toHaveLength(0);
  });

  it('skips auto-initialisation when the URL carries the admin token', async () => {
    const api = createFakeApi(() => ok(renewResponse()));
    await expectSaga(startupWithSession)
      .withReducer(rootReducer, stateWith({ accessToken: 't1.4335.4330.abc', refreshToken: 'r1', userId: 7 }))
      .provide(contextProvider(sagaContext(api, { currentLocation: () => '/login?admin_token=abc' })))
      .not.put(renewRequested())
      .not.put(initializeRequested())
      .silentRun(50);
  });

  it('adopts tokens another tab already renewed instead of renewing again', async () => {
    const api = createFakeApi(() => ok(renewResponse()));
    const ctx = sagaContext(api, { now: () => NOW });
    ctx.storage.setItem(STORAGE_KEYS.token, 'tab-b-token');
    ctx.storage.setItem(STORAGE_KEYS.refreshToken, 'tab-b-refresh');
    ctx.storage.setItem(STORAGE_KEYS.userId, '7');
    const { storeState } = await expectSaga(sessionSaga)
      .withReducer(rootReducer, stateWith({ accessToken: 'tab-a-token', refreshToken: 'r1', userId: 7 }))
      .provide(contextProvider(ctx))
      .dispatch(renewRequested())
      .silentRun(50);
    expect(api.calls).toHaveLength(0);
    expect(storeState.session).toMatchObject({ accessToken: 'tab-b-token', refreshToken: 'tab-b-refresh' });
  });

  it('renews inside the cross-tab lock: the next holder adopts the handover even when its storage still holds the old token', async () => {
    // Two tabs share one lock and its handover, but each reads its own storage: tab b's is stale,
    // as Chromium's localStorage can be for a moment after another tab wrote it.
    const order: string[] = [];
    let held: Promise<void> = Promise.resolve();
    let handoff: RenewHandoff | null = null;
    const acquireRenewLock = (tab: string) => (): Promise<HeldRenewLock> => {
      const previous = held;
      let unlock!: () => void;
      held = new Promise<void>((r) => (unlock = r));
      return previous.then(() => {
        order.push(`${tab} acquired`);
        return {
          handoff,
          release: async (next?: RenewHandoff) => {
            if (next) handoff = next;
            order.push(`${tab} released`);
            unlock();
          },
        };
      });
    };
    const tab = (name: string) => {
      const api = createFakeApi(() => {
        order.push(`${name} POST /renew`);
        return ok(renewResponse());
      });
      return { api, ctx: sagaContext(api, { now: () => NOW, acquireRenewLock: acquireRenewLock(name) }) };
    };
    const a = tab('a');
    const b = tab('b');
    const run = (t: ReturnType<typeof tab>) =>
      expectSaga(sessionSaga)
        .withReducer(rootReducer, stateWith({ accessToken: 'expired', refreshToken: 'r1', userId: 7 }))
        .provide(contextProvider(t.ctx))
        .dispatch(renewRequested())
        .silentRun(100);
    const [ra, rb] = await Promise.all([run(a), run(b)]);
    expect(a.api.callsTo('/renew').length + b.api.callsTo('/renew').length).toBe(1);
    expect(order).toEqual(['a acquired', 'a POST /renew', 'a released', 'b acquired', 'b released']);
    expect(handoff).toEqual({ replaced: 'r1', accessToken: 'new-token', refreshToken: renewResponse().refresh_token, userId: 7 });
    for (const r of [ra, rb]) expect(r.storeState.session).toMatchObject({ accessToken: 'new-token' });
    expect(b.ctx.storage.getItem(STORAGE_KEYS.token)).toBe('new-token');
  });

  it('ignores a handover that replaced some other refresh token (an older session)', async () => {
    const api = createFakeApi(() => ok(renewResponse()));
    const stale: RenewHandoff = { replaced: 'someone-elses', accessToken: 'old-a', refreshToken: 'old-r', userId: 7 };
    const release = jest.fn(() => Promise.resolve());
    const ctx = sagaContext(api, { now: () => NOW, acquireRenewLock: () => Promise.resolve({ handoff: stale, release }) });
    const { storeState } = await expectSaga(sessionSaga)
      .withReducer(rootReducer, stateWith({ accessToken: 'expired', refreshToken: 'r1', userId: 7 }))
      .provide(contextProvider(ctx))
      .dispatch(renewRequested())
      .silentRun(50);
    expect(api.callsTo('/renew')).toHaveLength(1);
    expect(storeState.session).toMatchObject({ accessToken: 'new-token' });
    expect(release).toHaveBeenCalledWith(expect.objectContaining({ replaced: 'r1', accessToken: 'new-token' }));
  });
});
