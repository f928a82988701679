import { useEffect } from 'react';
import { createIntl, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { REGIONAL_LOCALES } from './locales';

type Values = Record<string, string | number>;

let active: IntlShape | null = null;
let english: IntlShape | null = null;

/**
 * Formats a message outside React (sagas, the API layer) in the language on screen; before the
 * provider mounts (and in tests without it), in English from the descriptor's source text.
 */
export function formatOutsideReact(descriptor: MessageDescriptor, values?: Values): string {
  if (active) return active.formatMessage(descriptor, values);
  english ??= createIntl({ locale: REGIONAL_LOCALES.en, defaultLocale: REGIONAL_LOCALES.en, messages: {}, onError: () => {} });
  return english.formatMessage(descriptor, values);
}

/** Mounted inside the IntlProvider (src/i18n/I18nProvider.tsx): hands the current intl to formatOutsideReact. */
export function IntlBridge() {
  const intl = useIntl();
  useEffect(() => {
    active = intl;
    return () => {
      if (active === intl) active = null;
    };
  }, [intl]);
  return null;
}
