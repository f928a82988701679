import { defineMessage, defineMessages } from 'react-intl';
import type { ProductValues } from '../i18n/messageTypes';

export const navMessages = {
  home: defineMessage<ProductValues>({ id: 'app.nav.home', defaultMessage: '{product} home' }),
  ...defineMessages({
  label: { id: 'app.nav.label', defaultMessage: 'Main' },
  now: { id: 'app.nav.now', defaultMessage: 'Now' },
  devices: { id: 'app.nav.devices', defaultMessage: 'Devices' },
  meter: { id: 'app.nav.meter', defaultMessage: 'Meter' },
  panel: { id: 'app.nav.panel', defaultMessage: 'Relays' },
  usage: { id: 'app.nav.usage', defaultMessage: 'Usage' },
  labs: { id: 'app.nav.labs', defaultMessage: 'Labs' },
  settings: { id: 'app.nav.settings', defaultMessage: 'Settings' },
  /** Shorter labels for the phone's tab bar, where a long word would be cut. */
  nowShort: { id: 'app.nav.nowShort', defaultMessage: 'Now' },
  usageShort: { id: 'app.nav.usageShort', defaultMessage: 'Usage' },
  settingsShort: { id: 'app.nav.settingsShort', defaultMessage: 'Settings' },
  signOut: { id: 'app.nav.signOut', defaultMessage: 'Sign out' },
    skipToContent: { id: 'app.nav.skipToContent', defaultMessage: 'Skip to content' },
  }),
};

export const shellMessages = defineMessages({
  notFoundTitle: { id: 'app.notFound.title', defaultMessage: 'Page not found' },
  notFoundText: { id: 'app.notFound.text', defaultMessage: "The page you were looking for doesn't exist." },
  notFoundHome: { id: 'app.notFound.home', defaultMessage: 'Go to Now' },
  notFoundSignIn: { id: 'app.notFound.signIn', defaultMessage: 'Go to sign in' },
  errorTitle: { id: 'app.error.title', defaultMessage: 'Something went wrong' },
  errorText: { id: 'app.error.text', defaultMessage: 'This page could not be shown. Reloading usually fixes it.' },
  errorReload: { id: 'app.error.reload', defaultMessage: 'Reload page' },
  providerLink: { id: 'app.provider.link', defaultMessage: 'Get the app' },
  unsupportedDismiss: { id: 'app.unsupported.dismiss', defaultMessage: 'Hide this warning' },
});

/** The unsupported-browser warning (spec §8). */
export const unsupportedBrowserMessages = {
  title: defineMessage({ id: 'app.unsupported.title', defaultMessage: 'Your browser is out of date.' }),
  text: defineMessage<ProductValues>({
    id: 'app.unsupported.text',
    defaultMessage: 'Parts of {product} may not work in it. Update it, or use a recent Chrome, Edge, Firefox or Safari.',
  }),
};

export const providerMessages = {
  title: defineMessage<ProductValues>({ id: 'app.provider.title', defaultMessage: 'Continue in the {product} app' }),
  text: defineMessage<ProductValues>({ id: 'app.provider.text', defaultMessage: 'This part of {product} lives in our mobile app. Taking you to the download page…' }),
  invalid: defineMessage<ProductValues>({ id: 'app.provider.invalid', defaultMessage: 'This link cannot be opened in {product}.' }),
};
