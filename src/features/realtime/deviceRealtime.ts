import type { IsoTime } from '../../api/wire/common';
import type { WireDeviceStates, WireRealtimeDevice } from '../../api/wire/realtime';
import type { DeviceRealtime, DeviceRealtimeState } from './types';

/** Producers are not drawn as consumption bubbles. */
const NOT_BUBBLES = new Set(['solar', 'battery', 'generator']);

export interface DevicesResult {
  devices: Record<string, DeviceRealtime>;
  activeDeviceIds: string[];
}

function stateOf(device: WireRealtimeDevice): DeviceRealtimeState {
  return device.attrs?.includes('Idle') ? 'Idle' : 'On';
}

export function emptyDevice(id: string): DeviceRealtime {
  return {
    id, name: id, icon: 'socket', w: 0, ao_w: null, last_state: 'Off', last_state_time: null,
    network_mode: null, network_state: null, faults: [],
  };
}

/**
 * spec monitoring §4 "Device realtime state": on each message every known device and each
 * reported device becomes On, Off (absent from the feed) or Idle (attrs include Idle).
 * last_state_time is refreshed (to `nowIso`) only when the state changed and the device's
 * detail is loaded. Unchanged devices keep their object, and the maps/lists keep their
 * reference when nothing changed, so a 2 Hz feed re-renders only what moved.
 */
export function applyRealtimeDevices(
  prev: Record<string, DeviceRealtime>,
  prevActive: string[],
  reported: WireRealtimeDevice[],
  detailLoaded: Record<string, true>,
  nowIso: IsoTime,
): DevicesResult {
  const next: Record<string, DeviceRealtime> = {};
  const seen = new Set<string>();
  let changed = false;

  const put = (old: DeviceRealtime | undefined, base: DeviceRealtime, patch: Partial<DeviceRealtime>) => {
    let dirty = !old;
    for (const key of Object.keys(patch) as (keyof DeviceRealtime)[]) {
      if (base[key] !== patch[key]) dirty = true;
    }
    if (!dirty) {
      next[base.id] = base;
      return;
    }
    const stateChanged = patch.last_state !== undefined && patch.last_state !== base.last_state;
    const refreshTime = stateChanged && detailLoaded[base.id] === true;
    next[base.id] = { ...base, ...patch, ...(refreshTime ? { last_state_time: nowIso } : null) };
    changed = true;
  };

  for (const d of reported) {
    if (!d || typeof d.id !== 'string') continue;
    seen.add(d.id);
    const old = prev[d.id];
    put(old, old ?? emptyDevice(d.id), {
      name: d.name ?? old?.name ?? d.id,
      icon: d.icon ?? old?.icon ?? 'socket',
      w: typeof d.w === 'number' ? d.w : 0,
      ao_w: typeof d.ao_w === 'number' ? d.ao_w : (old?.ao_w ?? null),
      last_state: stateOf(d),
    });
  }
  for (const id of Object.keys(prev)) {
    if (seen.has(id)) continue;
    const old = prev[id]!;
    put(old, old, { w: 0, last_state: 'Off' });
  }
  const devices = changed ? next : prev;
  return { devices, activeDeviceIds: nextActiveIds(prevActive, devices) };
}

/** Active (On or Idle) consumer ids, keeping the previous order and appending newcomers. */
function nextActiveIds(prevActive: string[], devices: Record<string, DeviceRealtime>): string[] {
  const isActive = (id: string) => {
    const d = devices[id];
    return d !== undefined && d.last_state !== 'Off' && !NOT_BUBBLES.has(id);
  };
  const kept = prevActive.filter(isActive);
  const keptSet = new Set(kept);
  const added = Object.keys(devices).filter((id) => isActive(id) && !keptSet.has(id));
  if (added.length === 0 && kept.length === prevActive.length) return prevActive;
  return kept.concat(added);
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** device_states: network state and faults; a 'full' update covers every listed device. */
export function applyDeviceStates(prev: Record<string, DeviceRealtime>, payload: WireDeviceStates): Record<string, DeviceRealtime> {
  let next: Record<string, DeviceRealtime> | null = null;
  for (const s of payload.states ?? []) {
    const old = (next ?? prev)[s.device_id] ?? emptyDevice(s.device_id);
    const faults = s.faults && !sameStrings(s.faults, old.faults) ? s.faults : old.faults;
    if (prev[s.device_id] && old.network_mode === s.mode && old.network_state === s.state && old.faults === faults) continue;
    next = next ?? { ...prev };
    next[s.device_id] = { ...old, network_mode: s.mode ?? null, network_state: s.state ?? null, faults };
  }
  return next ?? prev;
}
