import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WireAlwaysOn, WireUserAlwaysOnDevice } from '../../../src/api/wire/devices';
import DeviceDetailScreen from '../../../src/features/devices/DeviceDetailScreen';
import {
  alwaysOnDeviceSucceeded, alwaysOnSaveFailed, alwaysOnSaveRequested, alwaysOnSaveSucceeded, detailRequested, detailSucceeded,
} from '../../../src/features/devices/devicesSlice';
import { detail, device, special } from './deviceFixtures';
import { renderDevices } from './renderDevices';

const always = special('always_on', 'Always On');
const all = [always, special('unknown', 'Other'), device('t1', 'TV')];
const breakdown: WireAlwaysOn = {
  description: 'Always On is what your home draws around the clock.',
  total_watts: 190,
  unknown_watts: 165.2,
  devices: [
    { id: 't1', name: 'TV', icon: 'tv', w: 2.3, sublabel: 'sensor' },
    { id: 'ao-3', name: 'Aquarium pump', icon: 'plug', w: 12.5, sublabel: 'user' },
    { id: 'p1', name: 'Printer', icon: 'printer', w: 10, sublabel: 'smart_plug' },
  ],
};
const pump: WireUserAlwaysOnDevice = {
  id: 'ao-3', name: 'Aquarium pump', icon: 'plug', watts: 12.5, monthly_kwh: 9.125, monthly_cost: 151, yearly_kwh: 109.5, yearly_cost: 1807, share_pct: 6.6,
  created_at: '2026-11-22T08:00:00.000Z', updated_at: '2026-11-22T08:00:00.000Z',
};

function alwaysOnPage() {
  const utils = renderDevices(<DeviceDetailScreen deviceId="always_on" />, { devices: all, route: '/devices/always_on', path: '/devices/always_on' });
  act(() => {
    utils.store.dispatch(detailRequested({ id: 'always_on' }));
    utils.store.dispatch(detailSucceeded({ device: { id: 'always_on', last_state_time: null }, detail: detail(always, { always_on: breakdown }), start: null }));
  });
  return utils;
}

describe('always-on devices the user adds', () => {
  it('the breakdown says how each row is known: the monitor, a smart plug, or the user', () => {
    alwaysOnPage();
    const section = screen.getByTestId('section-always-on');
    expect(within(section).getByRole('link', { name: /TV/ })).toHaveTextContent('Measured by the monitor');
    expect(within(section).getByRole('link', { name: /Printer/ })).toHaveTextContent('Measured by a smart plug');
    const mine = within(section).getByRole('link', { name: /Aquarium pump/ });
    expect(mine).toHaveTextContent('Added by you');
    expect(mine).toHaveAttribute('href', '/always_on/ao-3');
  });

  it("adding one: the form's rules, then exactly one request; a refusal keeps what was typed; success closes", async () => {
    const user = userEvent.setup();
    const { store, dispatched } = alwaysOnPage();
    await user.click(screen.getByRole('button', { name: 'Add a device' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an always-on device' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('please enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('please enter its power in watts')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Aquarium pump');
    await user.type(within(dialog).getByRole('textbox', { name: 'Power (W)' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The power must be between 0.1 and 2,000 W')).toBeInTheDocument();
    expect(dispatched.filter((a) => a.type === alwaysOnSaveRequested.type)).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Power (W)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Power (W)' }), '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(dispatched.filter((a) => a.type === alwaysOnSaveRequested.type)).toEqual([alwaysOnSaveRequested({ id: null, name: 'Aquarium pump', watts: 12.5 })]);

    const reason = 'That is more than the always-on power not yet matched to a device (10 W)';
    act(() => {
      store.dispatch(alwaysOnSaveFailed({ id: null, status: 400, message: reason }));
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(reason);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Aquarium pump');
    expect(within(dialog).getByRole('textbox', { name: 'Power (W)' })).toHaveValue('12,5');

    act(() => {
      store.dispatch(alwaysOnSaveRequested({ id: null, name: 'Aquarium pump', watts: 10 }));
      store.dispatch(alwaysOnSaveSucceeded({ id: null, device: { ...pump, watts: 10 } }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("its page: its power, what it costs around the clock and its share; edit and remove", async () => {
    const user = userEvent.setup();
    const { store, dispatched } = renderDevices(<DeviceDetailScreen variant="alwaysOnDevice" />, { devices: all, route: '/always_on/ao-3', path: '/always_on/:deviceId' });
    expect(dispatched.map((a) => a.type)).toContain('devices/alwaysOnDeviceRequested');
    expect(dispatched.map((a) => a.type)).not.toContain(detailRequested.type);
    act(() => {
      store.dispatch(alwaysOnDeviceSucceeded(pump));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Aquarium pump' })).toBeInTheDocument();
    expect(screen.getByTestId('always-on-device-watts')).toHaveTextContent('12.5 W');
    const figures = screen.getByTestId('section-always-on-device');
    expect(figures).toHaveTextContent('Monthly cost$1.51');
    expect(figures).toHaveTextContent('Yearly cost$18.07');
    expect(figures).toHaveTextContent('kWh per year110 kWh');
    expect(figures).toHaveTextContent('Share of always on6.6%');
    expect(screen.getByRole('link', { name: 'Always On' })).toHaveAttribute('href', '/devices/always_on');

    await user.click(within(figures).getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('dialog', { name: 'Edit always-on device' });
    expect(within(edit).getByRole('textbox', { name: 'Power (W)' })).toHaveValue('12.5');
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));

    await user.click(within(figures).getByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove Aquarium pump?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(dispatched.map((a) => a.type)).toContain('devices/alwaysOnDeleteRequested');
  });
});
