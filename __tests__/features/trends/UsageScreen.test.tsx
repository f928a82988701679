import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { createMemoryStorage } from '../../../src/api/safeStorage';
import { notificationsReducer } from '../../../src/common/notifications/notificationsSlice';
import UsageScreen from '../../../src/features/trends/components/UsageScreen';
import { trendsSaga } from '../../../src/features/trends/trendsSaga';
import { exportRequested, trendsReducer } from '../../../src/features/trends/trendsSlice';
import { createFakeApi, ok } from '../../support/fakeApi';
import { answerTrends } from './trendsFixtures';

const NOW = Date.parse('2026-11-23T15:00:00.000Z');

function setup({ cycleStart = 1 as number | null, route = '/usage', empty = false, showCost = true, loadingAnswers = 0 } = {}) {
  // With answers still loading the clock moves (the retry waits for the answer to be 3 s old).
  const t0 = Date.now();
  const moving = loadingAnswers > 0;
  const now = () => (moving ? NOW + Date.now() - t0 : NOW);
  const costs = showCost ? {} : { show_cost: false, cost: -1 };
  const session = { accessToken: 't', monitors: [{ id: 42, serial_number: 'N1', attributes: { cycle_start: cycleStart, ...costs } }], monitorTimeZone: 'America/New_York' };
  const navigate = jest.fn();
  const saveFile = jest.fn();
  const api = createFakeApi((request) => {
    if (request.path === '/monitors/42/data') return ok('start,end\r\na,b\r\n');
    const data = answerTrends(request);
    // The first answers of a brand-new server: every day still loading.
    const loading = request.path === '/app/history/trends' && loadingAnswers-- > 0;
    if (loading) data.loading_days = 30;
    if (empty || loading) {
      const zero = (a: number[]) => a.map(() => 0);
      Object.assign(data.consumption, { total: 0, totals: zero(data.consumption.totals), total_costs: zero(data.consumption.total_costs), devices: [] });
      Object.assign(data.production, { total: 0, totals: zero(data.production.totals), devices: [] });
    }
    return ok(data);
  });
  const dispatched: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    dispatched.push(action as UnknownAction);
    return next(action);
  };
  const saga = createSagaMiddleware({ context: { api, navigate, now, storage: createMemoryStorage(), saveFile } });
  const store = configureStore({
    reducer: {
      trends: trendsReducer,
      notifications: notificationsReducer,
      // The user model brings the monitor's attributes (the billing cycle start) again after a settings save.
      session: (s: typeof session = session, a: UnknownAction) => (a.type === 'session/userSucceeded' ? { ...s, monitors: (a.payload as { monitors: typeof session.monitors }).monitors } : s),
    },
    middleware: (d) => d({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(recorder, saga),
  });
  saga.run(trendsSaga);
  render(
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en">
        <MemoryRouter initialEntries={[route]}>
          <UsageScreen />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { store, navigate, api, dispatched, saveFile };
}

/** Lets the saga compute the view, wait out the 100 ms debounce and answer. */
const settle = async () => {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 250));
  });
};

describe('UsageScreen', () => {
  it('offers BILL and starts on it when the billing cycle is configured', async () => {
    setup({ cycleStart: 1 });
    await settle();
    const tabs = screen.getByRole('tablist', { name: 'Period length' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Day', 'Week', 'Month', 'Year', 'Bill']);
    expect(within(tabs).getByRole('tab', { name: 'Bill' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('trends-period')).toHaveTextContent('Nov 1 – 30, 2026');
  });

  it('without a billing cycle (cycle_start -1): no BILL tab, MONTH first', async () => {
    setup({ cycleStart: -1 });
    await settle();
    const tabs = screen.getByRole('tablist', { name: 'Period length' });
    expect(within(tabs).queryByRole('tab', { name: 'Bill' })).toBeNull();
    expect(within(tabs).getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('trends-period')).toHaveTextContent('November 2026');
  });

  it('BILL appears when home settings save a billing cycle start (the user model brings it)', async () => {
    const { store, dispatched } = setup({ cycleStart: -1 });
    await settle();
    expect(screen.queryByRole('tab', { name: 'Bill' })).toBeNull();
    act(() => {
      store.dispatch({ type: 'homeSettings/saveSucceeded' });
    });
    expect(dispatched.map((a) => a.type)).toEqual(expect.arrayContaining(['trends/cacheReset', 'session/userRequested']));
    act(() => {
      store.dispatch({ type: 'session/userSucceeded', payload: { monitors: [{ id: 42, serial_number: 'N1', attributes: { cycle_start: 5 } }] } });
    });
    await settle();
    expect(screen.getByRole('tab', { name: 'Bill' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Bill' }));
    await settle();
    expect(screen.getByTestId('trends-period')).toHaveTextContent(/Nov 5\s–\sDec 4, 2026/);
  });

  it('figures, chart and summary come from the same answer; the left arrow key pages back', async () => {
    const { navigate } = setup();
    await settle();
    const stats = screen.getByTestId('trends-stats');
    expect(within(stats).getByText('143 kWh')).toBeInTheDocument(); // 4.75 kWh × 30 steps
    expect(within(stats).getByText('$23.51')).toBeInTheDocument();
    expect(within(stats).getByText('8% less than the period before')).toBeInTheDocument();
    expect(screen.getByTestId('trends-summary')).toHaveTextContent('Nov 1 – 30, 2026: 143 kWh used, costing $23.51.');
    screen.getByTestId('trends-carousel').focus();
    await userEvent.keyboard('{ArrowLeft}');
    await settle();
    expect(navigate).toHaveBeenLastCalledWith('/usage?start=2026-10-01T04%3A00%3A00.000Z', undefined);
    expect(screen.getByTestId('trends-period')).toHaveTextContent('Oct 1 – 31, 2026');
    expect(screen.getByRole('button', { name: /^Next period: Nov 1\s–\s30 143 kWh used$/ })).toBeEnabled();
  });

  it('Show costs off: figures, summary, table, flows and device table in energy only; no Energy/Cost switch, no money anywhere', async () => {
    const container = document.body;
    setup({ showCost: false });
    await settle();
    const stats = screen.getByTestId('trends-stats');
    expect(within(stats).getByText('143 kWh')).toBeInTheDocument();
    expect(stats).not.toHaveTextContent(/Cost/);
    expect(screen.getByTestId('trends-summary')).toHaveTextContent(/^Nov 1\s–\s30, 2026: 143 kWh used\. The busiest day was/);
    expect(screen.queryByRole('group', { name: 'Measure' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cost' })).toBeNull();
    expect(screen.getByTestId('trends-flows')).toBeInTheDocument();
    const table = screen.getByTestId('trends-devices');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↕↓↑]/g, ''))).toEqual(['Device', 'kWh', '% of total', 'Change']);
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(within(screen.getByTestId('trends-table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'Usage', 'Solar production']);
    expect(container.textContent).not.toMatch(/[$¢]|costing/);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Heat Pump');
    await settle();
    expect(screen.getByTestId('trends-summary')).toHaveTextContent(/^Heat Pump, Nov 1\s–\s30, 2026: 90 kWh used\.$/);
    expect(container.textContent).not.toMatch(/[$¢]|costing/);
  });

  it('the chart steps through its bars with the arrow keys and announces each', async () => {
    setup();
    await settle();
    const chart = screen.getByRole('group', { name: /^Usage chart, Nov 1\s–\s30, 2026$/ });
    chart.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('trends-chart-announcement')).toHaveTextContent('Sun, Nov 1: Usage 4.75 kWh, Solar production 2 kWh');
    await userEvent.keyboard('{End}');
    expect(screen.getByTestId('trends-chart-announcement')).toHaveTextContent(/^Mon, Nov 30:/);
    // The arrows belong to the chart while it has focus: the period stays.
    expect(screen.getByTestId('trends-period')).toHaveTextContent('Nov 1 – 30, 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(within(screen.getByTestId('trends-table')).getAllByRole('row')).toHaveLength(31);
  });

  it('the device table sorts by cost, shows the unknown device as Other and links rows to /devices/{id}', async () => {
    setup();
    await settle();
    const table = screen.getByTestId('trends-devices');
    const names = () => within(table).getAllByRole('rowheader').map((c) => c.textContent);
    expect(names()).toEqual(['Heat Pump', 'Always On', 'Oven', 'Other']);
    await userEvent.click(within(table).getByRole('button', { name: /^Cost/ }));
    expect(within(table).getByRole('columnheader', { name: /^Cost/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Heat Pump', 'Always On', 'Oven', 'Other']);
    await userEvent.click(within(table).getByRole('button', { name: /^Cost/ }));
    expect(names()).toEqual(['Other', 'Oven', 'Always On', 'Heat Pump']);
    await userEvent.click(within(table).getByRole('button', { name: /^Device/ }));
    expect(names()).toEqual(['Always On', 'Heat Pump', 'Other', 'Oven']);
    expect(within(table).getByRole('link', { name: 'Other' })).toHaveAttribute('href', '/devices/unknown');
    expect(within(table).getByRole('link', { name: 'Heat Pump' })).toHaveAttribute('href', '/devices/hp');
    expect(within(table).getByText('Down 20%')).toBeInTheDocument();
  });

  it('export: a range under 7 days is refused with the message; a valid one dispatches one request and downloads', async () => {
    const { dispatched, saveFile } = setup();
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Export data' }));
    const dialog = screen.getByRole('dialog', { name: 'Export usage data' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Choose dates' }));
    const from = within(dialog).getByLabelText('From');
    const to = within(dialog).getByLabelText('To');
    expect(from).toHaveValue('2026-11-17');
    expect(to).toHaveValue('2026-11-23');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(await within(dialog).findByText('Choose at least 7 days')).toBeInTheDocument();
    expect(dispatched.filter((a) => a.type === exportRequested.type)).toHaveLength(0);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-16');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Hourly' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    await settle();
    expect(dispatched.filter((a) => a.type === exportRequested.type).map((a) => a.payload)).toEqual([
      { start: '2026-11-16', end: '2026-11-23', dates: true, timeUnit: 'HOUR', deviceId: null, deviceName: null },
    ]);
    expect(saveFile).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('export-success')).toHaveTextContent('Your data is downloading');
  });

  it('a period without usage says so (spec: No data for this period)', async () => {
    setup({ empty: true, route: '/usage?start=2001-01-10' });
    await settle();
    expect(screen.getByText('No data for this period')).toBeInTheDocument();
    expect(screen.queryByTestId('trends-chart')).toBeNull();
    expect(screen.getByText('No device used energy in this period.')).toBeInTheDocument();
  });

  it('days the server is still loading: it says so (not "No data"), and asks again until they are in', async () => {
    // The current frame and its neighbours each answer "loading" once.
    const { api } = setup({ loadingAnswers: 3 });
    await settle();
    expect(screen.getByText('Loading this period’s history…')).toBeInTheDocument();
    expect(screen.queryByText('No data for this period')).toBeNull();
    expect(screen.getByTestId('trends-loading-days')).toHaveTextContent('Still loading your history: 30 days are not counted yet.');
    const asked = api.callsTo('/app/history/trends').length;
    await act(async () => {
      await new Promise((r) => setTimeout(r, 3_400));
    });
    expect(api.callsTo('/app/history/trends').length).toBeGreaterThan(asked);
    expect(screen.queryByTestId('trends-loading-days')).toBeNull();
    expect(within(screen.getByTestId('trends-stats')).getByText('143 kWh')).toBeInTheDocument();
  });

  it('one device: its figures, and an export link for it that exports what is on screen', async () => {
    const { dispatched } = setup();
    await settle();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Heat Pump');
    await settle();
    expect(screen.getByTestId('trends-stats')).toHaveTextContent('Share of home');
    expect(screen.getByTestId('trends-summary')).toHaveTextContent(/^Heat Pump, Nov 1\s–\s30, 2026: 90 kWh used/);
    await userEvent.click(screen.getByRole('button', { name: 'Export Heat Pump data' }));
    const dialog = screen.getByRole('dialog', { name: 'Export usage data' });
    expect(within(dialog).getByText('Device: Heat Pump')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /What you are viewing/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    await settle();
    expect(dispatched.filter((a) => a.type === exportRequested.type).map((a) => a.payload)).toEqual([
      { start: '2026-11-01T04:00:00.000Z', end: '2026-12-01T05:00:00.000Z', dates: false, timeUnit: 'DAY', deviceId: 'hp', deviceName: 'Heat Pump' },
    ]);
  });
});
