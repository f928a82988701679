import { take } from 'redux-saga/effects';
import { createAppStore } from '../../src/app/store';
import { signedInFeatures } from '../../src/app/signedInFeatures';
import { logoutSucceeded } from '../../src/app/session/sessionSlice';
import { createMemoryStorage } from '../../src/api/safeStorage';

const options = () => ({ sagaContext: { storage: createMemoryStorage(), navigate: jest.fn() } });

describe('the store and its signed-in features', () => {
  it('starts without the signed-in slices, so the sign-in page carries none of their code', () => {
    const store = createAppStore({ ...options(), runSagas: false });
    expect(Object.keys(store.getState()).sort()).toEqual(['app', 'i18n', 'notifications', 'session', 'theme']);
  });

  it('injects each signed-in slice once, and a logout resets it without removing it', () => {
    const store = createAppStore(options());
    store.injectFeatures(signedInFeatures);
    expect(store.getState().realtime.status).toBe('idle');
    store.dispatch({ type: 'realtime/updateReceived', payload: { update: { w: 1, devices: [] }, receivedAt: 0 } });
    const before = store.getState().realtime;
    store.injectFeatures(signedInFeatures); // idempotent: state kept, reducer not replaced
    expect(store.getState().realtime).toBe(before);
    store.dispatch(logoutSucceeded());
    expect(Object.keys(store.getState())).toContain('realtime');
    expect(store.getState().realtime.status).toBe('idle');
  });

  it('accepts the features eagerly (tests)', () => {
    const store = createAppStore({ ...options(), signedInFeatures });
    expect(store.getState().realtime).toBeDefined();
  });
});

describe('features loaded at runtime (when a screen that needs them loads)', () => {
  /** A feature whose saga counts the events it takes and whose slice copies the signed-in user's name. */
  const probe = () => {
    const seen: string[] = [];
    const reducer = (state: { name: string | null; pings: number } = { name: null, pings: 0 }, action: { type: string; payload?: { name?: string } }) => {
      if (action.type === 'session/userSucceeded') return { ...state, name: action.payload?.name ?? null };
      if (action.type === 'probe/ping') return { ...state, pings: state.pings + 1 };
      return state;
    };
    function* saga(): Generator<unknown, void, { type: string }> {
      for (;;) {
        const action = yield take('probe/ping');
        seen.push(action.type);
      }
    }
    return { feature: { key: 'probe', reducer: reducer as never, saga }, seen };
  };

  it('a feature registered twice runs one saga, and its slice appears', () => {
    const store = createAppStore(options());
    const { feature, seen } = probe();
    expect(Object.keys(store.getState())).not.toContain('probe');
    store.injectFeatures([feature]);
    store.injectFeatures([feature]);
    expect((store.getState() as unknown as Record<string, unknown>).probe).toEqual({ name: null, pings: 0 });
    store.dispatch({ type: 'probe/ping' });
    expect(seen).toEqual(['probe/ping']); // one saga took it, not two
    expect((store.getState() as unknown as { probe: { pings: number } }).probe.pings).toBe(1);
  });

  it('a slice injected after the session facts arrived starts from them; a logout forgets them', () => {
    const store = createAppStore(options());
    store.dispatch({ type: 'session/userSucceeded', payload: { name: 'Ada' } });
    const { feature } = probe();
    store.injectFeatures([feature]);
    expect((store.getState() as unknown as { probe: { name: string } }).probe.name).toBe('Ada');
    store.dispatch(logoutSucceeded());
    expect((store.getState() as unknown as { probe: { name: string | null } }).probe.name).toBeNull();
  });

  it('loadFeatures loads a named feature once, however many screens ask at the same time', async () => {
    const store = createAppStore(options());
    expect(Object.keys(store.getState())).not.toContain('labs');
    await Promise.all([store.loadFeatures(['labs']), store.loadFeatures(['labs', 'account'])]);
    expect(store.getState().labs).toBeDefined();
    expect(store.getState().account).toBeDefined();
    expect(Object.keys(store.getState())).not.toContain('trends');
  });

  it('the device writes load as a saga without a slice: an update is answered only once they are in', async () => {
    // Signed out (no monitor), the update saga answers at once with a failure: proof that it is watching.
    const store = createAppStore({ ...options(), signedInFeatures });
    const updateOf = () => (store.getState() as unknown as { devices: { update: { status: string } } }).devices.update.status;
    const update = { type: 'devices/updateRequested', payload: { id: 'd1', changes: { name: 'Dryer 2' } } };
    store.dispatch(update);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(updateOf()).toBe('pending');
    const keys = Object.keys(store.getState()).sort();
    await store.loadFeatures(['deviceEdits']);
    expect(Object.keys(store.getState()).sort()).toEqual(keys);
    expect(store.featuresLoaded(['deviceEdits'])).toBe(true);
    store.dispatch(update);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(updateOf()).toBe('failed');
  });

  it('the features loaded at sign-in are only those of the shell and the Now screen', () => {
    expect(signedInFeatures.map((f) => f.key).sort()).toEqual(['devices', 'realtime', 'timeline']);
  });
});
