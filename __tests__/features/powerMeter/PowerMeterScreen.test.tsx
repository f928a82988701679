import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import type { ApiRequest } from '../../../src/api/types';
import { BlockCache } from '../../../src/features/powerMeter/blockCache';
import { MeterCacheContext } from '../../../src/features/powerMeter/charts/meterCacheContext';
import PowerMeterScreen from '../../../src/features/powerMeter/components/PowerMeterScreen';
import { powerMeterSaga } from '../../../src/features/powerMeter/powerMeterSaga';
import { powerMeterReducer } from '../../../src/features/powerMeter/powerMeterSlice';
import { createFakeApi, fail, ok, type FakeHandler } from '../../support/fakeApi';

const NOW = Date.parse('2026-11-22T15:00:00.000Z');
const session = {
  accessToken: 't', monitors: [{ id: 42, solar_configured: true, solar_connected: true, energy_sources: ['solar'] }],
  monitorTimeZone: 'America/New_York', user: null, settings: null, renewStatus: 'idle',
};

/** History answers: 500-600 W (mean 550), solar 100-120 W, up to now. */
function historyAnswer(request: ApiRequest<unknown>) {
  const q = request.query as { start: string; frames: number; granularity: string };
  const step = { SECOND: 1000, MINUTE: 60_000, HOUR: 3_600_000 }[q.granularity as 'SECOND']!;
  const n = Math.max(0, Math.min(q.frames, Math.ceil((NOW - Date.parse(q.start)) / step)));
  return ok({ start: q.start, endOfData: new Date(NOW).toISOString(), totals: Array.from({ length: n }, () => [5000, 6000, 1000, 1200, 5500, 1100]) });
}

function setup(route = '/meter', answer: FakeHandler = historyAnswer) {
  const cache = new BlockCache();
  const navigate = jest.fn();
  const api = createFakeApi(answer);
  const saga = createSagaMiddleware({ context: { api, navigate, now: () => NOW, powerMeterCache: cache } });
  const store = configureStore({
    reducer: { powerMeter: powerMeterReducer, session: (s: typeof session = session) => s },
    middleware: (d) => d({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(saga),
  });
  saga.run(powerMeterSaga);
  render(
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en">
        <MeterCacheContext.Provider value={cache}>
          <MemoryRouter initialEntries={[route]}>
            <PowerMeterScreen />
          </MemoryRouter>
        </MeterCacheContext.Provider>
      </IntlProvider>
    </Provider>,
  );
  return { store, navigate, api, cache };
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await act(async () => { await new Promise((r) => setTimeout(r, 0)); });
};

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null) as unknown as typeof HTMLCanvasElement.prototype.getContext;
});

describe('PowerMeterScreen', () => {
  it('shows the live window with its controls, and describes it in words once history arrives', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Power meter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /how to read the power meter/i })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('radio', { name: 'Quarter hour' })).toBeChecked();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /show the period after/i })).toBeDisabled();
    await settle();
    expect(api.callsTo('/app/history/usage').length).toBeGreaterThan(0);
    expect(screen.getByTestId('meter-summary')).toHaveTextContent(/usage ranged from 500 W to 600 W, 550 W on average\. Solar production peaked at 120 W/);
    const chart = screen.getByRole('group', { name: /power usage graph/i });
    expect(chart).toHaveAttribute('data-live', 'true');
  });

  it('pushes the chosen interval into the URL', async () => {
    const { navigate } = setup();
    await settle();
    await userEvent.click(screen.getByRole('radio', { name: 'Day' }));
    await settle();
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/meter\?start=.+&end=.+&interval=day$/));
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
  });

  it('zooms with the keyboard and the buttons', async () => {
    setup('/meter?start=2026-11-20T12:00:00.000Z&end=2026-11-20T13:00:00.000Z&interval=hour');
    await settle();
    const chart = screen.getByTestId('power-meter-chart');
    const length = () => Number(chart.getAttribute('data-window-end')) - Number(chart.getAttribute('data-window-start'));
    expect(length()).toBe(3_600_000);
    chart.focus();
    await userEvent.keyboard('+');
    expect(length()).toBe(2_400_000);
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(length()).toBe(4_800_000);
    const start = Number(chart.getAttribute('data-window-start'));
    chart.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(Number(chart.getAttribute('data-window-start'))).toBe(start - 480_000);
    expect(chart).toHaveAttribute('data-live', 'false');
  });

  it('checks no interval once zooming makes the window another length, and the matching one again', async () => {
    setup('/meter?start=2026-11-20T12:00:00.000Z&end=2026-11-20T13:00:00.000Z&interval=hour');
    await settle();
    expect(screen.getByRole('radio', { name: 'Hour' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('radio', { name: 'Hour' })).toBeChecked();
  });

  it('replaces an unreadable query in the URL with plain /meter', async () => {
    const { navigate } = setup('/meter?start=garbage');
    await settle();
    expect(navigate).toHaveBeenCalledWith('/meter', { replace: true });
    expect(screen.getByRole('radio', { name: 'Quarter hour' })).toBeChecked();
  });

  it('shows the same window as a data table', async () => {
    setup('/meter?start=2026-11-20T12:00:00.000Z&end=2026-11-20T13:00:00.000Z&interval=hour');
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBe(1 + 12); // at most 48 rows: five minutes a row for an hour
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['500 W', '550 W', '600 W', '110 W']);
    expect(within(table).getByRole('columnheader', { name: 'Solar (average)' })).toBeInTheDocument();
  });

  it('says the period is loading while its history is asked for, and that it failed when it did: never "no data"', async () => {
    let answer: (r: ReturnType<typeof fail>) => void = () => undefined;
    setup('/meter?start=2026-11-20T12:00:00.000Z&end=2026-11-20T13:00:00.000Z&interval=hour', () => new Promise((resolve) => (answer = resolve)));
    await settle();
    expect(screen.getByTestId('meter-summary')).toHaveTextContent('Loading power history…');
    await act(async () => answer(fail(500, { status: 'error', error_reason: 'boom' })));
    await settle();
    expect(screen.getByTestId('meter-summary')).toHaveTextContent('The power history for this period could not be loaded.');
    expect(screen.queryByText(/no data for this period/i)).toBeNull();
  });

  it('says when a period has no data yet', async () => {
    setup('/meter?start=2026-11-23T12:00:00.000Z&end=2026-11-23T13:00:00.000Z&interval=hour');
    await settle();
    expect(screen.getAllByText(/no data for this period/i).length).toBeGreaterThan(0);
  });
});
