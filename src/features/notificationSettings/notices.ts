import { defineMessages } from 'react-intl';

export const notices = defineMessages({
  saveFailed: { id: 'notificationSettings.notice.saveFailed', defaultMessage: 'Notification setting not saved' },
});
