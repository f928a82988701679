import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { AppStore } from '../../../src/app/store';
import { notificationsReducer } from '../../../src/common/notifications/notificationsSlice';
import IntegrationsSection from '../../../src/features/integrations/components/IntegrationsSection';
import { integrationsSaga } from '../../../src/features/integrations/integrationsSaga';
import { integrationsReducer } from '../../../src/features/integrations/integrationsSlice';
import { createFakeApi, ok, type FakeHandler } from '../../support/fakeApi';
import { flush, renderWithProviders } from '../../support/renderApp';
import { sagaContext } from '../../support/sagaHarness';
import { integration, rootState, tplink } from './fixtures';

async function setup({ features = 'nest,ecobee', multitenant = null as 'tenant' | 'admin' | null, handler = (() => ok([integration()])) as FakeHandler } = {}) {
  const api = createFakeApi(handler);
  const assignLocation = jest.fn();
  const base = rootState({}, { features, multitenant });
  const sagas = createSagaMiddleware({ context: sagaContext(api, { assignLocation }) });
  const store = configureStore({
    reducer: { integrations: integrationsReducer, notifications: notificationsReducer, session: (s: typeof base.session = base.session) => s },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  sagas.run(integrationsSaga);
  const utils = renderWithProviders(<IntegrationsSection monitorId={42} multitenantState={multitenant} />, { store: store as unknown as AppStore });
  await flush();
  return { ...utils, api, assignLocation, user: userEvent.setup() };
}

const rows = () => within(screen.getByRole('list', { name: 'Integrations' })).getAllByRole('listitem');
const row = (key: string) => screen.getByTestId(`integration-${key}`);

describe('IntegrationsSection (the connected-device rows)', () => {
  it('lists Wemo, IFTTT, TP-Link, Alexa, Hue, Ecobee, Google, Nest, the partner relay, the program and the charge-point account, each linking to its page', async () => {
    await setup();
    expect(rows().map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual([
      'Wemo', 'IFTTT', 'TP-Link', 'Alexa', 'Hue', 'Ecobee', 'Google Home', 'Nest', 'Wiser', 'OhmConnect', 'ChargePoint',
    ]);
    expect(within(row('ecobee')).getByRole('link', { name: 'Manage Ecobee' })).toHaveAttribute('href', '/settings/integrations/ecobee');
    // The stored integration's state, in the server's words; others say what they are.
    expect(within(row('ecobee')).getByTestId('status-ecobee')).toHaveTextContent('Connected');
    expect(within(row('nest')).getByTestId('status-nest')).toHaveTextContent('Not connected');
    expect(within(row('tplink')).getByRole('switch', { name: 'TP-Link on' })).toHaveAttribute('aria-checked', 'false');
  });

  it('Nest and Ecobee only when enabled for the account', async () => {
    await setup({ features: '' });
    const names = rows().map((r) => within(r).getAllByRole('link')[0]!.textContent);
    expect(names).not.toContain('Nest');
    expect(names).not.toContain('Ecobee');
    expect(names).toHaveLength(9);
  });

  it('Connect opens the connection confirm dialog, and confirming sends the browser to the provider', async () => {
    const { user, assignLocation, api } = await setup({
      handler: (req) => (req.path.startsWith('/integrations/oauth/authorize') ? ok({ redirect_uri: '/demo-provider/hue?state=s', expires_at: '' }) : ok([])),
    });
    await user.click(within(row('hue')).getByRole('button', { name: 'Connect Hue' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect Hue?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Hue' }));
    await flush();
    expect(api.calls.map((c) => c.request.path)).toContain('/integrations/oauth/authorize/hue');
    expect(assignLocation).toHaveBeenCalledWith('/demo-provider/hue?state=s');
  });

  it('for a tenant the confirm button is disabled, with the reason', async () => {
    const { user, api } = await setup({ multitenant: 'tenant' });
    await user.click(within(row('hue')).getByRole('button', { name: 'Connect Hue' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect Hue?' });
    const confirm = within(dialog).getByRole('button', { name: 'Continue to Hue' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('note')).toHaveTextContent('Integrations cannot be connected on a multi-tenant account');
    await user.click(confirm);
    expect(api.calls.map((c) => c.request.path)).not.toContain('/integrations/oauth/authorize/hue');
  });

  it('the TP-Link switch acts in place: on after the dialog, off after a confirmation', async () => {
    let on = false;
    const { user, api } = await setup({
      handler: (req) => {
        if (req.method === 'POST') return (on = true), ok(tplink());
        if (req.method === 'DELETE') return (on = false), ok({ status: 'ok', id: 2, integration_type: 'TPLink', removed_devices: [] });
        return ok(on ? [tplink()] : []);
      },
    });
    const toggle = within(row('tplink')).getByRole('switch', { name: 'TP-Link on' });
    await user.click(toggle);
    await user.click(within(screen.getByRole('dialog', { name: 'Turn on TP-Link?' })).getByRole('button', { name: 'Turn on' }));
    await flush();
    expect(api.calls.some((c) => c.request.method === 'POST' && c.request.path === '/app/monitors/42/integrations/TPLink')).toBe(true);
    expect(within(row('tplink')).getByTestId('status-tplink')).toHaveTextContent('Looking for plugs');

    await user.click(within(row('tplink')).getByRole('switch', { name: 'TP-Link on' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Turn off TP-Link?' })).getByRole('button', { name: 'Turn off' }));
    await flush();
    expect(api.calls.some((c) => c.request.method === 'DELETE' && c.request.path === '/app/monitors/42/integrations/2')).toBe(true);
    expect(within(row('tplink')).getByRole('switch', { name: 'TP-Link on' })).toHaveAttribute('aria-checked', 'false');
  });

  it('multi-tenant admins do not see integrations', async () => {
    const { api } = await setup({ multitenant: 'admin' });
    expect(screen.queryByRole('list', { name: 'Integrations' })).toBeNull();
    expect(screen.getByText('Integrations are not available on multi-tenant admin accounts.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
