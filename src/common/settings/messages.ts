import { defineMessages } from 'react-intl';

export const settingsPageMessages = defineMessages({
  back: { id: 'common.settingsPage.back', defaultMessage: 'Settings' },
});
