import { defineMessages } from 'react-intl';

export const appearanceMessages = defineMessages({
  title: { id: 'appearance.screen.title', defaultMessage: 'Appearance' },
  subtitle: { id: 'appearance.screen.subtitle', defaultMessage: 'Choose a colour theme and light or dark mode. Changes save automatically.' },
  themeLegend: { id: 'appearance.screen.themeLegend', defaultMessage: 'Theme' },
  darkMode: { id: 'appearance.screen.darkMode', defaultMessage: 'Dark mode' },
  darkModeHint: { id: 'appearance.screen.darkModeHint', defaultMessage: 'Easier on the eyes at night.' },
  followingSystem: { id: 'appearance.screen.followingSystem', defaultMessage: 'Following your device’s setting until you choose.' },
  red: { id: 'appearance.theme.red', defaultMessage: 'Orange' },
  blue: { id: 'appearance.theme.blue', defaultMessage: 'Blue' },
  purple: { id: 'appearance.theme.purple', defaultMessage: 'Purple' },
  teal: { id: 'appearance.theme.teal', defaultMessage: 'Teal' },
  wiser: { id: 'appearance.theme.wiser', defaultMessage: 'Wiser green' },
  saving: { id: 'appearance.screen.saving', defaultMessage: 'Saving…' },
  languageTitle: { id: 'appearance.screen.languageTitle', defaultMessage: 'Language' },
});

export const unlockMessages = defineMessages({
  title: { id: 'appearance.unlock.title', defaultMessage: 'Partner theme' },
  text: { id: 'appearance.unlock.text', defaultMessage: 'Enter the partner password to add the Wiser theme.' },
  password: { id: 'appearance.unlock.password', defaultMessage: 'Partner password' },
  passwordRequired: { id: 'appearance.unlock.passwordRequired', defaultMessage: 'please enter your password' },
  wrongPassword: { id: 'appearance.unlock.wrongPassword', defaultMessage: 'wrong password' },
  submit: { id: 'appearance.unlock.submit', defaultMessage: 'Unlock' },
  cancel: { id: 'appearance.unlock.cancel', defaultMessage: 'Cancel' },
});
