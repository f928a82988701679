/** @jest-environment node */
import { loadUserDeviceState } from '../../../server/src/devices/userState';
import type { WireDeviceDetail } from '../../../src/api/wire/devices';
import { get, signIn } from '../support/harness';
import { del, deviceRows, devicesUrl, idOf, listDevices, PARTNER_MONITOR, postForm, postJson, startDevicesWorld, userVersion, type DevicesWorld } from './support';

// The first device detail of a monitor simulates its past year (~2.5 s, more on a busy machine).
jest.setTimeout(30_000);

let w: DevicesWorld;
beforeAll(async () => {
  w = await startDevicesWorld();
});
afterAll(() => w.t.close());

const OFFLINE = 'Updates not saved. Please try again when your monitor is online.';
const detail = async (id: string, query = '', monitor = 100001, token = w.demo) =>
  (await get(w.t.app, `${devicesUrl(monitor)}/${id}${query}`, token)).json() as WireDeviceDetail;
const refused = async (res: Promise<{ statusCode: number; json: () => unknown }>, code: number, reason: string) => {
  const rows = deviceRows(w);
  const version = userVersion(w);
  const r = await res;
  expect(r.statusCode).toBe(code);
  expect(r.json()).toEqual({ status: 'error', error_reason: reason });
  expect(deviceRows(w)).toEqual(rows);
  expect(userVersion(w)).toBe(version);
};

describe('DELETE', () => {
  test('deletes a device: gone from the list and detail; its energy counts as Other', async () => {
    const tv = await idOf(w, 'TV');
    const otherBefore = (await detail('unknown')).usage!.yearly_KWH;
    const res = await del(w, `${devicesUrl()}/${tv}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', id: tv, action: 'deleted' });
    expect((await listDevices(w, '?include_merged=true')).map((d) => d.id)).not.toContain(tv);
    expect((await get(w.t.app, `${devicesUrl()}/${tv}`, w.demo)).statusCode).toBe(404);
    expect((await del(w, `${devicesUrl()}/${tv}`)).statusCode).toBe(404);
    expect(loadUserDeviceState(w.t.app.ctx.repos, 100001)!.devices![tv]).toEqual({ deleted: true });
    expect((await detail('unknown')).usage!.yearly_KWH).toBeGreaterThan(otherBefore);
  });

  test('pseudo devices cannot be deleted', async () => {
    await refused(del(w, `${devicesUrl()}/always_on`), 400, 'Always On cannot be deleted');
    await refused(del(w, `${devicesUrl()}/solar`), 400, 'Solar cannot be deleted');
  });

  test('a partner relay is factory reset: no longer paired', async () => {
    const garage = await idOf(w, 'Garage Outlets', PARTNER_MONITOR, w.partner);
    await postJson(w, `${devicesUrl(PARTNER_MONITOR)}/${garage}`, { name: 'Workshop' }, w.partner);
    const res = await del(w, `${devicesUrl(PARTNER_MONITOR)}/${garage}`, w.partner);
    expect(res.json()).toEqual({ status: 'ok', id: garage, action: 'reset' });
    expect((await listDevices(w, '', PARTNER_MONITOR, w.partner)).map((d) => d.id)).not.toContain(garage);
    expect(w.t.app.ctx.repos.devices.override(PARTNER_MONITOR, garage)).toMatchObject({ user_deleted: 1, name: null });
  });

  test('offline', async () => {
    w.t.app.ctx.repos.devices.setOnline(100001, false);
    try {
      await refused(del(w, `${devicesUrl()}/${await idOf(w, 'Toaster')}`), 409, OFFLINE);
    } finally {
      w.t.app.ctx.repos.devices.setOnline(100001, true);
    }
  });
});

describe('POST reset_data', () => {
  test('statistics count only after the reset', async () => {
    const ev = await idOf(w, 'EV');
    expect((await detail(ev)).usage!.yearly_KWH).toBeGreaterThan(500);
    const res = await postForm(w, `${devicesUrl()}/${ev}/reset_data`, {});
    expect(res.statusCode).toBe(200);
    const at = new Date(w.t.clock.now()).toISOString();
    expect(res.json()).toEqual({ status: 'ok', id: ev, data_reset_at: at });
    const fresh = await detail(ev, '?scale=MONTH');
    expect(fresh.data_reset_at).toBe(at);
    expect(fresh.usage).toMatchObject({ yearly_KWH: 0, avg_monthly_KWH: 0, current_month_KWH: 0, avg_monthly_runs: 0, yearly_text: 'No usage yet' });
    expect(fresh.usage_history.total_kwh).toBe(0);

    // Three days later: only those days count, and the year is extrapolated from them.
    w.t.clock.advance(3 * 86_400_000);
    try {
      const token = (await signIn(w.t.app, 'demo@example.com')).access_token;
      const later = await detail(ev, '?scale=MONTH', 100001, token);
      expect(later.usage!.current_month_KWH).toBeGreaterThan(0);
      expect(later.usage!.yearly_KWH).toBeCloseTo((later.usage!.current_month_KWH / 3) * 365, -1);
      // November 1-21 come before the reset (22nd, 10:00 local); the 22nd counts from then on.
      expect(later.usage_history.kwh.slice(0, 21).every((k) => k === 0)).toBe(true);
      expect(later.usage_history.total_kwh).toBeCloseTo(later.usage!.current_month_KWH, 2);
    } finally {
      w.t.clock.advance(-3 * 86_400_000);
    }
  });

  test('pseudo devices cannot be reset', async () => {
    await refused(postJson(w, `${devicesUrl()}/always_on/reset_data`, {}), 400, 'Always On data cannot be reset');
  });

  test('offline', async () => {
    w.t.app.ctx.repos.devices.setOnline(100001, false);
    try {
      await refused(postJson(w, `${devicesUrl()}/${await idOf(w, 'Oven')}/reset_data`, {}), 409, OFFLINE);
    } finally {
      w.t.app.ctx.repos.devices.setOnline(100001, true);
    }
  });
});

describe('POST supersede and encompass', () => {
  test('declares what is connected: members hidden, usage summed, tags set', async () => {
    const [coffee, toaster, kettle] = [await idOf(w, 'Coffee Maker'), await idOf(w, 'Toaster'), await idOf(w, 'Kettle')];
    const parts = await Promise.all([coffee, toaster, kettle].map((id) => detail(id)));
    const res = await postForm(w, `${devicesUrl()}/${coffee}/supersede`, { devices: `${toaster},${kettle}`, other_superseded: 'true', type: 'PowerStrip' });
    expect(res.json()).toEqual({ id: coffee });
    const list = await listDevices(w);
    expect(list.map((d) => d.id)).not.toContain(toaster);
    expect(list.find((d) => d.id === coffee)).toMatchObject({
      type: 'PowerStrip',
      number_of_devices: 3,
      tags: { OtherSuperseded: 'true', OtherSupersededType: 'PowerStrip', UserDeviceType: 'PowerStrip' },
    });
    expect((await listDevices(w, '?include_merged=true')).find((d) => d.id === kettle)!.tags.SupersededBy).toBe(coffee);
    const d = await detail(coffee);
    expect(d.usage!.yearly_KWH).toBeCloseTo(parts.reduce((s, p) => s + p.usage!.yearly_KWH, 0), 1);
    expect((await detail(kettle)).status).toBe('superseded');
    expect(loadUserDeviceState(w.t.app.ctx.repos, 100001)!.merges).toContainEqual({ id: coffee, name: 'Coffee Maker', icon: 'cup', members: [coffee, toaster, kettle] });

    // A new declaration replaces the old one.
    expect((await postJson(w, `${devicesUrl()}/${coffee}/supersede`, { devices: '', other_superseded: false, type: 'DedicatedCircuit' })).json()).toEqual({ id: coffee });
    expect((await listDevices(w)).find((d) => d.id === coffee)).toMatchObject({ type: 'DedicatedCircuit', number_of_devices: 1 });
    expect((await listDevices(w)).map((d) => d.id)).toContain(toaster);
  });

  test('rules', async () => {
    const [oven, microwave, lights] = [await idOf(w, 'Oven'), await idOf(w, 'Microwave'), await idOf(w, 'Lights')];
    const heater = await idOf(w, 'Patio Heater', PARTNER_MONITOR, w.partner);
    await refused(postJson(w, `${devicesUrl()}/${oven}/supersede`, { devices: microwave, type: 'Rocket' }), 400, "Unknown device type 'Rocket'");
    await refused(postJson(w, `${devicesUrl()}/${oven}/supersede`, { devices: microwave }), 400, "Missing required field 'type'");
    await refused(postJson(w, `${devicesUrl()}/${oven}/supersede`, { devices: 'always_on', type: 'PowerStrip' }), 400, 'Always On cannot be connected to another device');
    await refused(postJson(w, `${devicesUrl()}/${oven}/supersede`, { devices: oven, type: 'PowerStrip' }), 400, 'A device cannot be connected to itself');
    await refused(postJson(w, `${devicesUrl()}/${oven}/supersede`, { devices: 'nothere1', type: 'PowerStrip' }), 404, 'Device not found');
    await refused(postJson(w, `${devicesUrl()}/always_on/supersede`, { devices: oven, type: 'PowerStrip' }), 400, 'Always On cannot have devices connected to it');
    await refused(postJson(w, `${devicesUrl()}/${oven}/encompass`, { devices: microwave, type: 'PowerStrip' }), 400, 'Only relays can encompass other devices');
    await refused(postJson(w, `${devicesUrl(PARTNER_MONITOR)}/${heater}/supersede`, { devices: '', type: 'kitchen' }, w.partner), 400, 'Relays declare what they power with encompass');
    w.t.app.ctx.repos.devices.setOnline(100001, false);
    try {
      await refused(postJson(w, `${devicesUrl()}/${oven}/supersede`, { devices: lights, type: 'DedicatedCircuit' }), 409, OFFLINE);
    } finally {
      w.t.app.ctx.repos.devices.setOnline(100001, true);
    }
  });

  test('a relay encompasses detected devices (a category is a valid type)', async () => {
    const heater = await idOf(w, 'Patio Heater', PARTNER_MONITOR, w.partner);
    const tv = await idOf(w, 'TV', PARTNER_MONITOR, w.partner);
    const res = await postJson(w, `${devicesUrl(PARTNER_MONITOR)}/${heater}/encompass`, { devices: tv, other_superseded: false, type: 'outdoor' }, w.partner);
    expect(res.json()).toEqual({ id: heater });
    expect((await listDevices(w, '', PARTNER_MONITOR, w.partner)).map((d) => d.id)).not.toContain(tv);
  });
});
