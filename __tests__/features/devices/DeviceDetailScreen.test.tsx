import { act, screen, within } from '@testing-library/react';
import DeviceDetailScreen from '../../../src/features/devices/DeviceDetailScreen';
import { detailFailed, detailRequested, detailSucceeded } from '../../../src/features/devices/devicesSlice';
import { helloReceived, socketRequested, updateReceived } from '../../../src/features/realtime/realtimeSlice';
import type { WireDeviceDetail, WireDeviceStage } from '../../../src/api/wire/devices';
import { detail, device, history, special } from './deviceFixtures';
import { renderDevices } from './renderDevices';

const fridge = device('f1', 'Fridge', { location: 'Kitchen' });
const all = [special('always_on', 'Always On'), special('unknown', 'Other'), fridge, special('solar', 'Solar')];

function arrive(store: ReturnType<typeof renderDevices>['store'], body: WireDeviceDetail, id = body.device.id) {
  act(() => {
    store.dispatch(detailRequested({ id }));
    store.dispatch(detailSucceeded({ device: { id, last_state_time: body.last_state_time }, detail: body, start: null }));
  });
}

const sectionIds = () => screen.queryAllByTestId(/^section-/).map((el) => el.getAttribute('data-testid'));

describe('DeviceDetailScreen', () => {
  it('asks for the detail with the period of a timeline item and shows a loader until it arrives', () => {
    const { dispatched } = renderDevices(<DeviceDetailScreen />, { devices: all, route: '/devices/f1?scale=WEEK&start=2026-11-16T05:00:00.000Z', path: '/devices/:deviceId' });
    expect(dispatched).toContainEqual(detailRequested({ id: 'f1', scale: 'WEEK', start: '2026-11-16T05:00:00.000Z' }));
    expect(screen.getByTestId('page-loader')).toHaveTextContent('Loading device…');
  });

  it('lists devices beside the detail (solar hidden), with live watts and on/idle/off', () => {
    const { store } = renderDevices(<DeviceDetailScreen />, { devices: all, route: '/devices/f1', path: '/devices/:deviceId' });
    act(() => {
      store.dispatch(socketRequested({ attempt: 0 }));
      store.dispatch(helloReceived({ online: true }));
      store.dispatch(updateReceived({ update: { devices: [{ id: 'f1', name: 'Fridge', icon: 'fridge', tags: {}, attrs: [], w: 141.6 }, { id: 'always_on', name: 'Always On', icon: 'alwayson', tags: {}, attrs: [], w: 200 }] } as never, receivedAt: Date.now() }));
    });
    const list = screen.getByRole('list', { name: 'Devices' });
    const items = within(list).getAllByRole('link');
    expect(items.map((a) => a.getAttribute('href'))).toEqual(['/devices/always_on', '/devices/unknown', '/devices/f1']);
    // The name is the visible text with commas (the spaces between the parts keep the words apart).
    expect(items[2]).toHaveTextContent('Fridge 142 W On');
    expect(items[2]).toHaveAccessibleName('Fridge, 142 W, On');
    expect(items[0]).toHaveAccessibleName('Always On, 200 W');
    expect(items[2]).toHaveAttribute('aria-current', 'page');
    expect(within(list).queryByText('Solar')).toBeNull();
  });

  it('shows the header: name, watts, location, the edit link and the summary or first fault', () => {
    const { store } = renderDevices(<DeviceDetailScreen />, { devices: all, route: '/devices/f1', path: '/devices/:deviceId' });
    arrive(store, detail(fridge, { blurb: { type: 'stage', content: 'Seen live.' } }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fridge');
    expect(screen.getByText('Kitchen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Fridge' })).toHaveAttribute('href', '/devices/f1/settings');
    expect(screen.getByText('Seen live.')).toBeInTheDocument();
    arrive(store, detail({ ...fridge, faults: ['MotorStall'] }));
    expect(screen.getByRole('status')).toHaveTextContent('Motor stall');
  });

  it('hides the edit link unless UserEditable is true or the device is progressive', () => {
    const locked = device('l1', 'Locked', {}, { UserEditable: 'false' });
    const { store } = renderDevices(<DeviceDetailScreen />, { devices: [locked], route: '/devices/l1', path: '/devices/:deviceId' });
    arrive(store, detail(locked));
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    arrive(store, detail({ ...locked, stage: 'Tracking' }, { stage: 'Tracking' }));
    expect(screen.getByRole('link', { name: 'Edit Locked' })).toBeInTheDocument();
  });

  it.each<[WireDeviceStage, string[]]>([
    ['Inventory', ['section-about']],
    ['Identified', ['section-cost', 'section-about']],
    ['Tracking', ['section-cost', 'section-usage', 'section-about']],
    ['RealTime', ['section-cost', 'section-usage', 'section-timeline', 'section-notes', 'section-stats', 'section-about']],
  ])('the %s stage shows %p', (stage, expected) => {
    const d = { ...fridge, stage };
    const { store } = renderDevices(<DeviceDetailScreen />, { devices: [d], route: '/devices/f1', path: '/devices/:deviceId' });
    arrive(store, detail(d, { stage }));
    expect(sectionIds()).toEqual(expected);
  });

  it('shows a yearly cost of 0 below 100 cents, cents under a dollar elsewhere', () => {
    const { store } = renderDevices(<DeviceDetailScreen />, { devices: [fridge], route: '/devices/f1', path: '/devices/:deviceId' });
    arrive(store, detail(fridge, { usage: { ...detail(fridge).usage!, yearly_cost: 99, avg_monthly_cost: 45 } }));
    expect(screen.getByTestId('yearly-cost')).toHaveTextContent('0¢');
    expect(within(screen.getByTestId('section-stats')).getByText('45¢')).toBeInTheDocument();
    arrive(store, detail(fridge, { usage: { ...detail(fridge).usage!, yearly_cost: 8223 } }));
    expect(screen.getByTestId('yearly-cost')).toHaveTextContent('$82.23');
  });

  it('says while the year of statistics is still loading that its yearly figures are estimated, and stops saying so once it is in', () => {
    const { store } = renderDevices(<DeviceDetailScreen />, { devices: [fridge], route: '/devices/f1', path: '/devices/:deviceId' });
    arrive(store, { ...detail(fridge), loading_days: 300 });
    expect(screen.getByTestId('device-loading-days')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('device-loading-days')).toHaveTextContent('Still loading this device’s history: 300 days are not counted yet, so its yearly figures are estimated from the recent days.');
    arrive(store, detail(fridge));
    expect(screen.queryByTestId('device-loading-days')).toBeNull();
  });

  it('renders the timeline slot with the device id and a preview of 3', () => {
    const slot = jest.fn((id: string, preview: { limit: 3 }) => <p>{`timeline of ${id} (${preview.limit})`}</p>);
    const { store } = renderDevices(<DeviceDetailScreen timelineSlot={slot} />, { devices: [fridge], route: '/devices/f1', path: '/devices/:deviceId' });
    arrive(store, detail(fridge));
    expect(screen.getByText('timeline of f1 (3)')).toBeInTheDocument();
  });

  it('always on: the breakdown with sublabels and the unknown estimate, and the network prompt', () => {
    const ao = special('always_on', 'Always On');
    const body = detail(ao, {
      timeline: { visible: false, allowed: false },
      always_on: { description: 'Around the clock.', total_watts: 194, unknown_watts: 170, devices: [{ id: 'r1', name: 'Router', icon: 'modem', w: 10, sublabel: 'sensor' }, { id: 'p1', name: 'Lamp', icon: 'light', w: 4, sublabel: 'smart_plug' }] },
    });
    const { store } = renderDevices(<DeviceDetailScreen deviceId="always_on" />, { devices: [ao], route: '/devices/always_on', state: { networkPrompt: { monitorId: 42, dismissed: false } } });
    arrive(store, body);
    const section = screen.getByTestId('section-always-on');
    expect(within(section).getByText('194 W')).toBeInTheDocument();
    // Each row keeps its tenth of a watt, so the column reads alike.
    expect(within(section).getByRole('link', { name: /Router.*Measured by the monitor.*10\.0 W/ })).toHaveAttribute('href', '/always_on/r1');
    expect(within(section).getByRole('link', { name: /Lamp.*4\.0 W/ })).toBeInTheDocument();
    expect(within(section).getByText('170.0 W')).toBeInTheDocument();
    expect(within(section).getByText('Measured by a smart plug')).toBeInTheDocument();
    expect(within(section).getByText('Unknown estimate')).toBeInTheDocument();
    expect(screen.queryByTestId('section-timeline')).toBeNull();
    expect(screen.getByTestId('network-prompt')).toBeInTheDocument();
  });

  it('solar shows production: energy made and its value, never a cost, runs or run time', () => {
    const solar = special('solar', 'Solar');
    const production = {
      source: 'solar' as const, avg_watts: 1166, yearly_KWH: 10213, yearly_text: 'About 10,000 kWh a year', avg_monthly_KWH: 851,
      yearly_value: 168516, avg_monthly_value: 14043, current_month_KWH: 535, current_month_value: 8826, exported_pct: 20.4,
    };
    const { store } = renderDevices(<DeviceDetailScreen deviceId="solar" />, { devices: [solar], route: '/devices/solar' });
    arrive(store, detail(solar, { usage: null, production, timeline: { visible: false, allowed: false }, usage_history: history({ cost: new Array(24).fill(0), total_cost: 0, value: new Array(24).fill(10), total_value: 299 }) }));
    const value = screen.getByTestId('section-production');
    expect(value).toHaveTextContent('Production and value');
    expect(value).toHaveTextContent(/Yearly value\$1,685/);
    expect(screen.queryByTestId('section-cost')).toBeNull();
    expect(screen.queryByText(/cost/i)).toBeNull();
    const stats = screen.getByTestId('section-stats');
    expect(stats).toHaveTextContent('Estimated kWh made per year');
    // To the cent, so twelve of it make the yearly value as shown ($140.43 × 12 → $1,685).
    expect(stats).toHaveTextContent('Monthly value$140.43');
    expect(stats).toHaveTextContent('Sent to the grid20%');
    expect(stats).not.toHaveTextContent('Times on');
    expect(stats).not.toHaveTextContent('run time');
    const chart = screen.getByTestId('section-usage');
    expect(within(chart).getByRole('heading', { name: 'Production' })).toBeInTheDocument();
    expect(within(chart).getByText('Produced')).toBeInTheDocument();
    expect(within(chart).getByTestId('usage-money')).toHaveTextContent('$2.99');
  });

  it('hides the stats that do not apply (null from the server) and shows whole times on', () => {
    const { store } = renderDevices(<DeviceDetailScreen />, { devices: [fridge], route: '/devices/f1', path: '/devices/:deviceId' });
    arrive(store, detail(fridge, { usage: { ...detail(fridge).usage!, avg_monthly_runs: null, current_month_runs: null, avg_duration: 1080 } }));
    const stats = screen.getByTestId('section-stats');
    expect(stats).not.toHaveTextContent('Times on per month');
    expect(stats).toHaveTextContent('Average run time');
    arrive(store, detail(fridge, { usage: { ...detail(fridge).usage!, avg_monthly_runs: 26, avg_duration: null } }));
    expect(screen.getByTestId('section-stats')).toHaveTextContent('Times on per month26');
    expect(screen.getByTestId('section-stats')).not.toHaveTextContent('Average run time');
  });

  it('labels the live always-on reading as live beside the 48-hour estimate', () => {
    const ao = special('always_on', 'Always On');
    const { store } = renderDevices(<DeviceDetailScreen deviceId="always_on" />, { devices: [ao], route: '/devices/always_on', state: { networkPrompt: { monitorId: 42, dismissed: true } } });
    arrive(store, detail(ao, {
      usage: { ...detail(ao).usage!, avg_watts: 192.1, avg_monthly_runs: null, avg_duration: null, current_month_runs: null },
      timeline: { visible: false, allowed: false },
      always_on: { description: 'Around the clock.', total_watts: 192.1, unknown_watts: 180, devices: [] },
    }));
    expect(screen.getByTestId('device-live-watts')).toHaveTextContent(/W live$/);
    expect(screen.getByTestId('section-cost')).toHaveTextContent('192 W');
    expect(screen.getByTestId('section-cost')).toHaveTextContent('Always on, estimated from the past 48 hours');
    expect(screen.getByTestId('section-always-on')).toHaveTextContent('192 W');
    expect(screen.getByTestId('section-stats')).not.toHaveTextContent('Times on');
  });

  it('shows no live watts or state for a device the monitor cannot pick out yet (Inventory)', () => {
    const router = device('r1', 'Router', { stage: 'Inventory' });
    const { store } = renderDevices(<DeviceDetailScreen />, { devices: [router], route: '/devices/r1', path: '/devices/:deviceId' });
    arrive(store, detail(router, { stage: 'Inventory', blurb: { type: 'stage', content: 'Kilowatch cannot pick it out of your power data yet.' } }));
    expect(screen.queryByTestId('device-live-watts')).toBeNull();
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).queryByText('Off')).toBeNull();
    expect(header).toHaveTextContent('cannot pick it out of your power data yet');
    // Its row in the list agrees with its page: no "0 W, Off", but what is true.
    const row = within(screen.getByRole('list', { name: 'Devices' })).getByRole('link', { name: /^Router/ });
    expect(row).toHaveAccessibleName('Router, Not measured yet');
    expect(row).toHaveTextContent('Router Not measured yet');
    expect(within(row).queryByText('Off')).toBeNull();
    expect(within(row).queryByText(/\bW$/)).toBeNull();
  });

  it("says the device no longer exists when it has no name, or the server does not know it", () => {
    const { store } = renderDevices(<DeviceDetailScreen />, { devices: [], route: '/devices/gone', path: '/devices/:deviceId' });
    act(() => {
      store.dispatch(detailFailed({ id: 'gone', status: 404, message: 'Device not found' }));
    });
    expect(screen.getByTestId('device-missing')).toHaveTextContent('It looks like this device no longer exists...');
    arrive(store, detail(device('gone', '')), 'gone');
    expect(screen.getByTestId('device-missing')).toBeInTheDocument();
  });
});
