import type { MonitorProfile } from '../contracts';
import type { MonitorRow } from '../db/monitors';
import { DEFAULT_LOCALE, type Locale } from '../i18n';
import type { UserDeviceState } from '../contracts';
import { declaredDevices } from '../measured';
import { toMonitorProfile } from '../wire/monitorWire';
import { DeviceNames } from './names';

/** Everything the timeline of one monitor is generated from. */
export interface TimelineSource {
  userId: number;
  monitorId: number;
  profile: MonitorProfile;
  /** When the monitor was set up: notices (news, install check, peaks, always-on) start here. */
  createdMs: number;
  /** The household's first detection: no device history before it. */
  floorMs: number;
  names: DeviceNames;
  /** The language the items are written in (names.locale). */
  locale: Locale;
}

/** The earliest detection date of the household's devices (the start of its history). */
export function timelineFloorMs(profile: MonitorProfile): number {
  let floor = Infinity;
  for (const d of declaredDevices(profile)) floor = Math.min(floor, Date.parse(d.dateCreated));
  return floor;
}

export function sourceOf(row: MonitorRow, userState: UserDeviceState | null, locale: Locale = DEFAULT_LOCALE): TimelineSource {
  const profile = toMonitorProfile(row);
  const floorMs = timelineFloorMs(profile);
  const created = Date.parse(row.date_created);
  return {
    userId: row.user_id,
    monitorId: row.id,
    profile,
    createdMs: Number.isFinite(created) ? Math.max(created, floorMs) : floorMs,
    floorMs,
    names: new DeviceNames(profile, userState, locale),
    locale,
  };
}
