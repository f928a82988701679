import { expectSaga } from 'redux-saga-test-plan';
import { integrationsSaga } from '../../../src/features/integrations/integrationsSaga';
import { oauthReturnFailed, oauthReturnRequested, oauthReturnSucceeded } from '../../../src/features/integrations/integrationsSlice';
import { RETURN_NOTICE_DELAY_MS } from '../../../src/features/integrations/oauthReturnSaga';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { contextProvider, sagaContext } from '../../support/sagaHarness';
import { integration, reducer, rootState } from './fixtures';

describe('the OAuth return', () => {
  it('posts code and state, goes on to the integration page, and shows the success notice 350 ms later', async () => {
    expect(RETURN_NOTICE_DELAY_MS).toBe(350);
    const navigate = jest.fn();
    const api = createFakeApi(() => ok(integration()));
    const { effects } = await expectSaga(integrationsSaga)
      .withReducer(reducer, rootState())
      .provide(contextProvider(sagaContext(api, { navigate })))
      .put(oauthReturnSucceeded({ integration: 'ecobee', item: integration() }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'success', title: { id: 'integrations.notice.connectedTitle' }, message: { id: 'integrations.notice.connectedMessage' } } } })
      .dispatch(oauthReturnRequested({ integration: 'ecobee', state: 'the-state', code: 'the-code' }))
      .silentRun(600);
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/integrations/oauth/callback/ecobee', body: { state: 'the-state', code: 'the-code' }, encoding: 'json' });
    expect(navigate).toHaveBeenCalledWith('/settings/integrations/ecobee', { replace: true });
    // The notice waits 350 ms (redux-saga's delay is a call with the milliseconds).
    expect((effects.call ?? []).some((e) => (e as { payload: { args: unknown[] } }).payload.args[0] === 350)).toBe(true);
  });

  it('a denied or refused return shows "unable to connect with the integration" with the reason', async () => {
    const navigate = jest.fn();
    const reason = 'Ecobee did not allow the connection';
    const api = createFakeApi(() => fail(400, { error_reason: reason }));
    await expectSaga(integrationsSaga)
      .withReducer(reducer, rootState())
      .provide(contextProvider(sagaContext(api, { navigate })))
      .put(oauthReturnFailed({ integration: 'ecobee', status: 400, message: reason }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'error', title: { id: 'integrations.notice.connectFailed' }, message: reason } } })
      .dispatch(oauthReturnRequested({ integration: 'ecobee', state: 'the-state', error: 'access_denied' }))
      .silentRun(600);
    expect(api.calls[0]?.request).toMatchObject({ body: { state: 'the-state', error: 'access_denied' } });
    expect(navigate).toHaveBeenCalledWith('/settings/integrations/ecobee', { replace: true });
  });
});
