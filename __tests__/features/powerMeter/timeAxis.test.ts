import { scaleUtc } from 'd3';
import { DAY_MS, MINUTE_MS } from '../../../src/features/powerMeter/charts/chartMath';
import { timeTicks, zoneOffsetMs } from '../../../src/features/powerMeter/charts/timeAxis';
import type { MeterWindow } from '../../../src/features/powerMeter/types';

/** The ticks as D3's time scale gives them, shifted into the zone (the way the axis was first built). */
function reference(window: MeterWindow, zone: string, count: number) {
  const off = (t: number) => zoneOffsetMs(zone, t);
  const shifted = scaleUtc().domain([window.startMs + off(window.startMs), window.endMs + off(window.endMs)]);
  const wall = shifted.ticks(Math.max(2, count)).map((d) => d.getTime());
  const stepMs = wall.length > 1 ? wall[1]! - wall[0]! : window.endMs - window.startMs;
  const ticks = wall
    .map((w) => ({ t: w - off(w - off(w)), midnight: ((w % DAY_MS) + DAY_MS) % DAY_MS === 0 }))
    .filter((k) => k.t >= window.startMs && k.t <= window.endMs);
  return { ticks, stepMs };
}

/** A deterministic pseudo-random sequence. */
function lcg(seed: number) {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

describe('time ticks', () => {
  it('are the instants D3 picks, for windows from a minute to three months, in zones with odd offsets and daylight saving', () => {
    const rnd = lcg(21);
    const zones = ['America/New_York', 'Asia/Kolkata', 'UTC', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Europe/London'];
    const lengths = [MINUTE_MS, 15 * MINUTE_MS, 3_600_000, 6 * 3_600_000, DAY_MS, 3 * DAY_MS, 7 * DAY_MS, 30 * DAY_MS, 92 * DAY_MS];
    const wrong: string[] = [];
    for (let n = 0; n < 600; n++) {
      const zone = zones[n % zones.length]!;
      const length = lengths[Math.floor(rnd() * lengths.length)]! * (0.8 + rnd() * 0.5);
      // Around the daylight-saving changes of 2026 as often as not.
      const startMs = Math.round(Date.parse(rnd() < 0.5 ? '2026-03-08T00:00:00Z' : '2026-11-01T00:00:00Z') + (rnd() - 0.5) * 20 * DAY_MS);
      const window = { startMs, endMs: Math.round(startMs + length) };
      const count = 3 + Math.floor(rnd() * 18);
      const got = timeTicks(window, zone, count);
      const want = reference(window, zone, count);
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${zone} ${new Date(window.startMs).toISOString()} +${length} ms, ${count} ticks`);
    }
    expect(wrong).toEqual([]);
  });

  it('include a tick that falls on the window end', () => {
    const window = { startMs: Date.parse('2026-11-20T12:00:00Z'), endMs: Date.parse('2026-11-20T13:00:00Z') };
    const got = timeTicks(window, 'UTC', 12);
    expect(got.ticks[got.ticks.length - 1]!.t).toBe(window.endMs);
    expect(got).toEqual(reference(window, 'UTC', 12));
  });
});
