import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSaga } from 'redux-saga-test-plan';
import { createMemoryStorage } from '../../../src/api/safeStorage';
import { STORAGE_KEYS } from '../../../src/api/storageKeys';
import { createRootReducer, type RootState } from '../../../src/app/rootReducer';
import { appearanceSaga } from '../../../src/features/appearance/appearanceSaga';
import { selectOfferedThemes } from '../../../src/features/appearance/appearanceSelectors';
import { appearanceReducer, unlockLoaded, unlockPrompted, unlockRefused, unlockRequested, unlockSucceeded } from '../../../src/features/appearance/appearanceSlice';
import AppearanceScreen from '../../../src/features/appearance/components/AppearanceScreen';
import { isUnlockCombo, PARTNER_THEME_PASSWORD, readUnlocked } from '../../../src/features/appearance/partnerTheme';
import { createFakeApi, ok } from '../../support/fakeApi';
import { monitor, settings } from '../../support/fixtures';
import { renderFeature } from '../../support/renderFeature';
import { contextProvider, sagaContext, stateWith } from '../../support/sagaHarness';

const reducer = createRootReducer({ appearance: appearanceReducer });
const PARTNER = monitor({ serial_number: 'W100000001' });
const STANDARD = monitor({ serial_number: 'N327004101' });
const state = (serial: typeof PARTNER, theme: 'red' | 'wiser' = 'red'): RootState =>
  stateWith({ accessToken: 't', userId: 7, monitors: [serial], settings: settings({ theme: { name: theme, night_mode: false } }) }, reducer(undefined, { type: '@@init' }) as Partial<RootState>);
const key = (over: Partial<KeyboardEvent>) => ({ code: 'KeyW', altKey: true, shiftKey: true, ctrlKey: false, metaKey: false, ...over });

describe('the partner theme unlock', () => {
  it('the key combination is Alt+Shift+W, by key position, and nothing else', () => {
    expect(isUnlockCombo(key({}))).toBe(true);
    expect(isUnlockCombo(key({ shiftKey: false }))).toBe(false);
    expect(isUnlockCombo(key({ altKey: false }))).toBe(false);
    expect(isUnlockCombo(key({ ctrlKey: true }))).toBe(false);
    expect(isUnlockCombo(key({ metaKey: true }))).toBe(false);
    expect(isUnlockCombo(key({ code: 'KeyQ' }))).toBe(false);
  });

  it("offers 'wiser' only in the partner edition, once unlocked (or while it is the user's theme)", () => {
    expect(selectOfferedThemes(state(STANDARD))).toEqual(['red', 'blue', 'purple', 'teal']);
    expect(selectOfferedThemes(reducer(state(STANDARD), unlockLoaded(true)))).toEqual(['red', 'blue', 'purple', 'teal']);
    expect(selectOfferedThemes(state(PARTNER))).toEqual(['red', 'blue', 'purple', 'teal']);
    expect(selectOfferedThemes(reducer(state(PARTNER), unlockLoaded(true)))).toEqual(['red', 'blue', 'purple', 'teal', 'wiser']);
    expect(selectOfferedThemes(state(PARTNER, 'wiser'))).toContain('wiser');
  });

  it("a wrong password says 'wrong password' and unlocks nothing", async () => {
    const storage = createMemoryStorage();
    const { storeState } = await expectSaga(appearanceSaga)
      .withReducer(reducer, reducer(state(PARTNER), unlockPrompted()))
      .provide(contextProvider(sagaContext(createFakeApi(() => ok({})), { storage })))
      .put(unlockRefused())
      .not.put(unlockSucceeded())
      .dispatch(unlockRequested({ password: 'wiser' }))
      .silentRun(50);
    expect(storeState.appearance).toEqual({ partnerUnlocked: false, prompt: { open: true, refused: true } });
    expect(readUnlocked(storage, 7)).toBe(false);
  });

  it('the right password unlocks it, remembered on this browser for this user', async () => {
    const storage = createMemoryStorage();
    const { storeState } = await expectSaga(appearanceSaga)
      .withReducer(reducer, reducer(state(PARTNER), unlockPrompted()))
      .provide(contextProvider(sagaContext(createFakeApi(() => ok({})), { storage })))
      .put(unlockSucceeded())
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'success', title: { id: 'appearance.notice.unlocked' } } } })
      .dispatch(unlockRequested({ password: PARTNER_THEME_PASSWORD }))
      .silentRun(50);
    expect(storeState.appearance.partnerUnlocked).toBe(true);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.partnerThemeUnlocked) ?? '[]')).toEqual([7]);
    // The next visit reads it back.
    await expectSaga(appearanceSaga)
      .withReducer(reducer, state(PARTNER))
      .provide(contextProvider(sagaContext(createFakeApi(() => ok({})), { storage })))
      .put(unlockLoaded(true))
      .silentRun(20);
  });
});

it("a partner-edition user whose theme is 'wiser' has it unlocked, so another colour does not take it away", async () => {
  const storage = createMemoryStorage();
  const { storeState } = await expectSaga(appearanceSaga)
    .withReducer(reducer, state(PARTNER, 'wiser'))
    .provide(contextProvider(sagaContext(createFakeApi(() => ok({})), { storage })))
    .put(unlockLoaded(true))
    .silentRun(20);
  expect(readUnlocked(storage, 7)).toBe(true);
  const blue = { ...storeState, session: { ...storeState.session, settings: settings({ theme: { name: 'blue', night_mode: false } }) } };
  expect(selectOfferedThemes(blue)).toContain('wiser');
  // Not in the standard edition.
  await expectSaga(appearanceSaga)
    .withReducer(reducer, state(STANDARD, 'wiser'))
    .provide(contextProvider(sagaContext(createFakeApi(() => ok({})), { storage: createMemoryStorage() })))
    .put(unlockLoaded(false))
    .silentRun(20);
});

describe('the Appearance page', () => {
  function setup(serial: typeof PARTNER) {
    return renderFeature(<AppearanceScreen />, {
      reducers: { appearance: appearanceReducer },
      saga: appearanceSaga,
      session: { accessToken: 't', userId: 7, monitors: [serial], settings: settings({ theme: { name: 'red', night_mode: false } }) },
    });
  }

  it('in the partner edition the key combination opens the prompt; wrong, then right, adds the Wiser theme', async () => {
    setup(PARTNER);
    const themes = screen.getByRole('group', { name: 'Theme' });
    expect(within(themes).queryByRole('radio', { name: 'Wiser green' })).toBeNull();
    fireEvent.keyDown(window, { code: 'KeyW', key: 'W', altKey: true, shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Partner theme' });
    await userEvent.type(within(dialog).getByLabelText('Partner password'), 'not-it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('wrong password');
    expect(within(dialog).getByLabelText('Partner password')).toHaveValue('not-it');

    await userEvent.clear(within(dialog).getByLabelText('Partner password'));
    await userEvent.type(within(dialog).getByLabelText('Partner password'), PARTNER_THEME_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(themes).getByRole('radio', { name: 'Wiser green' })).toBeInTheDocument();
    expect(screen.getByText('Wiser theme unlocked')).toBeInTheDocument();
  });

  it('in the standard edition the key combination does nothing', async () => {
    setup(STANDARD);
    fireEvent.keyDown(window, { code: 'KeyW', key: 'W', altKey: true, shiftKey: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Wiser green' })).toBeNull();
  });
});
