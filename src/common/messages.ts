import { defineMessage, defineMessages } from 'react-intl';

export const commonMessages = defineMessages({
  close: { id: 'common.action.close', defaultMessage: 'Close' },
  cancel: { id: 'common.action.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'common.action.confirm', defaultMessage: 'Confirm' },
  dismiss: { id: 'common.action.dismiss', defaultMessage: 'Dismiss notice' },
  loading: { id: 'common.loader.loading', defaultMessage: 'Loading…' },
  notifications: { id: 'common.notifications.region', defaultMessage: 'Notices' },
  invalidTimeFormat: { id: 'common.time.invalidFormat', defaultMessage: 'Invalid Time Format' },
});

/** An amount in cents, e.g. '46¢' (the cost rule in src/common/format.ts). */
export const centsMessage = defineMessage<Record<'cents', string>>({ id: 'common.cost.cents', defaultMessage: '{cents}¢' });

/** The battery gauge's accessible name. */
export const batteryGaugeMessage = defineMessage<Record<'pct', number>>({ id: 'common.battery.gauge', defaultMessage: 'Battery charge {pct}%' });
