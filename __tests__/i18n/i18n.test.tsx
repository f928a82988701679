import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { Provider } from 'react-redux';
import { createMemoryStorage } from '../../src/api/safeStorage';
import { STORAGE_KEYS } from '../../src/api/storageKeys';
import { createAppStore } from '../../src/app/store';
import { commonMessages } from '../../src/common/messages';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import { languageChanged, selectLocale, selectRegionalLocale } from '../../src/i18n/i18nSlice';
import { loadMessages } from '../../src/i18n/loadMessages';
import { readLanguagePreference, resolveLanguage } from '../../src/i18n/locales';
import { act } from 'react';

function Probe() {
  const intl = useIntl();
  return (
    <p>
      {intl.locale}: {intl.formatMessage(commonMessages.invalidTimeFormat)}
    </p>
  );
}

describe('locale choice', () => {
  it('supports en, es and fr and falls back to en', () => {
    expect(resolveLanguage(['fr-CA', 'en'])).toBe('fr');
    expect(resolveLanguage(['es-MX'])).toBe('es');
    expect(resolveLanguage(['de-DE', 'pt'])).toBe('en');
    expect(resolveLanguage([])).toBe('en');
  });

  it('prefers the stored choice over the browser', () => {
    const storage = createMemoryStorage();
    expect(readLanguagePreference(storage, ['fr-FR'])).toBe('fr');
    storage.setItem(STORAGE_KEYS.locale, 'es');
    expect(readLanguagePreference(storage, ['fr-FR'])).toBe('es');
  });

  it('fails like a missing module for an unknown language', async () => {
    await expect(loadMessages('de')).rejects.toThrow("Cannot find module './translations/de.json'");
  });
});

describe('<I18nProvider/>', () => {
  it('renders English from the source texts, then loads Spanish and French lazily', async () => {
    const storage = createMemoryStorage();
    const store = createAppStore({ sagaContext: { storage } });
    render(
      <Provider store={store}>
        <I18nProvider>
          <Probe />
        </I18nProvider>
      </Provider>,
    );
    expect(screen.getByText('en-US: Invalid Time Format')).toBeInTheDocument();
    act(() => {
      store.dispatch(languageChanged('es'));
    });
    expect(await screen.findByText('es-US: Formato de hora no válido')).toBeInTheDocument();
    expect(selectLocale(store.getState())).toBe('es');
    expect(selectRegionalLocale(store.getState())).toBe('es-US');
    expect(storage.getItem(STORAGE_KEYS.locale)).toBe('es');
    act(() => {
      store.dispatch(languageChanged('fr'));
    });
    expect(await screen.findByText('fr-CA: Format d’heure non valide')).toBeInTheDocument();
  });
});

describe('the intl object across renders', () => {
  it('stays the same object when the provider renders again (English): messages are not all formatted again', () => {
    const store = createAppStore({ sagaContext: { storage: createMemoryStorage(), navigate: () => {} } });
    const seen: object[] = [];
    function Keep({ label }: { label: string }) {
      seen.push(useIntl());
      return <p>{label}</p>;
    }
    const { rerender } = render(
      <Provider store={store}>
        <I18nProvider>
          <Keep label="one" />
        </I18nProvider>
      </Provider>,
    );
    rerender(
      <Provider store={store}>
        <I18nProvider>
          <Keep label="two" />
        </I18nProvider>
      </Provider>,
    );
    expect(screen.getByText('two')).toBeInTheDocument();
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
  });
});
