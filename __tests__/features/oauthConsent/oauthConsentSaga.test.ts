import { expectSaga } from 'redux-saga-test-plan';
import type { WireOAuthConsentRequest } from '../../../src/api/wire/oauth';
import { createRootReducer, type RootState } from '../../../src/app/rootReducer';
import { authorizeQuery, oauthConsentSaga } from '../../../src/features/oauthConsent/oauthConsentSaga';
import {
  decisionFailed, decisionRequested, initialState, oauthConsentReducer, requestRequested, requestSucceeded,
} from '../../../src/features/oauthConsent/oauthConsentSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { monitor } from '../../support/fixtures';
import { contextProvider, sagaContext, stateWith } from '../../support/sagaHarness';

const reducer = createRootReducer({ oauthConsent: oauthConsentReducer });
const QUERY = '?client_id=energy-notebook-demo&redirect_uri=http%3A%2F%2F127.0.0.1%3A5000%2Fcallback&response_type=code&code_challenge=abc&code_challenge_method=S256&state=xyz&utm=1';
const request: WireOAuthConsentRequest = {
  code: 'req-code',
  client: { client_id: 'energy-notebook-demo', name: 'Energy Notebook (demo)', icon_url: '/demo-pages/clients/energy-notebook.svg', website: 'https://example.com' },
  scope: 'read',
  account: { user_id: 7, email: 'ada@example.com' },
  redirect_uri: 'http://127.0.0.1:5000/callback',
  expires_at: '2026-11-22T08:10:00.000Z',
};
const state = (consent = initialState): RootState =>
  ({ ...stateWith({ accessToken: 't', userId: 7, monitors: [monitor({ id: 42 })] }), oauthConsent: consent }) as RootState;

describe('the OAuth consent page saga', () => {
  it('sends the OAuth parameters only', () => {
    expect(authorizeQuery(QUERY)).toEqual({
      client_id: 'energy-notebook-demo', redirect_uri: 'http://127.0.0.1:5000/callback', response_type: 'code', code_challenge: 'abc', code_challenge_method: 'S256', state: 'xyz',
    });
  });

  it('loads the request, then Allow posts its code and sends the browser back to the app', async () => {
    const assignLocation = jest.fn();
    const back = 'http://127.0.0.1:5000/callback?code=grant&state=xyz';
    const api = createFakeApi((req) => (req.path === '/oauth/authorize' ? ok(request) : ok({ redirect_uri: back })));
    await expectSaga(oauthConsentSaga)
      .withReducer(reducer, state())
      .provide(contextProvider(sagaContext(api, { assignLocation })))
      .put(requestSucceeded({ query: QUERY, data: request }))
      .dispatch(requestRequested({ query: QUERY }))
      .delay(10)
      .dispatch(decisionRequested({ allow: true }))
      .silentRun(50);
    expect(api.calls[1]?.request).toMatchObject({ method: 'POST', path: '/oauth/allow', body: { code: 'req-code' } });
    expect(assignLocation).toHaveBeenCalledWith(back);
  });

  it('Deny posts to /oauth/deny; a refusal stays on the page with the reason', async () => {
    const assignLocation = jest.fn();
    const loaded = { ...initialState, request: { status: 'succeeded' as const, data: request, error: null, query: QUERY } };
    const api = createFakeApi(() => fail(400, { error_reason: 'This access request was already answered' }));
    await expectSaga(oauthConsentSaga)
      .withReducer(reducer, state(loaded))
      .provide(contextProvider(sagaContext(api, { assignLocation })))
      .put(decisionFailed({ status: 400, message: 'This access request was already answered' }))
      .dispatch(decisionRequested({ allow: false }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/oauth/deny' });
    expect(assignLocation).not.toHaveBeenCalled();
  });
});
