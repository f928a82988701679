/** @jest-environment node */
import { setMeasuredReader, storedRecentHistory } from '../../../server/src/measured';
import type { MonitorProfile } from '../../../server/src/contracts';
import { MONITOR, openFixture, type Fixture } from './support/fixture';

const T0 = Date.UTC(2026, 5, 15, 16, 0, 0);
let fx: Fixture;
beforeEach(() => {
  fx = openFixture(T0 + 10 * 60_000);
  setMeasuredReader(fx.reader, (p) => fx.store.applyPrepared(p), () => null);
});
afterEach(() => {
  setMeasuredReader(null, null);
  fx.close();
});

const profile = { id: MONITOR } as MonitorProfile;

it('gives the feed\'s recent history from the store: a second each, as stored, null where nothing was heard', () => {
  // 2 Hz for two minutes, except 30 s the meter was not heard.
  const samples = [];
  for (let t = T0; t < T0 + 120_000; t += 500) if (t < T0 + 40_000 || t >= T0 + 70_000) samples.push({ t, values: { mains: 1000 + (t - T0) / 1000, solar: 200 } });
  expect(fx.store.ingest(MONITOR, samples).accepted).toBe(samples.length);
  const h = storedRecentHistory(profile, T0 + 120_000, 120);
  expect(h.start_epoch).toBe(T0 / 1000);
  expect(h.data).toHaveLength(120);
  expect(h.data[0]).toEqual([1000, 200]);
  expect(h.data[39]).toEqual([1039, 200]);
  for (let k = 40; k < 70; k++) expect(h.data[k]).toEqual([null, null]);
  expect(h.data[70]).toEqual([1070, 200]);
  expect(h.data[119]).toEqual([1119, 200]);
});
