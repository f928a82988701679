import './theme/tokens.css';
import { safeLocalStorage, safeSessionStorage } from './api/safeStorage';
import { buildInitialState } from './app/persistedState';
import { preloadFirstScreen } from './app/firstScreenPreload';
import { selectIsSignedIn } from './app/session/sessionSelectors';
import { nextTask } from './common/nextTask';

const storage = safeLocalStorage();
const initialState = buildInitialState(storage, safeSessionStorage(), window.location.search);
// Before the store starts its sagas: the first screen's chunks go out first.
preloadFirstScreen(window.location.pathname, initialState.session !== undefined && selectIsSignedIn({ session: initialState.session }));

/**
 * The libraries the app runs on, each evaluated in a task of its own (largest first). The imports are
 * eager: same chunks, no request; they only choose when each module is evaluated. Each names one
 * export the app uses (webpackExports), so that the import does not keep the library's every export
 * in the bundle (a dynamic import otherwise counts them all as used).
 */
const LIBRARIES: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager", webpackExports: ["configureStore"] */ '@reduxjs/toolkit'),
  () => import(/* webpackMode: "eager", webpackExports: ["useRoutes"] */ 'react-router-dom'),
  () => import(/* webpackMode: "eager", webpackExports: ["IntlProvider"] */ 'react-intl'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ 'redux-saga'),
  () => import(/* webpackMode: "eager", webpackExports: ["Provider"] */ 'react-redux'),
];

/**
 * The app starts over several tasks, not in the bundle's evaluation: on a slow phone evaluating React
 * DOM alone is a long task, and so are the other libraries, the app's own modules and the first
 * render. Each in a task of its own, the browser may paint and take input in between, and no task
 * blocks the page for long.
 */
async function boot(): Promise<void> {
  for (const library of LIBRARIES) {
    await nextTask();
    await library();
  }
  // Then the app's own modules, in three tasks: the slices, the sagas, the components.
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/rootReducer');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/rootSaga');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './app/start');
  // The store and the first render in a task of their own. (The browser's number and date formatting
  // data were loaded by a worker static/boot.js started while the scripts downloaded: the first render
  // does not pay for them.)
  await nextTask();
  start(storage, initialState);
}

void boot();
