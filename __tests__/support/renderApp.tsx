import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { createMemoryStorage } from '../../src/api/safeStorage';
import { AppRoutes } from '../../src/app/AppRoutes';
import type { RootState } from '../../src/app/rootReducer';
import type { NavigateOptions, SagaContext } from '../../src/app/sagaContext';
import { createAppStore, type AppStore } from '../../src/app/store';
import type { ApiClient } from '../../src/api/types';
import { createFakeApi } from './fakeApi';

/** Shows the router's current location, for assertions: screen.getByTestId('location'). */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

/** Wires the memory router's navigate into the saga context. */
function NavigateBridge({ register }: { register: (navigate: Navigate) => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    register((to, options) => {
      void navigate(to, options);
    });
  }, [navigate, register]);
  return null;
}

export interface RenderAppOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
  api?: ApiClient;
  storage?: Storage;
  context?: Partial<SagaContext>;
}

/** The whole app (store + sagas + intl + routes) in a memory router, with a fresh store per call. */
export function renderApp({ route = '/', preloadedState, api, storage = createMemoryStorage(), context }: RenderAppOptions = {}) {
  const bridge: { navigate: Navigate | null } = { navigate: null };
  const register = (navigate: Navigate) => {
    bridge.navigate = navigate;
  };
  const store: AppStore = createAppStore({
    preloadedState,
    sagaContext: {
      api: api ?? createFakeApi(() => ({ ok: false, status: 'error', message: 'offline' })),
      storage,
      navigate: (to, options) => bridge.navigate?.(to, options),
      currentLocation: () => route,
      reloadPage: () => {},
      ...context,
    },
  });
  const utils = render(
    <Provider store={store}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <MemoryRouter initialEntries={[route]}>
          <NavigateBridge register={register} />
          <AppRoutes />
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { ...utils, store, storage };
}

/** A component inside the providers (store, intl, memory router) without the route table. */
export function renderWithProviders(ui: ReactElement, { store = createAppStore({ runSagas: false }), route = '/' }: { store?: AppStore; route?: string } = {}) {
  const utils = render(
    <Provider store={store}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { ...utils, store };
}

/** Lets pending promises and saga steps settle. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}
