import { defineMessages } from 'react-intl';

export const notices = defineMessages({
  feedbackFailed: { id: 'support.notice.feedbackFailed', defaultMessage: 'Feedback not sent' },
});
