/** @jest-environment node */
import type { MonitorProfile } from '../../../server/src/contracts';
import { ceilDw, clearEnvelopeCache, floorDw } from '../../../server/src/history/envelope';
import { parseGranularity, subjectFor, usage, type UsageQuery } from '../../../server/src/history/usage';
import { household, powerAt, sampleAt, sampleRange } from '../../../server/src/sim';

// Hot loops below: a module-local Math (Jest's sandbox makes global lookups slow).
const Math = globalThis.Math;

const solarHome: MonitorProfile = {
  id: 100001, seed: 20260621, serialNumber: 'N327000001', timeZone: 'America/New_York',
  latitude: 35.78, longitude: -78.64, solar: true, battery: true, relays: false, costCentsPerKwh: 13.2,
};
const plainHome: MonitorProfile = { ...solarHome, id: 100002, seed: 77, solar: false, battery: false };

// Mid-afternoon in New York (solar is producing), on a half second.
const NOW = Date.UTC(2026, 5, 21, 18, 37, 12, 500);
const home = { kind: 'home' } as const;
const q = (over: Partial<UsageQuery>): UsageQuery => ({ granularity: 'MINUTE', startMs: NOW - 3_600_000, frames: 360, subject: home, nowMs: NOW, ...over });

/** Every half second in [from, to): powerAt's w and solar_w. */
function halfSeconds(profile: MonitorProfile, from: number, to: number, f: (t: number, w: number, s: number) => void) {
  for (let t = from; t < to; t += 500) {
    const p = powerAt(profile, t);
    f(t, p.w, p.solar_w);
  }
}

describe('history/usage: block semantics', () => {
  it('aligns start down to the granularity and stops at endOfData (now, to the second)', () => {
    const a = usage(solarHome, q({ granularity: 'MINUTE', startMs: NOW - 90_500, frames: 10 }));
    expect(a.start).toBe(new Date(Math.floor((NOW - 90_500) / 60_000) * 60_000).toISOString());
    expect(a.endOfData).toBe(new Date(Math.floor(NOW / 1000) * 1000).toISOString());
    // 12 s into the current minute: two whole minutes before it, then the partial one.
    expect(a.totals).toHaveLength(3);
    const s = usage(solarHome, q({ granularity: 'SECOND', startMs: NOW - 5_000, frames: 360 }));
    expect(s.start).toBe(new Date(NOW - 5_500).toISOString());
    expect(s.totals).toHaveLength(5);
    // The current hour is partial (one entry); the next one has not started.
    expect(usage(solarHome, q({ granularity: 'HOUR', startMs: NOW, frames: 4 })).totals).toHaveLength(1);
    expect(usage(solarHome, q({ granularity: 'HOUR', startMs: NOW + 3_600_000, frames: 4 })).totals).toHaveLength(0);
  });

  it('answers nothing for a window in the future and all entries for the past', () => {
    expect(usage(solarHome, q({ startMs: NOW + 60_000 })).totals).toEqual([]);
    const past = usage(solarHome, q({ startMs: NOW - 86_400_000, frames: 360 }));
    expect(past.totals).toHaveLength(360);
    for (const [minW, maxW, minS, maxS, meanW, meanS] of past.totals) {
      expect([minW, maxW, minS, maxS, meanW, meanS].every(Number.isInteger)).toBe(true);
      expect(minW).toBeLessThanOrEqual(meanW);
      expect(meanW).toBeLessThanOrEqual(maxW);
      expect(minS).toBeLessThanOrEqual(meanS);
      expect(meanS).toBeLessThanOrEqual(maxS);
      expect(minW).toBeGreaterThan(0);
    }
  });

  it('SECOND entries hold both half-second samples, so every live value lies inside', () => {
    const start = NOW - 300_500;
    const a = usage(solarHome, q({ granularity: 'SECOND', startMs: start, frames: 300 }));
    expect(a.totals).toHaveLength(300);
    halfSeconds(solarHome, start, start + 300_000, (t, w, s) => {
      const [minW, maxW, minS, maxS] = a.totals[Math.floor((t - start) / 1000)]!;
      expect(w * 10).toBeGreaterThanOrEqual(minW);
      expect(w * 10).toBeLessThanOrEqual(maxW);
      expect(s * 10).toBeGreaterThanOrEqual(minS);
      expect(s * 10).toBeLessThanOrEqual(maxS);
    });
  });

  it('MINUTE entries are the exact min/max over the 120 half seconds (deciwatts, rounded outwards)', () => {
    const start = Math.floor(NOW / 60_000) * 60_000 - 20 * 60_000;
    const a = usage(solarHome, q({ granularity: 'MINUTE', startMs: start, frames: 20 }));
    for (let i = 0; i < 20; i++) {
      let lo = Infinity; let hi = -Infinity; let slo = Infinity; let shi = -Infinity; let sum = 0;
      halfSeconds(solarHome, start + i * 60_000, start + (i + 1) * 60_000, (_t, w, s) => {
        lo = Math.min(lo, w); hi = Math.max(hi, w); slo = Math.min(slo, s); shi = Math.max(shi, s); sum += w;
      });
      const [minW, maxW, minS, maxS, meanW] = a.totals[i]!;
      expect(minW).toBe(floorDw(lo));
      expect(maxW).toBe(ceilDw(hi));
      expect(Math.abs(minS - floorDw(slo))).toBeLessThanOrEqual(1);
      expect(Math.abs(maxS - ceilDw(shi))).toBeLessThanOrEqual(1);
      // The mean of the 120 half seconds is the simulator's minute aggregate (what history reports).
      expect(Math.abs(meanW - (sum / 120) * 10)).toBeLessThanOrEqual(1);
      expect(Math.abs(meanW - sampleRange(solarHome, start + i * 60_000, 60_000, 1).consumption[0]! * 10)).toBeLessThanOrEqual(1);
    }
  });

  it('HOUR and DAY entries are the min/max of their minutes, and agree with each other', () => {
    const dayStart = Date.UTC(2026, 5, 19);
    const minutes = usage(solarHome, q({ granularity: 'MINUTE', startMs: dayStart, frames: 1440 })).totals;
    const hours = usage(solarHome, q({ granularity: 'HOUR', startMs: dayStart, frames: 24 })).totals;
    const days = usage(solarHome, q({ granularity: 'DAY', startMs: dayStart + 3_600_000, frames: 1 }));
    expect(days.start).toBe(new Date(dayStart).toISOString());
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    for (let hIdx = 0; hIdx < 24; hIdx++) {
      const slice = minutes.slice(hIdx * 60, hIdx * 60 + 60);
      expect(hours[hIdx]!.slice(0, 4)).toEqual([
        Math.min(...slice.map((e) => e[0])), Math.max(...slice.map((e) => e[1])),
        Math.min(...slice.map((e) => e[2])), Math.max(...slice.map((e) => e[3])),
      ]);
      expect(Math.abs(hours[hIdx]![4] - avg(slice.map((e) => e[4])))).toBeLessThanOrEqual(1);
      expect(Math.abs(hours[hIdx]![5] - avg(slice.map((e) => e[5])))).toBeLessThanOrEqual(1);
    }
    expect(days.totals[0]!.slice(0, 4)).toEqual([
      Math.min(...hours.map((e) => e[0])), Math.max(...hours.map((e) => e[1])),
      Math.min(...hours.map((e) => e[2])), Math.max(...hours.map((e) => e[3])),
    ]);
    expect(Math.abs(days.totals[0]![4] - avg(hours.map((e) => e[4])))).toBeLessThanOrEqual(1);
  });

  it('the partial entry that holds endOfData covers only the half seconds before it', () => {
    const minuteStart = Math.floor(NOW / 60_000) * 60_000;
    const end = Math.floor(NOW / 1000) * 1000;
    const partial = usage(solarHome, q({ granularity: 'MINUTE', startMs: minuteStart, frames: 1 })).totals;
    expect(partial).toHaveLength(1);
    let lo = Infinity; let hi = -Infinity;
    halfSeconds(solarHome, minuteStart, end, (_t, w) => { lo = Math.min(lo, w); hi = Math.max(hi, w); });
    expect(partial[0]!.slice(0, 2)).toEqual([floorDw(lo), ceilDw(hi)]);
    // The hour so far: its whole minutes plus that partial minute.
    const hourStart = Math.floor(NOW / 3_600_000) * 3_600_000;
    const hour = usage(solarHome, q({ granularity: 'HOUR', startMs: hourStart, frames: 1 })).totals[0]!;
    const minutes = usage(solarHome, q({ granularity: 'MINUTE', startMs: hourStart, frames: 60 })).totals;
    expect(hour[0]).toBe(Math.min(...minutes.map((e) => e[0])));
    expect(hour[1]).toBe(Math.max(...minutes.map((e) => e[1])));
  });

  it('is deterministic, cached or not', () => {
    const a = usage(solarHome, q({ startMs: NOW - 7_200_000, frames: 120 }));
    clearEnvelopeCache();
    expect(usage({ ...solarHome }, q({ startMs: NOW - 7_200_000, frames: 120 }))).toEqual(a);
  });

  it('a home without solar reports zero solar; a device reports its own watts and no solar', () => {
    const plain = usage(plainHome, q({ startMs: NOW - 600_000, frames: 10 }));
    expect(plain.totals.every((e) => e[2] === 0 && e[3] === 0)).toBe(true);

    const fridge = household(solarHome).find((d) => d.type === 'Fridge' || d.motor)!;
    const subject = subjectFor(solarHome, fridge.id)!;
    expect(subject).toEqual({ kind: 'load', index: expect.any(Number) });
    const start = NOW - 120_500;
    const dev = usage(solarHome, q({ granularity: 'SECOND', startMs: start, frames: 120, subject }));
    for (let t = start; t < start + 120_000; t += 500) {
      const w = sampleAt(solarHome, t).devices.find((d) => d.device.id === fridge.id)!.w;
      const [minW, maxW, minS, maxS] = dev.totals[Math.floor((t - start) / 1000)]!;
      expect(w * 10).toBeGreaterThanOrEqual(minW);
      expect(w * 10).toBeLessThanOrEqual(maxW);
      expect([minS, maxS]).toEqual([0, 0]);
    }
    const solar = usage(solarHome, q({ granularity: 'SECOND', startMs: start, frames: 10, subject: subjectFor(solarHome, 'solar')! }));
    const s0 = powerAt(solarHome, start).solar_w;
    expect(s0 * 10).toBeGreaterThanOrEqual(solar.totals[0]![0]);
    expect(s0 * 10).toBeLessThanOrEqual(solar.totals[0]![1]);
    expect(subjectFor(plainHome, 'solar')).toBeNull();
    expect(subjectFor(solarHome, 'nope')).toBeNull();
  });

  it('reads granularity in any case', () => {
    expect(parseGranularity('second')).toBe('SECOND');
    expect(parseGranularity(' Minute ')).toBe('MINUTE');
    expect(parseGranularity('week')).toBeNull();
  });
});
