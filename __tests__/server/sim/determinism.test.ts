/** @jest-environment node */
import { household, sampleAt, sampleRange, clearSimCaches, deviceTransitions } from '../../../server/src/sim';
import { plainHome, solarHome } from '../support/profiles';



/** Midnight local time in New York on a date (EDT in summer, EST in winter). */
const nyMidnight = (y: number, m: number, d: number, dst = true) => Date.UTC(y, m - 1, d, dst ? 4 : 5);

describe('simulator determinism', () => {
  const t = Date.UTC(2026, 5, 21, 17, 23, 41, 500);

  it('gives the same sample for the same inputs, with or without caches', () => {
    const a = sampleAt(solarHome, t);
    clearSimCaches();
    const b = sampleAt({ ...solarHome }, t);
    expect(b.w).toBe(a.w);
    expect(b.solar_w).toBe(a.solar_w);
    expect(b.battery_w).toBe(a.battery_w);
    expect(b.voltage).toEqual(a.voltage);
    expect(b.hz).toBe(a.hz);
    expect(b.devices.map((d) => [d.device.id, d.w, d.state])).toEqual(a.devices.map((d) => [d.device.id, d.w, d.state]));
  });

  it('gives the same range for the same inputs', () => {
    const start = nyMidnight(2026, 6, 1);
    const a = sampleRange(solarHome, start, 60_000, 3 * 1440, { devices: true });
    clearSimCaches();
    const b = sampleRange(solarHome, start, 60_000, 3 * 1440, { devices: true });
    expect(Array.from(b.consumption)).toEqual(Array.from(a.consumption));
    expect(Array.from(b.solar)).toEqual(Array.from(a.solar));
    expect(Array.from(b.battery)).toEqual(Array.from(a.battery));
    for (const [id, s] of a.devices!) expect(Array.from(b.devices!.get(id)!)).toEqual(Array.from(s));
  });

  it('depends on the seed', () => {
    const other = { ...solarHome, seed: solarHome.seed + 1 };
    const start = nyMidnight(2026, 6, 1);
    const a = sampleRange(solarHome, start, 3_600_000, 48);
    const b = sampleRange(other, start, 3_600_000, 48);
    expect(Array.from(a.consumption)).not.toEqual(Array.from(b.consumption));
    expect(household(other).map((d) => d.id)).not.toEqual(household(solarHome).map((d) => d.id));
  });

  it('derives stable devices: ids, specials, stages and tags', () => {
    const devices = household(solarHome);
    expect(household(solarHome)).toBe(devices);
    const ids = devices.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['always_on', 'unknown', 'solar', 'battery']));
    const regular = devices.filter((d) => !d.special && !d.relay);
    expect(regular.length).toBeGreaterThanOrEqual(18);
    for (const d of regular) {
      expect(d.id).toMatch(/^[0-9A-Za-z]{8}$/);
      expect(d.tags.OriginalName).toBe(d.name);
      expect(d.tags.UserDeviceType).toBe(d.type);
      expect(d.tags.DateCreated).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(new Set(regular.map((d) => d.stage))).toEqual(new Set(['Inventory', 'Identified', 'Tracking', 'RealTime']));
    const relays = devices.filter((d) => d.relay);
    expect(relays.length).toBeGreaterThan(0);
    for (const r of relays) {
      expect(r.id).toMatch(/^relay-[0-9a-f]{8}$/);
      expect(r.type).toBe('Relay');
      expect(r.tags.IntegrationType).toBe('WiserRelay');
    }
    const plain = household(plainHome).map((d) => d.id);
    expect(plain).not.toContain('solar');
    expect(plain).not.toContain('battery');
    expect(plain.some((id) => id.startsWith('relay-'))).toBe(false);
  });

  it('reports device state changes consistently with the minute series', () => {
    const start = nyMidnight(2026, 6, 20);
    const events = deviceTransitions(solarHome, start, start + 86_400_000);
    expect(events.length).toBeGreaterThan(20);
    const r = sampleRange(solarHome, start, 60_000, 1440, { devices: true });
    for (const e of events.slice(0, 50)) {
      const i = (e.epochMs - start) / 60_000;
      const w = r.devices!.get(e.deviceId)![i]!;
      expect(e.to === 'Off' ? w === 0 : w > 0).toBe(true);
    }
  });
});
