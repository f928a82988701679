import { defineMessages } from 'react-intl';

export const notices = defineMessages({
  saved: { id: 'connectedDevices.notice.saved', defaultMessage: 'Saved' },
  ndiOn: { id: 'connectedDevices.notice.ndiOn', defaultMessage: 'Network device identification is on.' },
  ndiOff: { id: 'connectedDevices.notice.ndiOff', defaultMessage: 'Network device identification is off.' },
  saveFailed: { id: 'connectedDevices.notice.saveFailed', defaultMessage: 'Network device identification not changed' },
});
