import type { MonitorProfile } from '../../../server/src/contracts';

/** A solar + battery + relays home in North Carolina, for simulator and feed tests. */
export const solarHome: MonitorProfile = {
  id: 100001,
  seed: 20260621,
  serialNumber: 'N327000001',
  timeZone: 'America/New_York',
  latitude: 35.78,
  longitude: -78.64,
  solar: true,
  battery: true,
  relays: true,
  costCentsPerKwh: 13.2,
};

/** The same place without solar, battery or relays. */
export const plainHome: MonitorProfile = { ...solarHome, id: 100002, seed: 77, solar: false, battery: false, relays: false };

/** The profile the server builds for the seeded demo monitor (server/src/seed.ts). */
export const demoProfile: MonitorProfile = {
  id: 100001,
  seed: 100001,
  serialNumber: 'N327004101',
  timeZone: 'America/New_York',
  latitude: 40.7,
  longitude: -74,
  solar: true,
  battery: true,
  relays: false,
  costCentsPerKwh: 16.5,
  sellBackCentsPerKwh: 16.5,
  showCost: true,
  generator: false,
  touEnabled: false,
  solarTouEnabled: false,
};
