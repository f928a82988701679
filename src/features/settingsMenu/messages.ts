import { defineMessage, defineMessages } from 'react-intl';
import type { ProductValues } from '../../i18n/messageTypes';

export const settingsMenuMessages = {
  subtitle: defineMessage<ProductValues>({ id: 'settingsMenu.screen.subtitle', defaultMessage: 'Your account and how {product} looks.' }),
  signedInAs: defineMessage<{ email: string }>({ id: 'settingsMenu.account.signedInAs', defaultMessage: 'Signed in as {email}' }),
  ...defineMessages({
    title: { id: 'settingsMenu.screen.title', defaultMessage: 'Settings' },
    accountTitle: { id: 'settingsMenu.account.title', defaultMessage: 'Account' },
    signOut: { id: 'settingsMenu.account.signOut', defaultMessage: 'Sign out' },
    preferencesTitle: { id: 'settingsMenu.preferences.title', defaultMessage: 'Preferences' },
    appearance: { id: 'settingsMenu.item.appearance', defaultMessage: 'Appearance' },
    appearanceHint: { id: 'settingsMenu.item.appearanceHint', defaultMessage: 'Colour theme, dark mode and language' },
  }),
};
