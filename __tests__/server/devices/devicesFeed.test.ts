/** @jest-environment node */
import type { WireDevicesOverview } from '../../../src/api/wire/devices';
import type { WireDataChange, WireRealtimeUpdate } from '../../../src/api/wire/realtime';
import { get } from '../support/harness';
import { connect } from '../realtime/feedSupport';
import { devicesUrl, postJson, startDevicesWorld, type DevicesWorld } from './support';

/** Device writes reach the live feed: data_change with the new checksum, then renamed / merged devices. */
// The first device detail of a monitor simulates its past year (~2.5 s, more on a busy machine).
jest.setTimeout(30_000);

let w: DevicesWorld;
let port: number;
beforeAll(async () => {
  w = await startDevicesWorld();
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (w.t.app.server.address() as { port: number }).port;
});
afterAll(() => w.t.close());

test('a rename and a merge show in the feed after a data_change carrying the overview checksum', async () => {
  const c = connect(port, `/monitors/100001/realtimefeed?access_token=${w.demo}`);
  try {
    const [first] = await c.untilType('realtime_update');
    const live = (first!.msg.payload as WireRealtimeUpdate).devices.filter((d) => !['always_on', 'unknown', 'solar'].includes(d.id));
    expect(live.length).toBeGreaterThan(0);
    const target = live[0]!;

    expect((await postJson(w, `${devicesUrl()}/${target.id}`, { name: 'Renamed on air' })).statusCode).toBe(200);
    const changes = await c.untilType('data_change', 2);
    const overview = (await get(w.t.app, `${devicesUrl()}/overview`, w.demo)).json() as WireDevicesOverview;
    const latest = changes.at(-1)!.msg.payload as WireDataChange;
    expect(latest.device_data_checksum).toBe(overview.device_data_checksum);
    expect(latest.device_data_checksum).not.toBe((changes[0]!.msg.payload as WireDataChange).device_data_checksum);

    const seen = c.frames.length;
    const renamed = await c.untilType('realtime_update', c.frames.filter((f) => f.msg.type === 'realtime_update').length + 2);
    const frame = renamed.at(-1)!.msg.payload as WireRealtimeUpdate;
    expect(c.frames.length).toBeGreaterThan(seen);
    expect(frame.devices.find((d) => d.id === target.id)?.name).toBe('Renamed on air');

    // Merge it with another device: the feed reports the virtual device instead of the member.
    const other = overview.devices.find((d) => d.id !== target.id && d.tags.UserMergeable === 'true' && d.stage === 'RealTime')!;
    const { id } = (await postJson(w, `${devicesUrl()}/${target.id}/merge`, { devices: other.id })).json() as { id: string };
    await c.untilType('data_change', 3);
    const merged = await c.untilType('realtime_update', c.frames.filter((f) => f.msg.type === 'realtime_update').length + 2);
    const ids = (merged.at(-1)!.msg.payload as WireRealtimeUpdate).devices.map((d) => d.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(target.id);
  } finally {
    c.ws.close();
  }
});
