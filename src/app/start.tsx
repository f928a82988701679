import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { RootState } from './rootReducer';
import { AppRoot } from './AppRoot';
import { navigateFromSaga } from './navigationBridge';
import { createAppStore } from './store';

/** The store (its sagas start: the session's first calls go out) and the first render. */
export function start(storage: Storage, initialState: Partial<RootState>): void {
  const store = createAppStore({ preloadedState: initialState, sagaContext: { storage, navigate: navigateFromSaga } });
  document.documentElement.lang = store.getState().i18n.language;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // The first render is a transition: React renders it in slices and lets the browser breathe in
  // between (no long task on a slow phone), and nothing is painted half-done.
  startTransition(() => root.render(<AppRoot store={store} />));
}
