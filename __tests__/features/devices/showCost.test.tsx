import { act, screen, within } from '@testing-library/react';
import type { WireDeviceDetail, WireUserAlwaysOnDevice } from '../../../src/api/wire/devices';
import DeviceDetailScreen from '../../../src/features/devices/DeviceDetailScreen';
import { alwaysOnDeviceSucceeded, detailRequested, detailSucceeded } from '../../../src/features/devices/devicesSlice';
import { detail, device, history, special } from './deviceFixtures';
import { renderDevices } from './renderDevices';

/** Show costs off, as the server stores it (spec: "saved as -1 when show cost is off"). */
const HIDDEN = { show_cost: false, cost: -1 };
const SHOWN = { show_cost: true, cost: 10.42 };
const MONEY = /[$¢]|cost|value/i;

const fridge = device('f1', 'Fridge', { location: 'Kitchen' });
const fridgeDetail = () => detail(fridge, { usage: { ...detail(fridge).usage!, yearly_cost: 8223, avg_monthly_cost: 685 } });

function arrive(store: ReturnType<typeof renderDevices>['store'], body: WireDeviceDetail, id = body.device.id) {
  act(() => {
    store.dispatch(detailRequested({ id }));
    store.dispatch(detailSucceeded({ device: { id, last_state_time: body.last_state_time }, detail: body, start: null }));
  });
}

describe('device pages follow Show costs', () => {
  it('shown: the yearly cost, the monthly cost stat and the period cost', () => {
    const { store } = renderDevices(<DeviceDetailScreen />, { devices: [fridge], route: '/devices/f1', path: '/devices/:deviceId', monitorAttributes: SHOWN });
    arrive(store, fridgeDetail());
    expect(screen.getByTestId('section-cost')).toHaveTextContent('Average use and cost');
    expect(screen.getByTestId('yearly-cost')).toHaveTextContent('$82.23');
    expect(screen.getByTestId('section-stats')).toHaveTextContent('Monthly cost$6.85');
    expect(screen.getByTestId('usage-money')).toBeInTheDocument();
  });

  it('hidden: average use without a cost, stats without the monthly cost, the period without money; energy figures stay', () => {
    const { store } = renderDevices(<DeviceDetailScreen />, { devices: [fridge], route: '/devices/f1', path: '/devices/:deviceId', monitorAttributes: HIDDEN });
    arrive(store, fridgeDetail());
    const cost = screen.getByTestId('section-cost');
    expect(within(cost).getByRole('heading', { name: 'Average use' })).toBeInTheDocument();
    expect(cost).toHaveTextContent('Average power');
    expect(screen.queryByTestId('yearly-cost')).toBeNull();
    const stats = screen.getByTestId('section-stats');
    expect(stats).toHaveTextContent('Estimated kWh per year');
    expect(stats).not.toHaveTextContent('Monthly cost');
    expect(screen.queryByTestId('usage-money')).toBeNull();
    expect(within(screen.getByTestId('section-usage')).getByText('Energy')).toBeInTheDocument();
    // The Bill period stays: it shows the cycle's energy.
    expect(screen.getByRole('button', { name: 'Bill' })).toBeInTheDocument();
    for (const id of ['section-cost', 'section-usage', 'section-stats']) expect(screen.getByTestId(id).textContent).not.toMatch(MONEY);
  });

  it('hidden, solar: production without its value, in the section, the stats and the period', () => {
    const solar = special('solar', 'Solar');
    const production = {
      source: 'solar' as const, avg_watts: 1166, yearly_KWH: 10213, yearly_text: 'About 10,000 kWh a year', avg_monthly_KWH: 851,
      yearly_value: 168516, avg_monthly_value: 14043, current_month_KWH: 535, current_month_value: 8826, exported_pct: 20.4,
    };
    const { store } = renderDevices(<DeviceDetailScreen deviceId="solar" />, { devices: [solar], route: '/devices/solar', monitorAttributes: HIDDEN });
    arrive(store, detail(solar, { usage: null, production, timeline: { visible: false, allowed: false }, usage_history: history({ cost: new Array(24).fill(0), total_cost: 0, value: new Array(24).fill(10), total_value: 299 }) }));
    const section = screen.getByTestId('section-production');
    expect(within(section).getByRole('heading', { name: 'Production overview' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Average production');
    expect(screen.queryByTestId('yearly-value')).toBeNull();
    expect(screen.getByTestId('section-stats')).toHaveTextContent('Sent to the grid20%');
    expect(screen.queryByTestId('usage-money')).toBeNull();
    for (const id of ['section-production', 'section-usage', 'section-stats']) expect(screen.getByTestId(id).textContent).not.toMatch(MONEY);
  });

  it('hidden: an always-on device the user added shows its power, kWh and share, no monthly or yearly cost', () => {
    const pump: WireUserAlwaysOnDevice = {
      id: 'ao-3', name: 'Aquarium pump', icon: 'plug', watts: 12.5, monthly_kwh: 9.125, monthly_cost: 151, yearly_kwh: 109.5, yearly_cost: 1807, share_pct: 6.6,
      created_at: '2026-11-22T08:00:00.000Z', updated_at: '2026-11-22T08:00:00.000Z',
    };
    const all = [special('always_on', 'Always On'), special('unknown', 'Other')];
    const { store } = renderDevices(<DeviceDetailScreen variant="alwaysOnDevice" />, { devices: all, route: '/always_on/ao-3', path: '/always_on/:deviceId', monitorAttributes: HIDDEN });
    act(() => {
      store.dispatch(alwaysOnDeviceSucceeded(pump));
    });
    const figures = screen.getByTestId('section-always-on-device');
    expect(figures).toHaveTextContent('kWh per year110 kWh');
    expect(figures).toHaveTextContent('Share of always on6.6%');
    expect(figures.textContent).not.toMatch(MONEY);
  });
});
