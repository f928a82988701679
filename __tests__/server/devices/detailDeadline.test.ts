/** @jest-environment node */
/**
 * A device detail on a brand-new data folder answers by the deadline (KILOWATCH_ANSWER_WITHIN_MS, the
 * 5 s Home Assistant's client allows): the year of statistics is filled newest month first, and what is
 * not ready by then is left out and counted in `loading_days`; the yearly figures come from the days
 * ready, extrapolated (as after a data reset). Once the year is in, the same detail has no loading_days.
 */
import type { WireDevice, WireDeviceDetail } from '../../../src/api/wire/devices';
import { get, startSignedInApp, type SignedInApp } from '../support/harness';

let w: SignedInApp;
afterEach(async () => w?.t.close());

const M = '/app/monitors/100001/devices';

it('answers by the deadline with the recent months and how many days are still loading, then the whole year', async () => {
  // A deadline already passed: the newest days are filled (one job: a detail always has some), the rest is left loading.
  w = await startSignedInApp({ answerWithinMs: 0, workers: { size: 1 } });
  const list = (await get(w.t.app, M, w.demo)).json() as WireDevice[];
  const fridge = list.find((d) => d.type === 'Fridge')!;
  const first = (await get(w.t.app, `${M}/${fridge.id}`, w.demo)).json() as WireDeviceDetail;
  expect(first.loading_days).toBeGreaterThanOrEqual(300);
  expect(first.loading_days).toBeLessThan(366);
  expect(first.usage!.yearly_KWH).toBeGreaterThan(0);
  expect(first.usage!.avg_watts).toBeGreaterThan(0);

  // No deadline: the rest of the year is filled and the answer is whole.
  (w.t.app as unknown as { ctx: { answerWithinMs: number } }).ctx.answerWithinMs = Infinity;
  const whole = (await get(w.t.app, `${M}/${fridge.id}`, w.demo)).json() as WireDeviceDetail;
  expect(whole.loading_days).toBeUndefined();
  expect(whole.usage!.yearly_KWH).toBeGreaterThan(0);
  expect(whole.usage!.yearly_KWH).not.toBe(first.usage!.yearly_KWH);
});

it('a detail whose year is all ready says nothing is loading, whatever the deadline', async () => {
  w = await startSignedInApp({ answerWithinMs: 0, workers: { size: 1 } });
  (w.t.app as unknown as { ctx: { answerWithinMs: number } }).ctx.answerWithinMs = Infinity;
  const list = (await get(w.t.app, M, w.demo)).json() as WireDevice[];
  const fridge = list.find((d) => d.type === 'Fridge')!;
  await get(w.t.app, `${M}/${fridge.id}`, w.demo);
  (w.t.app as unknown as { ctx: { answerWithinMs: number } }).ctx.answerWithinMs = 0;
  const again = (await get(w.t.app, `${M}/${fridge.id}`, w.demo)).json() as WireDeviceDetail;
  expect(again.loading_days).toBeUndefined();
});
