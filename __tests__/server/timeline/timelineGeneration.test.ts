/** @jest-environment node */
import type { MonitorRow } from '../../../server/src/db/monitors';
import { household } from '../../../server/src/sim';
import { timelinePage } from '../../../server/src/timeline';
import { sourceOf } from '../../../server/src/timeline/source';
import { parsePeakId, peakIdOf } from '../../../server/src/timeline/peaks';
import { parseIsoTime } from '../../../server/src/timeline/slots';

const NOW = Date.UTC(2026, 10, 22, 15, 0, 0);
const row = (over: Partial<MonitorRow> = {}): MonitorRow => ({
  id: 100001, user_id: 1, serial_number: 'N327004101', time_zone: 'America/New_York', latitude: 40.7, longitude: -74,
  seed: 100001, solar: 1, battery: 1, relays: 0, hardware_type: 'monitor', aux_port: 'solar', num_detected: 20,
  attributes_json: '{"cost":16.5}', date_created: '2026-11-20T12:00:00.000Z', signal_check_completed_time: null, online: 1, ndi_enabled: 0, ...over,
});
const page = (src: ReturnType<typeof sourceOf>, filter = {}, n = 100) =>
  timelinePage(src, { nowMs: NOW, beforeMs: null, n, filter: { rollup: false, ...filter }, dismissed: new Set() });

const profileDevices = household({ id: 100001, seed: 100001, serialNumber: 'N327004101', timeZone: 'America/New_York', latitude: 40.7, longitude: -74, solar: true, battery: true, relays: false, costCentsPerKwh: 16.5 });
const idOf = (name: string) => profileDevices.find((d) => d.name === name)!.id;

test('the same inputs give the same timeline', () => {
  expect(page(sourceOf(row(), null))).toEqual(page(sourceOf(row(), null)));
});

test("the user's renames, deletions and merges show on the timeline", () => {
  const fridge = idOf('Fridge');
  const freezer = idOf('Freezer');
  const hvac = idOf('Heat Pump');
  const src = sourceOf(row(), {
    devices: { [fridge]: { name: 'Kitchen fridge', icon: 'fridge' }, [hvac]: { deleted: true } },
    merges: [{ id: 'cold-store', name: 'Cold storage', icon: 'freezer', members: [freezer] }],
  });
  const items = page(src).items.filter((i) => i.device_id);
  expect(items.some((i) => i.device_id === hvac)).toBe(false);
  expect(items.some((i) => i.device_id === freezer)).toBe(false);
  expect(items.filter((i) => i.device_id === fridge).every((i) => i.device_name === 'Kitchen fridge' && i.body.startsWith('Kitchen fridge '))).toBe(true);
  const merged = page(src, { deviceId: 'cold-store' }, 20).items;
  expect(merged).toHaveLength(20);
  expect(merged.every((i) => i.device_id === 'cold-store' && i.device_name === 'Cold storage')).toBe(true);
  // Asking for a member by its own id still finds its events (reported under the merge).
  expect(page(src, { deviceId: freezer }, 5).items.every((i) => i.device_id === 'cold-store')).toBe(true);
});

test('only detected real-time appliances have events; specials and early stages do not', () => {
  const ids = new Set(page(sourceOf(row(), null)).items.map((i) => i.device_id).filter(Boolean));
  for (const id of ids) {
    if (id === 'always_on') continue;
    const d = profileDevices.find((x) => x.id === id)!;
    expect(d.stage).toBe('RealTime');
    expect(d.special).toBeUndefined();
  }
});

test('peak ids round-trip and reject impossible dates', () => {
  const ms = Date.UTC(2026, 9, 11, 2, 30);
  expect(peakIdOf(100001, ms)).toBe('100001-20261011T0230Z');
  expect(parsePeakId('100001-20261011T0230Z')).toEqual({ monitorId: 100001, peakMs: ms });
  expect(parsePeakId('100001-20260231T0230Z')).toBeNull();
  expect(parsePeakId('100001-20261011T0230')).toBeNull();
});

test('ISO times: with or without milliseconds and zone; anything else is NaN', () => {
  expect(parseIsoTime('2026-11-22T15:00:00.123Z')).toBe(Date.UTC(2026, 10, 22, 15, 0, 0, 123));
  expect(parseIsoTime('2026-11-22T15:00:00')).toBe(Date.UTC(2026, 10, 22, 15));
  expect(parseIsoTime('2026-11-22T10:00:00-05:00')).toBe(Date.UTC(2026, 10, 22, 15));
  expect(parseIsoTime('22/11/2026')).toBeNaN();
});
