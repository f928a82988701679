import './theme/tokens.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { safeLocalStorage, safeSessionStorage } from './api/safeStorage';
import { AppRoot } from './app/AppRoot';
import { navigateFromSaga } from './app/navigationBridge';
import { buildInitialState } from './app/persistedState';
import { createAppStore } from './app/store';
import { preloadFirstScreen } from './app/firstScreenPreload';
import { selectIsSignedIn } from './app/session/sessionSelectors';

const storage = safeLocalStorage();
const initialState = buildInitialState(storage, safeSessionStorage(), window.location.search);
// Before the store starts its sagas: the first screen's chunks go out first.
preloadFirstScreen(window.location.pathname, initialState.session !== undefined && selectIsSignedIn({ session: initialState.session }));

/** The store (its sagas start: the session's first calls go out) and the first render. */
function start(): void {
  const store = createAppStore({ preloadedState: initialState, sagaContext: { storage, navigate: navigateFromSaga } });
  document.documentElement.lang = store.getState().i18n.language;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // The first render is a transition: React renders it in slices and lets the browser breathe in
  // between (no long task on a slow phone), and nothing is painted half-done.
  startTransition(() => root.render(<AppRoot store={store} />));
}

// The app starts in a task of its own, after the bundle's evaluation: two shorter tasks instead of
// one long one on a slow phone (the browser may paint and take input in between).
setTimeout(start, 0);
