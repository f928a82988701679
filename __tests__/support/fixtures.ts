import type { WireAuthResponse, WireRenewResponse } from '../../src/api/wire/auth';
import type { WireMonitor } from '../../src/api/wire/monitor';
import type { WireUser, WireUserSettings } from '../../src/api/wire/user';

/** A v2 access token whose JWT payload has the given expiry (seconds since the epoch). */
export function v2Token(exp: number, tag = 'a'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `t1.v2.${encode({ alg: 'HS512' })}.${encode({ iss: 'Kilowatch', exp, userId: 7, accountId: 9, roles: 'user', sid: tag })}.sig${tag}`;
}

export function monitor(overrides: Partial<WireMonitor> = {}): WireMonitor {
  return {
    id: 42,
    date_created: '2026-01-01T00:00:00.000Z',
    serial_number: 'N327004101',
    time_zone: 'America/Los_Angeles',
    solar_connected: true,
    solar_configured: true,
    online: true,
    attributes: {} as WireMonitor['attributes'],
    signal_check_completed_time: null,
    data_sharing: [],
    ethernet_supported: false,
    power_over_ethernet_supported: false,
    aux_ignore: false,
    aux_port: 'solar',
    hardware_type: 'monitor',
    zigbee_supported: false,
    energy_sources: ['solar'],
    ...overrides,
  };
}

export function settings(overrides: Partial<WireUserSettings['settings']> = {}, version = 3): WireUserSettings {
  return {
    user_id: 7,
    version,
    settings: {
      notifications: {},
      labs_enabled: true,
      hide_trends_carbon_card: false,
      ohm_connect_status: 'eligible',
      multitenant_state: null,
      ndi_enabled: {},
      theme: { name: 'blue', night_mode: false },
      ...overrides,
    },
  };
}

export function authResponse(overrides: Partial<WireAuthResponse> = {}): WireAuthResponse {
  return {
    authorized: true,
    account_id: 9,
    user_id: 7,
    access_token: 't1.v2.header.payload.sig',
    refresh_token: 'refresh-1',
    settings: settings(),
    monitors: [monitor()],
    bridge_server: 'wss://bridge.example',
    date_created: '2026-01-01T00:00:00.000Z',
    totp_enabled: false,
    ab_cohort: 'a',
    flags: {},
    roles: 'user',
    expires: '2026-12-01T00:00:00.000Z',
    ...overrides,
  };
}

export function renewResponse(overrides: Partial<WireRenewResponse> = {}): WireRenewResponse {
  return {
    authorized: true,
    account_id: 9,
    user_id: 7,
    access_token: 'new-token',
    refresh_token: 'refresh-2',
    roles: 'user',
    totp_enabled: false,
    expires: '2026-12-01T00:00:00.000Z',
    ...overrides,
  };
}

export function user(overrides: Partial<WireUser> = {}): WireUser {
  return {
    id: 7,
    email: 'ada@example.com',
    email_verified: true,
    time_zone: 'America/Los_Angeles',
    totp_enabled: false,
    solar_enabled: true,
    energy_sources: ['solar'],
    features: '',
    ab_cohort: 'a',
    version: 5,
    flags: {},
    partner_flags: {},
    date_created: '2026-01-01T00:00:00.000Z',
    feature_flags: [],
    account_id: 9,
    bridge_server: 'wss://bridge.example',
    labs_enabled: true,
    settings: settings(),
    monitors: [monitor()],
    ...overrides,
  };
}
