import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import type { WireRealtimeUpdate } from '../../../src/api/wire/realtime';
import TopBanner from '../../../src/features/now/TopBanner';
import { realtimeSaga } from '../../../src/features/realtime/realtimeSaga';
import { helloReceived, realtimeReducer, socketRequested, updateReceived } from '../../../src/features/realtime/realtimeSlice';
import en from '../../../translations/en.json';

const END = '2026-11-22T23:00:00.000Z';
const rateZone = { tou_alert: { name: 'Peak', end_time: END, cost_multiplier: 2 } };
const generator = { gen_state: 'On', gen_last_state_time: '2026-11-22T19:30:00.000Z' } as const;
const backup = { grid_status: 'Disconnected', backup_power: true } as const;

function renderBanner(update: Partial<WireRealtimeUpdate>, monitors: unknown[] = []) {
  const saga = createSagaMiddleware();
  const session = { accessToken: null, monitors, monitorTimeZone: 'America/New_York' };
  const store = configureStore({
    reducer: { realtime: realtimeReducer, session: (s = session) => s },
    middleware: (m) => m().concat(saga),
  });
  saga.run(realtimeSaga);
  store.dispatch(socketRequested({ attempt: 0 }));
  store.dispatch(helloReceived({ online: true }));
  store.dispatch(updateReceived({ update: { w: 1, grid_w: 1, devices: [], ...update } as WireRealtimeUpdate, receivedAt: 0 }));
  render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={en}>
        <MemoryRouter>
          <TopBanner />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return store;
}

afterEach(() => window.localStorage.clear());

describe('TopBanner', () => {
  it('puts the rate-zone banner first; dismissing it stores the end time and reveals the generator banner', async () => {
    const store = renderBanner({ ...rateZone, ...generator, ...backup });
    expect(screen.getByRole('status')).toHaveTextContent('Peak rates until 6:00 PM');
    expect(screen.getByRole('status')).toHaveTextContent('Electricity costs 2× the usual rate.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(store.getState().realtime.dismissedRateZoneEndTime).toBe(END);
    expect(window.localStorage.getItem('kw.dismissedRateZoneAlertEndTime')).toBe(END);
    expect(screen.getByRole('status')).toHaveTextContent('Your generator is onRunning since 2:30 PM');
  });

  it('with Show costs off, the rate-zone banner keeps the zone and its end but leaves out the price line', () => {
    renderBanner(rateZone, [{ id: 1, attributes: { show_cost: false, cost: -1 } }]);
    expect(screen.getByRole('status')).toHaveTextContent('Peak rates until 6:00 PM');
    expect(screen.getByRole('status')).not.toHaveTextContent(/cost|×/);
  });

  it('shows the rate zone again when a new alert has another end time', () => {
    const store = renderBanner({ ...rateZone, ...generator });
    act(() => {
      store.dispatch({ type: 'realtime/rateZoneBannerDismissed', payload: { endTime: END } });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your generator is on');
    act(() => {
      store.dispatch(updateReceived({ update: { w: 1, grid_w: 1, devices: [], tou_alert: { name: 'Super peak', end_time: '2026-11-23T23:00:00.000Z', cost_multiplier: 3 } } as never, receivedAt: 1 }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Super peak rates until');
  });

  it('puts generator on before backup power', () => {
    renderBanner({ ...generator, ...backup });
    expect(screen.getByRole('status')).toHaveTextContent('Your generator is on');
  });

  it('shows backup power when the grid is not connected and backup power is set', () => {
    renderBanner({ ...backup });
    expect(screen.getByRole('status')).toHaveTextContent('Running on backup powerYour home is disconnected from the grid.');
  });

  it('shows nothing when the grid is connected, or without backup power', () => {
    renderBanner({ grid_status: 'Connected', backup_power: true, gen_state: 'Off' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
