import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import styles from './LanguagePicker.module.css';
import { languageChanged, selectLocale, type I18nState } from './i18nSlice';
import { isLanguage, SUPPORTED_LANGUAGES } from './locales';
import { i18nMessages, LANGUAGE_NAMES } from './messages';

/** English / Español / Français; the choice is stored and applies at once. */
export function LanguagePicker({ hideLabel = false }: { hideLabel?: boolean }) {
  const intl = useIntl();
  const id = useId();
  const dispatch = useDispatch();
  const language = useSelector((state: { i18n: I18nState }) => selectLocale(state));
  return (
    <span className={styles.picker}>
      <label htmlFor={id} className={hideLabel ? 'kw-visually-hidden' : undefined}>
        {intl.formatMessage(i18nMessages.language)}
      </label>
      <select id={id} className={styles.select} value={language} onChange={(event) => isLanguage(event.target.value) && dispatch(languageChanged(event.target.value))}>
        {SUPPORTED_LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </span>
  );
}
