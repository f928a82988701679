import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { I18nProvider } from '../i18n/I18nProvider';
import { ThemeController } from '../theme/ThemeController';
import { AppRoutes } from './AppRoutes';
import { NavigationBridge } from './navigationBridge';
import { ChunkFailureGate } from './shell/ChunkFailureGate';
import type { AppStore } from './store';

/** Store, intl (lazy locale) and theme around the given router contents; the error page once a chunk failed for good. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nProvider>
        <ThemeController />
        <ChunkFailureGate>{children}</ChunkFailureGate>
      </I18nProvider>
    </Provider>
  );
}

/** The whole app in the browser: providers, the router, the bridge that lets sagas navigate, the routes. */
export function AppRoot({ store }: { store: AppStore }) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <NavigationBridge />
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
