import type { ReactElement } from 'react';
import { combineReducers, configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { initialSessionState, sessionReducer } from '../../src/app/session/sessionSlice';
import type { SessionState } from '../../src/app/session/sessionTypes';
import type { SagaContext } from '../../src/app/sagaContext';
import { Notifications } from '../../src/common/notifications/Notifications';
import { notificationsReducer } from '../../src/common/notifications/notificationsSlice';
import { i18nReducer } from '../../src/i18n/i18nSlice';
import { themeReducer } from '../../src/theme/themeSlice';
import { createFakeApi } from './fakeApi';
import { sagaContext } from './sagaHarness';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

export interface RenderFeatureOptions {
  /** The feature's slices, by state key. */
  reducers: Record<string, Reducer>;
  /** The feature's saga, run against the fake API. */
  saga?: Saga;
  session?: Partial<SessionState>;
  api?: ReturnType<typeof createFakeApi>;
  context?: Partial<SagaContext>;
  route?: string;
  path?: string;
}

/**
 * A settings screen with its feature's slices and saga, the session, notices and theme, in a memory
 * router, on a fresh store (no app initialisation). Records every dispatched action.
 */
export function renderFeature(ui: ReactElement, { reducers, saga, session = {}, api, context = {}, route = '/', path = '*' }: RenderFeatureOptions) {
  const dispatched: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    dispatched.push(action as UnknownAction);
    return next(action);
  };
  const fakeApi = api ?? createFakeApi(() => ({ ok: false, status: 'error', message: 'offline' }));
  const ctx = sagaContext(fakeApi, context);
  const sagaMiddleware = createSagaMiddleware({ context: ctx });
  const reducer = combineReducers({ session: sessionReducer, notifications: notificationsReducer, theme: themeReducer, i18n: i18nReducer, ...reducers });
  const store = configureStore({
    reducer,
    preloadedState: { session: { ...initialSessionState, ...session } } as Parameters<typeof reducer>[0],
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(recorder, sagaMiddleware),
  });
  if (saga) sagaMiddleware.run(saga);
  const utils = render(
    <Provider store={store}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
          <LocationProbe />
          <Notifications />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  const types = () => dispatched.map((a) => a.type);
  return { ...utils, store, dispatched, types, api: fakeApi, context: ctx };
}
