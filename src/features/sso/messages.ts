import { defineMessage, defineMessages } from 'react-intl';
import type { ProductValues } from '../../i18n/messageTypes';

type Values<K extends string> = Record<K, string | number>;

export const ssoMessages = {
  discourse: {
    ...defineMessages({
      title: { id: 'sso.discourse.title', defaultMessage: 'Community sign-in' },
      notConfigured: { id: 'sso.discourse.notConfigured', defaultMessage: 'No community forum is set up for this server.' },
    }),
    explain: defineMessage<Values<'host' | 'product'>>({
      id: 'sso.discourse.explain',
      defaultMessage: 'Sign in to the community forum at {host} with your {product} account. The forum receives your email address and your account number, nothing else.',
    }),
    adminHint: defineMessage<ProductValues>({
      id: 'sso.discourse.adminHint',
      defaultMessage: 'Whoever runs this {product} server can connect a Discourse forum with KILOWATCH_DISCOURSE_URL and KILOWATCH_DISCOURSE_SECRET.',
    }),
  },
  zendesk: {
    ...defineMessages({
      title: { id: 'sso.zendesk.title', defaultMessage: 'Support sign-in' },
      notConfigured: { id: 'sso.zendesk.notConfigured', defaultMessage: 'No help centre is set up for this server.' },
    }),
    explain: defineMessage<Values<'host' | 'product'>>({
      id: 'sso.zendesk.explain',
      defaultMessage: 'Sign in to the help centre at {host} with your {product} account, to follow your support requests. It receives your email address and your account number, nothing else.',
    }),
    adminHint: defineMessage<ProductValues>({
      id: 'sso.zendesk.adminHint',
      defaultMessage: 'Whoever runs this {product} server can connect a Zendesk help centre with KILOWATCH_ZENDESK_URL and KILOWATCH_ZENDESK_SECRET.',
    }),
  },
  ...defineMessages({
    loading: { id: 'sso.screen.loading', defaultMessage: 'Preparing your sign-in' },
    continue: { id: 'sso.screen.continue', defaultMessage: 'Continue' },
    cancel: { id: 'sso.screen.cancel', defaultMessage: 'Cancel' },
    backHome: { id: 'sso.screen.backHome', defaultMessage: 'Back to Now' },
    failedTitle: { id: 'sso.screen.failedTitle', defaultMessage: 'This sign-in cannot be completed' },
  }),
};
