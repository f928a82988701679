import { expectSaga } from 'redux-saga-test-plan';
import { dataSharingSaga } from '../../../src/features/dataSharing/dataSharingSaga';
import {
  dataSharingReducer, fetchRequested, fetchSucceeded, initialState, updateFailed, updateRequested, updateSucceeded,
} from '../../../src/features/dataSharing/dataSharingSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { contextProvider, sagaContext } from '../../support/sagaHarness';
import { partner, reducer, rootState } from './fixtures';

describe('data sharing', () => {
  it('reducer: keyed by partner_id in the server’s order; one update at a time; answers not awaited are ignored', () => {
    const a = partner();
    const b = partner({ partner_id: 'study', partner_name: 'Study' });
    let state = dataSharingReducer(dataSharingReducer(initialState, fetchRequested()), fetchSucceeded({ [a.partner_id]: a, [b.partner_id]: b }));
    expect(state.ids).toEqual(['gridwise-rewards', 'study']);
    expect(dataSharingReducer(state, updateSucceeded(partner({ consent_enabled: true })))).toBe(state);
    state = dataSharingReducer(state, updateRequested({ partnerId: a.partner_id, partnerName: a.partner_name, enabled: true, via: 'enable' }));
    expect(dataSharingReducer(state, updateRequested({ partnerId: 'study', partnerName: 'Study', enabled: true, via: 'enable' })).update.partnerId).toBe('gridwise-rewards');
    state = dataSharingReducer(state, updateSucceeded(partner({ consent_enabled: true, consent_requested: true })));
    expect(state.byId['gridwise-rewards']?.consent_enabled).toBe(true);
    expect(state.update.status).toBe('idle');
  });

  it('fetches the partners (also a post-initialisation event)', async () => {
    const body = { 'gridwise-rewards': partner() };
    const api = createFakeApi(() => ok(body));
    await expectSaga(dataSharingSaga)
      .withReducer(reducer, rootState())
      .provide(contextProvider(sagaContext(api)))
      .put(fetchSucceeded(body))
      .dispatch(fetchRequested())
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'GET', path: '/app/monitors/42/data_sharing' });
  });

  it.each([
    [true, 'enable', 'dataSharing.notice.enabled'],
    [false, 'disable', 'dataSharing.notice.disabled'],
  ] as const)('consent %s posts consent_enabled and the toast names the partner', async (enabled, via, notice) => {
    const answer = partner({ consent_enabled: enabled, consent_requested: true });
    const api = createFakeApi(() => ok({ partner_id: 'gridwise-rewards', partner: answer }));
    await expectSaga(dataSharingSaga)
      .withReducer(reducer, rootState({ status: 'succeeded', byId: { 'gridwise-rewards': partner() }, ids: ['gridwise-rewards'] }))
      .provide(contextProvider(sagaContext(api)))
      .put(updateSucceeded(answer))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'success', title: { id: notice, values: { partner: 'GridWise Rewards' } } } } })
      .dispatch(updateRequested({ partnerId: 'gridwise-rewards', partnerName: 'GridWise Rewards', enabled, via }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/app/monitors/42/data_sharing/gridwise-rewards', body: { consent_enabled: enabled }, encoding: 'json' });
  });

  it('not right now records the answer without a toast; a failure shows the reason', async () => {
    const api = createFakeApi(() => ok({ partner_id: 'gridwise-rewards', partner: partner({ consent_requested: true }) }));
    await expectSaga(dataSharingSaga)
      .withReducer(reducer, rootState({ status: 'succeeded', byId: { 'gridwise-rewards': partner() }, ids: ['gridwise-rewards'] }))
      .provide(contextProvider(sagaContext(api)))
      .not.put.like({ action: { type: 'notifications/shown' } })
      .dispatch(updateRequested({ partnerId: 'gridwise-rewards', partnerName: 'GridWise Rewards', enabled: false, via: 'notNow' }))
      .silentRun(50);
    const failing = createFakeApi(() => fail(409, { error_reason: 'SunShare requires this consent' }));
    await expectSaga(dataSharingSaga)
      .withReducer(reducer, rootState())
      .provide(contextProvider(sagaContext(failing)))
      .put(updateFailed({ partnerId: 'sunshare', status: 409, message: 'SunShare requires this consent' }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'error', message: 'SunShare requires this consent' } } })
      .dispatch(updateRequested({ partnerId: 'sunshare', partnerName: 'SunShare', enabled: false, via: 'disable' }))
      .silentRun(50);
  });
});
