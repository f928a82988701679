import type { WireRealtimeDevice, WireRealtimeUpdate } from '../../src/api/wire/realtime';

/** A small deterministic PRNG (mulberry32), so every run sees the same messages. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ICONS = ['fridge', 'ac', 'water_heater', 'dryer', 'washer', 'dishwasher', 'stove', 'microwave', 'kettle', 'lightbulb', 'tv', 'pool', 'car', 'socket'];

/**
 * `count` realtime_update payloads for a home with solar and a battery and 50 devices on. Each
 * message varies a few values, like the real feed: 3 devices' watts (so the total, the grid and the
 * cost), the voltage jitter; solar every 10th message, the battery every 20th; every 100th one
 * device switches off or back on.
 */
export function makeUpdates(count: number, seed = 7): WireRealtimeUpdate[] {
  const rnd = prng(seed);
  const devices: WireRealtimeDevice[] = [
    { id: 'always_on', name: 'Always On', icon: 'alwayson', tags: {}, attrs: [], w: 310 },
    { id: 'unknown', name: 'Other', icon: 'home', tags: {}, attrs: [], w: 420 },
  ];
  for (let i = 0; devices.length < 50; i += 1) {
    devices.push({ id: `dev${String(i).padStart(5, '0')}`, name: `Device ${i + 1}`, icon: ICONS[i % ICONS.length]!, tags: {}, attrs: i % 9 === 0 ? ['Idle'] : [], w: 5 + Math.round(rnd() * 600) });
  }
  let solar = 2400;
  let batteryPct = 64;
  let off: WireRealtimeDevice | null = null;
  const out: WireRealtimeUpdate[] = [];
  for (let n = 0; n < count; n += 1) {
    for (let k = 0; k < 3; k += 1) {
      const d = devices[2 + Math.floor(rnd() * (devices.length - 2))]!;
      d.w = Math.max(1, d.w + (rnd() - 0.5) * 60);
    }
    if (n % 10 === 0) solar = Math.max(0, solar + (rnd() - 0.5) * 200);
    if (n % 20 === 0) batteryPct = Math.min(100, Math.max(0, batteryPct + (rnd() > 0.5 ? 1 : -1)));
    if (n % 100 === 50) {
      if (off) { devices.push(off); off = null; } else { off = devices.splice(10, 1)[0]!; }
    }
    const w = devices.reduce((s, d) => s + d.w, 0);
    const battery = -400;
    const grid = w - solar - battery;
    out.push({
      w, d_w: Math.round(w), grid_w: Math.round(grid), c: Math.round((w / 1000) * 14.2), defaultCost: 14.2,
      hz: 60 + (rnd() - 0.5) * 0.06, voltage: [121 + (rnd() - 0.5) * 0.3, 120.6 + (rnd() - 0.5) * 0.3],
      channels: [w / 2, w / 2, -solar / 2, -solar / 2], epoch: 1763798400 + n, frame: n * 30,
      _stats: { brcv: 0, mrcv: 0, msnd: 0 }, deltas: [], power_flow: { solar: ['home', 'battery'], grid: ['home'] },
      solar_w: solar, d_solar_w: Math.round(solar), solar_pct: Math.min(100, Math.round((solar / w) * 100)), aux: { solar: [-solar / 2, -solar / 2] },
      battery_w: battery, d_battery_w: battery, battery_pct: batteryPct, charge_state: 'Charging', battery_time_to_empty: null,
      gen_state: 'Off', grid_status: 'Connected', backup_power: false,
      devices: devices.map((d) => ({ ...d })),
    });
  }
  return out;
}
