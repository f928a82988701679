import type { MonitorProfile, DeviceInfo } from '../contracts';
import { DEFAULT_LOCALE, systemDeviceName, type Locale } from '../i18n';
import type { UserDeviceState } from '../contracts';
import { declaredDevices } from '../measured';

/** How a device is reported on the timeline: the user's name and icon, or its merged device's. */
export interface TimelineDevice {
  id: string;
  name: string;
  icon: string;
  type: string;
}

/**
 * The user's view of the household for timeline items: renamed devices keep their new names,
 * deleted devices have no events, merge members report as their merged (virtual) device. System
 * devices the user has not renamed (Always On, Other) are named in the reader's language.
 */
export class DeviceNames {
  private readonly overrides: NonNullable<UserDeviceState['devices']>;
  private readonly mergeOf = new Map<string, TimelineDevice>();
  private readonly byId = new Map<string, DeviceInfo>();

  constructor(
    profile: MonitorProfile,
    state: UserDeviceState | null,
    /** The language items are written in. */
    readonly locale: Locale = DEFAULT_LOCALE,
  ) {
    this.overrides = state?.devices ?? {};
    for (const m of state?.merges ?? []) {
      const merged = { id: m.id, name: m.name, icon: m.icon, type: 'OtherDevice' };
      for (const member of m.members) this.mergeOf.set(member, merged);
    }
    for (const d of declaredDevices(profile)) this.byId.set(d.id, d);
  }

  /** The reported device, or null when the user deleted it. */
  of(d: DeviceInfo): TimelineDevice | null {
    const o = this.overrides[d.id];
    if (o?.deleted) return null;
    const merged = this.mergeOf.get(d.id);
    if (merged) return merged;
    const name = o?.name ?? (d.special ? systemDeviceName(this.locale, d.id) : null) ?? d.name;
    return { id: d.id, name, icon: o?.icon ?? d.icon, type: o?.type ?? d.type };
  }

  /** By simulator id (specials included); null for unknown or deleted ids. */
  byDeviceId(id: string): TimelineDevice | null {
    const d = this.byId.get(id);
    return d ? this.of(d) : null;
  }

  /** The simulator ids a reported id stands for (a merged device: its members). */
  membersOf(reportedId: string): Set<string> {
    const out = new Set<string>([reportedId]);
    for (const [member, merged] of this.mergeOf) if (merged.id === reportedId) out.add(member);
    return out;
  }
}
