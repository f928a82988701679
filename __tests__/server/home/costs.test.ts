/** @jest-environment node */
import type { WireDeviceDetail } from '../../../src/api/wire/devices';
import type { WireRealtimeUpdate } from '../../../src/api/wire/realtime';
import type { WireTrends } from '../../../src/api/wire/trends';
import { stopTrendWarming } from '../../../server/src/trends/prepare';
import { connect } from '../realtime/feedSupport';
import { createClock, get } from '../support/harness';
import { DEMO_MONITOR, monitorUrl, postJson, startHomeWorld, type HomeWorld } from './support';

/**
 * The home's settings change what the server reports: the electricity cost reaches device costs,
 * trends, the CSV export and the live feed; the sell-back rate the value of exports and solar; the
 * billing cycle start the CYCLE period. Each figure is compared before and after the change.
 */
// The first device detail of a monitor simulates its past year (~2.5 s, more on a busy machine).
jest.setTimeout(60_000);

// Early March: the year of device figures and a WEEK of trends are quick to simulate.
const clock = createClock(Date.UTC(2026, 2, 18, 16, 0, 0));
let w: HomeWorld;
let fridge: string;
beforeAll(async () => {
  w = await startHomeWorld({ clock });
  const list = (await get(w.t.app, `${monitorUrl()}/devices`, w.demo)).json() as { id: string; name: string; stage: string }[];
  fridge = list.find((d) => d.name === 'Fridge')!.id;
});
afterEach(() => stopTrendWarming());
afterAll(() => w.t.close());

const setAttributes = async (body: Record<string, unknown>) => {
  const res = await postJson(w, `${monitorUrl()}/attributes`, body);
  expect(res.statusCode).toBe(200);
};
const detail = async () => (await get(w.t.app, `${monitorUrl()}/devices/${fridge}?scale=MONTH`, w.demo)).json() as WireDeviceDetail;
const trends = async (scale: string, start?: string) =>
  (await get(w.t.app, `/app/history/trends?monitor_id=${DEMO_MONITOR}&scale=${scale}${start ? `&start=${start}` : ''}`, w.demo)).json() as WireTrends;
const csv = async () =>
  (await get(w.t.app, `/monitors/${DEMO_MONITOR}/data?start=2026-03-09&end=2026-03-16&time_unit=DAY`, w.demo)).body;
const csvCosts = (body: string) => {
  const lines = body.trim().split('\r\n');
  const i = lines[0]!.split(',').indexOf('cost_cents');
  return lines.slice(1).map((l) => Number(l.split(',')[i]));
};
const oneShot = async () => (await get(w.t.app, `/app/${DEMO_MONITOR}/realtime_update`, w.demo)).json() as WireRealtimeUpdate;

test('the electricity cost reaches device costs, trends, the CSV and the realtime cost', async () => {
  const before = { detail: await detail(), week: await trends('WEEK', '2026-03-10'), csv: csvCosts(await csv()), frame: await oneShot() };
  expect(before.detail.usage!.yearly_cost).toBe(Math.round((before.detail.usage!.yearly_KWH * 16.5)));
  expect(before.frame.defaultCost).toBe(16.5);

  await setAttributes({ cost: 33 });
  const after = { detail: await detail(), week: await trends('WEEK', '2026-03-10'), csv: csvCosts(await csv()), frame: await oneShot() };

  // Device detail: yearly, monthly and chart costs double with the rate; the energy is the same.
  expect(after.detail.usage!.yearly_KWH).toBe(before.detail.usage!.yearly_KWH);
  expect(after.detail.usage!.yearly_cost).toBeCloseTo(before.detail.usage!.yearly_cost * 2, -1);
  expect(after.detail.usage!.yearly_cost).toBe(Math.round(after.detail.usage!.yearly_KWH * 33));
  expect(after.detail.usage_history!.total_cost).toBeCloseTo(before.detail.usage_history!.total_cost * 2, -1);

  // Trends: every consumption cost follows; kWh do not change.
  expect(after.week.consumption.total).toBe(before.week.consumption.total);
  expect(after.week.consumption.total_cost).toBe(Math.round(after.week.consumption.total * 33));
  const row = (t: WireTrends) => t.consumption.devices.find((d) => d.id === fridge)!;
  expect(row(after.week).total_cost).toBe(Math.round(row(after.week).total_kwh * 33));
  expect(after.week.consumption.total_costs.reduce((a, b) => a + b, 0)).toBeCloseTo(after.week.consumption.total_cost, -1);
  expect(after.week.stats.find((s) => s.value === after.week.consumption.total_cost)).toBeDefined();

  // The CSV's cost column, and the feed's rate and cost now.
  after.csv.forEach((c, i) => expect(c).toBeCloseTo(before.csv[i]! * 2, 0));
  expect(after.frame.defaultCost).toBe(33);

  await setAttributes({ cost: 16.5 });
  expect((await trends('WEEK', '2026-03-10')).consumption.total_cost).toBe(before.week.consumption.total_cost);
});

test('the sell-back rate values exports and solar; Variable (time-of-use) follows the rate', async () => {
  const at16 = await trends('WEEK', '2026-03-10');
  expect(at16.to_grid).toBeGreaterThan(0);
  expect(at16.to_grid_cost).toBe(Math.round(at16.to_grid! * 16.5));

  await setAttributes({ sell_back_rate: 4 });
  const at4 = await trends('WEEK', '2026-03-10');
  expect(at4.to_grid_cost).toBeCloseTo(at4.to_grid! * 4, -1);
  expect(at4.from_grid_cost).toBe(at16.from_grid_cost);
  // Solar is worth what it saved at the rate plus what it exported at the sell-back rate: less now.
  expect(at4.production.total_cost).toBeLessThan(at16.production.total_cost);
  expect(at4.consumption.total_cost).toBe(at16.consumption.total_cost);

  await setAttributes({ solar_tou_enabled: true });
  const variable = await trends('WEEK', '2026-03-10');
  expect(variable.to_grid_cost).toBe(at16.to_grid_cost);

  await setAttributes({ solar_tou_enabled: false, sell_back_rate: 16.5 });
});

test('the billing cycle start moves the CYCLE period of trends and device charts', async () => {
  const first = await trends('CYCLE', '2026-03-18');
  expect(first.scale).toBe('cycle');
  expect(first.start).toBe('2026-03-01T05:00:00.000Z'); // 1 March, New York midnight
  expect(first.steps).toBe(31);

  await setAttributes({ cycle_start: 15 });
  const fifteenth = await trends('CYCLE', '2026-03-18');
  expect(fifteenth.start).toBe('2026-03-15T04:00:00.000Z'); // after the spring-forward
  expect(fifteenth.end).toBe('2026-04-15T04:00:00.000Z');
  expect(fifteenth.steps).toBe(31);
  const before15 = await trends('CYCLE', '2026-03-10');
  expect(before15.start).toBe('2026-02-15T05:00:00.000Z');
  const bill = (await get(w.t.app, `${monitorUrl()}/devices/${fridge}/usage_history?scale=BILL&start=2026-03-18T12:00:00Z`, w.demo)).json() as { start: string };
  expect(bill.start).toBe(fifteenth.start);

  // Not set: the cycle counts from day 1 (the app shows no BILL then).
  await setAttributes({ cycle_start: -1 });
  expect((await trends('CYCLE', '2026-03-18')).start).toBe(first.start);
  await setAttributes({ cycle_start: 1 });
});

test('the live feed takes a new rate at once', async () => {
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (w.t.app.server.address() as { port: number }).port;
  const c = connect(port, `/monitors/${DEMO_MONITOR}/realtimefeed?access_token=${w.demo}`);
  try {
    const [first] = await c.untilType('realtime_update');
    const frame = first!.msg.payload as WireRealtimeUpdate;
    expect(frame.defaultCost).toBe(16.5);
    await setAttributes({ cost: 20 });
    await c.untilType('data_change', 2);
    const count = c.frames.filter((f) => f.msg.type === 'realtime_update').length;
    const later = (await c.untilType('realtime_update', count + 1)).at(-1)!.msg.payload as WireRealtimeUpdate;
    expect(later.defaultCost).toBe(20);
    // Cost now: what the grid power costs (or earns) at the new rates.
    const rate = later.grid_w >= 0 ? 20 : 16.5;
    // (+ 0: JSON has no -0, so a tiny export that rounds to -0 reads back as 0.)
    expect(later.c).toBe(Math.round((later.grid_w / 1000) * rate) + 0);
  } finally {
    c.ws.close();
    await setAttributes({ cost: 16.5 });
  }
});
