import { defineMessages } from 'react-intl';

/** Notice texts (spec §7, §8). */
export const notices = defineMessages({
  failedTitle: { id: 'mfa.notice.failedTitle', defaultMessage: 'Two-factor authentication' },
  disabledTitle: { id: 'mfa.notice.disabledTitle', defaultMessage: 'Success' },
  disabled: { id: 'mfa.notice.disabled', defaultMessage: 'Two-factor authentication disabled' },
});
