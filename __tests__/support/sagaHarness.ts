import { createMemoryStorage } from '../../src/api/safeStorage';
import type { ApiClient } from '../../src/api/types';
import { rootReducer, type RootState } from '../../src/app/rootReducer';
import type { SagaContext } from '../../src/app/sagaContext';
import { initialSessionState } from '../../src/app/session/sessionSlice';
import { nextTask } from '../../src/common/nextTask';
import type { SessionState } from '../../src/app/session/sessionTypes';

/** Root state with the given session fields (and app/i18n overrides). */
export function stateWith(session: Partial<SessionState> = {}, rest: Partial<RootState> = {}): RootState {
  const initial = rootReducer(undefined, { type: '@@test/init' });
  return { ...initial, ...rest, session: { ...initialSessionState, ...session } };
}

/** A saga context for expectSaga's dynamic `getContext` provider. */
export function sagaContext(api: ApiClient, overrides: Partial<SagaContext> = {}): SagaContext {
  return {
    api,
    navigate: jest.fn(),
    now: () => Date.parse('2026-11-22T08:00:00Z'),
    storage: createMemoryStorage(),
    reloadPage: jest.fn(),
    currentLocation: () => '/now',
    loadSignedInFeatures: () => Promise.resolve(),
    ...overrides,
  };
}

/**
 * `.provide(contextProvider(ctx))`: answers getContext(key) from ctx. A saga's `call(nextTask)` (a
 * yield to the event loop, so the browser can paint between steps) returns at once: a chain of them
 * in one run is a chain of timer turns, which a loaded CI machine can stretch past a short run's
 * timeout. `instant` lists further functions whose calls return at once (a delay that should end).
 */
export function contextProvider(ctx: SagaContext, instant: readonly unknown[] = []) {
  const atOnce = new Set<unknown>([nextTask, ...instant]);
  return {
    getContext(key: string, next: () => unknown) {
      return key in ctx ? ctx[key] : next();
    },
    call(effect: { fn: unknown }, next: () => unknown) {
      return atOnce.has(effect.fn) ? undefined : next();
    },
  };
}
