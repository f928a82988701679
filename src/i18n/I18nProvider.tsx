import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectLocale, type I18nState } from './i18nSlice';
import { loadMessages, type Messages } from './loadMessages';
import { IntlBridge } from './intlBridge';
import { FALLBACK_LANGUAGE, REGIONAL_LOCALES, type Language } from './locales';

interface Loaded {
  /** The language asked for. */
  requested: Language;
  /** The language shown: the one asked for, or en when its messages failed to load. */
  language: Language;
  messages: Messages;
}

/**
 * English renders straight from the source texts (each message's defaultMessage, mirrored in en.json).
 * One object per language asked for: IntlProvider compares its props shallowly, and a new messages
 * object on each render would make it create a new intl object and re-render every message on the page.
 */
const NO_MESSAGES: Messages = {};
const englishFor = new Map<Language, Loaded>();
const english = (requested: Language): Loaded => {
  let loaded = englishFor.get(requested);
  if (!loaded) englishFor.set(requested, (loaded = { requested, language: FALLBACK_LANGUAGE, messages: NO_MESSAGES }));
  return loaded;
};

function handleIntlError(error: { code?: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/** A neutral spinner while a language's messages load (no text: there is no language yet). */
function LoadingLanguage() {
  return <div className="kw-boot-loader" aria-busy="true" />;
}

/**
 * react-intl with lazily loaded translations (translations/<lang>.json, one chunk each): en, es, fr.
 * A load failure falls back to en.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useSelector((state: { i18n: I18nState }) => selectLocale(state));
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (language === FALLBACK_LANGUAGE) return;
    let live = true;
    loadMessages(language)
      .then((messages) => live && setLoaded({ requested: language, language, messages }))
      .catch((error: unknown) => {
        console.error(error);
        if (live) setLoaded(english(language));
      });
    return () => {
      live = false;
    };
  }, [language]);

  const current = language === FALLBACK_LANGUAGE ? english(language) : loaded?.requested === language ? loaded : null;
  if (!current) return <LoadingLanguage />;
  return (
    <IntlProvider locale={REGIONAL_LOCALES[current.language]} defaultLocale={REGIONAL_LOCALES.en} messages={current.messages} onError={handleIntlError}>
      <IntlBridge />
      {children}
    </IntlProvider>
  );
}
