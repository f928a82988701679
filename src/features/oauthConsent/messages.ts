import { defineMessage, defineMessages } from 'react-intl';

type Values<K extends string> = Record<K, string | number>;

export const consentMessages = {
  ...defineMessages({
    title: { id: 'oauthConsent.screen.title', defaultMessage: 'Authorize access' },
    loading: { id: 'oauthConsent.screen.loading', defaultMessage: 'Checking the request' },
    allow: { id: 'oauthConsent.screen.allow', defaultMessage: 'Allow' },
    deny: { id: 'oauthConsent.screen.deny', defaultMessage: 'Deny' },
    canTitle: { id: 'oauthConsent.screen.canTitle', defaultMessage: 'It will be able to:' },
    canUsage: { id: 'oauthConsent.screen.canUsage', defaultMessage: 'See your home’s live power, usage history and costs' },
    canDevices: { id: 'oauthConsent.screen.canDevices', defaultMessage: 'See your devices and your settings' },
    cannot: { id: 'oauthConsent.screen.cannot', defaultMessage: 'It cannot change anything: the access is read-only.' },
    revoke: { id: 'oauthConsent.screen.revoke', defaultMessage: 'You can take the access back at any time by changing your password.' },
    invalidTitle: { id: 'oauthConsent.screen.invalidTitle', defaultMessage: 'This request cannot be used' },
    backHome: { id: 'oauthConsent.screen.backHome', defaultMessage: 'Back to Now' },
    leaving: { id: 'oauthConsent.screen.leaving', defaultMessage: 'Taking you back to the app…' },
  }),
  asks: defineMessage<Values<'app' | 'product'>>({ id: 'oauthConsent.screen.asks', defaultMessage: '{app} asks for access to your {product} account' }),
  account: defineMessage<Values<'email'>>({ id: 'oauthConsent.screen.account', defaultMessage: 'Signed in as {email}' }),
  website: defineMessage<Values<'app'>>({ id: 'oauthConsent.screen.website', defaultMessage: 'About {app}' }),
  failed: defineMessage<Values<'reason'>>({ id: 'oauthConsent.screen.failed', defaultMessage: 'Your answer was not saved: {reason}' }),
};
