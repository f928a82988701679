/** @jest-environment node */
import type { WireDeviceDetail, WireDevicesOverview, WireDeviceTypes } from '../../../src/api/wire/devices';
import { feedChecksums } from '../../../server/src/realtime/checksums';
import { get } from '../support/harness';
import { demoProfile } from '../support/profiles';
import { DEMO_MONITOR, devicesUrl, idOf, listDevices, PARTNER_MONITOR, startDevicesWorld, type DevicesWorld } from './support';

// The first device detail of a monitor simulates its past year (~2.5 s, more on a busy machine).
jest.setTimeout(30_000);

let w: DevicesWorld;
beforeAll(async () => {
  w = await startDevicesWorld();
});
afterAll(() => w.t.close());

describe('GET …/devices/overview and …/devices', () => {
  test('the overview is {devices, device_data_checksum}, the checksum the feed sends', async () => {
    const res = await get(w.t.app, `${devicesUrl()}/overview`, w.demo);
    expect(res.statusCode).toBe(200);
    const body = res.json() as WireDevicesOverview;
    expect(body.device_data_checksum).toBe(feedChecksums(demoProfile, { userVersion: 1, settingsVersion: 1 }).device_data_checksum);
    const ids = body.devices.map((d) => d.id);
    expect(ids.slice(0, 2)).toEqual(['always_on', 'unknown']);
    // The battery is listed too (the spec hides only solar), just before solar, with its state.
    expect(ids.slice(-2)).toEqual(['battery', 'solar']);
    expect(body.devices.find((d) => d.id === 'battery')).toMatchObject({ name: 'Battery', icon: 'battery', stage: 'RealTime', tags: { DeviceListAllowed: 'true', UserEditable: 'false' } });
    for (const d of body.devices) {
      expect(d).toMatchObject({ id: expect.any(String), name: expect.any(String), icon: expect.any(String), monitor_id: DEMO_MONITOR });
      expect(['Inventory', 'Identified', 'Tracking', 'RealTime']).toContain(d.stage);
      expect(['On', 'Off', 'Idle']).toContain(d.last_state);
    }
  });

  test('/devices is a bare array of the same devices', async () => {
    const list = await listDevices(w);
    const overview = (await get(w.t.app, `${devicesUrl()}/overview`, w.demo)).json() as WireDevicesOverview;
    expect(list.map((d) => d.id)).toEqual(overview.devices.map((d) => d.id));
    const fridge = list.find((d) => d.name === 'Fridge')!;
    expect(fridge).toMatchObject({ type: 'Fridge', location: 'Kitchen', make: 'Samsung', stage: 'RealTime' });
    expect(fridge.tags).toMatchObject({ UserEditable: 'true', UserDeletable: 'true', UserMergeable: 'true', Virtual: 'false' });
    expect(list.find((d) => d.id === 'always_on')!.tags).toMatchObject({ UserEditable: 'false', UserDeletable: 'false' });
    // The router's standby is part of Always On, but the monitor cannot pick it out yet (Inventory):
    // it has no always-on figure of its own; devices it can pick out have theirs.
    expect(list.find((d) => d.name === 'Router')!.ao_w).toBeUndefined();
    expect(list.find((d) => d.name === 'TV')!.ao_w).toBeGreaterThan(0);
  });

  test('relays of the partner monitor carry IntegrationType WiserRelay', async () => {
    const list = await listDevices(w, '', PARTNER_MONITOR, w.partner);
    const relays = list.filter((d) => d.tags.IntegrationType === 'WiserRelay');
    expect(relays.map((d) => d.name).sort()).toEqual(['Garage Outlets', 'Landscape Lights', 'Patio Heater']);
    expect(relays[0]).toMatchObject({ network_state: { mode: 'active' } });
    expect(list.map((d) => d.id)).not.toContain('solar');
    // A relay page says what it offers (its history and usage): it has no switch to promise.
    const detail = (await get(w.t.app, `${devicesUrl(PARTNER_MONITOR)}/${relays[0]!.id}`, w.partner)).json() as { about: { content: string } };
    expect(detail.about.content).toMatch(/when it switched on and off/);
    expect(detail.about.content).not.toMatch(/turn it on or off/);
  });

  test("another user's monitor is 404 Monitor not found, as is a missing one; no token is 401", async () => {
    for (const url of [devicesUrl(PARTNER_MONITOR), `${devicesUrl(PARTNER_MONITOR)}/overview`, `${devicesUrl(PARTNER_MONITOR)}/always_on`, devicesUrl(999999)]) {
      const res = await get(w.t.app, url, w.demo);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', error_reason: 'Monitor not found' });
    }
    expect((await get(w.t.app, devicesUrl())).statusCode).toBe(401);
  });
});

test('GET /app/monitors/devicetypes lists device_categories with types and icons', async () => {
  const res = await get(w.t.app, '/app/monitors/devicetypes', w.demo);
  expect(res.statusCode).toBe(200);
  const body = res.json() as WireDeviceTypes;
  expect(body.device_categories.length).toBeGreaterThan(5);
  const types = body.device_categories.flatMap((c) => c.types.map((t) => t.id));
  for (const id of ['Fridge', 'Dryer', 'HeatPump', 'ElectricVehicle', 'PoolPump', 'TV', 'Router', 'PowerStrip', 'DedicatedCircuit']) expect(types).toContain(id);
  expect(body.device_categories[0]).toMatchObject({ id: 'kitchen', display_name: 'Kitchen', icon: expect.any(String) });
});

describe('GET …/devices/{id}', () => {
  test('the wire §3.5 detail with usage statistics from the simulator', async () => {
    const fridgeId = await idOf(w, 'Fridge');
    const res = await get(w.t.app, `${devicesUrl()}/${fridgeId}`, w.demo);
    expect(res.statusCode).toBe(200);
    const d = res.json() as WireDeviceDetail;
    expect(d.device).toMatchObject({ id: fridgeId, name: 'Fridge' });
    expect(d).toMatchObject({
      stage: 'RealTime',
      status: 'active',
      number_of_devices: 1,
      notes: null,
      data_reset_at: null,
      timeline: { visible: true, allowed: true },
      alerts: { allowed: true, enabled: true },
      standby_config: { threshold_w: 8, min_w: 3, default_w: 8, max_w: 500 },
      blurb: { type: 'stage', content: expect.any(String) },
      about: { title: 'About Fridge', content: expect.any(String) },
    });
    const u = d.usage!;
    // A 120-180 W compressor running about a third of the time.
    expect(u.avg_watts).toBeGreaterThan(30);
    expect(u.avg_watts).toBeLessThan(120);
    // One yearly model: the month is a twelfth of the year, the average power the year over its hours.
    expect(u.avg_monthly_KWH).toBeCloseTo(u.yearly_KWH / 12, 2);
    expect(u.avg_watts).toBeCloseTo((u.yearly_KWH * 1000) / (365 * 24), 0);
    expect(u.yearly_KWH).toBeGreaterThan(200);
    expect(u.yearly_text).toMatch(/^About [\d,]+ kWh a year$/);
    expect(u.yearly_cost).toBe(Math.round(u.yearly_KWH * 16.5));
    expect(Math.abs(u.avg_monthly_cost * 12 - u.yearly_cost)).toBeLessThanOrEqual(6);
    // A fridge cycles on its thermostat all day: times on does not apply; its cycles have a length.
    expect(u.avg_monthly_runs).toBeNull();
    expect(u.current_month_runs).toBeNull();
    expect(u.avg_duration).toBeGreaterThan(60);
    expect(u.avg_monthly_pct).toBeGreaterThan(0);
    expect(u.avg_monthly_pct).toBeLessThan(100);
    expect(Number.isInteger(u.current_month_cost)).toBe(true);
    expect(d.progressive_usage).toEqual({ avg_watts: u.avg_watts, yearly_cost: u.yearly_cost, yearly_text: u.yearly_text });
    // Default chart: the local day containing now, hour by hour, future hours 0.
    expect(d.usage_history).toMatchObject({ scale: 'DAY', steps: 24, start: '2026-11-22T05:00:00.000Z', next_start: null });
    expect(d.usage_history.kwh.slice(11)).toEqual(new Array(13).fill(0));
    expect(d.usage_history.total_kwh).toBeCloseTo(d.usage_history.kwh.reduce((s, v) => s + v, 0), 2);
  });

  test('always_on has the always-on breakdown and current_ao_wattage', async () => {
    const d = (await get(w.t.app, `${devicesUrl()}/always_on`, w.demo)).json() as WireDeviceDetail;
    expect(d.always_on).toMatchObject({ description: expect.any(String), total_watts: expect.any(Number) });
    const ao = d.always_on!;
    expect(ao.devices.length).toBeGreaterThan(2);
    expect(ao.devices[0]).toMatchObject({ id: expect.any(String), name: expect.any(String), icon: expect.any(String), sublabel: 'sensor' });
    expect(ao.unknown_watts).toBeCloseTo(ao.total_watts - ao.devices.reduce((s, x) => s + x.w, 0), 0);
    expect(d.usage!.current_ao_wattage).toBeGreaterThan(100);
    // The always-on figure is the 48-hour estimate everywhere: the total and the average power.
    expect(d.usage!.avg_watts).toBe(ao.total_watts);
    expect(d.usage!.avg_monthly_runs).toBeNull();
    expect(d.usage!.avg_duration).toBeNull();
  });

  test('solar carries production figures: energy made and its value, never a cost', async () => {
    const d = (await get(w.t.app, `${devicesUrl()}/solar`, w.demo)).json() as WireDeviceDetail;
    expect(d.usage).toBeNull();
    expect(d.blurb.content).not.toMatch(/cost|usage/i);
    const p = d.production!;
    expect(p.source).toBe('solar');
    expect(p.yearly_KWH).toBeGreaterThan(1000);
    expect(p.yearly_value).toBeGreaterThan(0);
    expect(p).not.toHaveProperty('yearly_cost');
    expect(p).not.toHaveProperty('avg_monthly_runs');
    expect(p.exported_pct).toBeGreaterThan(0);
    expect(p.exported_pct).toBeLessThan(100);
    expect(d.usage_history.total_cost).toBe(0);
    // Bucket values are rounded to the cent one by one: the total is within half a cent a bucket.
    const buckets = d.usage_history.value!.reduce((s, v) => s + v, 0);
    expect(Math.abs(d.usage_history.total_value! - buckets)).toBeLessThanOrEqual(d.usage_history.steps / 2);
  });

  test('?scale and ?start choose the chart period (weeks from Monday, YEAR by month, CYCLE = BILL)', async () => {
    const id = await idOf(w, 'Heat Pump');
    const week = (await get(w.t.app, `${devicesUrl()}/${id}?scale=week&start=2026-11-12T12:00:00Z`, w.demo)).json() as WireDeviceDetail;
    expect(week.usage_history).toMatchObject({ scale: 'WEEK', steps: 7, start: '2026-11-09T05:00:00.000Z', previous_start: '2026-11-02T05:00:00.000Z', next_start: '2026-11-16T05:00:00.000Z' });
    expect(week.usage_history.kwh.every((v) => v > 0)).toBe(true);
    const year = (await get(w.t.app, `${devicesUrl()}/${id}/usage_history?scale=YEAR`, w.demo)).json();
    expect(year).toMatchObject({ scale: 'YEAR', steps: 12, start: '2026-01-01T05:00:00.000Z' });
    expect(year.kwh[11]).toBe(0);
    const bill = (await get(w.t.app, `${devicesUrl()}/${id}/usage_history?scale=CYCLE&start=2026-10-20T12:00:00Z`, w.demo)).json();
    expect(bill).toMatchObject({ scale: 'BILL', steps: 31, start: '2026-10-01T04:00:00.000Z' });
    expect(bill.total_cost).toBe(Math.round(bill.total_kwh * 16.5));
  });

  test('a bad scale or start is a 400; an unknown or deleted-looking id is 404 Device not found', async () => {
    const id = await idOf(w, 'Fridge');
    expect((await get(w.t.app, `${devicesUrl()}/${id}?scale=DECADE`, w.demo)).json()).toEqual({
      status: 'error',
      error_reason: "Invalid query parameter 'scale': must be one of DAY, WEEK, MONTH, YEAR, BILL",
    });
    for (const start of ['yesterday', '1999-12-31T00:00:00Z', '99999999999999999999']) {
      expect((await get(w.t.app, `${devicesUrl()}/${id}?start=${start}`, w.demo)).json()).toEqual({
        status: 'error',
        error_reason: "Invalid query parameter 'start': must be an ISO time",
      });
    }
    // Epoch seconds and milliseconds are accepted too.
    const byEpoch = (await get(w.t.app, `${devicesUrl()}/${id}/usage_history?scale=DAY&start=${Date.UTC(2026, 10, 20, 12) / 1000}`, w.demo)).json();
    expect(byEpoch.start).toBe('2026-11-20T05:00:00.000Z');
    expect((await get(w.t.app, `${devicesUrl()}/${id}/usage_history?start=${Date.UTC(2026, 10, 20, 12)}`, w.demo)).json().start).toBe('2026-11-20T05:00:00.000Z');
    for (const bad of ['nope1234', 'generator']) {
      const res = await get(w.t.app, `${devicesUrl()}/${bad}`, w.demo);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', error_reason: 'Device not found' });
    }
    expect((await get(w.t.app, `${devicesUrl()}/bad$id`, w.demo)).statusCode).toBe(400);
  });

  test('a warm detail answers the same as the first one', async () => {
    const id = await idOf(w, 'Fridge');
    const first = await get(w.t.app, `${devicesUrl()}/${id}`, w.demo);
    const again = await get(w.t.app, `${devicesUrl()}/${id}`, w.demo);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });
});

describe('battery and inverter', () => {
  test('the demo home has both', async () => {
    const battery = (await get(w.t.app, `${devicesUrl()}/battery`, w.demo)).json();
    expect(battery).toMatchObject({ present: true, id: 'battery', capacity_kwh: expect.any(Number), max_power_w: 5000, reserve_pct: 10 });
    expect(['Charging', 'Discharging', 'Idle', 'Full', 'Empty']).toContain(battery.charge_state);
    const inverter = (await get(w.t.app, `${devicesUrl()}/inverter`, w.demo)).json();
    expect(inverter).toMatchObject({ present: true, id: 'solar', capacity_w: expect.any(Number), today_kwh: expect.any(Number) });
    expect(inverter.solar_w).toBeGreaterThanOrEqual(0);
  });

  test('a home without them answers present:false (200, never 404)', async () => {
    for (const kind of ['battery', 'inverter']) {
      const res = await get(w.t.app, `${devicesUrl(PARTNER_MONITOR)}/${kind}`, w.partner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ present: false });
    }
    // …and lists no battery.
    expect((await listDevices(w, '', PARTNER_MONITOR, w.partner)).map((d) => d.id)).not.toContain('battery');
  });

  test("detail=true gives the battery's device detail with its figures: production, never a cost, and its chart", async () => {
    const res = await get(w.t.app, `${devicesUrl()}/battery?detail=true&scale=WEEK`, w.demo);
    expect(res.statusCode).toBe(200);
    const d = res.json() as WireDeviceDetail;
    expect(d.device).toMatchObject({ id: 'battery', name: 'Battery' });
    expect(d.usage).toBeNull();
    expect(d.production).toMatchObject({ yearly_KWH: expect.any(Number), yearly_value: expect.any(Number) });
    expect(d.usage_history).toMatchObject({ scale: 'WEEK', steps: 7 });
    expect(d.about.content).toMatch(/^Your home battery stores energy/);
    expect(d.battery).toMatchObject({ present: true, id: 'battery', reserve_pct: 10 });
    expect(['Charging', 'Discharging', 'Idle', 'Full', 'Empty']).toContain(d.battery!.charge_state);
    // Its name follows the reader's language, in the figures as in the detail.
    const fr = await w.t.app.inject({ method: 'GET', url: `/apiservice/api/v1${devicesUrl()}/battery?detail=true`, headers: { authorization: `bearer ${w.demo}`, 'x-sense-ui-language': 'fr-CA' } });
    expect(fr.json()).toMatchObject({ device: { name: 'Batterie' }, battery: { name: 'Batterie' } });
    // A home without a battery has no battery detail.
    expect((await get(w.t.app, `${devicesUrl(PARTNER_MONITOR)}/battery?detail=true`, w.partner)).statusCode).toBe(404);
  });
});
