import { createHash } from 'node:crypto';
import type { MonitorProfile } from '../contracts';

/**
 * The data_change checksums (wire §2.4). They change whenever what a client would re-fetch
 * changes: the device list when the user record changes (names, merges bump user_version), the
 * overview when settings change. The REST overview should call this too so the two agree.
 */
export function feedChecksums(
  profile: MonitorProfile,
  versions: { userVersion: number; settingsVersion: number },
): { device_data_checksum: string; monitor_overview_checksum: string; partner_checksum: string } {
  const sha = (s: string) => createHash('sha1').update(s).digest('hex').toUpperCase();
  const base = `${profile.id}|${profile.seed}|${profile.solar ? 1 : 0}${profile.battery ? 1 : 0}${profile.relays ? 1 : 0}`;
  return {
    device_data_checksum: sha(`devices|${base}|u${versions.userVersion}`),
    monitor_overview_checksum: sha(`overview|${base}|u${versions.userVersion}|s${versions.settingsVersion}|${profile.costCentsPerKwh}`),
    partner_checksum: sha(`partner|${base}`),
  };
}
