import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MultitenantState } from '../../../src/api/wire/user';
import ConnectedDevicesScreen from '../../../src/features/connectedDevices/components/ConnectedDevicesScreen';
import { connectedDevicesSaga } from '../../../src/features/connectedDevices/connectedDevicesSaga';
import { connectedDevicesReducer } from '../../../src/features/connectedDevices/connectedDevicesSlice';
import type { IntegrationsSlotProps } from '../../../src/features/connectedDevices/types';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { monitor, settings } from '../../support/fixtures';
import { renderFeature } from '../../support/renderFeature';

function setup(opts: { multitenant?: MultitenantState; ndi?: boolean; hardware?: string; slot?: (p: IntegrationsSlotProps) => ReactElement; handler?: Parameters<typeof createFakeApi>[0] } = {}) {
  return renderFeature(<ConnectedDevicesScreen integrationsSlot={opts.slot} />, {
    reducers: { connectedDevices: connectedDevicesReducer },
    saga: connectedDevicesSaga,
    session: {
      accessToken: 't',
      userId: 7,
      monitors: [monitor({ id: 42, hardware_type: opts.hardware ?? 'monitor', aux_port: 'generator' })],
      settings: settings({ multitenant_state: opts.multitenant ?? null, ndi_enabled: { '42': opts.ndi ?? false } }),
    },
    api: createFakeApi(opts.handler ?? (() => ok({ status: 'ok', monitor_id: 42, ndi_enabled: true }))),
  });
}

describe('connected devices', () => {
  it('the switch is saved by the heading’s Save: enable, then a success notice', async () => {
    const { api } = setup();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const ndi = screen.getByRole('switch', { name: 'Network device identification' });
    await userEvent.click(ndi);
    expect(ndi).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Not saved yet: press Save to apply it.')).toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText('Network device identification is on.')).toBeInTheDocument();
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/app/monitors/42/ndi/enable' });
    expect(ndi).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('a refused save shows an error notice and keeps the choice to save again', async () => {
    setup({ ndi: true, handler: () => fail(403, { status: 'error', error_reason: 'Network device identification cannot be changed on a multi-tenant account' }) });
    const ndi = screen.getByRole('switch', { name: 'Network device identification' });
    await userEvent.click(ndi);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('notice-error')).toHaveTextContent('cannot be changed on a multi-tenant account');
    expect(ndi).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('a multi-tenant user sees the switch disabled, and why', () => {
    setup({ multitenant: 'tenant' });
    expect(screen.getByRole('switch', { name: 'Network device identification' })).toBeDisabled();
    expect(screen.getByText(/cannot be changed here/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Integrations' })).toBeInTheDocument();
  });

  it('a multi-tenant admin sees neither data sources nor integrations', () => {
    setup({ multitenant: 'admin', slot: () => <p>rows</p> });
    expect(screen.queryByRole('region', { name: 'Data sources' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Integrations' })).toBeNull();
    expect(screen.queryByText('rows')).toBeNull();
    expect(screen.getByRole('region', { name: 'Sensor sources' })).toBeInTheDocument();
  });

  it('sensor sources are read-only, for monitor hardware only', () => {
    const { unmount } = setup();
    const sensors = screen.getByRole('region', { name: 'Sensor sources' });
    expect(within(sensors).getByText('Read only')).toBeInTheDocument();
    expect(within(sensors).getByTestId('aux-sensor')).toHaveTextContent('Generator');
    expect(within(sensors).queryByRole('switch')).toBeNull();
    expect(within(sensors).queryByRole('button')).toBeNull();
    unmount();
    setup({ hardware: 'hub' });
    expect(screen.queryByRole('region', { name: 'Sensor sources' })).toBeNull();
  });

  it('renders the integrations slot with the monitor and the multi-tenant state, and nothing without it', () => {
    const slot = jest.fn((p: IntegrationsSlotProps) => <p>{`rows for ${p.monitorId} ${String(p.multitenantState)}`}</p>);
    const { unmount } = setup({ multitenant: 'tenant', slot });
    expect(within(screen.getByRole('region', { name: 'Integrations' })).getByText('rows for 42 tenant')).toBeInTheDocument();
    slot.mockClear();
    unmount();
    setup();
    expect(within(screen.getByRole('region', { name: 'Integrations' })).queryByText(/rows for/)).toBeNull();
    expect(slot).not.toHaveBeenCalled();
  });
});
