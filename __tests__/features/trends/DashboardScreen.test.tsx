import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import type { ApiRequest } from '../../../src/api/types';
import { createMemoryStorage } from '../../../src/api/safeStorage';
import DashboardScreen from '../../../src/features/trends/components/dashboard/DashboardScreen';
import { trendsSaga } from '../../../src/features/trends/trendsSaga';
import { trendsReducer } from '../../../src/features/trends/trendsSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { answerTrends, comparisonsAnswer, cumulativeAnswer } from './trendsFixtures';

const NOW = Date.parse('2026-11-23T15:00:00.000Z');

function setup(opts: { comparisons?: 'ok' | 'fail'; solar?: boolean; showCost?: boolean } = {}) {
  const costs = opts.showCost === false ? { show_cost: false, cost: -1 } : {};
  const session = { accessToken: 't', monitors: [{ id: 42, serial_number: 'N1', attributes: { cycle_start: 1, ...costs } }], monitorTimeZone: 'America/New_York' };
  const api = createFakeApi((r: ApiRequest<unknown>) => {
    const q = r.query as { start: string };
    if (r.path === '/app/history/comparisons') return opts.comparisons === 'fail' ? fail(500, { error_reason: 'Something broke' }) : ok(comparisonsAnswer());
    if (r.path === '/app/history/cumulative') return ok(q.start.startsWith('2026-11') ? cumulativeAnswer(q.start, 30, 23) : cumulativeAnswer(q.start, 31, 31, 9));
    return ok(answerTrends(r, { solar: opts.solar }));
  });
  const saga = createSagaMiddleware({ context: { api, navigate: jest.fn(), now: () => NOW, storage: createMemoryStorage() } });
  const store = configureStore({
    reducer: { trends: trendsReducer, session: (s: typeof session = session) => s },
    middleware: (d) => d({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(saga),
  });
  saga.run(trendsSaga);
  render(
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en">
        <MemoryRouter initialEntries={['/dashboard']}>
          <DashboardScreen />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { store, api };
}
const settle = async () => {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 250));
  });
};

describe('DashboardScreen', () => {
  it('this billing cycle so far against the last, top devices, always-on, solar and grid, cumulative usage', async () => {
    setup();
    await settle();
    const soFar = screen.getByRole('region', { name: 'This billing cycle so far' });
    expect(within(soFar).getByTestId('dashboard-so-far-kwh')).toHaveTextContent('143 kWh');
    expect(within(soFar).getByText('8% less than at this point last time (12.5 kWh less)')).toBeInTheDocument();
    const top = screen.getByRole('region', { name: 'Top devices' });
    // Always On and Other have their own places.
    expect(within(top).getAllByRole('link', { name: /./ }).map((l) => l.textContent)).toEqual(['See usage', 'Heat Pump', 'Oven']);
    expect(within(screen.getByRole('region', { name: 'Always on' })).getByText('42 W')).toBeInTheDocument();
    const solar = screen.getByRole('region', { name: 'Solar and grid' });
    expect(within(solar).getByText('100%')).toBeInTheDocument(); // self-powered is capped at 100
    const cumulative = screen.getByRole('region', { name: 'Cumulative usage' });
    expect(within(cumulative).getByTestId('cumulative-summary')).toHaveTextContent('230 kWh used over the first 23 days. By the end of day 23 of the previous period: 207 kWh.');
    const chart = within(cumulative).getByRole('group', { name: /^Cumulative usage chart/ });
    chart.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(chart).toHaveTextContent('Mon, Nov 2: This period 20 kWh, Previous period 18 kWh');
    await userEvent.click(within(cumulative).getByRole('button', { name: 'Table' }));
    expect(within(cumulative).getAllByRole('row')).toHaveLength(32); // header + 31 days of the longer period
  });

  it('Show costs off: the same cards in energy only (the billing cycle stays, without its cost); no money anywhere', async () => {
    setup({ showCost: false, solar: true });
    await settle();
    const soFar = screen.getByRole('region', { name: 'This billing cycle so far' });
    expect(within(soFar).getByTestId('dashboard-so-far-kwh')).toHaveTextContent('143 kWh');
    expect(soFar).not.toHaveTextContent('so far$');
    const alwaysOn = screen.getByRole('region', { name: 'Always on' });
    expect(within(alwaysOn).getByText('42 W')).toBeInTheDocument();
    expect(alwaysOn).not.toHaveTextContent('Cost so far');
    expect(screen.getByRole('region', { name: 'Solar and grid' })).toHaveTextContent('From the grid');
    expect(screen.getByRole('region', { name: 'Top devices' })).toHaveTextContent('Heat Pump');
    expect(document.body.textContent).not.toMatch(/[$¢]/);
  });

  it('the comparison card: Last 30 days; the first row with a marker is active; unavailable rows link to /settings/home', async () => {
    setup();
    await settle();
    const card = screen.getByRole('region', { name: 'Compared with other homes' });
    expect(within(card).getByText('Last 30 days')).toBeInTheDocument();
    const radios = within(card).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['nearby_homes', 'efficient_homes']);
    expect(within(card).getByRole('radio', { name: /Homes nearby/ })).toBeChecked();
    expect(within(card).getByTestId('comparison-scale')).toHaveAttribute('data-marker', '14');
    expect(within(card).getByRole('img', { name: 'Your home is at 14 on a scale of 1 to 30 (1 uses least): Medium.' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Add home details' })).toHaveAttribute('href', '/settings/home');
    await userEvent.click(within(card).getByRole('radio', { name: /Efficient homes/ }));
    expect(within(card).getByTestId('comparison-scale')).toHaveAttribute('data-marker', '27');
    expect(within(card).getByText('Efficient homes summary')).toBeInTheDocument();
  });

  it('a failed comparison shows its state and asks again on retry; a home without solar has no solar card', async () => {
    const { api } = setup({ comparisons: 'fail', solar: false });
    await settle();
    const card = screen.getByRole('region', { name: 'Compared with other homes' });
    expect(within(card).getByRole('alert')).toHaveTextContent('This could not be loaded.');
    expect(screen.queryByRole('region', { name: 'Solar and grid' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(api.callsTo('/app/history/comparisons')).toHaveLength(2);
  });
});
