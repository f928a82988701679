import type { ReactElement } from 'react';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { WireDevice } from '../../../src/api/wire/devices';
import { notificationsReducer } from '../../../src/common/notifications/notificationsSlice';
import { devicesReducer, initialState } from '../../../src/features/devices/devicesSlice';
import type { DevicesState } from '../../../src/features/devices/types';
import { realtimeReducer } from '../../../src/features/realtime/realtimeSlice';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderOptions {
  devices?: WireDevice[];
  state?: Partial<DevicesState>;
  route?: string;
  path?: string;
  /** The shown monitor's home attributes (e.g. `{ show_cost: false, cost: -1 }` for Show costs off). */
  monitorAttributes?: Record<string, unknown>;
}

/** A component with the devices, realtime, session and notifications slices (no sagas); records dispatched actions. */
export function renderDevices(ui: ReactElement, { devices = [], state = {}, route = '/', path = '*', monitorAttributes }: RenderOptions = {}) {
  const dispatched: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    dispatched.push(action as UnknownAction);
    return next(action);
  };
  const byId = Object.fromEntries(devices.map((d) => [d.id, d]));
  const session = { accessToken: 't', userId: 7, monitors: [{ id: 42, serial_number: 'N1', ...(monitorAttributes ? { attributes: monitorAttributes } : {}) }], monitorTimeZone: 'America/New_York', user: null, settings: null };
  const preloaded: DevicesState = { ...initialState, list: { status: 'succeeded', ids: devices.map((d) => d.id), byId, checksum: 'c', error: null }, ...state };
  const store = configureStore({
    reducer: {
      devices: devicesReducer,
      realtime: realtimeReducer,
      notifications: notificationsReducer,
      session: (s: typeof session = session) => s,
    },
    preloadedState: { devices: preloaded },
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(recorder),
  });
  const utils = render(
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en">
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  const types = () => dispatched.map((a) => a.type);
  return { ...utils, store, dispatched, types };
}
