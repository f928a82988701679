/** @jest-environment node */
import { loadUserDeviceState } from '../../../server/src/devices/userState';
import type { WireDevice, WireDeviceDetail } from '../../../src/api/wire/devices';
import { get } from '../support/harness';
import { del, deviceRows, devicesUrl, idOf, listDevices, PARTNER_MONITOR, postForm, postJson, startDevicesWorld, userVersion, type DevicesWorld } from './support';

// The first device detail of a monitor simulates its past year (~2.5 s, more on a busy machine).
jest.setTimeout(30_000);

let w: DevicesWorld;
let fridge: string;
let freezer: string;
let washer: string;
beforeAll(async () => {
  w = await startDevicesWorld();
  [fridge, freezer, washer] = [await idOf(w, 'Fridge'), await idOf(w, 'Freezer'), await idOf(w, 'Washer')];
});
afterAll(() => w.t.close());

const detail = async (id: string, query = '') => (await get(w.t.app, `${devicesUrl()}/${id}${query}`, w.demo)).json() as WireDeviceDetail;
const byId = (list: WireDevice[], id: string) => list.find((d) => d.id === id);
const realtimeIds = async () => ((await get(w.t.app, '/app/100001/realtime_update', w.demo)).json() as { devices: { id: string; name: string }[] }).devices;

test('merge → a virtual device whose usage is the sum of its parts; unmerge restores them', async () => {
  const parts = [await detail(fridge, '?scale=WEEK'), await detail(freezer, '?scale=WEEK')];

  const res = await postForm(w, `${devicesUrl()}/${fridge}/merge`, { devices: `${fridge},${freezer}` });
  expect(res.statusCode).toBe(200);
  const { id } = res.json() as { id: string };
  expect(id).toMatch(/^merged-[0-9a-f]{8}$/);

  const list = await listDevices(w);
  expect(byId(list, fridge)).toBeUndefined();
  expect(byId(list, freezer)).toBeUndefined();
  expect(byId(list, id)).toMatchObject({
    name: 'Fridge + Freezer',
    icon: 'fridge',
    number_of_devices: 2,
    stage: 'RealTime',
    tags: { Virtual: 'true', MergedDevices: `${fridge},${freezer}`, UserEditable: 'true', UserDeletable: 'true' },
  });
  const all = await listDevices(w, '?include_merged=true');
  expect(byId(all, fridge)!.tags.MergeId).toBe(id);
  expect(byId(all, freezer)!.tags.MergeId).toBe(id);

  const v = await detail(id, '?scale=WEEK');
  expect(v.usage!.yearly_KWH).toBeCloseTo(parts[0]!.usage!.yearly_KWH + parts[1]!.usage!.yearly_KWH, 1);
  expect(v.usage!.current_month_KWH).toBeCloseTo(parts[0]!.usage!.current_month_KWH + parts[1]!.usage!.current_month_KWH, 1);
  v.usage_history.kwh.forEach((k, i) => expect(k).toBeCloseTo(parts[0]!.usage_history.kwh[i]! + parts[1]!.usage_history.kwh[i]!, 2));
  expect(v.info).toBe('Merged from Fridge, Freezer');
  // A member stays addressable, marked as merged.
  expect((await detail(fridge)).status).toBe('merged');

  // The feed's user state and the live report know the merge.
  expect(loadUserDeviceState(w.t.app.ctx.repos, 100001)!.merges).toEqual([{ id, name: 'Fridge + Freezer', icon: 'fridge', members: [fridge, freezer] }]);
  const live = await realtimeIds();
  expect(live.map((d) => d.id)).not.toContain(fridge);
  expect(live.map((d) => d.id)).not.toContain(freezer);

  // Rename the virtual device; then change its members (merge on the virtual device).
  expect((await postJson(w, `${devicesUrl()}/${id}`, { name: 'Cold storage' })).statusCode).toBe(200);
  const again = await postJson(w, `${devicesUrl()}/${id}/merge`, { devices: `${id},${fridge},${freezer},${washer}` });
  expect(again.json()).toEqual({ id });
  expect(byId(await listDevices(w), id)).toMatchObject({ name: 'Cold storage', number_of_devices: 3 });

  const un = await del(w, `${devicesUrl()}/${id}`);
  expect(un.statusCode).toBe(200);
  expect(un.json()).toEqual({ status: 'ok', id, action: 'unmerged', restored: [fridge, freezer, washer] });
  const after = await listDevices(w);
  expect(byId(after, id)).toBeUndefined();
  for (const m of [fridge, freezer, washer]) expect(byId(after, m)!.tags.MergeId).toBeUndefined();
  expect((await get(w.t.app, `${devicesUrl()}/${id}`, w.demo)).statusCode).toBe(404);
  expect(loadUserDeviceState(w.t.app.ctx.repos, 100001)!.merges).toEqual([]);
});

test('the path device joins the merge even when not listed; a name may be given', async () => {
  const res = await postJson(w, `${devicesUrl()}/${fridge}/merge`, { devices: freezer, name: 'Cold' });
  const { id } = res.json() as { id: string };
  expect(byId(await listDevices(w), id)).toMatchObject({ name: 'Cold', tags: { MergedDevices: `${fridge},${freezer}` } });
  expect((await del(w, `${devicesUrl()}/${id}`)).json().action).toBe('unmerged');
});

describe('merge rules: a 400 (or 404) and nothing written', () => {
  const expectRefused = async (url: string, body: object, code: number, reason: string, token = w.demo) => {
    const rows = deviceRows(w);
    const version = userVersion(w);
    const res = await postJson(w, url, body, token);
    expect(res.statusCode).toBe(code);
    expect(res.json()).toEqual({ status: 'error', error_reason: reason });
    expect(deviceRows(w)).toEqual(rows);
    expect(userVersion(w)).toBe(version);
  };

  test('fewer than two devices', () => expectRefused(`${devicesUrl()}/${fridge}/merge`, { devices: fridge }, 400, 'Select at least two devices to merge'));
  test('no devices field', () => expectRefused(`${devicesUrl()}/${fridge}/merge`, {}, 400, "Missing required field 'devices'"));
  test('a pseudo device', () => expectRefused(`${devicesUrl()}/${fridge}/merge`, { devices: 'always_on' }, 400, 'Always On cannot be merged'));
  test('from a pseudo device', () => expectRefused(`${devicesUrl()}/unknown/merge`, { devices: fridge }, 400, 'Other cannot be merged'));
  test('an unknown id', () => expectRefused(`${devicesUrl()}/${fridge}/merge`, { devices: 'zzzzzzzz' }, 404, 'Device not found'));
  test('a relay (not UserMergeable)', async () => {
    const [heater, garage] = [await idOf(w, 'Patio Heater', PARTNER_MONITOR, w.partner), await idOf(w, 'Garage Outlets', PARTNER_MONITOR, w.partner)];
    await expectRefused(`${devicesUrl(PARTNER_MONITOR)}/${heater}/merge`, { devices: garage }, 400, "'Patio Heater' cannot be merged", w.partner);
  });
  test('an already merged device, and a virtual device into another', async () => {
    const { id } = (await postJson(w, `${devicesUrl()}/${fridge}/merge`, { devices: freezer })).json() as { id: string };
    await expectRefused(`${devicesUrl()}/${washer}/merge`, { devices: fridge }, 400, "'Fridge' is already part of a merged device");
    await expectRefused(`${devicesUrl()}/${washer}/merge`, { devices: id }, 400, 'A merged device cannot be merged into another one');
    await expectRefused(`${devicesUrl()}/${id}/merge`, { devices: fridge }, 400, 'Select at least two devices to merge');
    // A member cannot be deleted on its own.
    const res = await del(w, `${devicesUrl()}/${fridge}`);
    expect(res.json()).toEqual({ status: 'error', error_reason: "'Fridge' is part of a merged device. Unmerge it first." });
    await del(w, `${devicesUrl()}/${id}`);
  });
  test('offline', async () => {
    w.t.app.ctx.repos.devices.setOnline(100001, false);
    try {
      await expectRefused(`${devicesUrl()}/${fridge}/merge`, { devices: freezer }, 409, 'Updates not saved. Please try again when your monitor is online.');
      const un = await del(w, `${devicesUrl()}/${fridge}`);
      expect(un.statusCode).toBe(409);
    } finally {
      w.t.app.ctx.repos.devices.setOnline(100001, true);
    }
  });
});

test('a rename shows in the live report (realtime_update) too', async () => {
  const live = (await realtimeIds()).find((d) => !['always_on', 'unknown', 'solar'].includes(d.id));
  expect(live).toBeDefined();
  await postJson(w, `${devicesUrl()}/${live!.id}`, { name: 'Renamed live' });
  expect((await realtimeIds()).find((d) => d.id === live!.id)?.name).toBe('Renamed live');
});
