/** @jest-environment node */
import { alwaysOnOf } from '../../../server/src/devices/alwaysOn';
import { buildBook } from '../../../server/src/devices/book';
import type { WireAlwaysOn, WireDeviceDetail, WireUserAlwaysOnDevice } from '../../../src/api/wire/devices';
import { API, bearer, get } from '../support/harness';
import { demoProfile } from '../support/profiles';
import { del, devicesUrl, PARTNER_MONITOR, postForm, postJson, startDevicesWorld, userVersion, type DevicesWorld } from './support';

// The always-on page's detail simulates the monitor's past year on first use.
jest.setTimeout(60_000);

let w: DevicesWorld;
const events: unknown[] = [];
beforeAll(async () => {
  w = await startDevicesWorld();
  w.t.app.events.on('user-changed', (e) => events.push(e));
});
afterAll(() => w.t.close());

const url = (monitor = 100001) => `/app/monitors/${monitor}/always_on_devices`;
const alwaysOn = async () => ((await get(w.t.app, `${devicesUrl()}/always_on`, w.demo)).json() as WireDeviceDetail).always_on as WireAlwaysOn;
const rows = () => w.t.app.ctx.db.prepare('SELECT * FROM always_on_devices ORDER BY id').all();
const refused = async (res: Promise<{ statusCode: number; json: () => unknown }>, code: number, reason: string) => {
  const before = rows();
  const version = userVersion(w);
  const r = await res;
  expect(r.statusCode).toBe(code);
  expect(r.json()).toEqual({ status: 'error', error_reason: reason });
  expect(rows()).toEqual(before);
  expect(userVersion(w)).toBe(version);
};

describe('always-on devices a user adds', () => {
  test('adding one: it is a row of the always-on page (added by the user), and its watts come out of the unknown estimate', async () => {
    const before = await alwaysOn();
    const version = userVersion(w);
    const res = await postForm(w, url(), { name: '  Aquarium pump ', watts: 12.34 });
    expect(res.statusCode).toBe(200);
    const added = res.json() as WireUserAlwaysOnDevice;
    expect(added).toMatchObject({ id: expect.stringMatching(/^ao-\d+$/), name: 'Aquarium pump', icon: 'plug', watts: 12.3 });
    // Its figures: 12.3 W around the clock at the home's 16.5 ¢/kWh, monthly = yearly / 12.
    expect(added.yearly_kwh).toBeCloseTo((12.3 * 8760) / 1000, 3);
    expect(added.yearly_cost).toBe(Math.round(((12.3 * 8760) / 1000) * 16.5));
    expect(added.monthly_cost).toBe(Math.round((((12.3 * 8760) / 1000) * 16.5) / 12));
    expect(added.monthly_kwh).toBeCloseTo(added.yearly_kwh / 12, 3);
    expect(added.share_pct).toBeCloseTo((12.3 / before.total_watts) * 100, 1);
    expect(userVersion(w)).toBe(version + 1);
    expect(events.at(-1)).toEqual({ userId: 1, userVersion: version + 1 });

    const after = await alwaysOn();
    expect(after.total_watts).toBe(before.total_watts);
    expect(after.devices).toContainEqual({ id: added.id, name: 'Aquarium pump', icon: 'plug', w: 12.3, sublabel: 'user' });
    expect(after.unknown_watts).toBeCloseTo(before.unknown_watts - 12.3, 1);
    const sum = after.devices.reduce((s, d) => s + d.w, 0) + after.unknown_watts;
    expect(Math.abs(sum - after.total_watts)).toBeLessThanOrEqual(0.05 * (after.devices.length + 2));

    expect((await get(w.t.app, `${url()}/${added.id}`, w.demo)).json()).toEqual(added);
    expect((await get(w.t.app, url(), w.demo)).json()).toEqual([added]);
    await del(w, `${url()}/${added.id}`);
  });

  test('bad input is refused with its text, and nothing is written', async () => {
    const free = (await alwaysOn()).unknown_watts;
    await refused(postForm(w, url(), { watts: 5 }), 400, 'please enter a name');
    await refused(postForm(w, url(), { name: '   ', watts: 5 }), 400, 'please enter a name');
    await refused(postForm(w, url(), { name: 'x'.repeat(65), watts: 5 }), 400, 'Names can be at most 64 characters');
    await refused(postForm(w, url(), { name: 'Clock' }), 400, 'please enter its power in watts');
    await refused(postForm(w, url(), { name: 'Clock', watts: 0 }), 400, 'The power must be between 0.1 and 2,000 W');
    await refused(postForm(w, url(), { name: 'Clock', watts: 2001 }), 400, 'The power must be between 0.1 and 2,000 W');
    await refused(postForm(w, url(), { name: 'Clock', watts: 'lots' }), 400, "Invalid field 'watts': must be number");
    // More than the always-on power no device accounts for yet.
    await refused(postForm(w, url(), { name: 'Heater', watts: Math.ceil(free) + 1 }), 400, `That is more than the always-on power not yet matched to a device (${free} W)`);
    // In the reader's language.
    const fr = w.t.app.inject({ method: 'POST', url: `${API}${url()}`, headers: { ...bearer(w.demo), 'x-sense-ui-language': 'fr-CA' }, payload: { name: '', watts: 3 } });
    await refused(fr, 400, 'veuillez saisir un nom');
  });

  test('editing: a new name or power, checked the same way (its own watts are free to reuse); nothing to change is a 400', async () => {
    const free = (await alwaysOn()).unknown_watts;
    const added = (await postJson(w, url(), { name: 'Doorbell', watts: 2 })).json() as WireUserAlwaysOnDevice;
    const renamed = await postJson(w, `${url()}/${added.id}`, { name: 'Video doorbell' });
    expect(renamed.json()).toMatchObject({ id: added.id, name: 'Video doorbell', watts: 2 });
    // Raising it to everything that was free before it was added is fine (its own 2 W count as free).
    const raised = await postJson(w, `${url()}/${added.id}`, { watts: Math.floor(free) });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ watts: Math.floor(free) });
    await refused(postJson(w, `${url()}/${added.id}`, { watts: Math.floor(free) + 2 }), 400, `That is more than the always-on power not yet matched to a device (${Math.round((free) * 10) / 10} W)`);
    await refused(postJson(w, `${url()}/${added.id}`, {}), 400, 'Nothing to change: send name or watts');
    await refused(postJson(w, `${url()}/${added.id}`, { name: '' }), 400, 'please enter a name');
    await del(w, `${url()}/${added.id}`);
  });

  test('deleting one gives its watts back to the unknown estimate; then it is 404', async () => {
    const before = await alwaysOn();
    const added = (await postJson(w, url(), { name: 'Modem', watts: 6 })).json() as WireUserAlwaysOnDevice;
    const res = await del(w, `${url()}/${added.id}`);
    expect(res.json()).toEqual({ status: 'ok', id: added.id });
    const after = await alwaysOn();
    expect(after.unknown_watts).toBe(before.unknown_watts);
    expect(after.devices.some((d) => d.id === added.id)).toBe(false);
    await refused(get(w.t.app, `${url()}/${added.id}`, w.demo), 404, 'Always-on device not found');
    await refused(del(w, `${url()}/${added.id}`), 404, 'Always-on device not found');
  });

  test("another user's monitor looks like a missing one; another monitor's device, or an id that is none, is not found", async () => {
    const mine = (await postJson(w, url(), { name: 'Alarm panel', watts: 3 })).json() as WireUserAlwaysOnDevice;
    await refused(get(w.t.app, url(), w.partner), 404, 'Monitor not found');
    await refused(postJson(w, url(), { name: 'Sneaky', watts: 1 }, w.partner), 404, 'Monitor not found');
    await refused(get(w.t.app, `${url(PARTNER_MONITOR)}/${mine.id}`, w.partner), 404, 'Always-on device not found');
    await refused(del(w, `${url(PARTNER_MONITOR)}/${mine.id}`, w.partner), 404, 'Always-on device not found');
    for (const id of ['ao-0', 'ao-x', 'tv', '12']) await refused(get(w.t.app, `${url()}/${id}`, w.demo), 404, 'Always-on device not found');
    await del(w, `${url()}/${mine.id}`);
  });

  test('at most 50 per home', async () => {
    for (let i = 0; i < 50; i++) expect((await postJson(w, url(), { name: `Plug ${i}`, watts: 0.1 })).statusCode).toBe(200);
    await refused(postJson(w, url(), { name: 'One more', watts: 0.1 }), 400, 'A home can have at most 50 always-on devices you added');
    for (const d of (await get(w.t.app, url(), w.demo)).json() as WireUserAlwaysOnDevice[]) await del(w, `${url()}/${d.id}`);
  });
});

describe('always-on rows measured by a smart plug', () => {
  test('say smart plug, the others the monitor', () => {
    const book = buildBook(demoProfile, { overrides: new Map(), merges: [], supersedes: [] });
    const tv = book.all.find((b) => b.wire.name === 'TV')!;
    tv.wire.tags = { ...tv.wire.tags, IntegrationType: 'TPLink' };
    const ao = alwaysOnOf(book, Date.UTC(2026, 10, 22, 16));
    expect(ao.devices.find((d) => d.id === tv.id)?.sublabel).toBe('smart_plug');
    expect(ao.devices.filter((d) => d.id !== tv.id).every((d) => d.sublabel === 'sensor')).toBe(true);
  });
});
