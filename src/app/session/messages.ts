import { defineMessages } from 'react-intl';

/** Texts the session sagas put into notices (translated by <Notifications/>). */
export const sessionNoticeMessages = defineMessages({
  resetSentTitle: { id: 'session.notice.resetSentTitle', defaultMessage: 'Password Reset Sent' },
  resetSentMessage: { id: 'session.notice.resetSentMessage', defaultMessage: 'Please check your email for password reset instructions' },
  passwordUpdatedTitle: { id: 'session.notice.passwordUpdatedTitle', defaultMessage: 'Password updated' },
  passwordUpdatedMessage: { id: 'session.notice.passwordUpdatedMessage', defaultMessage: 'Sign in with your new password.' },
});
