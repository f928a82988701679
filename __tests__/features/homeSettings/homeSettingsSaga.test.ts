import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer } from '../../../src/app/rootReducer';
import { selectShowCost } from '../../../src/app/session/sessionSelectors';
import { settingsSucceeded } from '../../../src/app/session/sessionSlice';
import { homeSettingsSaga } from '../../../src/features/homeSettings/homeSettingsSaga';
import {
  fetchRequested, fetchSucceeded, homeSettingsReducer, saveFailed, saveRequested, saveSucceeded, solarSaveRequested, solarSpecsRequested,
} from '../../../src/features/homeSettings/homeSettingsSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { monitor, settings } from '../../support/fixtures';
import { contextProvider, sagaContext, stateWith } from '../../support/sagaHarness';
import { attributes } from './fixtures';

const reducer = createRootReducer({ homeSettings: homeSettingsReducer });
const ATTRS = '/app/monitors/42/attributes';
const baseState = (homeSettings = {}) => {
  const s = stateWith({ accessToken: 't', userId: 7, monitors: [monitor({ id: 42 })], settings: settings({}, 3) });
  return { ...s, homeSettings: { ...reducer(undefined, { type: '@@init' }).homeSettings, ...homeSettings } };
};

describe('home settings saga', () => {
  it('fetch: GET …/attributes lands in the session monitor', async () => {
    const api = createFakeApi(() => ok(attributes()));
    const { storeState } = await expectSaga(homeSettingsSaga)
      .withReducer(reducer, baseState())
      .provide(contextProvider(sagaContext(api)))
      .put(fetchSucceeded({ monitorId: 42, attributes: attributes(), settingsVersion: 3 }))
      .dispatch(fetchRequested())
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'GET', path: ATTRS });
    expect(storeState.session.monitors[0]!.attributes).toMatchObject({ cost: 16.5, home_type_key: 'home_type_single_family' });
    expect(storeState.homeSettings.attributes).toEqual({ status: 'succeeded', error: null, monitorId: 42 });
  });

  it('save: one POST of the changes; homeSettings/saveSucceeded, the session updated, the 5 s toast', async () => {
    const saved = attributes({ cost: 21.3 });
    const api = createFakeApi(() => ok(saved));
    const { storeState } = await expectSaga(homeSettingsSaga)
      .withReducer(reducer, baseState())
      .provide(contextProvider(sagaContext(api)))
      .put(saveSucceeded({ form: 'electricity', attributes: saved }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'success', title: { id: 'homeSettings.notice.saved', defaultMessage: 'Home info has been saved to Settings' }, durationMs: 5000 } } })
      .dispatch(saveRequested({ form: 'electricity', changes: { cost: 21.3 } }))
      .silentRun(50);
    expect(saveSucceeded.type).toBe('homeSettings/saveSucceeded');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: ATTRS, encoding: 'json', body: { cost: 21.3 } });
    expect(storeState.session.monitors[0]!.attributes.cost).toBe(21.3);
    expect(storeState.homeSettings.save).toEqual({ status: 'succeeded', form: 'electricity', error: null });
  });

  it('Show costs off (cost -1): once saved, the app-level show-cost selector turns false at once (no reload); on again: true', async () => {
    let answer = attributes({ cost: -1, show_cost: false });
    const api = createFakeApi(() => ok(answer));
    const off = await expectSaga(homeSettingsSaga)
      .withReducer(reducer, baseState())
      .provide(contextProvider(sagaContext(api)))
      .put.like({ action: { type: 'session/monitorAttributesReceived', payload: { monitorId: 42 } } })
      .dispatch(saveRequested({ form: 'electricity', changes: { cost: -1 } }))
      .silentRun(50);
    expect(selectShowCost(off.storeState)).toBe(false);
    answer = attributes({ cost: 12, show_cost: true });
    const on = await expectSaga(homeSettingsSaga)
      .withReducer(reducer, off.storeState)
      .provide(contextProvider(sagaContext(api)))
      .dispatch(saveRequested({ form: 'electricity', changes: { cost: 12 } }))
      .silentRun(50);
    expect(selectShowCost(on.storeState)).toBe(true);
  });

  it('Continue (a new home) goes on to the survey after saving', async () => {
    const navigate = jest.fn();
    const api = createFakeApi(() => ok(attributes()));
    await expectSaga(homeSettingsSaga)
      .withReducer(reducer, baseState())
      .provide(contextProvider(sagaContext(api, { navigate })))
      .dispatch(saveRequested({ form: 'home', changes: { home_info_survey_progress: 'COMPLETED' }, next: '/assessment' }))
      .silentRun(50);
    expect(navigate).toHaveBeenCalledWith('/assessment');
  });

  it("a failed save stores the server's reason and shows an error notice; nothing changes in the session", async () => {
    const reason = 'Invalid postal code';
    const api = createFakeApi(() => fail(400, { status: 'error', error_reason: reason }));
    const navigate = jest.fn();
    const { storeState } = await expectSaga(homeSettingsSaga)
      .withReducer(reducer, baseState())
      .provide(contextProvider(sagaContext(api, { navigate })))
      .put(saveFailed({ form: 'home', status: 400, message: reason }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'error', message: reason } } })
      .not.put.like({ action: { type: saveSucceeded.type } })
      .dispatch(saveRequested({ form: 'home', changes: { postal_code: '00012' }, next: '/assessment' }))
      .silentRun(50);
    expect(storeState.session.monitors[0]!.attributes).toEqual({});
    expect(navigate).not.toHaveBeenCalled();
  });

  it('solar: saves the specs, then the attributes (spec §7)', async () => {
    const specs = { system_rating: 7.2, panel_count: 20, panel_rating: 400, user_set: true };
    const api = createFakeApi((r) => ok(r.path.endsWith('/solar_specs') ? specs : attributes({ to_grid_threshold: 55 })));
    await expectSaga(homeSettingsSaga)
      .withReducer(reducer, baseState())
      .provide(contextProvider(sagaContext(api)))
      .put(saveSucceeded({ form: 'solar', attributes: attributes({ to_grid_threshold: 55 }) }))
      .dispatch(solarSaveRequested({ specs: { panel_count: 20 }, changes: { to_grid_threshold: 55 } }))
      .silentRun(50);
    expect(api.calls.map((c) => [c.request.method, c.request.path, c.request.body])).toEqual([
      ['POST', '/app/monitors/42/solar_specs', { panel_count: 20 }],
      ['POST', ATTRS, { to_grid_threshold: 55 }],
    ]);
  });

  it('solar: a failed specs save stops before the attributes', async () => {
    const api = createFakeApi(() => fail(400, { status: 'error', error_reason: 'The panel count must be a whole number from 0 to 10,000' }));
    await expectSaga(homeSettingsSaga)
      .withReducer(reducer, baseState())
      .provide(contextProvider(sagaContext(api)))
      .put(saveFailed({ form: 'solar', status: 400, message: 'The panel count must be a whole number from 0 to 10,000' }))
      .dispatch(solarSaveRequested({ specs: { panel_count: 2.5 }, changes: { to_grid_threshold: 55 } }))
      .silentRun(50);
    expect(api.calls).toHaveLength(1);
  });

  it("another tab's save (a new settings version) refetches what this tab loaded", async () => {
    const api = createFakeApi(() => ok(attributes()));
    const loaded = { attributes: { status: 'succeeded', error: null, monitorId: 42 }, seenSettingsVersion: 3, solarSpecs: { status: 'succeeded', data: null, error: null } };
    await expectSaga(homeSettingsSaga)
      .withReducer(reducer, baseState(loaded))
      .provide(contextProvider(sagaContext(api)))
      .put(fetchRequested())
      .put(solarSpecsRequested())
      .dispatch(settingsSucceeded(settings({}, 4)))
      .silentRun(50);
  });

  it('the same settings version refetches nothing', async () => {
    const api = createFakeApi(() => ok(attributes()));
    await expectSaga(homeSettingsSaga)
      .withReducer(reducer, baseState({ attributes: { status: 'succeeded', error: null, monitorId: 42 }, seenSettingsVersion: 3 }))
      .provide(contextProvider(sagaContext(api)))
      .not.put(fetchRequested())
      .dispatch(settingsSucceeded(settings({}, 3)))
      .silentRun(50);
  });
});
