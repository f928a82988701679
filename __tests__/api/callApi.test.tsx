import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { expectSaga } from 'redux-saga-test-plan';
import fr from '../../translations/fr.json';
import { IntlBridge } from '../../src/i18n/intlBridge';
import { callApi } from '../../src/api/callApi';
import { rootReducer } from '../../src/app/rootReducer';
import { notificationShown } from '../../src/common/notifications/notificationsSlice';
import { createFakeApi, fail, ok } from '../support/fakeApi';
import { contextProvider, sagaContext, stateWith } from '../support/sagaHarness';

describe('callApi', () => {
  it('returns { data } and sends the session token', async () => {
    const api = createFakeApi(() => ok({ id: 1 }));
    const { returnValue } = await expectSaga(callApi, { method: 'GET', path: '/users/7' })
      .withReducer(rootReducer, stateWith({ accessToken: 'tok' }))
      .provide(contextProvider(sagaContext(api)))
      .run();
    expect(returnValue).toEqual({ data: { id: 1 } });
    expect(api.calls[0]?.token).toBe('tok');
  });

  it('returns { error } and, with notify, shows an error notice titled from the status for 5 s', async () => {
    const api = createFakeApi(() => fail(429, { status: 'error', error_reason: 'Slow down' }));
    const { returnValue, storeState } = await expectSaga(callApi, { method: 'GET', path: '/x' }, { notify: true })
      .withReducer(rootReducer, stateWith({ accessToken: 'tok' }))
      .provide(contextProvider(sagaContext(api)))
      .put.actionType(notificationShown.type)
      .run();
    expect(returnValue).toMatchObject({ error: { status: 429, message: 'Slow down' } });
    expect(storeState.notifications.items[0]).toMatchObject({
      kind: 'error',
      title: { id: 'api.error.tooManyTitle', defaultMessage: 'Too many requests' },
      message: 'Slow down',
      durationMs: 5000,
    });
  });

  it("translates the client's own fallback texts in the notice", async () => {
    const api = createFakeApi(() => fail(500));
    const { storeState } = await expectSaga(callApi, { method: 'GET', path: '/x' }, { notify: true })
      .withReducer(rootReducer, stateWith())
      .provide(contextProvider(sagaContext(api)))
      .run();
    expect(storeState.notifications.items[0]).toMatchObject({ title: { id: 'api.error.serverTitle' }, message: { id: 'api.error.somethingBroke', defaultMessage: 'Something broke' } });
  });

  it('stays quiet without notify, and never returns the browser\'s network text', async () => {
    const api = createFakeApi(() => ({ ok: false, status: 'error', message: 'Failed to fetch' }));
    const { returnValue } = await expectSaga(callApi, { method: 'GET', path: '/x' })
      .withReducer(rootReducer, stateWith())
      .provide(contextProvider(sagaContext(api)))
      .not.put.actionType(notificationShown.type)
      .run();
    expect(returnValue).toEqual({ error: { status: 'error', message: 'Could not reach the server. Check your connection and try again.' } });
  });

  it('returns a network failure in the language on screen', async () => {
    const view = render(
      <IntlProvider locale="fr-CA" messages={fr}>
        <IntlBridge />
      </IntlProvider>,
    );
    const api = createFakeApi(() => ({ ok: false, status: 'error', message: 'Failed to fetch' }));
    const { returnValue } = await expectSaga(callApi, { method: 'GET', path: '/x' })
      .withReducer(rootReducer, stateWith())
      .provide(contextProvider(sagaContext(api)))
      .run();
    view.unmount();
    expect(returnValue).toEqual({ error: { status: 'error', message: fr['api.error.networkFailed'] } });
    expect(fr['api.error.networkFailed']).toMatch(/serveur/);
  });
});
