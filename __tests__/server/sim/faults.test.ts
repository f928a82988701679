/** @jest-environment node */
import type { MonitorProfile } from '../../../server/src/contracts';
import { dayMinutes, household, localDay, motorEvents, sampleAt, voltageSeconds } from '../../../server/src/sim';
import { FAILING_COMPRESSOR, WEAK_NEUTRAL_V_PER_KW } from '../../../server/src/sim/household';
import { gridEventV } from '../../../server/src/sim/minute';
import { demoProfile } from '../support/profiles';

/** The Labs faults the simulator plays out (SimFaults): a failing compressor and a weak neutral. */
const healthy: MonitorProfile = { ...demoProfile, id: 100004, seed: 100004, timeZone: 'America/Denver', latitude: 39.7, longitude: -105, solar: false, battery: false };
const compressor: MonitorProfile = { ...healthy, faults: { failingCompressor: true } };
const neutral: MonitorProfile = { ...healthy, faults: { weakNeutral: true } };
const DAY = localDay(healthy, Date.UTC(2026, 10, 20, 18)).dayNo;

describe('voltageSeconds', () => {
  it.each([
    ['healthy', healthy],
    ['weak neutral', neutral],
    ['failing compressor', compressor],
    ['solar', demoProfile],
  ])('%s: is what sampleAt (the feed) reads at each whole second', (_, p) => {
    const start = Math.floor(Date.UTC(2026, 10, 20, 18, 29, 50) / 1000);
    const { v1, v2 } = voltageSeconds(p, start, 90);
    for (let i = 0; i < 90; i += 7) {
      const s = sampleAt(p, (start + i) * 1000);
      expect(v1[i]).toBeCloseTo(s.voltage[0], 3);
      expect(v2[i]).toBeCloseTo(s.voltage[1], 3);
    }
  });
});

describe('a failing compressor', () => {
  it('stalls the heat pump far more often, for longer; every other load is as in the healthy home', () => {
    const hp = household(healthy).find((d) => d.kind === 'hvac')!.id;
    const from = dayMinutes(healthy, DAY - 6).day.startMs;
    const to = dayMinutes(healthy, DAY).day.endMs;
    const stallsOf = (p: MonitorProfile) => motorEvents(p, from, to).filter((e) => e.stall && e.deviceId === hp);
    const sick = stallsOf(compressor);
    expect(sick.length).toBeGreaterThan(5 * Math.max(1, stallsOf(healthy).length));
    expect(sick.every((e) => e.seconds === FAILING_COMPRESSOR.stallSeconds)).toBe(true);
    const a = dayMinutes(healthy, DAY);
    const b = dayMinutes(compressor, DAY);
    const k = household(healthy).filter((d) => !['solar', 'battery', 'generator'].includes(d.special ?? '')).findIndex((d) => d.id === hp);
    const fridge = household(healthy).findIndex((d) => d.kind === 'fridge');
    expect(Array.from(b.loads[fridge]!)).toEqual(Array.from(a.loads[fridge]!));
    const energy = (ds: typeof a) => ds.loads[k]!.reduce((s, w) => s + w, 0);
    expect(energy(b) / energy(a)).toBeGreaterThan(FAILING_COMPRESSOR.gain); // more power, and the stalls on top
    expect(household(compressor).map((d) => d.id)).toEqual(household(healthy).map((d) => d.id));
  });
});

describe('a weak neutral', () => {
  it('moves each leg by 7 V per kW of imbalance, in opposite directions; the legs’ watts are unchanged', () => {
    const a = dayMinutes(healthy, DAY);
    const b = dayMinutes(neutral, DAY);
    for (let i = 0; i < 1440; i += 37) {
      const swing = (WEAK_NEUTRAL_V_PER_KW * (a.leg1[i]! - a.leg2[i]!)) / 1000;
      expect(b.leg1[i]).toBe(a.leg1[i]);
      expect(b.voltage1[i]!).toBeCloseTo(a.voltage1[i]! - swing, 3);
      expect(b.voltage2[i]!).toBeCloseTo(a.voltage2[i]! + swing, 3);
    }
  });
});

describe('utility voltage events', () => {
  it('take the supply of both legs beyond ±10 % of 120 V for whole minutes, now and then', () => {
    // The supply drifts within 120.6 ± 1.04 V (minute.ts legVoltage); a leg's own load lowers it further.
    let events = 0;
    for (let m = 0; m < 30 * 1440; m++) {
      const v = gridEventV(100001, 29_000_000 + m);
      if (v === 0) continue;
      events++;
      expect(v < 0 ? 120.6 + 1.04 + v < 108 : 120.6 - 1.04 + v > 132).toBe(true);
    }
    expect(events).toBeGreaterThan(3);
    expect(events).toBeLessThan(30 * 24 * 4 * 0.05);
  });
});
