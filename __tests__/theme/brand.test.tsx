import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import { defineMessage, IntlProvider, useIntl } from 'react-intl';
import { Provider } from 'react-redux';
import { rootReducer } from '../../src/app/rootReducer';
import { createAppStore } from '../../src/app/store';
import type { ProductValues } from '../../src/i18n/messageTypes';
import { brandForSerial, selectBrand, selectProductName } from '../../src/theme/brand';
import { themeChangeRequested, themeChangeSucceeded } from '../../src/theme/themeActions';
import { themeSaga } from '../../src/theme/themeSaga';
import { selectAvailableThemes, selectThemeMode, selectThemeName } from '../../src/theme/themeSelectors';
import { ThemeController } from '../../src/theme/ThemeController';
import { useProductValues } from '../../src/theme/useProductName';
import { createFakeApi, ok } from '../support/fakeApi';
import { monitor, settings } from '../support/fixtures';
import { contextProvider, sagaContext, stateWith } from '../support/sagaHarness';

const partner = stateWith({ monitors: [monitor({ serial_number: 'W1234567' })], settings: settings({ theme: { name: 'wiser', night_mode: true } }) });
const standard = stateWith({ monitors: [monitor({ serial_number: 'N1234567' })], settings: settings({ theme: { name: 'wiser', night_mode: false } }) });

describe('brand', () => {
  it('chooses the partner edition for a serial starting with W', () => {
    expect(brandForSerial('W0001')).toBe('partner');
    expect(brandForSerial('w0001')).toBe('partner');
    expect(brandForSerial('N0001')).toBe('standard');
    expect(brandForSerial(undefined)).toBe('standard');
    expect(selectBrand(partner)).toBe('partner');
    expect(selectProductName(partner)).toBe('Kilowatch Wiser');
    expect(selectProductName(standard)).toBe('Kilowatch');
  });

  it('offers the wiser theme only in the partner edition', () => {
    expect(selectAvailableThemes(partner)).toEqual(['red', 'blue', 'purple', 'teal', 'wiser']);
    expect(selectAvailableThemes(standard)).toEqual(['red', 'blue', 'purple', 'teal']);
    expect(selectThemeName(partner)).toBe('wiser');
    expect(selectThemeName(standard)).toBe('red');
    expect(selectThemeMode(partner)).toBe('dark');
    expect(selectThemeMode(stateWith())).toBeNull();
  });

  it("puts the product name into messages such as 'Lost connection to {product}'", () => {
    const lost = defineMessage<ProductValues>({ id: 'test.lost', defaultMessage: 'Lost connection to {product}' });
    function Banner() {
      const intl = useIntl();
      return <p>{intl.formatMessage(lost, useProductValues())}</p>;
    }
    const store = createAppStore({ preloadedState: partner, runSagas: false });
    render(
      <Provider store={store}>
        <IntlProvider locale="en-US" defaultLocale="en-US">
          <Banner />
        </IntlProvider>
      </Provider>,
    );
    expect(screen.getByText('Lost connection to Kilowatch Wiser')).toBeInTheDocument();
  });
});

describe('themes', () => {
  it('paints <html data-theme data-mode> from the settings and follows changes', () => {
    const store = createAppStore({ preloadedState: stateWith({ userId: 7, settings: settings({ theme: { name: 'teal', night_mode: false } }) }), runSagas: false });
    render(
      <Provider store={store}>
        <ThemeController />
      </Provider>,
    );
    expect(document.documentElement.dataset.theme).toBe('teal');
    expect(document.documentElement.dataset.mode).toBe('light');
    act(() => {
      store.dispatch(themeChangeRequested({ name: 'purple', night_mode: true }));
    });
    expect(document.documentElement.dataset.theme).toBe('purple');
    expect(document.documentElement.dataset.mode).toBe('dark');
  });

  it('saves a theme change with POST /users/{id}/settings as JSON', async () => {
    const saved = settings({ theme: { name: 'purple', night_mode: true } }, 4);
    const api = createFakeApi(() => ok(saved));
    const { storeState } = await expectSaga(themeSaga)
      .withReducer(rootReducer, stateWith({ userId: 7, settings: settings() }))
      .provide(contextProvider(sagaContext(api)))
      .put(themeChangeSucceeded(saved))
      .dispatch(themeChangeRequested({ name: 'purple', night_mode: true }))
      .silentRun(50);
    expect(api.calls[0]?.request).toMatchObject({ method: 'POST', path: '/users/7/settings', encoding: 'json', body: { theme: { name: 'purple', night_mode: true } } });
    expect(storeState.session.settings?.settings.theme).toEqual({ name: 'purple', night_mode: true });
    expect(storeState.session.pendingTheme).toBeNull();
  });
});
