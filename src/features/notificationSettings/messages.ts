import { defineMessage, defineMessages } from 'react-intl';
import type { ProductValues } from '../../i18n/messageTypes';

const labels = defineMessages({
  title: { id: 'notificationSettings.screen.title', defaultMessage: 'Notifications' },
  email: { id: 'notificationSettings.channel.email', defaultMessage: 'Email' },
  push: { id: 'notificationSettings.channel.push', defaultMessage: 'Push' },
  loadFailed: { id: 'notificationSettings.screen.loadFailed', defaultMessage: 'Your notification settings could not be loaded.' },
  retry: { id: 'notificationSettings.screen.retry', defaultMessage: 'Try again' },
  noMonitor: { id: 'notificationSettings.screen.noMonitor', defaultMessage: 'There is no monitor on this account yet.' },
  saving: { id: 'notificationSettings.screen.saving', defaultMessage: 'Saving…' },
  'group.devices': { id: 'notificationSettings.group.devices', defaultMessage: 'Devices' },
  'group.monitor': { id: 'notificationSettings.group.monitor', defaultMessage: 'Monitor' },
  'group.peaks': { id: 'notificationSettings.group.peaks', defaultMessage: 'Peaks' },
  'group.alwaysOn': { id: 'notificationSettings.group.alwaysOn', defaultMessage: 'Always on' },
  'group.comparisons': { id: 'notificationSettings.group.comparisons', defaultMessage: 'Comparisons' },
  'group.usageChanges': { id: 'notificationSettings.group.usageChanges', defaultMessage: 'Usage changes' },
  'group.homeAndGrid': { id: 'notificationSettings.group.homeAndGrid', defaultMessage: 'Rates and power' },
  'topic.newDevice': { id: 'notificationSettings.topic.newDevice', defaultMessage: 'New device found' },
  'topic.newDeviceHint': { id: 'notificationSettings.topic.newDeviceHint', defaultMessage: 'When your monitor identifies a new device.' },
  'topic.monitorOffline': { id: 'notificationSettings.topic.monitorOffline', defaultMessage: 'Monitor offline' },
  'topic.monitorOfflineHint': { id: 'notificationSettings.topic.monitorOfflineHint', defaultMessage: 'When your monitor stops reporting.' },
  'topic.monthlyReport': { id: 'notificationSettings.topic.monthlyReport', defaultMessage: 'Monthly report' },
  'topic.monthlyReportHint': { id: 'notificationSettings.topic.monthlyReportHint', defaultMessage: 'Your month of energy in one email.' },
  'topic.newPeak': { id: 'notificationSettings.topic.newPeak', defaultMessage: 'New peak' },
  'topic.newPeakHint': { id: 'notificationSettings.topic.newPeakHint', defaultMessage: 'When your home sets a new high in power use.' },
  'topic.alwaysOnChange': { id: 'notificationSettings.topic.alwaysOnChange', defaultMessage: 'Always-on change' },
  'topic.alwaysOnChangeHint': { id: 'notificationSettings.topic.alwaysOnChangeHint', defaultMessage: 'When the power your home draws around the clock goes up or down.' },
  'topic.comparisonChange': { id: 'notificationSettings.topic.comparisonChange', defaultMessage: 'Comparison with similar homes' },
  'topic.comparisonChangeHint': { id: 'notificationSettings.topic.comparisonChangeHint', defaultMessage: 'When your place among similar homes changes.' },
  'topic.dailyChange': { id: 'notificationSettings.topic.dailyChange', defaultMessage: 'Daily change' },
  'topic.dailyChangeHint': { id: 'notificationSettings.topic.dailyChangeHint', defaultMessage: 'Yesterday against the day before.' },
  'topic.weeklyChange': { id: 'notificationSettings.topic.weeklyChange', defaultMessage: 'Weekly change' },
  'topic.weeklyChangeHint': { id: 'notificationSettings.topic.weeklyChangeHint', defaultMessage: 'Last week against the week before.' },
  'topic.monthlyChange': { id: 'notificationSettings.topic.monthlyChange', defaultMessage: 'Monthly change' },
  'topic.monthlyChangeHint': { id: 'notificationSettings.topic.monthlyChangeHint', defaultMessage: 'Last month against the month before.' },
  'topic.timeOfUse': { id: 'notificationSettings.topic.timeOfUse', defaultMessage: 'Rate zone alerts' },
  'topic.timeOfUseHint': { id: 'notificationSettings.topic.timeOfUseHint', defaultMessage: 'When a costlier rate zone starts.' },
  'topic.gridOutage': { id: 'notificationSettings.topic.gridOutage', defaultMessage: 'Grid outage' },
  'topic.gridOutageHint': { id: 'notificationSettings.topic.gridOutageHint', defaultMessage: 'When power from the grid goes out or comes back.' },
  'topic.generatorOn': { id: 'notificationSettings.topic.generatorOn', defaultMessage: 'Generator running' },
  'topic.generatorOnHint': { id: 'notificationSettings.topic.generatorOnHint', defaultMessage: 'When your generator starts carrying the home.' },
  'topic.relayUpdate': { id: 'notificationSettings.topic.relayUpdate', defaultMessage: 'Relay updates' },
  'topic.relayUpdateHint': { id: 'notificationSettings.topic.relayUpdateHint', defaultMessage: 'When new software is ready for your relays.' },
});

export type NotificationSettingsLabel = keyof typeof labels;

export const notificationSettingsMessages = {
  ...labels,
  subtitle: defineMessage<ProductValues>({ id: 'notificationSettings.screen.subtitle', defaultMessage: 'Choose what {product} tells you about, by email and by push notification to the mobile app. Changes save at once.' }),
  switchLabel: defineMessage<{ topic: string; channel: string }>({ id: 'notificationSettings.switch.label', defaultMessage: '{topic}: {channel}' }),
  notByChannel: defineMessage<{ channel: string }>({ id: 'notificationSettings.switch.notByChannel', defaultMessage: 'Not sent by {channel}' }),
};
