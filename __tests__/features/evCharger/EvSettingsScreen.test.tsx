import { screen } from '@testing-library/react';
import type { ApiRequest } from '../../../src/api/types';
import EvSettingsScreen from '../../../src/features/evCharger/components/EvSettingsScreen';
import { settingsSaveRequested } from '../../../src/features/evCharger/evChargerSlice';
import { fail, ok, type FakeHandler } from '../../support/fakeApi';
import { flush } from '../../support/renderApp';
import { enabled, notEnabled } from './evFixtures';
import { renderEv } from './renderEv';

const SETTINGS = '/evcharge/monitors/42/settings';
const posts = (requests: ApiRequest<unknown>[]) => requests.filter((r) => r.method === 'POST');

function server(saveAnswer: (body: unknown) => ReturnType<FakeHandler> = (body) => ok(body)): FakeHandler {
  return (r) => (r.path === SETTINGS ? saveAnswer(r.body) : ok(enabled()));
}

async function setup(handler: FakeHandler = server()) {
  const utils = await renderEv(<EvSettingsScreen />, handler, { route: '/labs/ev-charger/settings' });
  return {
    ...utils,
    miles: screen.getByRole('spinbutton', { name: 'Daily minimum miles' }),
    chargeBy: screen.getByLabelText('Charge by'),
    efficiency: screen.getByRole('spinbutton', { name: 'Miles per kWh' }),
    solar: screen.getByRole('switch', { name: 'Use excess solar' }),
    carbon: screen.getByRole('switch', { name: 'Minimize carbon' }),
    save: screen.getByRole('button', { name: 'Save' }),
  };
}

describe('/labs/ev-charger/settings', () => {
  test('shows the stored settings and what the daily miles need', async () => {
    const f = await setup();
    expect(f.miles).toHaveValue(40);
    expect(f.chargeBy).toHaveValue('07:00');
    expect(f.efficiency).toHaveValue(3.5);
    expect(f.solar).toHaveAttribute('aria-checked', 'false');
    expect(f.carbon).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('About 11.4 kWh of charging a day covers 40 miles.')).toBeInTheDocument();
  });

  test.each([
    ['miles', '', 'Please enter your daily minimum miles'],
    ['miles', '12.5', 'Daily minimum miles must be a whole number from 0 to 500'],
    ['miles', '501', 'Daily minimum miles must be a whole number from 0 to 500'],
    ['efficiency', '', 'Please enter your EV’s miles per kWh'],
    ['efficiency', '3.25', 'Miles per kWh must be from 1 to 10, with at most one decimal'],
    ['efficiency', '0.5', 'Miles per kWh must be from 1 to 10, with at most one decimal'],
  ] as const)('%s %j: %s, and nothing is sent', async (field, value, message) => {
    const f = await setup();
    await f.user.clear(f[field]);
    if (value) await f.user.type(f[field], value);
    await f.user.click(f.save);
    await flush();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(f[field]).toHaveAttribute('aria-invalid', 'true');
    expect(posts(f.requests())).toEqual([]);
  });

  test('an empty charge-by time has its message', async () => {
    const f = await setup();
    await f.user.clear(f.chargeBy);
    await f.user.click(f.save);
    expect(await screen.findByText('Please enter the time your EV must be charged by')).toBeInTheDocument();
  });

  test('Save sends every field once, as numbers, and shows the saved values', async () => {
    const f = await setup();
    await f.user.clear(f.miles);
    await f.user.type(f.miles, '60');
    await f.user.clear(f.efficiency);
    await f.user.type(f.efficiency, '3.8');
    await f.user.click(f.solar);
    await f.user.click(f.save);
    await flush();
    expect(f.actions.filter((t) => t === settingsSaveRequested.type)).toHaveLength(1);
    expect(posts(f.requests())).toEqual([
      { method: 'POST', path: SETTINGS, encoding: 'json', body: { daily_min_miles: 60, charge_by_time: '07:00', mpg_conversion: 3.8, use_excess_solar: true, minimize_carbon: false } },
    ]);
    expect(screen.getByRole('spinbutton', { name: 'Daily minimum miles' })).toHaveValue(60);
    expect(screen.getByRole('switch', { name: 'Use excess solar' })).toHaveAttribute('aria-checked', 'true');
  });

  test('a refusal shows the server’s reason and keeps what was typed', async () => {
    const f = await setup(server(() => fail(400, { error_reason: 'Miles per kWh must be from 1 to 10, with at most one decimal' })));
    await f.user.clear(f.miles);
    await f.user.type(f.miles, '75');
    await f.user.click(f.save);
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Your settings were not saved: Miles per kWh must be from 1 to 10, with at most one decimal');
    expect(screen.getByRole('spinbutton', { name: 'Daily minimum miles' })).toHaveValue(75);
  });

  test('before the charge point is connected it says so and links back', async () => {
    await renderEv(<EvSettingsScreen />, () => ok(notEnabled()), { route: '/labs/ev-charger/settings' });
    expect(screen.getByText('Connect your charge-point account first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the EV charger' })).toHaveAttribute('href', '/labs/ev-charger');
  });
});
