/** @jest-environment node */
/**
 * The Now screen's figures, frame by frame, for the demo homes: the cards (home, solar, battery,
 * grid, cost now, always on) and the power flow drawn from the same frame agree; the generator
 * card's data exists only for a home with a generator.
 */
import type { MonitorProfile } from '../../../server/src/contracts';
import { buildBook } from '../../../server/src/devices/book';
import { alwaysOnOf } from '../../../server/src/devices/alwaysOn';
import { productionOf } from '../../../server/src/devices/usage';
import { FLOW_DEAD_BAND_W, realtimeUpdate } from '../../../server/src/realtime/frames';
import { DEMO_ACCOUNTS } from '../../../server/src/seed';
import { generatorOn, sampleAt } from '../../../server/src/sim';

const DAY = Date.UTC(2026, 10, 22, 5, 0, 0);

function profileOf(email: string): MonitorProfile {
  const m = DEMO_ACCOUNTS.find((x) => x.email === email)!.monitor;
  const sellBack = m.attributes.sell_back_rate;
  return {
    id: m.id, seed: m.id, serialNumber: m.serial, timeZone: m.timeZone, latitude: m.lat, longitude: m.lon,
    solar: m.solar, battery: m.battery, relays: m.relays, costCentsPerKwh: m.attributes.cost ?? 10.42,
    sellBackCentsPerKwh: typeof sellBack === 'number' && sellBack >= 0 ? sellBack : null, generator: m.auxPort === 'generator',
  };
}

/** A frame every 37 minutes and 13 seconds over a day: mornings, noon export, evenings. */
const instants = Array.from({ length: 39 }, (_, i) => DAY + i * (37 * 60_000 + 13_000));

describe.each(['demo@example.com', 'partner@example.com', 'generator@example.com'])('%s', (email) => {
  const profile = profileOf(email);

  test('the cards add up and the power flow agrees with them (outside the 10 W dead band)', () => {
    let exported = 0;
    for (const t of instants) {
      const p = realtimeUpdate(profile, sampleAt(profile, t), { tickMs: t });
      const solar = p.d_solar_w ?? 0;
      const battery = p.d_battery_w ?? 0;
      const generator = p.gen_state === 'On' ? p.d_w - solar - battery : 0;
      // The grid card is exactly home − solar − battery (− generator), all whole watts of one frame.
      expect(p.grid_w).toBe(p.d_w - solar - battery - generator);
      const flow = p.power_flow;
      if (p.grid_w > FLOW_DEAD_BAND_W) expect(flow.grid).toContain('home');
      if (p.grid_w <= FLOW_DEAD_BAND_W) expect(flow.grid).toEqual([]);
      if (profile.solar && p.grid_w < -FLOW_DEAD_BAND_W && solar > 0) {
        expect(flow.solar).toContain('grid');
        exported++;
      }
      if (profile.battery && battery < -5) expect([...(flow.solar ?? []), ...(flow.grid ?? [])]).toContain('battery');
      // Cost now is the grid's: bought at the rate, a credit at the sell-back rate while exporting.
      const rate = p.grid_w >= 0 ? profile.costCentsPerKwh : (profile.sellBackCentsPerKwh ?? profile.costCentsPerKwh);
      expect(p.c).toBe(Math.round((p.grid_w / 1000) * rate));
      if (p.grid_w <= 0) expect(p.c).toBeLessThanOrEqual(0);
      // The always-on card shows the 48-hour estimate, the same figure as the always-on page.
      const ao = p.devices.find((d) => d.id === 'always_on')!;
      expect(ao.ao_w).toBe(alwaysOnOf(buildBook(profile, { overrides: new Map(), merges: [], supersedes: [] }), t).total_watts);
    }
    if (profile.solar) expect(exported).toBeGreaterThan(0);
  });

  test('generator data only for a home with a generator', () => {
    const frames = instants.map((t) => realtimeUpdate(profile, sampleAt(profile, t), { tickMs: t }));
    if (!profile.generator) {
      expect(frames.every((p) => p.gen_state === undefined && p.gen_last_state_time === undefined)).toBe(true);
      return;
    }
    expect(frames.every((p) => p.gen_state === 'Off' || p.gen_state === 'On')).toBe(true);
    expect(frames.every((p) => typeof p.gen_last_state_time === 'string')).toBe(true);
  });
});

describe('the generator home', () => {
  const profile = profileOf('generator@example.com');

  test('its weekly exercise carries the home: generator on, nothing from the grid, cost now 0', () => {
    let runs = 0;
    for (let t = DAY; t < DAY + 7 * 86_400_000; t += 60_000) {
      if (!generatorOn(profile, t)) continue;
      runs++;
      const p = realtimeUpdate(profile, sampleAt(profile, t + 30_000), { tickMs: t + 30_000 });
      expect(p.gen_state).toBe('On');
      expect(p.grid_w).toBe(0);
      expect(p.c).toBe(0);
      expect(p.power_flow.grid).toEqual([]);
      expect(Date.parse(p.gen_last_state_time!)).toBeLessThanOrEqual(t);
    }
    expect(runs).toBe(20);
  });

  test('its production is energy made and its value, never a cost', () => {
    const book = buildBook(profile, { overrides: new Map(), merges: [], supersedes: [] });
    const p = productionOf(profile, book.byId.get('generator')!, 'generator', DAY);
    expect(p.source).toBe('generator');
    expect(p.yearly_KWH).toBeGreaterThan(0);
    expect(p.yearly_value).toBe(Math.round(p.yearly_KWH * profile.costCentsPerKwh));
    expect(p.exported_pct).toBe(0);
  });
});
