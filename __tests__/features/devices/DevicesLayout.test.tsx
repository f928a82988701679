import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import DeviceDetailScreen from '../../../src/features/devices/DeviceDetailScreen';
import DevicesIndexScreen from '../../../src/features/devices/DevicesIndexScreen';
import { detailRequested, detailSucceeded } from '../../../src/features/devices/devicesSlice';
import { detail, device, special } from './deviceFixtures';
import { renderDevices } from './renderDevices';

const all = [special('always_on', 'Always On'), special('unknown', 'Other'), device('f1', 'Fridge'), device('t1', 'TV')];

/** A phone-sized window (or not) for the layout's media query. */
function screenWidth(narrow: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: narrow && query.includes('max-width'), media: query, onchange: null,
    addEventListener: jest.fn(), removeEventListener: jest.fn(), addListener: jest.fn(), removeListener: jest.fn(), dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('devices on a phone and on a desktop', () => {
  it('on a phone, /devices is the list as its own page', () => {
    screenWidth(true);
    renderDevices(<DevicesIndexScreen />, { devices: all, route: '/devices', path: '/devices' });
    expect(screen.getByRole('heading', { level: 1, name: 'Devices' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Devices' })).getAllByRole('link');
    expect(items.map((a) => a.getAttribute('href'))).toEqual(['/devices/always_on', '/devices/unknown', '/devices/f1', '/devices/t1']);
    expect(screen.getByTestId('location')).toHaveTextContent('/devices');
  });

  it('on a desktop, /devices goes to the always-on detail beside the list', () => {
    screenWidth(false);
    renderDevices(<DevicesIndexScreen />, { devices: all, route: '/devices', path: '/devices' });
    expect(screen.getByTestId('location')).toHaveTextContent('/devices/always_on');
  });

  it('on a phone, a device shows its detail without the list, with a way back to it', async () => {
    screenWidth(true);
    const { store } = renderDevices(<DeviceDetailScreen />, { devices: all, route: '/devices/f1', path: '/devices/:deviceId' });
    act(() => {
      store.dispatch(detailRequested({ id: 'f1' }));
      store.dispatch(detailSucceeded({ device: { id: 'f1', last_state_time: null }, detail: detail(device('f1', 'Fridge')), start: null }));
    });
    expect(screen.queryByRole('list', { name: 'Devices' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Fridge' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'All devices' });
    expect(back).toHaveAttribute('href', '/devices');
    await userEvent.click(back);
    expect(screen.getByTestId('location')).toHaveTextContent('/devices');
  });

  it('links a relay to its panel page from the main device list', () => {
    screenWidth(true);
    const relay = device('relay-1', 'Patio Heater', {}, { IntegrationType: 'WiserRelay' });
    renderDevices(<DevicesIndexScreen />, { devices: [...all, relay], route: '/devices', path: '/devices' });
    expect(screen.getByRole('link', { name: /Patio Heater/ })).toHaveAttribute('href', '/panel/relay-1');
  });

  it('starts another device at the top of the page', () => {
    screenWidth(false);
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    renderDevices(<DeviceDetailScreen />, { devices: all, route: '/devices/f1', path: '/devices/:deviceId' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it("starts an always-on device's own page at the top too (Always On stays the list's selection)", async () => {
    screenWidth(false);
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    renderDevices(
      <>
        <Link to="/always_on/ao-1">pump</Link>
        {/* As in the app: the same screen component for both routes, so React keeps its instance. */}
        <Routes>
          <Route path="/devices/always_on" element={<DeviceDetailScreen deviceId="always_on" />} />
          <Route path="/always_on/:deviceId" element={<DeviceDetailScreen variant="alwaysOnDevice" />} />
        </Routes>
      </>,
      { devices: all, route: '/devices/always_on' },
    );
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'pump' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/always_on/ao-1');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
