import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { AppStore } from '../../../src/app/store';
import { notificationsReducer } from '../../../src/common/notifications/notificationsSlice';
import DataSharingScreen from '../../../src/features/dataSharing/components/DataSharingScreen';
import { dataSharingSaga } from '../../../src/features/dataSharing/dataSharingSaga';
import { dataSharingReducer } from '../../../src/features/dataSharing/dataSharingSlice';
import type { WireDataSharingPartner } from '../../../src/api/wire/dataSharing';
import { createFakeApi, ok } from '../../support/fakeApi';
import { flush, renderWithProviders } from '../../support/renderApp';
import { sagaContext } from '../../support/sagaHarness';
import { partner, rootState } from './fixtures';

async function setup(partners: WireDataSharingPartner[]) {
  const byId = Object.fromEntries(partners.map((p) => [p.partner_id, p]));
  const api = createFakeApi((req) => {
    if (req.method === 'GET') return ok(structuredClone(byId));
    const id = decodeURIComponent(req.path.split('/').pop()!);
    const enabled = (req.body as { consent_enabled: boolean }).consent_enabled;
    byId[id] = { ...byId[id]!, consent_enabled: enabled, consent_requested: true };
    return ok({ partner_id: id, partner: structuredClone(byId[id]!) });
  });
  const base = rootState();
  const sagas = createSagaMiddleware({ context: sagaContext(api) });
  const store = configureStore({
    reducer: { dataSharing: dataSharingReducer, notifications: notificationsReducer, session: (s: typeof base.session = base.session) => s },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  sagas.run(dataSharingSaga);
  renderWithProviders(<DataSharingScreen />, { store: store as unknown as AppStore });
  await flush();
  return { api, user: userEvent.setup() };
}

const card = (id: string) => screen.getByTestId(`partner-${id}`);

describe('DataSharingScreen', () => {
  it('enable through the consent dialog (title, sections, footer, learn more), then disable after a confirmation', async () => {
    const { user, api } = await setup([partner()]);
    expect(screen.getByRole('heading', { level: 1, name: 'Data sharing' })).toBeInTheDocument();
    expect(within(card('gridwise-rewards')).getByTestId('partner-status')).toHaveTextContent('Not sharing');
    await user.click(within(card('gridwise-rewards')).getByRole('button', { name: 'Enable sharing with GridWise Rewards' }));
    const dialog = screen.getByRole('dialog', { name: 'Share your usage with GridWise Rewards?' });
    expect(within(dialog).getByRole('heading', { level: 3, name: 'What is shared' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Your home’s hourly electricity use', 'Your postal code']);
    expect(within(dialog).getByText('You can stop sharing at any time.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Learn more about GridWise Rewards' })).toHaveAttribute('href', 'https://example.com/gridwise');
    expect(within(dialog).getByRole('button', { name: 'Not right now' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await flush();
    expect(api.calls[1]?.request).toMatchObject({ method: 'POST', body: { consent_enabled: true } });
    expect(within(card('gridwise-rewards')).getByTestId('partner-status')).toHaveTextContent('Sharing');

    await user.click(within(card('gridwise-rewards')).getByRole('button', { name: 'Disable sharing with GridWise Rewards' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Stop sharing with GridWise Rewards?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await flush();
    expect(api.calls[2]?.request).toMatchObject({ method: 'POST', body: { consent_enabled: false } });
    expect(within(card('gridwise-rewards')).getByRole('button', { name: 'Enable sharing with GridWise Rewards' })).toBeInTheDocument();
  });

  it('no not-right-now once asked, or when required; no button when required and already requested', async () => {
    const { user } = await setup([
      partner({ partner_id: 'asked', partner_name: 'Asked', consent_requested: true }),
      partner({ partner_id: 'req', partner_name: 'Required', consent_required: true }),
      partner({ partner_id: 'done', partner_name: 'Done', consent_required: true, consent_requested: true, consent_enabled: true }),
    ]);
    await user.click(within(card('asked')).getByRole('button', { name: 'Enable sharing with Asked' }));
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Not right now' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(within(card('req')).getByRole('button', { name: 'Enable sharing with Required' }));
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Not right now' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(within(card('done')).queryByRole('button', { name: /Enable|Disable/ })).toBeNull();
    expect(within(card('done')).getByTestId('partner-status')).toHaveTextContent('Required by your program');
    await user.click(within(card('done')).getByRole('button', { name: 'Details of sharing with Done' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Enable' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
