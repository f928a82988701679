import { defineMessages } from 'react-intl';

export const notices = defineMessages({
  unlocked: { id: 'appearance.notice.unlocked', defaultMessage: 'Wiser theme unlocked' },
  unlockedText: { id: 'appearance.notice.unlockedText', defaultMessage: 'Choose it under Theme.' },
});
