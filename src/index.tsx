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
 * The app starts over a few tasks, not in the bundle's evaluation: on a slow phone evaluating React
 * DOM alone is a long task, and so are the app's own modules, the formatting data and the first
 * render. Each in a task of its own, the browser may paint and take input in between, and no task
 * blocks the page for long. The imports are eager (same chunks, no request): they only choose when
 * each module is evaluated.
 */
async function boot(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './app/start');
  await nextTask();
  // The browser's number and date formatting data, loaded once per page: its own task rather than
  // the first render's.
  const language = initialState.i18n?.language ?? 'en';
  new Intl.NumberFormat(language).format(1);
  new Intl.DateTimeFormat(language).format(0);
  await nextTask();
  start(storage, initialState);
}

void boot();
