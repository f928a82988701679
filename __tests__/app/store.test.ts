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
