import type Database from 'better-sqlite3';
import type { WireMonitorAttributes } from '../../src/api/wire/monitor';
import { hashPassword } from './auth/passwords';
import type { MonitorRow } from './db/monitors';
import type { Repos } from './db/repos';

export const DEMO_PASSWORD = 'Kilowatch-demo-1';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const SEEDED_KEY = 'demo_seeded_at';
/** Bumped when demo accounts are added, so an older data folder gets the new ones (and only those). */
const REVISION_KEY = 'demo_seed_revision';
const SEED_REVISION = 2;

/** Monitor attributes with the defaults of spec §5, overlaid by `over`. */
export function defaultAttributes(over: Partial<WireMonitorAttributes> = {}): WireMonitorAttributes {
  return {
    id: 0,
    name: '',
    state: null,
    cost: 10.42,
    sell_back_rate: -1,
    user_set_cost: false,
    cycle_start: 1,
    basement_type: null,
    home_size_type: null,
    home_type: null,
    number_of_occupants: null,
    occupancy_type: null,
    year_built_type: null,
    postal_code: null,
    show_cost: true,
    tou_enabled: false,
    solar_tou_enabled: false,
    to_grid_threshold: null,
    panel: null,
    home_info_survey_progress: 'PENDING',
    device_survey_progress: 'PENDING',
    ...over,
  };
}

interface DemoAccount {
  userId: number;
  accountId: number;
  email: string;
  totp: boolean;
  theme: 'red' | 'wiser';
  /** Spec §6 multi-tenant user ('tenant') or admin. */
  multitenant?: 'tenant' | 'admin';
  /** The user's feature flags (spec §3 User.features): Nest and Ecobee rows show only with them. */
  features?: string;
  /** The demand-response program (settings ohm_connect_status); 'ineligible' when absent. */
  ohmConnectStatus?: 'eligible';
  monitor: {
    id: number;
    serial: string;
    timeZone: string;
    lat: number;
    lon: number;
    solar: boolean;
    battery: boolean;
    relays: boolean;
    auxPort: MonitorRow['aux_port'];
    numDetected: number;
    /** Faults the simulator plays out (Labs shows them): SimFaults keys. */
    simFaults?: string[];
    attributes: Partial<WireMonitorAttributes>;
  };
}

const home = { basement_type: 'No basement', home_type: 'Single family', occupancy_type: 'Full-time', home_info_survey_progress: 'COMPLETED', device_survey_progress: 'COMPLETED' } as const;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    userId: 1, accountId: 1001, email: 'demo@example.com', totp: false, theme: 'red', features: 'nest,ecobee', ohmConnectStatus: 'eligible',
    monitor: {
      id: 100001, serial: 'N327004101', timeZone: 'America/New_York', lat: 40.7, lon: -74.0,
      solar: true, battery: true, relays: false, auxPort: 'solar', numDetected: 20,
      attributes: { ...home, name: 'Demo home', state: 'NY', postal_code: '10001', cost: 16.5, sell_back_rate: 16.5, user_set_cost: true,
        home_size_type: '2250 sq. ft', number_of_occupants: '4', year_built_type: '1990s', to_grid_threshold: 40 },
    },
  },
  {
    userId: 2, accountId: 1002, email: 'partner@example.com', totp: false, theme: 'wiser',
    monitor: {
      id: 100002, serial: 'W100000001', timeZone: 'America/Chicago', lat: 41.9, lon: -87.6,
      solar: false, battery: false, relays: true, auxPort: null, numDetected: 14,
      attributes: { ...home, name: 'Partner home', state: 'IL', postal_code: '60601', cost: 14.2,
        home_size_type: '1750 sq. ft', number_of_occupants: '3', year_built_type: '1970s', panel: { panel_type: 'MAIN', panel_slots: 20 } },
    },
  },
  {
    userId: 3, accountId: 1003, email: 'mfa@example.com', totp: true, theme: 'red',
    monitor: {
      id: 100003, serial: 'N327004199', timeZone: 'America/Los_Angeles', lat: 37.8, lon: -122.3,
      solar: false, battery: false, relays: false, auxPort: null, numDetected: 9,
      attributes: { name: 'MFA home', state: 'CA', postal_code: '94607', cost: 24.1 },
    },
  },
  {
    // A standby generator on the aux port: its weekly exercise run carries the home (Now card, banner).
    // Its heat pump's compressor is failing: Labs rates its motor stalls high and its AC inefficient.
    userId: 4, accountId: 1004, email: 'generator@example.com', totp: false, theme: 'red',
    monitor: {
      id: 100004, serial: 'N327004104', timeZone: 'America/Denver', lat: 39.7, lon: -105.0,
      solar: false, battery: false, relays: false, auxPort: 'generator', numDetected: 20, simFaults: ['failingCompressor'],
      attributes: { ...home, name: 'Generator home', state: 'CO', postal_code: '80202', cost: 13.8,
        home_size_type: '2000 sq. ft', number_of_occupants: '2', year_built_type: '2000s' },
    },
  },
  {
    // A multi-tenant user (spec §6): cannot change network device identification.
    // The flat's service neutral is weak: Labs rates its floating neutral and power quality high.
    userId: 5, accountId: 1005, email: 'tenant@example.com', totp: false, theme: 'red', multitenant: 'tenant', features: 'ecobee',
    monitor: {
      id: 100005, serial: 'N327004205', timeZone: 'America/Denver', lat: 39.7, lon: -105.0,
      solar: false, battery: false, relays: false, auxPort: null, numDetected: 11, simFaults: ['weakNeutral'],
      attributes: { ...home, name: 'Tenant flat', state: 'CO', postal_code: '80202', cost: 13.8, occupancy_type: 'Rented' },
    },
  },
];

/**
 * Seeds the demo accounts once, at the first start of a data folder. Idempotent: markers in
 * `meta` record that it ran and at which revision (a folder seeded before the tenant account
 * existed gets it at its next start), and an account whose email or serial already exists is skipped.
 */
export async function seedDemoData(db: Database.Database, repos: Repos, now: number): Promise<boolean> {
  // A folder seeded before revisions were recorded is at revision 1.
  const revision = Number(repos.meta.get(REVISION_KEY) ?? (repos.meta.get(SEEDED_KEY) ? 1 : 0));
  if (revision >= SEED_REVISION) return false;
  // One hash per account, each with its own salt: equal passwords must not give equal hashes.
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const created = new Date(now).toISOString();
  db.transaction(() => {
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      if (
        repos.users.byEmail(a.email) || repos.users.byId(a.userId) || repos.monitors.bySerial(a.monitor.serial) || repos.devices.monitor(a.monitor.id)
      ) continue;
      const passwordHash = passwordHashes[i];
      if (!passwordHash) throw new Error(`no password hash for ${a.email}`);
      repos.users.insert({
        id: a.userId, accountId: a.accountId, email: a.email, passwordHash, emailVerified: true,
        timeZone: a.monitor.timeZone, totpSecret: a.totp ? DEMO_TOTP_SECRET : null, dateCreated: created, themeName: a.theme,
        multitenantState: a.multitenant ?? null,
      });
      // Integrations (migration 8 does the same for folders seeded earlier).
      if (a.features) db.prepare('UPDATE users SET features = ? WHERE id = ?').run(a.features, a.userId);
      if (a.ohmConnectStatus) db.prepare('UPDATE user_settings SET ohm_connect_status = ? WHERE user_id = ?').run(a.ohmConnectStatus, a.userId);
      const m = a.monitor;
      repos.monitors.insert({
        id: m.id, userId: a.userId, serialNumber: m.serial, timeZone: m.timeZone, latitude: m.lat, longitude: m.lon,
        seed: m.id, solar: m.solar, battery: m.battery, relays: m.relays, hardwareType: 'monitor', auxPort: m.auxPort,
        numDetected: m.numDetected, attributes: defaultAttributes(m.attributes), dateCreated: created, simFaults: m.simFaults,
      });
    }
    if (!repos.meta.get(SEEDED_KEY)) repos.meta.set(SEEDED_KEY, created);
    repos.meta.set(REVISION_KEY, String(SEED_REVISION));
  })();
  return true;
}
