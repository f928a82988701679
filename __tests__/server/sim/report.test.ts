/** @jest-environment node */
import { demoProfile as home } from '../support/profiles';
import { household, reportDevices, sampleAt } from '../../../server/src/sim';


/** An evening instant with plenty running. */
function busySample() {
  for (let t = Date.UTC(2026, 6, 10, 22, 0); ; t += 61_000) {
    const s = sampleAt(home, t);
    if (s.devices.filter((d) => !d.device.special && d.device.stage === 'RealTime' && d.state !== 'Off').length >= 3) return s;
  }
}

describe('reportDevices', () => {
  it('lists RealTime devices that are on, specials always, sorted, and folds the rest into Other', () => {
    const s = busySample();
    const listed = reportDevices(s);
    const ids = listed.map((d) => d.id);
    expect(ids).toContain('always_on');
    expect(ids).toContain('unknown');
    for (let i = 1; i < listed.length; i++) expect(listed[i - 1]!.w).toBeGreaterThanOrEqual(listed[i]!.w);
    const byId = new Map(household(home).map((d) => [d.id, d]));
    for (const d of listed) if (byId.get(d.id) && !byId.get(d.id)!.special) expect(byId.get(d.id)!.stage).toBe('RealTime');
    // Consumption is conserved: the listed loads (not solar) add up to w.
    const loads = listed.filter((d) => d.id !== 'solar').reduce((a, d) => a + d.w, 0);
    expect(loads).toBeCloseTo(s.w, 6);
  });

  it('applies names, deletions and merges from the user state', () => {
    const s = busySample();
    const on = s.devices.filter((d) => !d.device.special && d.device.stage === 'RealTime' && d.state !== 'Off');
    const [a, b, c] = on;
    const listed = reportDevices(s, {
      devices: { [a!.device.id]: { name: 'Big one', icon: 'heat' }, [b!.device.id]: { deleted: true } },
      merges: [{ id: 'merged01', name: 'Combo', icon: 'plug', members: [c!.device.id, 'nonexistent'] }],
    });
    const renamed = listed.find((d) => d.id === a!.device.id)!;
    expect(renamed).toMatchObject({ name: 'Big one', icon: 'heat' });
    expect(renamed.tags.name_useredit).toBe('true');
    expect(listed.find((d) => d.id === b!.device.id)).toBeUndefined();
    expect(listed.find((d) => d.id === c!.device.id)).toBeUndefined();
    const merged = listed.find((d) => d.id === 'merged01')!;
    expect(merged.w).toBeCloseTo(c!.w, 6);
    expect(merged.tags.MergedDevices).toBe(`${c!.device.id},nonexistent`);
    const loads = listed.filter((d) => d.id !== 'solar').reduce((x, d) => x + d.w, 0);
    expect(loads).toBeCloseTo(s.w, 6);
  });
});
