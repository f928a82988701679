import type { MonitorRow } from '../db/monitors';
import type { SettingsRow, UserRow } from '../db/users';
import type { NotificationFlag } from '../../../src/api/wire/account';
import type { WireUser, WireUserSettings } from '../../../src/api/wire/user';
import { energySourcesOf, toWireMonitor } from './monitorWire';

/** Notification defaults per monitor, overlaid by whatever the user stored. */
export const NOTIFICATION_DEFAULTS: Record<NotificationFlag, boolean> = {
  new_named_device_push: true,
  new_named_device_email: false,
  monitor_offline_push: true,
  monitor_offline_email: false,
  monitor_monthly_email: true,
  always_on_change_push: true,
  comparison_change_push: true,
  new_peak_push: true,
  new_peak_email: false,
  monthly_change_push: true,
  weekly_change_push: true,
  daily_change_push: true,
  generator_on_push: true,
  grid_outage_push: true,
  relay_update_available_push: true,
  time_of_use: true,
};

export function toWireSettings(settings: SettingsRow, monitors: MonitorRow[]): WireUserSettings {
  const stored = JSON.parse(settings.notifications_json) as Record<string, Record<string, boolean>>;
  const notifications: Record<string, Record<string, boolean>> = {};
  for (const m of monitors) notifications[String(m.id)] = { ...NOTIFICATION_DEFAULTS, ...stored[String(m.id)] };
  return {
    user_id: settings.user_id,
    settings: {
      notifications,
      labs_enabled: !!settings.labs_enabled,
      hide_trends_carbon_card: !!settings.hide_trends_carbon_card,
      ohm_connect_status: settings.ohm_connect_status,
      multitenant_state: settings.multitenant_state,
      ndi_enabled: Object.fromEntries(monitors.map((m) => [String(m.id), !!m.ndi_enabled])),
      theme: { name: settings.theme_name, night_mode: !!settings.night_mode },
    },
    version: settings.version,
  };
}

export function toWireUser(user: UserRow, settings: SettingsRow, monitors: MonitorRow[], bridgeServer: string): WireUser {
  const energySources = [...new Set(monitors.flatMap(energySourcesOf))];
  return {
    id: user.id,
    email: user.email,
    email_verified: !!user.email_verified,
    time_zone: user.time_zone,
    totp_enabled: !!user.totp_enabled,
    solar_enabled: monitors.some((m) => !!m.solar),
    energy_sources: energySources,
    features: user.features,
    ab_cohort: user.ab_cohort,
    version: user.user_version,
    flags: {},
    partner_flags: {},
    date_created: user.date_created,
    feature_flags: user.features ? user.features.split(',').filter(Boolean) : [],
    account_id: user.account_id,
    bridge_server: bridgeServer,
    labs_enabled: !!settings.labs_enabled,
    settings: toWireSettings(settings, monitors),
    monitors: monitors.map(toWireMonitor),
  };
}
