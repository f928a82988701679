import { defineMessage, defineMessages } from 'react-intl';

/**
 * Notice texts (spec §8), kept as plain descriptors in the notice payload so the notifications
 * component translates them.
 */
export const notices = {
  ...defineMessages({
    passwordChanged: { id: 'account.notice.passwordChanged', defaultMessage: 'password changed' },
    passwordFailed: { id: 'account.notice.passwordFailed', defaultMessage: 'Password not changed' },
    verificationSent: { id: 'account.notice.verificationSent', defaultMessage: 'verification sent to your new email' },
    emailFailed: { id: 'account.notice.emailFailed', defaultMessage: 'Email not changed' },
    resendFailed: { id: 'account.notice.resendFailed', defaultMessage: 'Verification email not sent' },
    othersSignedOut: { id: 'account.notice.othersSignedOut', defaultMessage: 'Your other devices were signed out.' },
  }),
  verificationLink: defineMessage<{ email: string }>({ id: 'account.notice.verificationLink', defaultMessage: 'Open the link we sent to {email} to confirm it.' }),
  resent: defineMessage<{ email: string }>({ id: 'account.notice.resent', defaultMessage: 'A new link is on its way to {email}.' }),
  resentTitle: defineMessage({ id: 'account.notice.resentTitle', defaultMessage: 'Verification email sent' }),
};
