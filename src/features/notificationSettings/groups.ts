import type { NotificationFlag } from '../../api/wire/account';
import type { NotificationGroup } from './types';

/** Every flag of spec §3, grouped as the settings page shows them (devices, monitor, peaks, always-on, comparisons, usage changes). */
export const NOTIFICATION_GROUPS: NotificationGroup[] = [
  { key: 'devices', topics: [{ key: 'newDevice', email: 'new_named_device_email', push: 'new_named_device_push' }] },
  {
    key: 'monitor',
    topics: [
      { key: 'monitorOffline', email: 'monitor_offline_email', push: 'monitor_offline_push' },
      { key: 'monthlyReport', email: 'monitor_monthly_email' },
    ],
  },
  { key: 'peaks', topics: [{ key: 'newPeak', email: 'new_peak_email', push: 'new_peak_push' }] },
  { key: 'alwaysOn', topics: [{ key: 'alwaysOnChange', push: 'always_on_change_push' }] },
  { key: 'comparisons', topics: [{ key: 'comparisonChange', push: 'comparison_change_push' }] },
  {
    key: 'usageChanges',
    topics: [
      { key: 'dailyChange', push: 'daily_change_push' },
      { key: 'weeklyChange', push: 'weekly_change_push' },
      { key: 'monthlyChange', push: 'monthly_change_push' },
    ],
  },
  {
    key: 'homeAndGrid',
    topics: [
      { key: 'timeOfUse', push: 'time_of_use' },
      { key: 'gridOutage', push: 'grid_outage_push' },
      { key: 'generatorOn', push: 'generator_on_push', when: 'generator' },
      { key: 'relayUpdate', push: 'relay_update_available_push', when: 'relays' },
    ],
  },
];

/** Every flag the page can show (a check that the groups cover the wire's list). */
export const GROUPED_FLAGS: NotificationFlag[] = NOTIFICATION_GROUPS.flatMap((g) => g.topics.flatMap((t) => [t.email, t.push].filter((f): f is NotificationFlag => !!f)));

/** The groups with the topics this home has: the generator's only with a generator, relay updates only with relays. */
export function groupsFor(home: { generator: boolean; relays: boolean }): NotificationGroup[] {
  return NOTIFICATION_GROUPS.map((g) => ({ ...g, topics: g.topics.filter((t) => !t.when || home[t.when]) }));
}
