/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../../server/src/cli/commands';
import { openDatabase } from '../../../server/src/db/database';
import { MeasuredStore } from '../../../server/src/measured';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kilowatch-measured-cli-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const T0 = Date.UTC(2026, 10, 22, 12, 0);

it('prints a monitor’s minute rollups as CSV, a minute never heard with empty figures', async () => {
  const db = openDatabase(dir);
  const store = new MeasuredStore(db, { now: () => T0 + 10 * 60_000 });
  store.declare(42, { sourceKind: 'test', nativeIntervalMs: 1000, timeZone: 'UTC', channels: [{ key: 'mains', kind: 'mains' }] });
  // Minute 0 at 600 W, minute 1 silent, minute 2 at 1200 W (once a second).
  const samples = [0, 2].flatMap((m) => Array.from({ length: 60 }, (_, s) => ({ t: T0 + m * 60_000 + s * 1000, values: { mains: m === 0 ? 600 : 1200 } })));
  expect(store.ingest(42, samples).accepted).toBe(120);
  store.flush();
  db.close();
  const out: string[] = [];
  const code = await runCli(['measured', '42', '--from', new Date(T0).toISOString(), '--to', new Date(T0 + 3 * 60_000).toISOString()], { KILOWATCH_DATA: dir, KILOWATCH_NOW: new Date(T0 + 10 * 60_000).toISOString() }, { out: (l) => out.push(l), err: (l) => out.push(`ERR ${l}`) });
  expect(code).toBe(0);
  const lines = out.join('\n').split('\n');
  expect(lines[0]).toBe('minute_utc,channel,mean,min,max,energy_wh,covered_s,samples,qualities,state');
  expect(lines[1]).toBe('2026-11-22T12:00:00.000Z,mains,600,600,600,10,60,60,measured,data');
  expect(lines[2]).toBe('2026-11-22T12:01:00.000Z,mains,,,,,0,0,,unknown');
  expect(lines[3]).toBe('2026-11-22T12:02:00.000Z,mains,1200,1200,1200,20,60,60,measured,data');
});

it('says so for a monitor without measurements or a channel it lacks', async () => {
  const err: string[] = [];
  const io = { out: () => undefined, err: (l: string) => err.push(l) };
  expect(await runCli(['measured', '7'], { KILOWATCH_DATA: dir }, io)).toBe(1);
  expect(err[0]).toBe('Monitor 7 has no measurements (no source declared)');
  expect(await runCli(['measured', 'x'], { KILOWATCH_DATA: dir }, io)).toBe(1);
  expect(err[1]).toBe('measured takes one monitor id');
});
