import { everyClockInterval } from '../clock';
import type { ApplianceKind, MonitorProfile } from '../contracts';
import type { AppContext } from '../context';
import { declaredDevices } from '../measured';
import { hash32, hexId, streamId, unit } from '../hash';
import type { IntegrationsRepo, PlugRow } from './repo';

/**
 * The smart plugs of a simulated home (TP-Link). Turning the integration on starts a search: each
 * plug is found 5 to 10 simulated minutes later (a stable offset per home and plug), then lists as
 * a device measured by its plug (devices/book.ts). The Kasa plugs on the home's network are found
 * by the integration alone; the Tapo plug belongs to the smart-plug account, so it is found only
 * once the account's credentials are saved (/labs/tapo).
 */
export interface PlugPlan {
  kind: ApplianceKind;
  model: string;
  /** Found through the smart-plug account (credentials needed). */
  account: boolean;
}

export const PLUG_PLAN: readonly PlugPlan[] = [
  { kind: 'tv', model: 'HS110', account: false },
  { kind: 'computer', model: 'HS110', account: false },
  { kind: 'router', model: 'P110', account: true },
];

export const FIND_MIN_MS = 5 * 60_000;
export const FIND_MAX_MS = 10 * 60_000;

/** How long after the search starts a plug is found: 5 to 10 minutes, whole seconds, stable per home and plug. */
export function findDelayMs(profile: MonitorProfile, kind: string): number {
  const u = unit(profile.seed >>> 0, streamId(`plug:${kind}`), 11);
  return Math.round((FIND_MIN_MS + u * (FIND_MAX_MS - FIND_MIN_MS)) / 1000) * 1000;
}

/** A locally administered MAC, stable per home and plug. */
function macOf(profile: MonitorProfile, kind: string): string {
  const h1 = hash32(profile.seed >>> 0, streamId(`plug-mac:${kind}`), 1);
  const h2 = hash32(profile.seed >>> 0, streamId(`plug-mac:${kind}`), 2);
  const bytes = [0x52, (h1 >>> 24) & 0xff, (h1 >>> 16) & 0xff, (h1 >>> 8) & 0xff, h1 & 0xff, h2 & 0xff];
  return bytes.map((b) => b.toString(16).padStart(2, '0')).join(':').toUpperCase();
}

/** The plugs a search started at `startMs` will find (only those whose device the home has). */
export function plannedPlugs(profile: MonitorProfile, startMs: number, withAccount: boolean): Omit<PlugRow, 'found_at'>[] {
  const devices = declaredDevices(profile);
  const out: Omit<PlugRow, 'found_at'>[] = [];
  for (const p of PLUG_PLAN) {
    if (p.account && !withAccount) continue;
    const device = devices.find((d) => d.kind === p.kind && !d.special && !d.relay);
    if (!device) continue;
    out.push({
      monitor_id: profile.id,
      id: `ssi-${hexId(profile.seed >>> 0, `plug:${p.kind}`)}`,
      device_id: device.id,
      model: p.model,
      mac: macOf(profile, p.kind),
      due_at: startMs + findDelayMs(profile, p.kind),
    });
  }
  return out;
}

/** Starts the search for the plugs not planned yet (e.g. the account's plug once credentials arrive); returns how many. */
export function planPlugs(repo: IntegrationsRepo, profile: MonitorProfile, startMs: number, withAccount: boolean): number {
  const known = new Set(repo.plugs(profile.id).map((p) => p.id));
  let added = 0;
  for (const row of plannedPlugs(profile, startMs, withAccount)) if (!known.has(row.id) && repo.insertPlug(row)) added++;
  return added;
}

type DiscoveryCtx = Pick<AppContext, 'repos' | 'events' | 'now'>;

/**
 * Lists the plugs whose time has come for one monitor. A change bumps the user's version and
 * emits `user-changed`: the feed reloads the device state and sends data_change, so the app
 * refetches its device list. Returns how many plugs were found.
 */
export function discoverDue(ctx: DiscoveryCtx, monitorId: number): number {
  const repo = ctx.repos.integrations;
  const monitor = ctx.repos.devices.monitor(monitorId);
  if (!monitor) return 0;
  const found = repo.transaction(() => {
    const n = repo.findDue(monitorId, ctx.now());
    return n > 0 ? { n, userVersion: ctx.repos.devices.bumpUserVersion(monitor.user_id) } : null;
  });
  if (!found) return 0;
  ctx.events.emit('user-changed', { userId: monitor.user_id, userVersion: found.userVersion });
  return found.n;
}

export interface PlugDiscovery {
  /** Finds every due plug now; returns how many. */
  tick(): number;
  stop(): void;
}

/** Runs discovery every `intervalMs` of the server clock (default 15 s); started by buildApp, stopped on close. */
export function startPlugDiscovery(
  ctx: DiscoveryCtx,
  { timers = true, intervalMs = 15_000, onError }: { timers?: boolean; intervalMs?: number; onError?: (err: unknown) => void } = {},
): PlugDiscovery {
  const tick = (): number => {
    let n = 0;
    for (const monitorId of ctx.repos.integrations.dueMonitors(ctx.now())) n += discoverDue(ctx, monitorId);
    return n;
  };
  const timer = timers
    ? everyClockInterval(ctx.now, intervalMs, () => {
        try {
          tick();
        } catch (err) {
          onError?.(err);
        }
      })
    : null;
  return { tick, stop: () => timer?.stop() };
}
