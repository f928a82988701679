/** @jest-environment node */
import { cachedDays } from '../../../server/src/devices/figures';
import { get } from '../support/harness';
import { demoProfile } from '../support/profiles';
import { devicesUrl, idOf, startDevicesWorld, type DevicesWorld } from './support';

// A cold year of statistics is ~2.5 s of simulation (more on a busy machine).
jest.setTimeout(60_000);

let w: DevicesWorld;
beforeAll(async () => {
  w = await startDevicesWorld();
});
afterAll(() => w.t.close());

test('a cold detail computes its year in slices: other requests are answered meanwhile', async () => {
  const heatPump = await idOf(w, 'Heat Pump');
  const done: string[] = [];
  const detail = get(w.t.app, `${devicesUrl()}/${heatPump}`, w.demo).then((r) => (done.push('detail'), r));
  await new Promise((resolve) => setTimeout(resolve, 30));
  const types = await get(w.t.app, '/app/monitors/devicetypes', w.demo);
  done.push('types');
  expect(types.statusCode).toBe(200);
  expect((await detail).statusCode).toBe(200);
  expect(done).toEqual(['types', 'detail']);
  expect(cachedDays(demoProfile)).toBeGreaterThanOrEqual(365);
});
