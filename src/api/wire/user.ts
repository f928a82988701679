import type { IsoTime } from './common';
import type { WireMonitor } from './monitor';

export type MultitenantState = 'tenant' | 'admin' | null;

/** The inner settings object (spec §3 Settings; wire §1.2 `settings.settings`). */
export interface WireUserSettingsBody {
  /** Notification flags per monitor id (every NotificationFlag of ./account). */
  notifications: Record<string, Record<string, boolean>>;
  labs_enabled: boolean;
  hide_trends_carbon_card: boolean;
  ohm_connect_status: string;
  multitenant_state: MultitenantState;
  /** Network device identification per monitor id (POST /app/monitors/{id}/ndi/enable|disable). */
  ndi_enabled: Record<string, boolean>;
  theme: { name: 'red' | 'blue' | 'purple' | 'teal' | 'wiser'; night_mode: boolean };
}

/** GET /users/{id}/settings and the `settings` of the login response. */
export interface WireUserSettings {
  user_id: number;
  settings: WireUserSettingsBody;
  version: number;
}

/** POST /users/{id}/settings body (form or JSON). Either a theme change or labs_enabled. */
export interface WireUserSettingsUpdate {
  theme?: { name: WireUserSettingsBody['theme']['name']; night_mode: boolean };
  labs_enabled?: boolean;
}

/** GET /users/{id} (spec §3 User). */
export interface WireUser {
  id: number;
  email: string;
  email_verified: boolean;
  time_zone: string;
  totp_enabled: boolean;
  solar_enabled: boolean;
  energy_sources: string[];
  features: string;
  ab_cohort: string;
  version: number;
  flags: Record<string, boolean>;
  partner_flags: Record<string, boolean>;
  date_created: IsoTime;
  feature_flags: string[];
  account_id: number;
  bridge_server: string;
  labs_enabled: boolean;
  settings: WireUserSettings;
  monitors: WireMonitor[];
}
