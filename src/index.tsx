import './theme/tokens.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { safeLocalStorage, safeSessionStorage } from './api/safeStorage';
import { AppRoot } from './app/AppRoot';
import { navigateFromSaga } from './app/navigationBridge';
import { buildInitialState } from './app/persistedState';
import { createAppStore } from './app/store';

const storage = safeLocalStorage();
const store = createAppStore({
  preloadedState: buildInitialState(storage, safeSessionStorage(), window.location.search),
  sagaContext: { storage, navigate: navigateFromSaga },
});
document.documentElement.lang = store.getState().i18n.language;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
// The first render is a transition: React renders it in slices and lets the browser breathe in
// between (no long task on a slow phone), and nothing is painted half-done.
startTransition(() => root.render(<AppRoot store={store} />));
