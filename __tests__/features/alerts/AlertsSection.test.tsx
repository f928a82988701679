import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiRequest } from '../../../src/api/types';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { AppStore } from '../../../src/app/store';
import { notificationsReducer } from '../../../src/common/notifications/notificationsSlice';
import { alertsSaga } from '../../../src/features/alerts/alertsSaga';
import { alertsReducer } from '../../../src/features/alerts/alertsSlice';
import AlertsSection from '../../../src/features/alerts/components/AlertsSection';
import type { AlertDevice } from '../../../src/features/alerts/types';
import { createFakeApi, ok, type FakeHandler } from '../../support/fakeApi';
import { monitor } from '../../support/fixtures';
import { flush, renderWithProviders } from '../../support/renderApp';
import { sagaContext, stateWith } from '../../support/sagaHarness';
import { basic, custom, relayAlert, response } from './alertFixtures';

const PATH = '/app/monitors/42/devices/d1/notifications';
const dryer: AlertDevice = { id: 'd1', name: 'Dryer', isPowerBox: false, isRelay: false };
const standard = response('d1', { basic: [basic('standby'), basic('on_off', true)], custom: [custom(9, 'off', 93_780)] });

async function setup(device: AlertDevice = dryer, handler: FakeHandler = () => ok(standard)) {
  const api = createFakeApi(handler);
  // Only the alerts saga runs (the app's init saga would sign the fake session out).
  const base = stateWith({ accessToken: 't', userId: 7, monitors: [monitor({ id: 42 })] });
  const sagas = createSagaMiddleware({ context: sagaContext(api) });
  const store = configureStore({
    reducer: { alerts: alertsReducer, notifications: notificationsReducer, session: (s: typeof base.session = base.session) => s },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  sagas.run(alertsSaga);
  const utils = renderWithProviders(<AlertsSection device={device} />, { store: store as unknown as AppStore });
  await flush();
  const requests = (method: string): ApiRequest<unknown>[] => api.calls.map((c) => c.request).filter((r) => r.method === method && r.path.startsWith(PATH));
  return { ...utils, api, requests, user: userEvent.setup() };
}

const section = () => screen.getByRole('region', { name: 'Notifications' });
const group = (name: string) => within(section()).getByRole('list', { name });

describe('AlertsSection', () => {
  it('shows basic toggles, custom alert rows and the add row', async () => {
    await setup();
    const basicList = group('Basic notifications');
    expect(within(basicList).getByRole('switch', { name: 'Alert me on standby' })).toHaveAttribute('aria-checked', 'false');
    expect(within(basicList).getByRole('switch', { name: 'Alert me on ON/OFF' })).toHaveAttribute('aria-checked', 'true');
    const customList = group('Custom notifications');
    expect(within(customList).getByRole('button', { name: 'Edit custom alert: Off for 1 day 2 hours 3 minutes' })).toBeInTheDocument();
    expect(within(customList).getByRole('switch', { name: 'Enabled: Off for 1 day 2 hours 3 minutes' })).toHaveAttribute('aria-checked', 'true');
    expect(within(customList).getByRole('button', { name: 'Add custom alert' })).toBeInTheDocument();
    expect(within(section()).queryByRole('list', { name: 'Relay status notifications' })).toBeNull();
  });

  it('hides basic and custom groups for a power box; relays get relay status toggles', async () => {
    const body = response('d1', { relay: [relayAlert(-3), relayAlert(-4, true), relayAlert(-5)] });
    await setup({ ...dryer, isPowerBox: true, isRelay: true }, () => ok(body));
    expect(within(section()).queryByRole('list', { name: 'Basic notifications' })).toBeNull();
    expect(within(section()).queryByRole('list', { name: 'Custom notifications' })).toBeNull();
    const relay = group('Relay status notifications');
    expect(within(relay).getAllByRole('switch').map((s) => s.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    expect(within(relay).getByRole('switch', { name: 'Circuit breaker off' })).toBeInTheDocument();
  });

  it('a device without basic alerts still offers custom ones (spec: hidden only for a power box)', async () => {
    await setup(dryer, () => ok(response('d1', {})));
    expect(within(section()).queryByRole('list', { name: 'Basic notifications' })).toBeNull();
    expect(within(group('Custom notifications')).getByRole('button', { name: 'Add custom alert' })).toBeInTheDocument();
  });

  it('a power box without relay alerts says notifications are not available', async () => {
    await setup({ ...dryer, isPowerBox: true }, () => ok(response('d1', {})));
    expect(within(section()).getByText('Notifications are not available for this device.')).toBeInTheDocument();
  });

  it('toggles wait for Save, then go in one bulk update', async () => {
    const { user, requests } = await setup(dryer, (req) => (req.method === 'POST' ? ok(response('d1', { basic: [basic('standby', true), basic('on_off', true)], custom: [custom(9, 'off', 93_780)] })) : ok(standard)));
    await user.click(screen.getByRole('switch', { name: 'Alert me on standby' }));
    expect(screen.getByRole('switch', { name: 'Alert me on standby' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/1 notification change is not saved yet/)).toBeInTheDocument();
    expect(requests('POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save notifications' }));
    await flush();
    expect(requests('POST')[0]?.body).toEqual({ alerts: [{ id: -1, enabled: true }] });
    expect(screen.getByRole('status')).toHaveTextContent('Notifications saved.');
    expect(screen.queryByRole('button', { name: 'Save notifications' })).toBeNull();
  });

  it('the create dialog starts at on, 0 days 0 hours 5 minutes, offers the spec ranges and has no Delete', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add custom alert' }));
    const dialog = screen.getByRole('dialog', { name: 'Add custom alert' });
    expect(within(dialog).getByTestId('alert-sentence')).toHaveTextContent(/^Alert me if my Dryer is .* for .* days .* hours .* minutes$/);
    expect(within(dialog).getByRole('combobox', { name: 'State' })).toHaveValue('on');
    expect(within(dialog).getByRole('combobox', { name: 'State' })).toHaveFocus();
    expect(within(dialog).getByRole('combobox', { name: 'Days' })).toHaveValue('0');
    expect(within(dialog).getByRole('combobox', { name: 'Hours' })).toHaveValue('0');
    expect(within(dialog).getByRole('combobox', { name: 'Minutes' })).toHaveValue('5');
    expect(within(within(dialog).getByRole('combobox', { name: 'State' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['on', 'off', 'standby']);
    expect(within(within(dialog).getByRole('combobox', { name: 'Days' })).getAllByRole('option')).toHaveLength(31);
    expect(within(within(dialog).getByRole('combobox', { name: 'Hours' })).getAllByRole('option')).toHaveLength(24);
    expect(within(within(dialog).getByRole('combobox', { name: 'Minutes' })).getAllByRole('option')).toHaveLength(60);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('creating standby for 1 day 2 hours 3 minutes PUTs idle and 93780 s, then closes', async () => {
    const { user, requests } = await setup(dryer, (req) => (req.method === 'PUT' ? ok(custom(12, 'idle', 93_780)) : ok(standard)));
    await user.click(screen.getByRole('button', { name: 'Add custom alert' }));
    const dialog = screen.getByRole('dialog', { name: 'Add custom alert' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'standby');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Days' }), '1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Hours' }), '2');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Minutes' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await flush();
    expect(requests('PUT')[0]?.body).toEqual({ state: 'idle', duration: 93_780, enabled: true, destination: 'push' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(group('Custom notifications')).getByRole('button', { name: 'Edit custom alert: In standby for 1 day 2 hours 3 minutes' })).toBeInTheDocument();
  });

  it('editing opens with the alert’s values, updates it, and offers Delete', async () => {
    const { user, requests } = await setup(dryer, (req) => (req.method === 'POST' ? ok(custom(9, 'on', 93_780)) : ok(standard)));
    await user.click(screen.getByRole('button', { name: 'Edit custom alert: Off for 1 day 2 hours 3 minutes' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit custom alert' });
    expect(within(dialog).getByRole('combobox', { name: 'State' })).toHaveValue('off');
    expect(within(dialog).getByRole('combobox', { name: 'Days' })).toHaveValue('1');
    expect(within(dialog).getByRole('combobox', { name: 'Hours' })).toHaveValue('2');
    expect(within(dialog).getByRole('combobox', { name: 'Minutes' })).toHaveValue('3');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'on');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await flush();
    expect(requests('POST')[0]).toMatchObject({ path: `${PATH}/9`, body: { state: 'on', duration: 93_780 } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes the dialog without saving', async () => {
    const { user, requests } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add custom alert' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests('PUT')).toHaveLength(0);
  });
});
