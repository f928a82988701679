import { createAppStore } from '../../src/app/store';
import { initializeRequested } from '../../src/app/appInitSlice';
import { logoutSucceeded } from '../../src/app/session/sessionSlice';
import { createMemoryStorage } from '../../src/api/safeStorage';
import { forgetKeptAnswers, keepAnswer, keptGeneration, takeKeptAnswer, KEPT_ANSWER_MAX_AGE_MS } from '../../src/api/keptAnswers';
import { forgetPostInitPrefetch } from '../../src/app/postInitPrefetch';
import type { ApiRequest } from '../../src/api/types';
import { createFakeApi, fail, ok } from '../support/fakeApi';
import { monitor, user } from '../support/fixtures';
import { stateWith } from '../support/sagaHarness';

// Spec §4 "App state": right after initialisation the app fetches labs, EV charger status and smart-plug
// settings, and on non-mobile also the monitor overview, home settings and data-sharing forms. These
// features' code loads only with their screens; the GETs still go out after initialisation and the
// answers wait for the feature (src/app/postInitPrefetch.ts, src/api/keptAnswers.ts).

const M = 42;
const paths = {
  labs: `/app/monitors/${M}/labs_content`,
  ev: `/evcharge/monitors/${M}/status`,
  tpLink: `/app/monitors/${M}/tp_link`,
  overview: `/app/monitors/${M}/overview`,
  attributes: `/app/monitors/${M}/attributes`,
  dataSharing: `/app/monitors/${M}/data_sharing`,
};
const labsAnswer = { updated: '2026-11-22T07:00:00Z', fault_detection_json: { powerQuality: { days: [] } } };
const evAnswer = { status: 'Connected', enabled: true };
const attributes = { name: 'Home from the server', square_feet: 1200 };

let lastApi: ReturnType<typeof createFakeApi> | null = null;
function setUp({ mobile = false, failing = [] as string[] } = {}) {
  let clock = Date.parse('2026-11-22T08:00:00Z');
  const api = createFakeApi((req) => {
    if (failing.includes(req.path)) return fail(500);
    if (req.path === '/users/7') return ok(user());
    if (req.path === paths.labs) return ok(labsAnswer);
    if (req.path === paths.ev) return ok(evAnswer);
    if (req.path === paths.attributes) return ok(attributes);
    return ok({});
  });
  lastApi = api;
  const store = createAppStore({
    sagaContext: { api, storage: createMemoryStorage(), navigate: jest.fn(), now: () => clock, loadSignedInFeatures: async () => {} },
    preloadedState: stateWith(
      { accessToken: 'tok', userId: 7, monitors: [monitor({ id: M })], user: user(), noRenew: true },
      { app: { initState: 0, mobile, signedInFeaturesReady: false } },
    ),
  });
  return { store, api, advance: (ms: number) => (clock += ms), count: (path: string) => api.callsTo(path).length };
}

/** Waits (real time, a few ms at a time) until the condition holds. */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never happened: ${what}; calls: ${JSON.stringify(lastApi?.calls.map((c) => c.request.path))}`);
}

const allSent = (count: (path: string) => number, list: string[]) => () => list.every((p) => count(p) === 1);

afterEach(() => forgetPostInitPrefetch());

describe('post-initialisation fetches of features no screen has loaded', () => {
  it('sends every GET right after initialisation (desktop) without downloading the features', async () => {
    const { store, count } = setUp();
    store.dispatch(initializeRequested());
    await until(allSent(count, Object.values(paths)), 'the six post-initialisation GETs');
    expect(store.featuresLoaded(['labs'])).toBe(false);
    expect(Object.keys(store.getState())).not.toContain('labs');
    // The home's attributes reach the session's monitor as they did through the home settings feature.
    await until(() => store.getState().session.monitors[0]?.attributes?.name === 'Home from the server', 'attributes in the session');
  });

  it('on mobile sends only labs, EV charger status and smart-plug settings', async () => {
    const { store, count, api } = setUp({ mobile: true });
    store.dispatch(initializeRequested());
    await until(allSent(count, [paths.labs, paths.ev, paths.tpLink]), 'the three mobile GETs');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(api.calls.map((c) => c.request.path).filter((p) => p.startsWith(`/app/monitors/${M}/`))).toEqual(
      expect.not.arrayContaining([paths.overview, paths.attributes, paths.dataSharing]),
    );
  });

  it('a feature loaded later starts from the kept answer: its events go out and no second GET is sent', async () => {
    const { store, count } = setUp();
    store.dispatch(initializeRequested());
    await until(allSent(count, Object.values(paths)), 'the GETs');
    await store.loadFeatures(['labs']);
    await until(() => store.getState().labs?.content.status === 'succeeded', 'labs content in its slice');
    expect(store.getState().labs.content.data).toEqual(labsAnswer);
    expect(count(paths.labs)).toBe(1);
    // Taken once: the labs screen's own refetch goes to the server.
    store.dispatch({ type: 'labs/fetchRequested' });
    await until(() => count(paths.labs) === 2, 'the refetch');
  });

  it('a kept answer older than the limit is not used: the feature fetches again', async () => {
    const { store, count, advance } = setUp();
    store.dispatch(initializeRequested());
    await until(allSent(count, Object.values(paths)), 'the GETs');
    advance(KEPT_ANSWER_MAX_AGE_MS + 1);
    await store.loadFeatures(['evCharger']);
    await until(() => count(paths.ev) === 2, 'a fresh status GET');
    await until(() => store.getState().evCharger?.status === 'succeeded', 'the EV status');
  });

  it('a failed GET is not kept: the feature fetches again when it loads, and shows its own outcome', async () => {
    const { store, count } = setUp({ failing: [paths.labs] });
    store.dispatch(initializeRequested());
    await until(allSent(count, Object.values(paths)), 'the GETs');
    await store.loadFeatures(['labs']);
    await until(() => count(paths.labs) === 2, 'the feature fetched again');
    await until(() => store.getState().labs?.content.status === 'failed', 'the failure in the slice');
  });

  it('a logout forgets the kept answers', async () => {
    const { store, count } = setUp();
    store.dispatch(initializeRequested());
    await until(allSent(count, Object.values(paths)), 'the GETs');
    store.dispatch(logoutSucceeded());
    await store.loadFeatures(['dataSharing']);
    // Nothing awaited any more: no events sent for it, nothing handed over from the old session.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(count(paths.dataSharing)).toBe(1);
    expect(JSON.stringify((store.getState() as unknown as Record<string, unknown>).dataSharing)).not.toContain('succeeded');
  });
});

describe('kept answers', () => {
  const get: ApiRequest<{ n: number }> = { method: 'GET', path: '/app/monitors/1/overview' };
  afterEach(() => forgetKeptAnswers());

  it('are taken once, while fresh, for the same GET only', () => {
    keepAnswer(get, { n: 1 }, 1000, keptGeneration());
    expect(takeKeptAnswer({ ...get, query: { a: 1 } }, 1000)).toBeUndefined();
    expect(takeKeptAnswer(get, 1000 + KEPT_ANSWER_MAX_AGE_MS)).toEqual({ data: { n: 1 } });
    expect(takeKeptAnswer(get, 1000)).toBeUndefined();
    keepAnswer(get, { n: 2 }, 1000, keptGeneration());
    expect(takeKeptAnswer(get, 1001 + KEPT_ANSWER_MAX_AGE_MS)).toBeUndefined();
  });

  it('an answer that arrives after they were forgotten (a change was sent meanwhile) is not kept', () => {
    const since = keptGeneration();
    forgetKeptAnswers();
    keepAnswer(get, { n: 1 }, 1000, since);
    expect(takeKeptAnswer(get, 1000)).toBeUndefined();
  });
});
