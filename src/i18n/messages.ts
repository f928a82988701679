import { defineMessages } from 'react-intl';

export const i18nMessages = defineMessages({
  language: { id: 'i18n.picker.label', defaultMessage: 'Language' },
});

/** Each language's own name, shown as is in every locale. */
export const LANGUAGE_NAMES = { en: 'English', es: 'Español', fr: 'Français' } as const;
