import { act, screen, within } from '@testing-library/react';
import type { WireBatteryInfo } from '../../../src/api/wire/devices';
import DeviceDetailScreen from '../../../src/features/devices/DeviceDetailScreen';
import { devicesApi } from '../../../src/features/devices/devicesApi';
import { detailRequested, detailSucceeded } from '../../../src/features/devices/devicesSlice';
import { helloReceived, socketRequested, updateReceived } from '../../../src/features/realtime/realtimeSlice';
import { detail, device, special } from './deviceFixtures';
import { renderDevices } from './renderDevices';

const battery = device('battery', 'Battery', { icon: 'battery', stage: 'RealTime' }, { UserEditable: 'false', UserDeletable: 'false', UserMergeable: 'false', DeviceListAllowed: 'true' });
const all = [special('always_on', 'Always On'), special('unknown', 'Other'), device('f1', 'Fridge'), battery, special('solar', 'Solar')];
const figures: WireBatteryInfo = {
  present: true, id: 'battery', name: 'Battery', icon: 'battery', capacity_kwh: 11.5, max_power_w: 5000, reserve_pct: 10,
  battery_pct: 64.4, battery_w: -1200, charge_state: 'Charging', time_to_empty: null, today_charged_kwh: 3.21, today_discharged_kwh: 1.05,
};

function live(store: ReturnType<typeof renderDevices>['store'], update: Record<string, unknown>) {
  act(() => {
    store.dispatch(socketRequested({ attempt: 0 }));
    store.dispatch(helloReceived({ online: true }));
    store.dispatch(updateReceived({ update: { devices: [{ id: 'f1', name: 'Fridge', icon: 'fridge', tags: {}, attrs: [], w: 120 }], ...update } as never, receivedAt: Date.now() }));
  });
}

describe('the battery', () => {
  it('is in the device list (solar is not), with the power flowing in or out and its charge state', () => {
    const { store } = renderDevices(<DeviceDetailScreen />, { devices: all, route: '/devices/f1', path: '/devices/:deviceId' });
    live(store, { d_battery_w: -1703, battery_w: -1703.2, battery_pct: 20.4, charge_state: 'Charging' });
    const list = screen.getByRole('list', { name: 'Devices' });
    const row = within(list).getByRole('link', { name: /^Battery,/ });
    expect(row).toHaveAttribute('href', '/devices/battery');
    expect(row).toHaveAccessibleName('Battery, 1,703 W, Charging · 20%');
    expect(within(row).getByTestId('battery-charge')).toHaveTextContent('Charging · 20%');
    expect(within(list).queryByRole('link', { name: /^Solar/ })).toBeNull();
  });

  it('reads its state from the flow when the feed gives none: discharging above 5 W', () => {
    const { store } = renderDevices(<DeviceDetailScreen />, { devices: all, route: '/devices/f1', path: '/devices/:deviceId' });
    live(store, { d_battery_w: 850, battery_pct: 71 });
    expect(screen.getByRole('link', { name: /^Battery,/ })).toHaveAccessibleName('Battery, 850 W, Discharging · 71%');
  });

  it("its page asks for the battery's detail, and shows its charge, state and figures; production, never a cost", () => {
    expect(devicesApi.detail(42, 'battery')).toMatchObject({ path: '/app/monitors/42/devices/battery', query: { detail: true } });
    expect(devicesApi.detail(42, 'f1').query).not.toHaveProperty('detail');
    const { store } = renderDevices(<DeviceDetailScreen deviceId="battery" />, { devices: all, route: '/devices/battery', path: '/devices/battery' });
    act(() => {
      store.dispatch(detailRequested({ id: 'battery' }));
      store.dispatch(
        detailSucceeded({
          device: { id: 'battery', last_state_time: null },
          detail: detail(battery, {
            usage: null,
            production: { avg_watts: 140, yearly_KWH: 1226, yearly_text: 'About 1,200 kWh a year', avg_monthly_KWH: 102.2, yearly_value: 20229, avg_monthly_value: 1686, yearly_exported_KWH: 0 } as never,
            battery: figures,
          }),
          start: null,
        }),
      );
    });
    // Before the feed speaks: the figures the page was given.
    expect(screen.getByRole('heading', { level: 1, name: 'Battery' })).toBeInTheDocument();
    const section = screen.getByTestId('section-battery');
    expect(within(section).getByRole('img', { name: 'Battery charge 64%' })).toBeInTheDocument();
    expect(within(section).getByTestId('battery-state')).toHaveTextContent('Charging · 1,200 W');
    expect(section).toHaveTextContent('Capacity11.5 kWh');
    expect(section).toHaveTextContent('Kept for backup10%');
    expect(section).toHaveTextContent('Charged today3.21 kWh');
    expect(section).toHaveTextContent('Delivered today1.05 kWh');
    expect(screen.getByTestId('section-production')).toBeInTheDocument();
    expect(screen.queryByText(/cost/i)).toBeNull();
    // Then the feed's figures, in the header too.
    live(store, { d_battery_w: 2100, battery_pct: 58, charge_state: 'Discharging', battery_time_to_empty: 95 });
    expect(within(section).getByTestId('battery-state')).toHaveTextContent('Discharging · 2,100 W');
    expect(section).toHaveTextContent('About 1 hr 35 min until the reserve');
    expect(screen.getByTestId('device-live-watts')).toHaveTextContent('2,100 W');
    expect(screen.getByRole('banner')).toHaveTextContent('Discharging · 58%');
  });
});
