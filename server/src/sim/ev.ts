import type { EvCommand } from '../contracts';
import type { Calendar } from './calendar';
import { between, streamId, unit } from '../hash';
import { ev as scheduledEv, type MinuteCtx, type ModelParams, type PowerModel } from './models';

// A module-local alias: inside Jest's vm sandbox each global lookup is slow (Math.imul ~100x).
const Math = globalThis.Math;

/**
 * The EV and its charger: when the car is plugged in, its own overnight charging schedule
 * (models.ts `ev`), and the user's Start and Stop charging commands.
 *
 * - **Plugged in** unless the car is out: on about 60 % of weekdays from 7:15-8:45 until
 *   16:30-19:00 (a commute), on half the weekend days for 1.5-5 hours from 10:00-13:00. The
 *   schedule only charges at night, so it never runs while the car is out.
 * - **Start** (only while plugged in) charges at the charger's rated power from that instant,
 *   tapering over the last 15 minutes, until the battery is full after 4 hours, the car leaves,
 *   or Stop.
 * - **Stop** ends charging from that instant.
 * - Either command replaces that charging day's schedule: the schedule's charging days run noon to
 *   noon (its sessions are overnight), and it starts no session of its own until the car is next
 *   unplugged or the next charging day begins at local noon, whichever comes first. A command
 *   while the car is out does nothing.
 *
 * Commands take effect on whole seconds, so a minute holding one is a step: the minute model
 * reports the minute's mean (what history and every aggregate read) and `segments` the exact
 * watts before and after (what the realtime values and the per-half-second envelopes read).
 */

/** A manual session fills the battery after this long. */
export const EV_MANUAL_MINUTES = 240;
/** The schedule's charging days begin at local noon (models.ts `ev`). */
const CHARGING_DAY_STARTS = 720;
/** How far ahead a departure is looked for. */
const LOOKAHEAD_DAYS = 4;
const TAPER_MINUTES = 15;
const TAPER_FLOOR_W = 1500;
const S_AWAY = streamId('ev.away');

/** Part of a minute with constant EV watts, from `fromSec` (0-59) to the next segment. */
export interface EvSegment {
  fromSec: number;
  w: number;
}

/** When the car is out on a local day: [from, to) in local clock minutes, or null (home all day). */
export function evAwayWindow(seed: number, s: number, dayNo: number, weekday: number): { from: number; to: number } | null {
  const st = (s ^ S_AWAY) >>> 0;
  if (weekday >= 6) {
    if (unit(seed, st, dayNo, 1) >= 0.5) return null;
    const from = Math.round(between(600, 780, seed, st, dayNo, 2));
    return { from, to: from + Math.round(between(90, 300, seed, st, dayNo, 3)) };
  }
  if (unit(seed, st, dayNo, 1) >= 0.6) return null;
  return { from: Math.round(between(435, 525, seed, st, dayNo, 2)), to: Math.round(between(990, 1140, seed, st, dayNo, 3)) };
}

/** The EV's plug, schedule and commands for one household (built with the household). */
export class EvCharger {
  /** The commands that do something (given while plugged in), oldest first. */
  readonly commands: readonly EvCommand[];
  /** Per command: when the car next leaves, and when the next charging day begins. */
  private readonly leaves: number[];
  private readonly noons: number[];
  private readonly scratch: MinuteCtx = { m: 0, clock: 0, dayNo: 0, dayStartMin: 0, weekday: 1, weekend: false, doy: 1, month: 1, tempC: 15 };

  constructor(
    private readonly p: ModelParams,
    private readonly cal: Calendar,
    commands: readonly EvCommand[] = [],
  ) {
    const sorted = [...commands].sort((a, b) => a.atMs - b.atMs);
    this.commands = sorted.filter((c) => this.pluggedIn(c.atMs));
    this.leaves = this.commands.map((c) => this.departureAfter(c.atMs));
    this.noons = this.commands.map((c) => this.noonAfter(c.atMs));
  }

  /** The next local noon after `ms`: the start of the schedule's next charging day. */
  private noonAfter(ms: number): number {
    const day = this.cal.dayOf(ms);
    const noon = this.cal.clockToMs(day, CHARGING_DAY_STARTS);
    return noon > ms ? noon : this.cal.clockToMs(this.cal.day(day.dayNo + 1), CHARGING_DAY_STARTS);
  }

  /** Whether the car is plugged in at an instant. */
  pluggedIn(ms: number): boolean {
    const day = this.cal.dayOf(ms);
    const away = evAwayWindow(this.p.seed, this.p.s, day.dayNo, day.weekday);
    if (!away) return true;
    const clock = this.cal.clockMin(ms);
    return clock < away.from || clock >= away.to;
  }

  /** The next time the car leaves after `ms` (looking up to 4 days ahead; past that, 4 days on). */
  departureAfter(ms: number): number {
    const first = this.cal.dayOf(ms).dayNo;
    for (let k = 0; k <= LOOKAHEAD_DAYS; k++) {
      const day = this.cal.day(first + k);
      const away = evAwayWindow(this.p.seed, this.p.s, day.dayNo, day.weekday);
      if (!away) continue;
      const leaves = this.cal.clockToMs(day, away.from);
      if (leaves > ms) return leaves;
    }
    return ms + LOOKAHEAD_DAYS * 86_400_000;
  }

  /** How many commands took effect at or before `ms`. */
  private countAt(ms: number): number {
    const list = this.commands;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((list[mid] as EvCommand).atMs <= ms) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Watts during the minute `c` (starting at `startMs`) with the first `count` commands in effect. */
  private valueWith(count: number, c: MinuteCtx, startMs: number): number {
    if (count === 0) return scheduledEv(this.p, c);
    const i = count - 1;
    const last = this.commands[i] as EvCommand;
    const leaves = this.leaves[i] as number;
    if (last.action === 'start' && startMs < Math.min(leaves, last.atMs + EV_MANUAL_MINUTES * 60_000)) {
      const left = EV_MANUAL_MINUTES - Math.max(0, (startMs - last.atMs) / 60_000);
      return left <= TAPER_MINUTES ? TAPER_FLOOR_W + ((this.p.rated - TAPER_FLOOR_W) * left) / TAPER_MINUTES : this.p.rated;
    }
    // Stopped, or charged: the schedule waits until the car leaves or the next charging day.
    if (startMs < Math.min(leaves, this.noons[i] as number)) return 0;
    return scheduledEv(this.p, c);
  }

  /** The steps of minute `c.m` when a command falls inside it, else null (one value all minute). */
  private segmentsOf(c: MinuteCtx): EvSegment[] | null {
    if (this.commands.length === 0) return null;
    const startMs = c.m * 60_000;
    const before = this.countAt(startMs);
    const through = this.countAt(startMs + 59_999);
    if (through === before) return null;
    const out: EvSegment[] = [{ fromSec: 0, w: this.valueWith(before, c, startMs) }];
    for (let n = before + 1; n <= through; n++) {
      const fromSec = Math.min(59, Math.ceil(((this.commands[n - 1] as EvCommand).atMs - startMs) / 1000));
      const w = this.valueWith(n, c, startMs);
      if (out.at(-1)!.fromSec === fromSec) out.at(-1)!.w = w;
      else out.push({ fromSec, w });
    }
    return out;
  }

  /** The minute model: the mean over the minute (a weighted mean across a command's step). */
  readonly model: PowerModel = (_p, c) => {
    const segs = this.segmentsOf(c);
    if (!segs) return this.valueWith(this.countAt(c.m * 60_000), c, c.m * 60_000);
    let sum = 0;
    for (let j = 0; j < segs.length; j++) {
      const to = j + 1 < segs.length ? (segs[j + 1] as EvSegment).fromSec : 60;
      sum += (segs[j] as EvSegment).w * (to - (segs[j] as EvSegment).fromSec);
    }
    return sum / 60;
  };

  /** The steps of epoch minute m, or null when no command falls inside it. */
  segments(m: number): EvSegment[] | null {
    if (this.commands.length === 0) return null;
    const startMs = m * 60_000;
    if (this.countAt(startMs + 59_999) === this.countAt(startMs)) return null;
    return this.segmentsOf(this.ctxOf(m));
  }

  /** Watts at an instant at minute resolution, with commands to the second (no sub-minute noise). */
  wattsAt(ms: number): number {
    const m = Math.floor(ms / 60_000);
    const c = this.ctxOf(m);
    const segs = this.segmentsOf(c);
    if (!segs) return this.model(this.p, c);
    const sec = (ms - m * 60_000) / 1000;
    let w = (segs[0] as EvSegment).w;
    for (const s of segs) if (s.fromSec <= sec) w = s.w;
    return w;
  }

  /** What the EV model reads of a minute: its local clock, day and weekday. */
  private ctxOf(m: number): MinuteCtx {
    const ms = m * 60_000;
    const day = this.cal.dayOf(ms);
    const c = this.scratch;
    c.m = m;
    c.clock = this.cal.clockMin(ms);
    c.dayNo = day.dayNo;
    c.dayStartMin = day.startMin;
    c.weekday = day.weekday;
    c.weekend = day.weekday >= 6;
    c.doy = day.dayOfYear;
    c.month = day.month;
    return c;
  }
}

export { evCommandsKey } from '../home/profileKey';
