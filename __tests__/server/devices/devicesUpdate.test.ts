/** @jest-environment node */
import type { ServerEventMap } from '../../../server/src/contracts';
import { loadUserDeviceState } from '../../../server/src/devices/userState';
import type { WireDeviceDetail, WireDevicesOverview } from '../../../src/api/wire/devices';
import { get } from '../support/harness';
import { deviceRows, devicesUrl, idOf, listDevices, PARTNER_MONITOR, postForm, postJson, startDevicesWorld, userVersion, type DevicesWorld } from './support';

// The first device detail of a monitor simulates its past year (~2.5 s, more on a busy machine).
jest.setTimeout(30_000);

let w: DevicesWorld;
let fridge: string;
const changes: ServerEventMap['user-changed'][] = [];
beforeAll(async () => {
  w = await startDevicesWorld();
  w.t.app.events.on('user-changed', (e) => changes.push(e));
  fridge = await idOf(w, 'Fridge');
});
afterAll(() => w.t.close());

const detail = async (id: string) => (await get(w.t.app, `${devicesUrl()}/${id}?scale=DAY`, w.demo)).json() as WireDeviceDetail;
const checksum = async () => ((await get(w.t.app, `${devicesUrl()}/overview`, w.demo)).json() as WireDevicesOverview).device_data_checksum;

test('a rename persists: detail, list, feed state; the version and checksum move and user-changed goes out', async () => {
  const before = await checksum();
  const version = userVersion(w);
  const res = await postJson(w, `${devicesUrl()}/${fridge}`, { name: '  Kitchen fridge ', location: 'Pantry', notes: 'Bought 2019' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    device: { id: fridge, name: 'Kitchen fridge', location: 'Pantry', tags: { name_useredit: 'true' } },
    notes: 'Bought 2019',
    standby_config: { threshold_w: 8 },
  });
  expect((await detail(fridge)).device.name).toBe('Kitchen fridge');
  expect((await detail(fridge)).notes).toBe('Bought 2019');
  expect((await listDevices(w)).find((d) => d.id === fridge)!.name).toBe('Kitchen fridge');
  expect(loadUserDeviceState(w.t.app.ctx.repos, 100001)!.devices![fridge]).toMatchObject({ name: 'Kitchen fridge', location: 'Pantry' });
  expect(userVersion(w)).toBe(version + 1);
  expect(changes.at(-1)).toEqual({ userId: 1, userVersion: version + 1 });
  expect(await checksum()).not.toBe(before);
});

test('form bodies work too: icon, type, standby threshold and editable tags', async () => {
  const res = await postForm(w, `${devicesUrl()}/${fridge}`, {
    icon: 'freezer',
    type: 'Freezer',
    standby_threshold_w: '12.5',
    'tags[TimelineDefault]': 'false',
  });
  expect(res.statusCode).toBe(200);
  const d = await detail(fridge);
  expect(d.device).toMatchObject({ icon: 'freezer', type: 'Freezer', tags: { UserDeviceType: 'Freezer', UserDeviceTypeDisplayString: 'Freezer', TimelineDefault: 'false' } });
  expect(d.standby_config.threshold_w).toBe(12.5);
  expect(d.timeline).toEqual({ visible: false, allowed: true });
  // '' clears optional text.
  await postJson(w, `${devicesUrl()}/${fridge}`, { location: '', notes: '' });
  expect((await detail(fridge)).device.location).toBe('Kitchen');
  expect((await detail(fridge)).notes).toBeNull();
});

describe('bad input is a 400 and nothing is written', () => {
  const cases: [string, object, string][] = [
    ['an empty name', { name: '' }, 'please enter a name'],
    ['a blank name', { name: '   ' }, 'please enter a name'],
    ['a long name', { name: 'x'.repeat(65) }, 'Names can be at most 64 characters'],
    ['long notes', { notes: 'n'.repeat(2001) }, 'Notes can be at most 2000 characters'],
    ['a long make', { make: 'm'.repeat(65) }, 'The make can be at most 64 characters'],
    ['standby under 3 W', { standby_threshold_w: 2 }, 'The standby threshold must be between 3 and 500 W'],
    ['standby over 500 W', { standby_threshold_w: 501 }, 'The standby threshold must be between 3 and 500 W'],
    ['an unknown type', { type: 'Spaceship' }, "Unknown device type 'Spaceship'"],
    ['a bad icon', { icon: 'Fridge!' }, 'An icon is 1 to 40 lower-case letters, digits or underscores'],
    ['a protected tag', { tags: { UserDeletable: 'false' } }, "The tag 'UserDeletable' cannot be changed"],
    ['a non-boolean tag', { tags: { UserShowBubble: 'maybe' } }, "The tag 'UserShowBubble' must be 'true' or 'false'"],
    ['a non-numeric threshold', { standby_threshold_w: 'lots' }, "Invalid field 'standby_threshold_w': must be number"],
  ];
  test.each(cases)('%s', async (_label, body, reason) => {
    const rows = deviceRows(w);
    const version = userVersion(w);
    const events = changes.length;
    const name = (await detail(fridge)).device.name;
    const res = await postJson(w, `${devicesUrl()}/${fridge}`, { ...body, location: 'Garage' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', error_reason: reason });
    expect(deviceRows(w)).toEqual(rows);
    expect(userVersion(w)).toBe(version);
    expect(changes.length).toBe(events);
    expect((await detail(fridge)).device.name).toBe(name);
  });

  test('the empty-name form keeps the old name', async () => {
    const res = await postForm(w, `${devicesUrl()}/${fridge}`, { name: '' });
    expect(res.json()).toEqual({ status: 'error', error_reason: 'please enter a name' });
    expect((await detail(fridge)).device.name).toBe('Kitchen fridge');
  });

  test('pseudo devices cannot be renamed or edited', async () => {
    const rows = deviceRows(w);
    expect((await postJson(w, `${devicesUrl()}/always_on`, { name: 'Standby' })).json()).toEqual({ status: 'error', error_reason: 'Always On cannot be renamed' });
    expect((await postJson(w, `${devicesUrl()}/unknown`, { notes: 'x' })).json()).toEqual({ status: 'error', error_reason: 'Other cannot be edited' });
    expect((await postJson(w, `${devicesUrl()}/solar`, { name: 'Sun' })).json()).toEqual({ status: 'error', error_reason: 'Solar cannot be renamed' });
    expect((await postJson(w, `${devicesUrl()}/battery`, { name: 'B' })).statusCode).toBe(400);
    expect(deviceRows(w)).toEqual(rows);
  });
});

test('an empty update changes nothing and bumps nothing', async () => {
  const version = userVersion(w);
  const res = await postJson(w, `${devicesUrl()}/${fridge}`, {});
  expect(res.statusCode).toBe(200);
  expect(userVersion(w)).toBe(version);
});

test("unknown devices are 404 Device not found; another user's monitor is 404 Monitor not found", async () => {
  const missing = await postJson(w, `${devicesUrl()}/abcdefgh`, { name: 'x' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ status: 'error', error_reason: 'Device not found' });
  const relay = await idOf(w, 'Patio Heater', PARTNER_MONITOR, w.partner);
  const rows = deviceRows(w);
  const foreign = await postJson(w, `${devicesUrl(PARTNER_MONITOR)}/${relay}`, { name: 'Mine now' });
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json()).toEqual({ status: 'error', error_reason: 'Monitor not found' });
  expect(deviceRows(w)).toEqual(rows);
});

describe('an offline monitor refuses writes with 409', () => {
  afterEach(() => {
    w.t.app.ctx.repos.devices.setOnline(100001, true);
    w.t.app.ctx.repos.devices.setOnline(PARTNER_MONITOR, true);
  });

  test('Updates not saved. Please try again when your monitor is online.', async () => {
    w.t.app.ctx.db.prepare('UPDATE monitors SET online = 0 WHERE id = ?').run(100001);
    const rows = deviceRows(w);
    const version = userVersion(w);
    const res = await postJson(w, `${devicesUrl()}/${fridge}`, { name: 'Offline fridge' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', error_reason: 'Updates not saved. Please try again when your monitor is online.' });
    expect(deviceRows(w)).toEqual(rows);
    expect(userVersion(w)).toBe(version);
    expect((await detail(fridge)).device.name).toBe('Kitchen fridge');
    // Reads still work.
    expect((await get(w.t.app, devicesUrl(), w.demo)).statusCode).toBe(200);
  });

  test('renaming a partner relay asks to rename it when the monitor is online', async () => {
    w.t.app.ctx.repos.devices.setOnline(PARTNER_MONITOR, false);
    const relay = await idOf(w, 'Patio Heater', PARTNER_MONITOR, w.partner);
    const res = await postJson(w, `${devicesUrl(PARTNER_MONITOR)}/${relay}`, { name: 'Heater' }, w.partner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', error_reason: 'Your relay was not renamed. Please rename it when your monitor is online.' });
  });
});
