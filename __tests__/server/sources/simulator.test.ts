/** @jest-environment node */
import type { MonitorProfile } from '../../../server/src/contracts';
import { dayEnvelope } from '../../../server/src/history/envelope';
import { motorEvents, sampleAt } from '../../../server/src/sim';
import { calendarFor } from '../../../server/src/time/calendar';
import { generatorMinutesOfDay } from '../../../server/src/sim/generator';
import { householdOf } from '../../../server/src/sim/household';
import { daySeries } from '../../../server/src/sim/series';
import { simulatorSource } from '../../../server/src/sources/simulator';
import type { MinuteAggregate, Sample } from '../../../server/src/sources/types';
import { plainHome, solarHome } from '../support/profiles';

// Whole simulated days (day series, envelopes) on a loaded machine.
jest.setTimeout(60_000);

const solarOnly: MonitorProfile = { ...plainHome, id: 100004, seed: 4242, solar: true };
const generatorHome: MonitorProfile = { ...plainHome, id: 100005, seed: 91, generator: true };

const cal = calendarFor('America/New_York');
const MIN = 60_000;
const round = (w: number) => Math.round(w * 10) / 10;

/**
 * Allowed difference between a back-filled and a live value, by channel: watts to their 0.1 W
 * rounding; volts, hertz and % to float noise (the back-fill computes them in closed form, so a
 * drift in a mirrored constant of sim/ shows here).
 */
function tolerance(key: string): number {
  return key.startsWith('voltage.') || key === 'frequency' || key === 'battery.soc' ? 1e-6 : 0.05 + 1e-9;
}

function expectSameValues(a: Sample, b: Sample): void {
  expect(Object.keys(a.values)).toEqual(Object.keys(b.values));
  for (const [k, v] of Object.entries(a.values)) {
    const d = Math.abs(v - b.values[k]!);
    if (!(d <= tolerance(k))) throw new Error(`${k} at ${new Date(a.t).toISOString()}: ${v} vs ${b.values[k]}`);
  }
}

/** A local day's number (New York). */
const dayNoOf = (ms: number) => cal.dayOf(ms).dayNo;

/** The first day from 2026-06-01 with a simulated grid outage (battery homes), and its outage's first minute. */
function gridOutageMinute(profile: MonitorProfile): number {
  const first = dayNoOf(Date.UTC(2026, 5, 1, 12));
  for (let d = first; d < first + 31; d++) {
    const ds = daySeries(householdOf(profile), d);
    if (ds.outage) return ds.day.startMin + ds.outage[0];
  }
  throw new Error('no grid outage in June');
}

/** The generator's weekly exercise run in the week from 2026-06-01: its first epoch minute. */
function generatorRunMinute(profile: MonitorProfile): number {
  const first = dayNoOf(Date.UTC(2026, 5, 1, 12));
  for (let d = first; d < first + 7; d++) {
    const run = generatorMinutesOfDay(profile, cal.day(d));
    if (run) return run[0];
  }
  throw new Error('no generator run');
}

describe('simulator source: channels', () => {
  const fixed = (p: MonitorProfile) => simulatorSource(p).capabilities().channels.filter((c) => c.kind !== 'detected');

  it('declares 2 Hz native back-fill and the channels each kind of home has', () => {
    const caps = simulatorSource(plainHome).capabilities();
    expect(caps.nativeIntervalMs).toBe(500);
    expect(caps.backfill).toBe('native');
    expect(fixed(plainHome).map((c) => [c.key, c.kind])).toEqual([
      ['mains', 'mains'],
      ['mains.L1', 'mains_leg'],
      ['mains.L2', 'mains_leg'],
      ['voltage.L1', 'voltage'],
      ['voltage.L2', 'voltage'],
      ['frequency', 'frequency'],
    ]);
    expect(fixed(solarOnly).map((c) => c.key)).toEqual(['mains', 'mains.L1', 'mains.L2', 'solar', 'voltage.L1', 'voltage.L2', 'frequency']);
    expect(fixed(solarHome).map((c) => [c.key, c.kind])).toEqual([
      ['mains', 'mains'],
      ['mains.L1', 'mains_leg'],
      ['mains.L2', 'mains_leg'],
      ['solar', 'solar'],
      ['battery', 'battery'],
      ['battery.soc', 'battery_soc'],
      ['voltage.L1', 'voltage'],
      ['voltage.L2', 'voltage'],
      ['frequency', 'frequency'],
    ]);
    expect(fixed(generatorHome).map((c) => c.key)).toEqual(['mains', 'mains.L1', 'mains.L2', 'generator', 'voltage.L1', 'voltage.L2', 'frequency']);
  });

  it('has one detected channel per household load, in load order, named like the device', () => {
    for (const p of [plainHome, solarHome, generatorHome]) {
      const devices = simulatorSource(p).capabilities().channels.filter((c) => c.kind === 'detected');
      const loads = householdOf(p).loads;
      expect(devices.map((c) => [c.key, c.label])).toEqual(loads.map((rt) => [`device:${rt.device.id}`, rt.device.name]));
      // Loads only: no solar, battery or generator "device".
      expect(loads.some((rt) => rt.device.special === 'solar' || rt.device.special === 'battery')).toBe(false);
    }
    // Relays are loads too.
    expect(simulatorSource(solarHome).capabilities().channels.some((c) => c.key.startsWith('device:relay-'))).toBe(true);
  });

  it('keeps the channel order stable for a profile', () => {
    expect(simulatorSource(solarHome).capabilities()).toEqual(simulatorSource({ ...solarHome }).capabilities());
    const keys = simulatorSource(solarHome).capabilities().channels.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('simulator source: live samples', () => {
  it('equals sampleAt, watts rounded to 0.1 W, in channel order', () => {
    for (const p of [plainHome, solarHome, generatorHome]) {
      const src = simulatorSource(p);
      const keys = src.capabilities().channels.map((c) => c.key);
      const loads = householdOf(p).loads;
      for (const t of [Date.UTC(2026, 5, 21, 16, 30, 0, 0), Date.UTC(2026, 0, 14, 23, 59, 59, 500), Date.UTC(2026, 8, 3, 1, 2, 3, 217)]) {
        const s = sampleAt(p, t);
        const live = src.liveSample(t)!;
        expect(live.t).toBe(t);
        expect(live.quality).toBe('measured');
        expect(Object.keys(live.values)).toEqual(keys);
        const v = live.values;
        expect(v.mains).toBe(round(s.w));
        expect([v['mains.L1'], v['mains.L2']]).toEqual([round(s.legs[0]), round(s.legs[1])]);
        expect([v['voltage.L1'], v['voltage.L2'], v.frequency]).toEqual([s.voltage[0], s.voltage[1], s.hz]);
        if (p.solar) expect(v.solar).toBe(round(s.solar_w));
        if (p.battery) {
          expect(v.battery).toBe(round(s.battery_w));
          expect(v['battery.soc']).toBe(s.battery_pct);
        }
        if (p.generator) expect(v.generator).toBe(round(s.generator_w));
        loads.forEach((rt, k) => {
          expect(s.devices[k]!.device.id).toBe(rt.device.id);
          expect(v[`device:${rt.device.id}`]).toBe(round(s.devices[k]!.w));
        });
      }
    }
  });

  it('keeps producing before the household was installed (2025-03-01), as the simulator does', () => {
    const t = Date.UTC(2024, 6, 1, 17);
    expect(sampleAt(solarHome, t).w).toBeGreaterThan(0);
    const src = simulatorSource(solarHome);
    expect(src.liveSample(t)!.values.mains).toBe(round(sampleAt(solarHome, t).w));
    expect(src.backfill(t, t + MIN, 'native').samples).toHaveLength(120);
    expect(src.backfill(t, t + 2 * MIN, 'minute').minutes).toHaveLength(2);
  });
});

describe('simulator source: native back-fill', () => {
  /** Back-fills [from, to) and compares every sample with the live one at the same instant. */
  function expectLikeLive(p: MonitorProfile, from: number, to: number): Sample[] {
    const src = simulatorSource(p);
    const { samples = [] } = src.backfill(from, to, 'native');
    const first = Math.ceil(from / 500) * 500;
    expect(samples.map((s) => s.t)).toEqual(Array.from({ length: Math.ceil((to - first) / 500) }, (_, i) => first + i * 500));
    for (const s of samples) {
      expect(s.quality).toBe('backfilled');
      expectSameValues(s, src.liveSample(s.t)!);
    }
    return samples;
  }

  it('gives a sample every 500 ms equal to the live one, through a motor start and its spike', () => {
    const day = Date.UTC(2026, 6, 15, 4);
    const start = motorEvents(plainHome, day, day + 86_400_000).find((e) => !e.stall && e.spikeW > 1000) ?? motorEvents(plainHome, day, day + 86_400_000)[0]!;
    const samples = expectLikeLive(plainHome, start.epochMs - MIN, start.epochMs + 2 * MIN);
    expect(samples).toHaveLength(360);
    // The spike shows in the device's channel during the start's first seconds.
    const id = `device:${start.deviceId}`;
    const at = (t: number) => samples.find((s) => s.t === t)!.values[id]!;
    expect(at(start.epochMs) - at(start.epochMs + start.seconds * 1000 + 1000)).toBeGreaterThan(start.spikeW * 0.8);
  });

  it('crosses local midnight (a new day series) and starts at any instant', () => {
    const midnight = Date.UTC(2026, 6, 16, 4);
    expectLikeLive(solarHome, midnight - 2 * MIN + 123, midnight + 2 * MIN);
    expectLikeLive(plainHome, midnight - MIN, midnight + MIN - 250);
  });

  it('follows the battery through a grid outage and the generator through its exercise run', () => {
    const outage = gridOutageMinute(solarHome) * MIN;
    const samples = expectLikeLive(solarHome, outage - MIN, outage + MIN);
    // Off grid the battery carries the home half second by half second.
    const during = samples.filter((s) => s.t >= outage).map((s) => s.values.battery!);
    expect(new Set(during).size).toBeGreaterThan(10);
    const run = generatorRunMinute(generatorHome) * MIN;
    const gen = expectLikeLive(generatorHome, run - MIN, run + MIN);
    expect(gen.filter((s) => s.t < run).every((s) => s.values.generator === 0)).toBe(true);
    expect(gen.filter((s) => s.t >= run).every((s) => s.values.generator! > 0)).toBe(true);
  });

  it('is deterministic', () => {
    const from = Date.UTC(2026, 2, 8, 6, 58);
    const a = simulatorSource(solarHome).backfill(from, from + 3 * MIN, 'native');
    const src = simulatorSource(solarHome);
    src.backfill(from + 10 * MIN, from + 12 * MIN, 'native');
    expect(src.backfill(from, from + 3 * MIN, 'native')).toEqual(a);
  });
});

describe('simulator source: minute aggregates', () => {
  const W_KINDS = new Set(['mains', 'mains_leg', 'solar', 'battery', 'generator', 'detected']);

  /** Every minute aggregate against the native samples of the same minute. */
  function expectAggregatesFitSamples(p: MonitorProfile, minutes: MinuteAggregate[], samples: Sample[]): void {
    const watts = new Set(simulatorSource(p).capabilities().channels.filter((c) => W_KINDS.has(c.kind)).map((c) => c.key));
    const byMinute = new Map<number, Sample[]>();
    for (const s of samples) {
      const m = Math.floor(s.t / MIN);
      byMinute.set(m, [...(byMinute.get(m) ?? []), s]);
    }
    for (const a of minutes) {
      expect(a.count).toBe(120);
      const ss = byMinute.get(a.minute)!;
      expect(ss).toHaveLength(120);
      for (const [key, agg] of Object.entries(a.values)) {
        const tol = watts.has(key) ? 0.05 + 1e-9 : 1e-6;
        const min = agg.min!;
        const max = agg.max!;
        // Watts' extremes are of the reported (0.1 W) values, so a constant minute's mean may sit 0.05 W outside them.
        expect(min).toBeLessThanOrEqual(agg.mean + tol);
        expect(max).toBeGreaterThanOrEqual(agg.mean - tol);
        let sum = 0;
        for (const s of ss) {
          const v = s.values[key]!;
          sum += v;
          if (v < min - tol || v > max + tol) throw new Error(`${key} ${v} outside [${min}, ${max}] in minute ${a.minute}`);
        }
        if (!(Math.abs(sum / 120 - agg.mean) <= (watts.has(key) ? 0.05 + 1e-6 : 1e-6))) throw new Error(`${key} mean ${agg.mean} vs ${sum / 120}`);
      }
    }
  }

  it('gives one aggregate per whole minute, each enclosing that minute’s native samples and averaging them', () => {
    const midnight = Date.UTC(2026, 6, 16, 4);
    const start = motorEvents(plainHome, midnight, midnight + 86_400_000)[0]!;
    for (const [p, from] of [
      [plainHome, midnight - 3 * MIN],
      [plainHome, start.epochMs - MIN],
      [solarHome, Date.UTC(2026, 6, 16, 17, 0)],
      [solarHome, gridOutageMinute(solarHome) * MIN - MIN],
      [generatorHome, generatorRunMinute(generatorHome) * MIN - MIN],
    ] as const) {
      const src = simulatorSource(p);
      const { minutes = [], samples = [] } = src.backfill(from, from + 6 * MIN, 'minute');
      expect(minutes.map((a) => a.minute)).toEqual(Array.from({ length: 6 }, (_, i) => from / MIN + i));
      expect(samples).toEqual([]);
      expect(Object.keys(minutes[0]!.values)).toEqual(src.capabilities().channels.map((c) => c.key));
      expectAggregatesFitSamples(p, minutes, src.backfill(from, from + 6 * MIN, 'native').samples!);
    }
  });

  it('gives mains, solar and every load as the history envelopes have them, all day: the same mean, extremes of the reported values within them', () => {
    for (const p of [solarHome, plainHome]) {
      const dayStart = Date.UTC(2026, 6, 20, 4);
      const dayNo = dayNoOf(dayStart + MIN);
      const { minutes = [] } = simulatorSource(p).backfill(dayStart, dayStart + 86_400_000, 'minute');
      expect(minutes).toHaveLength(1440);
      const home = dayEnvelope(p, dayNo, { kind: 'home' });
      const loads = householdOf(p).loads.map((rt, index) => ({ key: `device:${rt.device.id}`, env: dayEnvelope(p, dayNo, { kind: 'load', index }) }));
      const differ: string[] = [];
      // The envelope rounds its extremes outward from the day series' (float32) values; the source reports the
      // exact minute's extremes rounded to 0.1 W, and its mean from the exact minute too.
      const same = (key: string, got: { mean: number; min?: number; max?: number } | undefined, mean: number, minDw: number, maxDw: number, m: number) => {
        const ok = got && Math.abs(got.mean - mean) <= 1e-3 + Math.abs(mean) * 1e-6 && got.min! * 10 >= minDw - 1e-6 && got.min! * 10 <= minDw + 1 + 1e-6 && got.max! * 10 <= maxDw + 1e-6 && got.max! * 10 >= maxDw - 1 - 1e-6;
        if (!ok) differ.push(`${key}@${m}`);
      };
      for (const a of minutes) {
        const i = a.minute - home.startMin;
        same('mains', a.values.mains, home.means[i * 2]!, home.data[i * 4]!, home.data[i * 4 + 1]!, a.minute);
        if (p.solar) same('solar', a.values.solar, home.means[i * 2 + 1]!, home.data[i * 4 + 2]!, home.data[i * 4 + 3]!, a.minute);
        for (const { key, env } of loads) same(key, a.values[key], env.means[i * 2]!, env.data[i * 4]!, env.data[i * 4 + 1]!, a.minute);
      }
      expect(differ).toEqual([]);
      // The loads' minutes add up to the home's.
      const noon = minutes[16 * 60]!;
      expect(loads.reduce((sum, { key }) => sum + noon.values[key]!.mean, 0)).toBeCloseTo(noon.values.mains!.mean, 6);
    }
  });

  it('follows the local days across a daylight-saving change', () => {
    // 2026-03-08: New York's day has 23 hours; the minutes on both sides come from their own day.
    const midnight = Date.UTC(2026, 2, 9, 4);
    const { minutes = [] } = simulatorSource(solarHome).backfill(midnight - 2 * MIN, midnight + 2 * MIN, 'minute');
    expect(minutes).toHaveLength(4);
    for (const a of minutes) {
      const dayNo = dayNoOf(a.minute * MIN);
      const env = dayEnvelope(solarHome, dayNo, { kind: 'home' });
      const i = a.minute - env.startMin;
      expect(a.values.mains!.mean).toBeCloseTo(env.means[i * 2]!, 3);
    }
    expect(dayEnvelope(solarHome, dayNoOf(midnight - MIN), { kind: 'home' }).lengthMin).toBe(1380);
  });

  it('gives part-minutes at the ends as native samples', () => {
    const from = Date.UTC(2026, 6, 16, 12, 0, 20);
    const to = Date.UTC(2026, 6, 16, 12, 3, 10);
    const src = simulatorSource(plainHome);
    const { minutes = [], samples = [] } = src.backfill(from, to, 'minute');
    expect(minutes.map((a) => a.minute * MIN)).toEqual([Date.UTC(2026, 6, 16, 12, 1), Date.UTC(2026, 6, 16, 12, 2)]);
    expect(samples.map((s) => s.t)).toEqual(src.backfill(from, to, 'native').samples!.map((s) => s.t).filter((t) => t < from + 40_000 || t >= to - 10_000));
    expect(samples).toHaveLength(80 + 20);
    const inside = src.backfill(from, from + 10_000, 'minute');
    expect(inside.minutes).toEqual([]);
    expect(inside.samples).toHaveLength(20);
  });

  it('is deterministic', () => {
    const from = Date.UTC(2026, 6, 16, 3, 50);
    const a = simulatorSource(solarHome).backfill(from, from + 20 * MIN, 'minute');
    expect(simulatorSource(solarHome).backfill(from, from + 20 * MIN, 'minute')).toEqual(a);
  });
});

describe('simulator source: outages', () => {
  const base = Date.UTC(2026, 6, 16, 12, 0);
  // 12:01:10.250-12:02:30 and 12:05:00-12:06:00 (one whole minute), given out of order.
  const outages = [
    [base + 5 * MIN, base + 6 * MIN],
    [base + MIN + 10_250, base + 2 * MIN + 30_000],
  ] as const;
  const inOutage = (t: number) => outages.some(([a, b]) => t >= a && t < b);

  it('has no live sample inside an outage', () => {
    const src = simulatorSource(plainHome, { outages });
    expect(src.liveSample(base + MIN + 10_250)).toBeNull();
    expect(src.liveSample(base + 2 * MIN + 29_999)).toBeNull();
    expect(src.liveSample(base + 2 * MIN + 30_000)).not.toBeNull();
    expect(src.liveSample(base + MIN + 10_249)).not.toBeNull();
    expect(src.liveSample(base + 6 * MIN)!.values).toEqual(simulatorSource(plainHome).liveSample(base + 6 * MIN)!.values);
  });

  it('skips the outages in native back-fill', () => {
    const src = simulatorSource(plainHome, { outages });
    const { samples = [] } = src.backfill(base, base + 8 * MIN, 'native');
    const expected = Array.from({ length: 8 * 120 }, (_, i) => base + i * 500).filter((t) => !inOutage(t));
    expect(samples.map((s) => s.t)).toEqual(expected);
    expect(samples).toEqual(simulatorSource(plainHome).backfill(base, base + 8 * MIN, 'native').samples!.filter((s) => !inOutage(s.t)));
  });

  it('gives minutes that meet an outage as native samples of their heard part', () => {
    const src = simulatorSource(plainHome, { outages });
    const { minutes = [], samples = [] } = src.backfill(base, base + 8 * MIN, 'minute');
    expect(minutes.map((a) => a.minute * MIN - base)).toEqual([0, 3, 4, 6, 7].map((i) => i * MIN));
    const heard = (from: number, to: number) => simulatorSource(plainHome).backfill(from, to, 'native').samples!.filter((s) => !inOutage(s.t));
    expect(samples).toEqual(heard(base + MIN, base + 3 * MIN));
    expect(samples).toHaveLength(21 + 60);
    const all = simulatorSource(plainHome).backfill(base, base + 8 * MIN, 'minute');
    for (const a of minutes) expect(a).toEqual(all.minutes!.find((b) => b.minute === a.minute));
  });
});
