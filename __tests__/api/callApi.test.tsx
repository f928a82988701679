import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { expectSaga } from 'redux-saga-test-plan';
import fr from '../../translations/fr.json';
import { IntlBridge } from '../../src/i18n/intlBridge';
import { callApi } from '../../src/api/callApi';
import { rootReducer } from '../../src/app/rootReducer';
import { notificationShown } from '../../src/common/notifications/notificationsSlice';
import delayP from '@redux-saga/delay-p';
import type { HttpResult } from '../../src/api/types';
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

  describe('a GET the server refuses for now (429 or 503 with a short Retry-After)', () => {
    type Refused = Extract<HttpResult<never>, { ok: false }>;
    const busy = (status: number, retryAfterMs: number): Refused => ({ ...(fail(status, { error_reason: 'Busy' }) as Refused), retryAfterMs });
    /** Runs callApi with the answers in turn; the saga's delays return at once and are recorded. */
    const run = async (answers: HttpResult<unknown>[], method: 'GET' | 'POST' = 'GET') => {
      let n = 0;
      const api = createFakeApi(() => answers[Math.min(n++, answers.length - 1)]!);
      const waits: number[] = [];
      const provider = contextProvider(sagaContext(api));
      const { returnValue } = await expectSaga(callApi, { method, path: '/app/monitors/1/devices' })
        .withReducer(rootReducer, stateWith({ accessToken: 'tok' }))
        .provide({
          ...provider,
          call: (effect: { fn: unknown; args: unknown[] }, next: () => unknown) => {
            if (effect.fn !== delayP) return next();
            waits.push(effect.args[0] as number);
            return undefined;
          },
        })
        .run();
      return { returnValue, calls: api.calls.length, waits };
    };

    it('asks again after the wait the server named, and returns the answer', async () => {
      expect(await run([busy(429, 1000), ok({ devices: [] })])).toEqual({ returnValue: { data: { devices: [] } }, calls: 2, waits: [1000] });
      expect(await run([busy(503, 2000), busy(503, 2000), ok(1)])).toEqual({ returnValue: { data: 1 }, calls: 3, waits: [2000, 2000] });
    });

    it('gives up after two retries with the server’s error', async () => {
      const { returnValue, calls, waits } = await run([busy(429, 1000)]);
      expect(returnValue).toMatchObject({ error: { status: 429, message: 'Busy' } });
      expect(calls).toBe(3);
      expect(waits).toEqual([1000, 1000]);
    });

    it('does not repeat a write, a long wait (a rate limit’s minute), or a 429 that names no wait', async () => {
      expect(await run([busy(429, 1000), ok(1)], 'POST')).toMatchObject({ calls: 1, waits: [] });
      expect(await run([busy(429, 60_000), ok(1)])).toMatchObject({ calls: 1, waits: [] });
      expect(await run([fail(429), ok(1)])).toMatchObject({ calls: 1, waits: [] });
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
