/** @jest-environment node */
import { loadUserDeviceState } from '../../../server/src/devices/userState';
import { devicesUrl, idOf, postJson, startDevicesWorld, type DevicesWorld } from './support';

let w: DevicesWorld;
beforeAll(async () => {
  w = await startDevicesWorld();
});
afterAll(() => w.t.close());

test('loadUserDeviceState takes the repos or a bare database, and is null for an unknown monitor', async () => {
  expect(loadUserDeviceState(w.t.app.ctx.repos, 100001)).toEqual({ devices: {}, merges: [] });
  const dryer = await idOf(w, 'Dryer');
  await postJson(w, `${devicesUrl()}/${dryer}`, { name: 'Tumble dryer', icon: 'dryer', type: 'Dryer', make: 'Bosch' });
  const expected = { devices: { [dryer]: { name: 'Tumble dryer', icon: 'dryer', type: 'Dryer', make: 'Bosch' } }, merges: [] };
  expect(loadUserDeviceState(w.t.app.ctx.repos, 100001)).toEqual(expected);
  expect(loadUserDeviceState(w.t.app.ctx.db, 100001)).toEqual(expected);
  expect(loadUserDeviceState(w.t.app.ctx.db, 100002)).toEqual({ devices: {}, merges: [] });
  expect(loadUserDeviceState(w.t.app.ctx.db, 424242)).toBeNull();
});
