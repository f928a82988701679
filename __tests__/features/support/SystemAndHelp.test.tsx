import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WireMonitorStatus } from '../../../src/api/wire/monitor';
import AboutScreen from '../../../src/features/support/components/AboutScreen';
import HelpScreen from '../../../src/features/support/components/HelpScreen';
import SystemScreen from '../../../src/features/support/components/SystemScreen';
import { supportSaga } from '../../../src/features/support/supportSaga';
import { supportReducer } from '../../../src/features/support/supportSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { monitor } from '../../support/fixtures';
import { renderFeature } from '../../support/renderFeature';

const status = (online: boolean): WireMonitorStatus => ({
  signals: { progress: 80, status: 'OK' },
  device_detection: { in_progress: [], found: [], num_detected: 17 },
  monitor_info: {
    emac: '02:00:00:00:00:01', wifi_strength: 72, ip_address: '192.168.1.40', connection_state: online ? 'ONLINE' : 'OFFLINE', version: '1.64.2-kilowatch',
    ssid: 'Home-Net', mac: '02:00:00:00:00:02', ethernet: false, test_result: 'Good', serial: 'N327004101', ndt_enabled: false, online, signal: null,
  },
});
const session = { accessToken: 't', userId: 7, monitors: [monitor({ id: 42, serial_number: 'N327004101', hardware_type: 'monitor' })] };
const render = (ui: ReactElement, handler: Parameters<typeof createFakeApi>[0] = () => ok({})) =>
  renderFeature(ui, { reducers: { support: supportReducer }, saga: supportSaga, session, api: createFakeApi(handler) });

describe('System', () => {
  it('shows the monitor online, with serial, firmware, network, devices found and detection progress', async () => {
    const { api } = render(<SystemScreen />, () => ok(status(true)));
    expect(await screen.findByTestId('monitor-online')).toHaveTextContent('Online');
    expect(api.calls[0]?.request).toMatchObject({ method: 'GET', path: '/app/monitors/42/status' });
    for (const text of ['N327004101', '1.64.2-kilowatch', 'Home-Net', '02:00:00:00:00:02', '72%', 'Energy monitor']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('devices-found')).toHaveTextContent('17');
    expect(screen.getByRole('progressbar', { name: 'Detection progress' })).toHaveAttribute('aria-valuenow', '80');
  });

  it('says when the system is offline', async () => {
    render(<SystemScreen />, () => ok(status(false)));
    expect(await screen.findByTestId('monitor-online')).toHaveTextContent('Offline');
    expect(screen.getByText('Your system is offline.')).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    let calls = 0;
    render(<SystemScreen />, () => (calls++ === 0 ? fail(500, { status: 'error', error_reason: 'Something broke' }) : ok(status(true))));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your monitor’s status could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('monitor-online')).toHaveTextContent('Online');
  });
});

describe('Help and About', () => {
  it('contact support shows the serial and the hardware type; the help center and learn library open in a new tab', () => {
    render(<HelpScreen />);
    expect(screen.getByTestId('support-serial')).toHaveTextContent('N327004101');
    expect(screen.getByTestId('support-hardware')).toHaveTextContent('monitor');
    expect(screen.getByRole('link', { name: /Help center/ })).toHaveAttribute('href', 'https://kilowatch.app/help');
    expect(screen.getByRole('link', { name: /Learn library/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Email support' }).getAttribute('href')).toContain('N327004101');
  });

  it('About shows build 21.0.0, the terms and the privacy policy', () => {
    render(<AboutScreen />);
    expect(screen.getByTestId('build-version')).toHaveTextContent('21.0.0');
    expect(screen.getByRole('link', { name: /Terms of service/ })).toHaveAttribute('href', 'https://kilowatch.app/terms');
    expect(screen.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute('href', 'https://kilowatch.app/privacy');
  });
});
