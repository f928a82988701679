import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GeneralScreen from '../../../src/features/general/components/GeneralScreen';
import { generalSaga } from '../../../src/features/general/generalSaga';
import { generalReducer } from '../../../src/features/general/generalSlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { monitor, settings } from '../../support/fixtures';
import { renderFeature } from '../../support/renderFeature';

const setup = (handler: Parameters<typeof createFakeApi>[0]) =>
  renderFeature(<GeneralScreen />, {
    reducers: { general: generalReducer },
    saga: generalSaga,
    session: { accessToken: 't', userId: 7, monitors: [monitor()], monitorTimeZone: 'America/Los_Angeles', settings: settings({ labs_enabled: false }) },
    api: createFakeApi(handler),
  });

describe('General', () => {
  it('shows the language and the home time zone', () => {
    setup(() => ok(settings()));
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByTestId('home-time-zone')).toHaveTextContent('America/Los Angeles');
  });

  it('saves Labs on change (POST settings labs_enabled) and keeps the answer', async () => {
    const { api, store } = setup(() => ok(settings({ labs_enabled: true }, 4)));
    await userEvent.click(screen.getByRole('switch', { name: 'Show Labs features' }));
    await waitFor(() => expect(store.getState().session.settings?.version).toBe(4));
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/users/7/settings', body: { labs_enabled: true }, encoding: 'json' });
    expect(screen.getByRole('switch', { name: 'Show Labs features' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('link', { name: 'Open Labs' })).toHaveAttribute('href', '/labs');
  });

  it('a failed save shows the stored value again, with an error notice', async () => {
    setup(() => fail(500, { status: 'error', error_reason: 'Something broke' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Show Labs features' }));
    expect(await screen.findByTestId('notice-error')).toHaveTextContent('Labs setting not saved');
    expect(screen.getByRole('switch', { name: 'Show Labs features' })).toHaveAttribute('aria-checked', 'false');
  });
});
