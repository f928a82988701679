/** @jest-environment node */
/**
 * A monitor's devices come from its source's declaration as the store keeps it (measured_channels.device):
 * the device list, the timeline's names, the plugs, the battery's and the inverter's nameplates read that,
 * not the simulator. The simulator's household stays the ground truth the declaration is checked against.
 */
import type { DeviceUserData } from '../../../server/src/db/devices';
import { buildBook, listed } from '../../../server/src/devices/book';
import { batteryInfo, inverterInfo } from '../../../server/src/devices/equipment';
import { MeasuredReader, MeasuredStore, declaredDevices, declaredEquipment, setMeasuredReader } from '../../../server/src/measured';
import { equipment, household } from '../../../server/src/sim';
import { declarationOf, sourceFor } from '../../../server/src/sources/registry';
import { NOW, openHome, profile, storeHomesForEachTest } from '../support/storeHome';

const homes = storeHomesForEachTest();
const noUserData: DeviceUserData = { overrides: new Map(), merges: [], supersedes: [] };

it('the declared devices are the simulated household, in its order, with solar and the battery rated as the simulator rates them', () => {
  homes.open = openHome([]);
  const declared = declaredDevices(profile);
  expect(declared.map((d) => d.id)).toEqual(household(profile).map((d) => d.id));
  expect(declared.map((d) => d.name)).toEqual(household(profile).map((d) => d.name));
  const sim = equipment(profile);
  expect(declaredEquipment(profile)).toEqual({ solarCapacityW: sim.solarCapacityW, battery: sim.battery });
});

it('the store keeps them: a reader that never met the source reads the same list from the data folder', () => {
  homes.open = openHome([]);
  const rows = homes.open.db.prepare('SELECT key, device FROM measured_channels WHERE monitor_id = ? ORDER BY idx').all(profile.id) as { key: string; device: string | null }[];
  expect(rows.filter((r) => r.key.startsWith('device:')).every((r) => r.device !== null)).toBe(true);
  expect(rows.find((r) => r.key === 'mains')?.device).toBeNull();
  const before = declaredDevices(profile);
  setMeasuredReader(new MeasuredReader(homes.open.db), null);
  expect(declaredDevices(profile)).toEqual(before);
});

it('a device the source declares later (a detection, a new circuit) is listed after the others, before solar and the battery, and reaches the device list', () => {
  homes.open = openHome([]);
  const d = declarationOf(profile, sourceFor(profile, []));
  const fridge = d.channels.find((c) => c.device?.type === 'Fridge')!.device!;
  const found = { ...fridge, id: 'f00dcafe', name: 'Garage fridge', dateCreated: new Date(NOW - 86_400_000).toISOString() };
  homes.open.store.declare(profile.id, { ...d, channels: [...d.channels, { key: 'device:f00dcafe', kind: 'detected', label: 'Garage fridge', device: found }] });
  setMeasuredReader(new MeasuredReader(homes.open.db), null);
  const ids = declaredDevices(profile).map((x) => x.id);
  expect(ids.indexOf('f00dcafe')).toBe(ids.indexOf('solar') - 1);
  const names = listed(buildBook(profile, noUserData), false).map((b) => b.wire.name);
  expect(names).toContain('Garage fridge');
});

it('an upgraded data folder, whose channels were declared before the store kept devices, gets them on the next declaration', () => {
  homes.open = openHome([]);
  const db = homes.open.db;
  db.prepare('UPDATE measured_channels SET device = NULL WHERE monitor_id = ?').run(profile.id);
  // A new store over the folder (a restart): its first declaration writes the devices back.
  const store = new MeasuredStore(db, { now: () => NOW });
  store.declare(profile.id, declarationOf(profile, sourceFor(profile, [])));
  setMeasuredReader(new MeasuredReader(db), null);
  expect(declaredDevices(profile).map((x) => x.id)).toEqual(household(profile).map((x) => x.id));
});

it("the battery's and the inverter's nameplates are the declared ones", () => {
  homes.open = openHome([]);
  const battery = batteryInfo(profile, NOW);
  const rating = declaredEquipment(profile).battery!;
  expect(battery).toMatchObject({ present: true, capacity_kwh: rating.capacityWh / 1000, max_power_w: rating.maxW, reserve_pct: Math.round(rating.reserve * 100) });
  expect(inverterInfo(profile, NOW)).toMatchObject({ present: true, capacity_w: Math.round(declaredEquipment(profile).solarCapacityW) });
});
