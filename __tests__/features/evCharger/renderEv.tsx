import type { ReactElement } from 'react';
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import userEvent from '@testing-library/user-event';
import type { ApiRequest } from '../../../src/api/types';
import { createRootReducer, type RootState } from '../../../src/app/rootReducer';
import type { AppStore } from '../../../src/app/store';
import { evChargerSaga } from '../../../src/features/evCharger/evChargerSaga';
import { evChargerReducer, initialState } from '../../../src/features/evCharger/evChargerSlice';
import { createFakeApi, type FakeHandler } from '../../support/fakeApi';
import { monitor } from '../../support/fixtures';
import { flush, renderWithProviders } from '../../support/renderApp';
import { sagaContext, stateWith } from '../../support/sagaHarness';

/** A screen of the EV charger feature with its real slice and saga on a fake API (signed in to monitor 42). */
export async function renderEv(ui: ReactElement, handler: FakeHandler, { mobile = false, route = '/labs/ev-charger' } = {}) {
  const api = createFakeApi(handler);
  const base = stateWith({ accessToken: 't', userId: 7, monitors: [monitor({ id: 42, time_zone: 'America/New_York' })], monitorTimeZone: 'America/New_York' });
  const preloaded = { ...base, app: { ...base.app, mobile }, evCharger: initialState } as RootState;
  const sagas = createSagaMiddleware({ context: sagaContext(api) });
  /** Every action type dispatched, in order. */
  const actions: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push((action as { type: string }).type);
    return next(action);
  };
  const store = configureStore({
    reducer: createRootReducer({ evCharger: evChargerReducer }),
    preloadedState: preloaded,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(record, sagas),
  });
  sagas.run(evChargerSaga);
  const utils = renderWithProviders(ui, { store: store as unknown as AppStore, route });
  await flush();
  const requests = (): ApiRequest<unknown>[] => api.calls.map((c) => c.request);
  return { ...utils, store, api, actions, requests, user: userEvent.setup() };
}
