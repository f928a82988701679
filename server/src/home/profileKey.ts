import type { EvCommand, MonitorProfile } from '../contracts';

/**
 * A monitor's configuration key: every setting of its profile that changes what its source
 * reports (the seed and place, the equipment, faults, the user's EV commands). The simulator's
 * household memo and the figures' caches key on it, so changing a setting never reads a figure
 * of the home as it was.
 */

/** A short, stable digest of a command list (part of the configuration key). */
export function evCommandsKey(commands: readonly EvCommand[] | undefined): string {
  if (!commands || commands.length === 0) return '';
  let h = 0x811c9dc5;
  for (const c of commands) {
    const s = `${c.atMs}${c.action === 'start' ? '+' : '-'}`;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  return `ev${commands.length}.${(h >>> 0).toString(36)}`;
}

/** The faults part of a profile's cache key: empty for a healthy home (so its keys are as before). */
export function faultsKey(p: MonitorProfile): string {
  const f = p.faults;
  if (!f) return '';
  const parts = [f.failingCompressor ? 'c' : '', f.weakNeutral ? 'n' : ''].join('');
  return parts ? `|f:${parts}` : '';
}

const commandKeys = new WeakMap<readonly unknown[], string>();

/** The user's EV commands change what the monitor reports, so they are part of the key. */
function commandsKeyOf(p: MonitorProfile): string {
  const list = p.evCommands;
  if (!list || list.length === 0) return '';
  let key = commandKeys.get(list);
  if (key === undefined) {
    key = `|${evCommandsKey(list)}`;
    commandKeys.set(list, key);
  }
  return key;
}

/** The configuration key (see above): the household memo and figure caches key on it. */
export function profileKey(p: MonitorProfile): string {
  return `${p.seed}|${p.timeZone}|${p.latitude}|${p.longitude}|${p.solar ? 1 : 0}${p.battery ? 1 : 0}${p.relays ? 1 : 0}${p.generator ? 1 : 0}${faultsKey(p)}${commandsKeyOf(p)}`;
}
