import { defineMessages } from 'react-intl';

export const notices = defineMessages({
  labsFailed: { id: 'general.notice.labsFailed', defaultMessage: 'Labs setting not saved' },
});
