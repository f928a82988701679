import { act } from 'react';
import { render } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import { Provider } from 'react-redux';
import { createMemoryStorage } from '../../src/api/safeStorage';
import { STORAGE_KEYS } from '../../src/api/storageKeys';
import { buildInitialState } from '../../src/app/persistedState';
import { rootReducer } from '../../src/app/rootReducer';
import { loginSucceeded } from '../../src/app/session/sessionSlice';
import { createAppStore } from '../../src/app/store';
import { themeChangeRequested, themeModeChoiceLoaded } from '../../src/theme/themeActions';
import { readModeChosen } from '../../src/theme/themeModeStorage';
import { themeSaga } from '../../src/theme/themeSaga';
import { selectThemeMode } from '../../src/theme/themeSelectors';
import { ThemeController } from '../../src/theme/ThemeController';
import { createFakeApi, ok } from '../support/fakeApi';
import { authResponse, settings } from '../support/fixtures';
import { contextProvider, sagaContext, stateWith } from '../support/sagaHarness';

const light = settings({ theme: { name: 'blue', night_mode: false } });
const dark = settings({ theme: { name: 'blue', night_mode: true } });

/** The system says dark (prefers-color-scheme: dark) for the duration of a test. */
function systemDark() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ matches: query.includes('dark'), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

describe('dark mode follows the system until the user chooses', () => {
  it('selects no mode for the server default (night_mode off) until the user chose one', () => {
    expect(selectThemeMode(stateWith({ settings: light }))).toBeNull();
    expect(selectThemeMode(stateWith({ settings: light }, { theme: { modeChosen: true } }))).toBe('light');
    expect(selectThemeMode(stateWith({ settings: dark }))).toBe('dark');
    expect(selectThemeMode(stateWith())).toBeNull();
  });

  it('stays dark through sign-in on a dark system, and turns light only when the user chooses light', () => {
    const restore = systemDark();
    try {
      const store = createAppStore({ preloadedState: stateWith(), runSagas: false });
      render(
        <Provider store={store}>
          <ThemeController />
        </Provider>,
      );
      expect(document.documentElement.dataset.mode).toBe('dark');
      act(() => {
        store.dispatch(loginSucceeded(authResponse({ settings: light })));
      });
      expect(document.documentElement.dataset.mode).toBe('dark');
      // A colour change alone is not a choice of mode.
      act(() => {
        store.dispatch(themeChangeRequested({ name: 'teal', night_mode: false }));
      });
      expect(document.documentElement.dataset.mode).toBe('dark');
      act(() => {
        store.dispatch(themeChangeRequested({ name: 'teal', night_mode: false }, { modeChosen: true }));
      });
      expect(document.documentElement.dataset.mode).toBe('light');
    } finally {
      restore();
    }
  });

  it('remembers the choice per user on this browser, and reads it back after sign-in and on reload', async () => {
    const storage = createMemoryStorage();
    const api = createFakeApi(() => ok(light));
    await expectSaga(themeSaga)
      .withReducer(rootReducer, stateWith({ userId: 7, settings: light }))
      .provide(contextProvider(sagaContext(api, { storage })))
      .dispatch(themeChangeRequested({ name: 'blue', night_mode: false }, { modeChosen: true }))
      .silentRun(30);
    expect(readModeChosen(storage, 7)).toBe(true);
    expect(readModeChosen(storage, 8)).toBe(false);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.themeModeChosen) ?? '')).toEqual([7]);

    const { storeState } = await expectSaga(themeSaga)
      .withReducer(rootReducer, stateWith())
      .provide(contextProvider(sagaContext(api, { storage })))
      .put(themeModeChoiceLoaded(true))
      .dispatch(loginSucceeded(authResponse({ user_id: 7, settings: light })))
      .silentRun(30);
    expect(storeState.theme.modeChosen).toBe(true);

    storage.setItem(STORAGE_KEYS.token, 't1.v2.a.b.c');
    storage.setItem(STORAGE_KEYS.userId, '7');
    expect(buildInitialState(storage, createMemoryStorage(), '').theme).toEqual({ modeChosen: true });
  });

  it('does not mark a colour change as a choice of mode', async () => {
    const storage = createMemoryStorage();
    const { storeState } = await expectSaga(themeSaga)
      .withReducer(rootReducer, stateWith({ userId: 7, settings: light }))
      .provide(contextProvider(sagaContext(createFakeApi(() => ok(light)), { storage })))
      .dispatch(themeChangeRequested({ name: 'teal', night_mode: false }))
      .silentRun(30);
    expect(storeState.theme.modeChosen).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.themeModeChosen)).toBeNull();
  });
});
