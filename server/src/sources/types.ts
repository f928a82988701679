import type { DeviceInfo } from '../contracts';

/**
 * What a source is (ARCHITECTURE, "The third wave"): it turns one monitor's device protocol into
 * samples, declares what it measures, and may back-fill a past interval. It never computes a figure;
 * figures read the store (server/src/measured/), which is the only thing a source writes to.
 *
 * Adding a source means one folder under sources/ that exports a SourceFactory (see registry.ts).
 */

/** How a value came to be. The store keeps it beside each value; figures may show it. */
export type Quality = 'measured' | 'held' | 'interpolated' | 'backfilled';
export const QUALITIES: readonly Quality[] = ['measured', 'held', 'interpolated', 'backfilled'];

/**
 * What a channel carries. mains and mains_leg are consumption; solar is production (W ≥ 0); battery is
 * + discharging / − charging; battery_soc is %; voltage V; frequency Hz; circuit, plug and detected are a
 * device's watts (a measured circuit, a smart plug, or what detection says a device draws).
 */
export type ChannelKind = 'mains' | 'mains_leg' | 'solar' | 'battery' | 'battery_soc' | 'generator' | 'voltage' | 'frequency' | 'circuit' | 'plug' | 'detected';

export type ChannelUnit = 'W' | 'V' | 'Hz' | '%';

export const UNIT_OF: Record<ChannelKind, ChannelUnit> = {
  mains: 'W',
  mains_leg: 'W',
  solar: 'W',
  battery: 'W',
  battery_soc: '%',
  generator: 'W',
  voltage: 'V',
  frequency: 'Hz',
  circuit: 'W',
  plug: 'W',
  detected: 'W',
};

/**
 * A declared channel. Keys are stable names: 'mains', 'mains.L1', 'mains.L2' (or .A/.B/.C for three
 * phases), 'solar', 'battery', 'battery.soc', 'generator', 'voltage.L1', 'voltage.L2', 'frequency',
 * and 'device:<id>' for a circuit, a plug or a detected device.
 */
export interface ChannelDecl {
  key: string;
  kind: ChannelKind;
  /** A name for people (a circuit's label); optional. */
  label?: string;
  /**
   * The device this channel is (a circuit, a plug, a detected device; or the home's solar, battery or
   * generator): what figures list and name. The store keeps it with the channel (measured declaredDevices).
   */
  device?: DeviceInfo;
}

/** One monitor-instant: a UTC instant (ms) and the values the source has then, by channel key. */
export interface Sample {
  t: number;
  values: Readonly<Record<string, number>>;
  /** The quality of every value (default 'measured'). */
  quality?: Quality;
  /** Per-value qualities where they differ from `quality`. */
  qualities?: Readonly<Record<string, Quality>>;
}

/** A past whole minute the source only knows as an aggregate (a meter's own 1-minute log, HA statistics). */
export interface MinuteAggregate {
  /** Epoch minute (UTC ms / 60000). */
  minute: number;
  /** Per channel: mean over the minute, and its extremes where the source knows them (else the mean). */
  values: Readonly<Record<string, { mean: number; min?: number; max?: number }>>;
  /** How many native samples the aggregate stands for (default 1). */
  count?: number;
}

export interface SourceCapabilities {
  channels: readonly ChannelDecl[];
  /** The source's native sampling interval (ms): 500 for the simulator's 2 Hz, 1000 for a 1 Hz meter. */
  nativeIntervalMs: number;
  /**
   * Whether and how finely the source can read a past interval back: 'native' (samples at its native
   * rate), 'minute' (minute aggregates only), or null (what was not heard live is a gap for good).
   */
  backfill: 'native' | 'minute' | null;
}

/**
 * Whole minutes as columns (a meter's log read back in bulk): per channel the minute means and, where
 * the source knows them, the minute's extremes. Without extremes the store keeps them as unknown.
 */
export interface MinuteSeries {
  /** Epoch minute of the first column entry. */
  fromMinute: number;
  count: number;
  /** How many native samples a minute stands for (default 1). */
  samplesPerMinute?: number;
  /** Per channel; a NaN mean is a minute the source has nothing of for that channel. */
  channels: Readonly<Record<string, { mean: ArrayLike<number>; min?: ArrayLike<number>; max?: ArrayLike<number> }>>;
}

/** What a back-fill read returns: samples (quality 'backfilled'), minute aggregates or minute columns.
 * Whatever of the interval it leaves out (the source's outages) stays a gap. */
export interface Backfill {
  samples?: Sample[];
  minutes?: MinuteAggregate[];
  series?: MinuteSeries[];
}

export interface BackfillOptions {
  /**
   * False when the reader needs means only (energy figures): a source may then answer faster and leave
   * the extremes out. Default true (the power meter's envelopes need them).
   */
  extremes?: boolean;
}

export interface Source {
  readonly kind: string;
  capabilities(): SourceCapabilities;
  /**
   * The past interval [fromMs, toMs) at `resolution` ('native' samples, or 'minute' aggregates for
   * whole minutes). Synchronous for the simulator; a network source answers a promise. Absent when the
   * source cannot back-fill.
   */
  backfill?(fromMs: number, toMs: number, resolution: 'native' | 'minute', options?: BackfillOptions): Backfill;
}
