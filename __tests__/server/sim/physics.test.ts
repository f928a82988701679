/** @jest-environment node */
import { motorEvents, peakMinute, sampleAt, sampleRange } from '../../../server/src/sim';
import type { MonitorProfile } from '../../../server/src/contracts';
import { plainHome, solarHome } from '../support/profiles';



const southernHome: MonitorProfile = { ...solarHome, id: 100003, seed: 5, timeZone: 'Australia/Sydney', latitude: -33.87, longitude: 151.21 };

/** Midnight local time in New York on a date (EDT in summer, EST in winter). */
const nyMidnight = (y: number, m: number, d: number, dst = true) => Date.UTC(y, m - 1, d, dst ? 4 : 5);

describe('simulator physics', () => {
  it('balances: grid + solar + battery = consumption at many instants', () => {
    const start = Date.UTC(2026, 5, 21, 0, 0, 0);
    let worst = 0;
    let discharged = 0;
    for (let i = 0; i < 400; i++) {
      const t = start + i * 217_531; // ~24 h of scattered instants
      const s = sampleAt(solarHome, t);
      const sum = s.devices.filter((d) => d.device.special !== 'solar' && d.device.special !== 'battery').reduce((a, d) => a + d.w, 0);
      worst = Math.max(worst, Math.abs(s.grid_w + s.solar_w + s.battery_w - s.w), Math.abs(sum - s.w), Math.abs(s.legs[0] + s.legs[1] - s.w));
      if (s.battery_w > 0) discharged++;
    }
    expect(worst).toBeLessThan(1e-6);
    expect(discharged).toBeGreaterThan(0);
  });

  it('balances in ranges too, and the battery nets to zero each day', () => {
    const r = sampleRange(solarHome, nyMidnight(2026, 6, 1), 60_000, 7 * 1440);
    let worst = 0;
    for (let i = 0; i < r.count; i++) worst = Math.max(worst, Math.abs(r.grid[i]! + r.solar[i]! + r.battery[i]! - r.consumption[i]!));
    expect(worst).toBeLessThan(1e-6);
    const daily = sampleRange(solarHome, nyMidnight(2026, 6, 1), 86_400_000, 7);
    for (let d = 0; d < 7; d++) expect(Math.abs(daily.battery[d]! * 24)).toBeLessThan(1); // Wh over the day
  });

  it('matches the minute model: the hourly mean of realtime values equals the range aggregate within 1%', () => {
    for (const hourStart of [Date.UTC(2026, 5, 21, 22), Date.UTC(2026, 0, 14, 12), Date.UTC(2026, 8, 3, 1)]) {
      let w = 0;
      let solar = 0;
      const n = 3600;
      for (let i = 0; i < n; i++) {
        const s = sampleAt(solarHome, hourStart + i * 1000);
        w += s.w;
        solar += s.solar_w;
      }
      const agg = sampleRange(solarHome, hourStart, 3_600_000, 1);
      expect(Math.abs(w / n - agg.consumption[0]!) / agg.consumption[0]!).toBeLessThan(0.01);
      if (agg.solar[0]! > 10) expect(Math.abs(solar / n - agg.solar[0]!) / agg.solar[0]!).toBeLessThan(0.01);
    }
  });

  it('produces no solar at night and plenty at a summer noon', () => {
    const night = sampleAt(solarHome, Date.UTC(2026, 5, 21, 6, 0)); // 02:00 EDT
    expect(night.solar_w).toBe(0);
    const noon = sampleRange(solarHome, Date.UTC(2026, 5, 21, 16, 30), 60_000, 60); // ~12:30 EDT
    const mean = noon.solar.reduce((a, b) => a + b, 0) / noon.count;
    expect(mean).toBeGreaterThan(1000);
    expect(sampleAt(plainHome, Date.UTC(2026, 5, 21, 17)).solar_w).toBe(0);
    // Southern hemisphere: noon in Sydney is ~02:00 UTC.
    expect(sampleAt(southernHome, Date.UTC(2026, 11, 21, 2)).solar_w).toBeGreaterThan(0);
    expect(sampleAt(southernHome, Date.UTC(2026, 11, 21, 14)).solar_w).toBe(0);
  });

  it('keeps the battery between 0 and 100% and charges by day, discharges in the evening', () => {
    const r = sampleRange(solarHome, nyMidnight(2026, 4, 1), 60_000, 30 * 1440);
    let charged = 0;
    let eveningDischarge = 0;
    let daytimeDischarge = 0;
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 0; i < r.count; i++) {
      lo = Math.min(lo, r.batteryPct[i]!);
      hi = Math.max(hi, r.batteryPct[i]!);
      const minuteOfDay = i % 1440;
      if (r.battery[i]! < 0) charged++;
      if (minuteOfDay >= 17 * 60 && r.battery[i]! > 0) eveningDischarge++;
      if (minuteOfDay < 17 * 60 && r.battery[i]! > 0) daytimeDischarge++;
    }
    expect(lo).toBeGreaterThanOrEqual(0);
    expect(hi).toBeLessThanOrEqual(100);
    expect(hi).toBeGreaterThan(50);
    expect(daytimeDischarge).toBe(0);
    expect(charged).toBeGreaterThan(100);
    expect(eveningDischarge).toBeGreaterThan(100);
    const s = sampleAt(solarHome, Date.UTC(2026, 3, 10, 17));
    expect(['Charging', 'Discharging', 'Idle', 'Full', 'Empty']).toContain(s.charge_state);
  });

  it('keeps voltage near 120 V per leg and frequency near 60 Hz', () => {
    const start = Date.UTC(2026, 6, 4, 0);
    let vLo = Infinity;
    let vHi = -Infinity;
    let hzDev = 0;
    for (let i = 0; i < 500; i++) {
      const s = sampleAt(solarHome, start + i * 173_000);
      vLo = Math.min(vLo, ...s.voltage);
      vHi = Math.max(vHi, ...s.voltage);
      hzDev = Math.max(hzDev, Math.abs(s.hz - 60));
    }
    expect(vLo).toBeGreaterThan(100);
    expect(vHi).toBeLessThan(135);
    expect(vHi - vLo).toBeGreaterThan(1);
    expect(hzDev).toBeLessThan(0.2);
  });

  it('has motor starts, occasional stalls, and a peak minute made of devices', () => {
    const start = nyMidnight(2026, 7, 1);
    const events = motorEvents(solarHome, start, start + 30 * 86_400_000);
    expect(events.length).toBeGreaterThan(500);
    const stalls = events.filter((e) => e.stall);
    expect(stalls.length).toBeGreaterThan(0);
    expect(stalls.length).toBeLessThan(events.length * 0.05);
    const peak = peakMinute(solarHome, start, start + 86_400_000)!;
    expect(peak.w).toBeGreaterThan(3000);
    expect(peak.devices.reduce((a, d) => a + d.w, 0)).toBeCloseTo(peak.w, 0);
  });

  it('schedules by local time across daylight-saving changes', () => {
    // 8 March 2026 is a 23-hour day in New York.
    const day = sampleRange(solarHome, nyMidnight(2026, 3, 8, false), 60_000, 23 * 60 + 120);
    expect(day.count).toBe(1500);
    expect(Number.isFinite(day.consumption.reduce((a, b) => a + b, 0))).toBe(true);
  });
});
