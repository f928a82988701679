import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { ApiRequest } from '../../../src/api/types';
import type { WireHomeAttributes } from '../../../src/api/wire/home';
import type { AppStore } from '../../../src/app/store';
import { sessionReducer } from '../../../src/app/session/sessionSlice';
import { notificationsReducer } from '../../../src/common/notifications/notificationsSlice';
import HomeDetailsScreen from '../../../src/features/homeSettings/components/HomeDetailsScreen';
import { homeSettingsSaga } from '../../../src/features/homeSettings/homeSettingsSaga';
import { homeSettingsReducer, saveRequested } from '../../../src/features/homeSettings/homeSettingsSlice';
import { createFakeApi, fail, ok, type FakeHandler } from '../../support/fakeApi';
import { monitor } from '../../support/fixtures';
import { flush, renderWithProviders } from '../../support/renderApp';
import { sagaContext, stateWith } from '../../support/sagaHarness';
import { attributes, options } from './fixtures';

const answer = (attrs: WireHomeAttributes, onSave?: FakeHandler): FakeHandler => (request, token) => {
  if (request.path === '/app/monitors/attributes/options') return ok(options);
  if (request.method === 'POST' && onSave) return onSave(request, token);
  return ok(attrs);
};

async function setup(handler: FakeHandler) {
  const api = createFakeApi(handler);
  const base = stateWith({ accessToken: 't', userId: 7, monitors: [monitor({ id: 42 })] });
  const dispatched: UnknownAction[] = [];
  const sagas = createSagaMiddleware({ context: sagaContext(api) });
  const store = configureStore({
    reducer: { homeSettings: homeSettingsReducer, notifications: notificationsReducer, session: sessionReducer },
    preloadedState: { session: base.session },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(() => (next) => (action) => (dispatched.push(action as UnknownAction), next(action)), sagas),
  });
  sagas.run(homeSettingsSaga);
  renderWithProviders(<HomeDetailsScreen devicesSlot={() => <p>Survey and inventory cards</p>} />, { store: store as unknown as AppStore });
  await flush(10);
  const posts = (): ApiRequest<unknown>[] => api.calls.map((c) => c.request).filter((r) => r.method === 'POST');
  return { api, posts, dispatched, user: userEvent.setup() };
}

describe('HomeDetailsScreen', () => {
  it("a saved home reads 'My Home' with Save; the options come from the lists; the slot shows", async () => {
    await setup(answer(attributes()));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Home' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Home type' })).toHaveValue('home_type_single_family');
    expect(screen.getByRole('option', { name: 'Townhouse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('Survey and inventory cards')).toBeInTheDocument();
  });

  it("a new home (PENDING) reads 'Tell us about your home.' with Continue", async () => {
    await setup(answer(attributes({ home_info_survey_progress: 'PENDING' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tell us about your home.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it.each(['LEGACY', 'COMPLETED'] as const)('%s reads My Home', async (progress) => {
    await setup(answer(attributes({ home_info_survey_progress: progress })));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Home' })).toBeInTheDocument();
  });

  it("'ABC' shows the spec's message and sends nothing", async () => {
    const { user, posts } = await setup(answer(attributes()));
    const postal = await screen.findByRole('textbox', { name: 'Postal code' });
    await user.clear(postal);
    await user.type(postal, 'ABC');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid US or Canadian postal code.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('a Canadian postal code saves with one saveRequested; only non-empty fields are sent', async () => {
    const { user, posts, dispatched } = await setup(answer(attributes({ basement_type_key: null }), () => ok(attributes({ postal_code: 'K1A 0B1' }))));
    const postal = await screen.findByRole('textbox', { name: 'Postal code' });
    await user.clear(postal);
    await user.type(postal, 'K1A 0B1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(dispatched.filter((a) => a.type === saveRequested.type)).toHaveLength(1);
    expect(posts()[0]!.body).toEqual({
      postal_code: 'K1A 0B1', home_type_key: 'home_type_single_family', home_size_type_key: 'home_size_type_2250',
      year_built_type_key: 'year_built_type_1990s', number_of_occupants_key: 'number_of_occupants_4', occupancy_type_key: 'occupancy_type_full_time',
    });
  });

  it("the server's rejection shows under the field and keeps what the user typed", async () => {
    const { user } = await setup(answer(attributes(), () => fail(400, { status: 'error', error_reason: 'Invalid postal code' })));
    const postal = await screen.findByRole('textbox', { name: 'Postal code' });
    await user.clear(postal);
    await user.type(postal, '00012');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid postal code')).toBeInTheDocument();
    expect(postal).toHaveValue('00012');
  });
});
