/** @jest-environment node */
/**
 * A figure computed in a pool thread reads the measured store even for a monitor nothing had read
 * before (no feed, no power meter): the pool has the main thread declare the monitor's channels first
 * (workers/pool.ts `declare`), so the thread finds them, asks the source for what the store never heard,
 * and the store keeps it. Before, such a thread found no channels and answered the simulator's figures.
 */
import { get, startSignedInApp, type SignedInApp } from '../support/harness';

let w: SignedInApp;
afterEach(async () => w?.t.close());

const count = (sql: string): number => (w.t.app.ctx.db.prepare(sql).pluck().get(100001) as number) ?? 0;

it("a fresh server's first device page, computed in a pool thread, is read from the store, which keeps what it read", async () => {
  w = await startSignedInApp({ workers: { size: 1 } });
  expect(count('SELECT COUNT(*) FROM measured_channels WHERE monitor_id = ?')).toBe(0);
  const res = await get(w.t.app, '/app/monitors/100001/devices/always_on', w.demo);
  expect(res.statusCode).toBe(200);
  expect(count('SELECT COUNT(*) FROM measured_channels WHERE monitor_id = ?')).toBeGreaterThan(10);
  // The thread's reads went back to the main thread and into the store: the minutes of the days it read.
  expect(count('SELECT COUNT(*) FROM measured_minutes WHERE monitor_id = ?')).toBeGreaterThan(24);
  // The live watts of Always On are the store's latest sample.
  expect((res.json() as { usage: { current_ao_wattage?: number } }).usage.current_ao_wattage).toBeGreaterThan(50);
});
