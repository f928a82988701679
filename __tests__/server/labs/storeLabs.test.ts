/** @jest-environment node */
/**
 * Labs' voltage and power-quality figures read the measured store (issue 27, "Every figure reads the
 * store"): the power-quality graph, the dips and spikes, the floating-neutral reading, the AC
 * comparison's heat-pump energy and the Labs CSV downloads are the store's minutes. Where the meter
 * was heard they equal the simulator's own minutes (the source the store was filled from); where it
 * was not, they hold a gap, never a 0 V dip or a 0 W minute.
 */
import { legsCsv, voltageCsv } from '../../../server/src/labs/csv';
import { heatPumpId, labsDay } from '../../../server/src/labs/days';
import { round } from '../../../server/src/labs/maths';
import { voltageDay } from '../../../server/src/labs/voltageDay';
import { dayMinutes } from '../../../server/src/sim';
import { householdOf } from '../../../server/src/sim/household';
import { NOW, openHome, profile, storeHomesForEachTest, yesterday } from '../support/storeHome';

const homes = storeHomesForEachTest();
const HOUR_MS = 3_600_000;
/** Yesterday's local 02:00-04:00, unheard in the outage tests. */
const OUTAGE: [number, number] = [yesterday.startMs + 2 * HOUR_MS, yesterday.startMs + 4 * HOUR_MS];

/** The simulator's heat pump watts of yesterday, minute by minute. */
function simHeatPump(): Float32Array {
  const id = heatPumpId(profile)!;
  const k = householdOf(profile).loads.findIndex((l) => l.device.id === id);
  return dayMinutes(profile, yesterday.dayNo).loads[k]!;
}

it("yesterday's power-quality graph is the store's minute volts, equal to the simulator's where the meter was heard", () => {
  homes.open = openHome([]);
  const v = voltageDay(profile, NOW, 1)!;
  const ds = dayMinutes(profile, yesterday.dayNo);
  expect(v.l1).toHaveLength(yesterday.lengthMin);
  let off = 0;
  for (let i = 0; i < yesterday.lengthMin; i++) {
    if (Math.abs(v.l1[i]! - round(ds.voltage1[i]!, 1)) > 0.11 || Math.abs(v.l2[i]! - round(ds.voltage2[i]!, 1)) > 0.11) off++;
  }
  expect(off).toBe(0);
  // The day's neutral reading pairs every minute; the heat pump's energy is its channel's.
  const day = labsDay(profile, yesterday.dayNo, NOW);
  expect(day.neutral.n).toBe(yesterday.lengthMin);
  const hp = simHeatPump().reduce((a, w) => a + w / 60, 0);
  expect(hp).toBeGreaterThan(100);
  expect(day.hvacWh).toBeCloseTo(hp, 0);
});

it('two hours the meter was not heard are a gap in the graph, the neutral reading, the heat pump energy and both CSVs', () => {
  homes.open = openHome([OUTAGE]);
  const from = (OUTAGE[0] - yesterday.startMs) / 60_000;
  const to = (OUTAGE[1] - yesterday.startMs) / 60_000;
  const v = voltageDay(profile, NOW, 1)!;
  for (let i = 0; i < yesterday.lengthMin; i++) {
    const unheard = i >= from && i < to;
    expect([i, v.l1[i] === null, v.l2[i] === null]).toEqual([i, unheard, unheard]);
  }
  // No dip is made of the silence (a 0 V minute would be one).
  expect(v.events.filter((e) => e.startMs < OUTAGE[1] && e.endMs > OUTAGE[0])).toEqual([]);

  const day = labsDay(profile, yesterday.dayNo, NOW);
  expect(day.neutral.n).toBe(yesterday.lengthMin - (to - from));
  const hpMinutes = simHeatPump();
  let heard = 0;
  for (let i = 0; i < yesterday.lengthMin; i++) if (i < from || i >= to) heard += hpMinutes[i]! / 60;
  expect(day.hvacWh).toBeCloseTo(heard, 0);

  // The voltage download writes every minute of the day, the unheard ones with empty values.
  const rows = voltageCsv(profile, NOW, 1, 1).trimEnd().split('\r\n').slice(1);
  expect(rows).toHaveLength(yesterday.lengthMin);
  expect(rows.filter((r) => r.endsWith(',,'))).toHaveLength(to - from);
  expect(rows[from]).toMatch(/T02:00:00.*,,$/);
  expect(rows[from - 1]).toMatch(/T01:59:00.*,\d+\.\d,\d+\.\d$/);

  // The legs download: its hours of the outage are empty, the hours around it are not.
  const legs = legsCsv(profile, NOW).trimEnd().split('\r\n').slice(1);
  const at = (hh: string) => legs.find((r) => r.startsWith(`${yesterdayDate()}T${hh}:00:00`))!;
  expect(at('02')).toMatch(/,,,,$/);
  expect(at('03')).toMatch(/,,,,$/);
  expect(at('01')).toMatch(/,\d+\.\d,\d+\.\d,\d+\.\d\d,\d+\.\d\d$/);
  expect(at('04')).toMatch(/,\d+\.\d,\d+\.\d,\d+\.\d\d,\d+\.\d\d$/);
});

function yesterdayDate(): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${yesterday.year}-${pad(yesterday.month)}-${pad(yesterday.day)}`;
}
