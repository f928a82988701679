import { expectSaga } from 'redux-saga-test-plan';
import { integrationsSaga } from '../../../src/features/integrations/integrationsSaga';
import {
  connectRequested, connectSucceeded, disableRequested, disableSucceeded, enableFailed, enableRequested, enableSucceeded, fetchRequested,
  fetchSucceeded, programOpenRequested,
} from '../../../src/features/integrations/integrationsSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { contextProvider, sagaContext } from '../../support/sagaHarness';
import { integration, reducer, rootState, tplink } from './fixtures';

describe('integrations saga', () => {
  it('fetches the monitor’s integrations', async () => {
    const api = createFakeApi(() => ok([integration()]));
    await expectSaga(integrationsSaga)
      .withReducer(reducer, rootState())
      .provide(contextProvider(sagaContext(api)))
      .put(fetchSucceeded([integration()]))
      .dispatch(fetchRequested())
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'GET', path: '/app/monitors/42/integrations' });
  });

  it('the OAuth start asks for the provider’s address and sends the browser there', async () => {
    const assignLocation = jest.fn();
    const address = '/demo-provider/ecobee?state=abc';
    const api = createFakeApi(() => ok({ redirect_uri: address, expires_at: '2026-11-22T08:10:00.000Z' }));
    await expectSaga(integrationsSaga)
      .withReducer(reducer, rootState())
      .provide(contextProvider(sagaContext(api, { assignLocation })))
      .put(connectSucceeded({ integration: 'ecobee', redirectUri: address }))
      .dispatch(connectRequested({ integration: 'ecobee' }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'GET', path: '/integrations/oauth/authorize/ecobee', query: { monitor_id: 42 } });
    expect(assignLocation).toHaveBeenCalledWith(address);
  });

  it('never sends the browser to an address that is not http(s)', async () => {
    const assignLocation = jest.fn();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = createFakeApi(() => ok({ redirect_uri: 'javascript:alert(1)', expires_at: '' }));
    const { storeState } = await expectSaga(integrationsSaga)
      .withReducer(reducer, rootState())
      .provide(contextProvider(sagaContext(api, { assignLocation })))
      .dispatch(connectRequested({ integration: 'ecobee' }))
      .silentRun(50);
    expect(assignLocation).not.toHaveBeenCalled();
    expect(storeState.integrations.action.status).toBe('failed');
    expect(error).toHaveBeenCalledWith('Invalid redirect address', 'javascript:alert(1)');
    error.mockRestore();
  });

  it('smart plugs on: "{type} enabled" with the 5-10 minutes message', async () => {
    const api = createFakeApi(() => ok(tplink()));
    await expectSaga(integrationsSaga)
      .withReducer(reducer, rootState())
      .provide(contextProvider(sagaContext(api)))
      .put(enableSucceeded({ integration: 'tplink', item: tplink() }))
      .put.like({
        action: {
          type: 'notifications/shown',
          payload: { kind: 'success', title: { id: 'integrations.notice.plugsEnabled', values: { type: 'TP-Link' } }, message: { id: 'integrations.notice.plugsSoon' } },
        },
      })
      .dispatch(enableRequested({ integration: 'tplink' }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/app/monitors/42/integrations/TPLink' });
  });

  it('smart plugs failing: "unable to connect" with the advice', async () => {
    const api = createFakeApi(() => fail(409, { error_reason: 'Your monitor is offline' }));
    await expectSaga(integrationsSaga)
      .withReducer(reducer, rootState())
      .provide(contextProvider(sagaContext(api)))
      .put(enableFailed({ integration: 'tplink', status: 409, message: 'Your monitor is offline' }))
      .put.like({
        action: { type: 'notifications/shown', payload: { kind: 'error', title: { id: 'integrations.notice.plugsFailed' }, message: { id: 'integrations.notice.plugsAdvice' } } },
      })
      .dispatch(enableRequested({ integration: 'tplink' }))
      .silentRun(50);
  });

  it('smart plugs off: "{type} disabled" with the plugs-removed message', async () => {
    const api = createFakeApi(() => ok({ status: 'ok', id: 2, integration_type: 'TPLink', removed_devices: ['ssi-1'] }));
    const { storeState } = await expectSaga(integrationsSaga)
      .withReducer(reducer, rootState({ list: { status: 'succeeded', error: null, byId: { '2': tplink() }, ids: [2] } }))
      .provide(contextProvider(sagaContext(api)))
      .put(disableSucceeded({ integration: 'tplink', id: 2 }))
      .put.like({
        action: { type: 'notifications/shown', payload: { kind: 'success', title: { id: 'integrations.notice.plugsDisabled', values: { type: 'TP-Link' } }, message: { id: 'integrations.notice.plugsRemoved' } } },
      })
      .dispatch(disableRequested({ integration: 'tplink', id: 2 }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'DELETE', path: '/app/monitors/42/integrations/2' });
    expect(storeState.integrations.list.ids).toEqual([]);
  });

  it('the program’s dashboard opens with its read-only token in the address fragment', async () => {
    const assignLocation = jest.fn();
    const api = createFakeApi(() =>
      ok({ access_token: 't1.v2.read', token_type: 'bearer', expires_in: 3600, scope: 'read', user_id: 7, monitor_id: 42, program_url: '/demo-provider/ohmconnect' }),
    );
    await expectSaga(integrationsSaga)
      .withReducer(reducer, rootState())
      .provide(contextProvider(sagaContext(api, { assignLocation })))
      .dispatch(programOpenRequested())
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ path: '/app/monitors/42/integrations/ohmConnect/access_token' });
    expect(assignLocation).toHaveBeenCalledWith('/demo-provider/ohmconnect#access_token=t1.v2.read&monitor_id=42');
  });

  it('while plugs are looked for, a data change from the feed refetches the list; otherwise not', async () => {
    const api = createFakeApi(() => ok([tplink()]));
    await expectSaga(integrationsSaga)
      .withReducer(reducer, rootState({ list: { status: 'succeeded', error: null, byId: { '2': tplink() }, ids: [2] } }))
      .provide(contextProvider(sagaContext(api)))
      .put(fetchRequested())
      .dispatch({ type: 'realtime/dataChangeReceived', payload: {} })
      .silentRun(50);
    await expectSaga(integrationsSaga)
      .withReducer(reducer, rootState({ list: { status: 'succeeded', error: null, byId: { '1': integration() }, ids: [1] } }))
      .provide(contextProvider(sagaContext(api)))
      .not.put(fetchRequested())
      .dispatch({ type: 'realtime/dataChangeReceived', payload: {} })
      .silentRun(50);
  });
});
