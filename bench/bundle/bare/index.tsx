// The bare app bench/bundle compares /now's first-visit JS with: React + React DOM, Redux Toolkit
// with react-redux, redux-saga, React Router (BrowserRouter, useRoutes) and react-intl, each used
// the way the app uses it, with one screen and nothing else. Built with the project's webpack
// configuration in production mode (bench/bundle/run.cjs), never part of the app.
import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { BrowserRouter, Link, Navigate, useRoutes } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0, loaded: false },
  reducers: {
    requested: (s) => s,
    received: (s, a: PayloadAction<number>) => {
      s.value = a.payload;
      s.loaded = true;
    },
  },
});

const fetchValue = () => Promise.resolve(1);
function* onRequested() {
  const value: number = yield call(fetchValue);
  yield put(counter.actions.received(value));
}
function* rootSaga() {
  yield takeEvery(counter.actions.requested.type, onRequested);
}

const saga = createSagaMiddleware();
const store = configureStore({ reducer: { counter: counter.reducer }, middleware: (d) => d({ thunk: false }).concat(saga) });
saga.run(rootSaga);
type State = ReturnType<typeof store.getState>;

const messages = { 'bare.title': 'Using now', 'bare.value': '{value, number} W' };

function Now() {
  const intl = useIntl();
  const value = useSelector((s: State) => s.counter.value);
  const dispatch = useDispatch();
  return (
    <main>
      <h1>
        <FormattedMessage id="bare.title" defaultMessage="Using now" />
      </h1>
      <button type="button" onClick={() => dispatch(counter.actions.requested())}>
        {intl.formatMessage({ id: 'bare.value', defaultMessage: '{value, number} W' }, { value })}
      </button>
      <Link to="/now">Now</Link>
    </main>
  );
}

function Routes() {
  return useRoutes([
    { path: '/now', element: <Now /> },
    { path: '*', element: <Navigate to="/now" replace /> },
  ]);
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <Provider store={store}>
    <IntlProvider locale="en" messages={messages}>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </IntlProvider>
  </Provider>,
);
