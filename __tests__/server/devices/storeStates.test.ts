/** @jest-environment node */
/**
 * The devices' states read the measured store (issue 27, "Every figure reads the store"): runs,
 * on-time, timeline device events and custom alerts all come from devices/transitions.ts, which reads
 * each device channel's minutes. Filled from the simulator they are the simulator's own transitions;
 * where the meter was not heard nothing changes, so an outage never reads as every device turning off.
 */
import { dueFirings, type EvalAlert } from '../../../server/src/alerts/evaluator';
import { figuresBetween } from '../../../server/src/devices/figures';
import { deviceStates, stateOf } from '../../../server/src/devices/transitions';
import { dayMinutes, deviceTransitions as simTransitions, household } from '../../../server/src/sim';
import { householdOf } from '../../../server/src/sim/household';
import { NOW, openHome, profile, storeHomesForEachTest, yesterday } from '../support/storeHome';

const homes = storeHomesForEachTest();
const MIN = 60_000;
const HOUR = 3_600_000;
const OUTAGE: [number, number] = [yesterday.startMs + 2 * HOUR, yesterday.startMs + 5 * HOUR];

/** The simulator's state of each load in minute i of yesterday, by device id (its ground truth). */
function simStateAt(i: number): Map<string, string> {
  const ds = dayMinutes(profile, yesterday.dayNo);
  const out = new Map<string, string>();
  householdOf(profile).loads.forEach((rt, k) => {
    if (!rt.device.special) out.set(rt.device.id, stateOf(ds.loads[k]![i]!, rt.device.idleW));
  });
  return out;
}

it("filled from the simulator, yesterday's transitions and the state before them are the simulator's own", () => {
  homes.open = openHome([]);
  const { before, transitions } = deviceStates(profile, yesterday.startMs, yesterday.endMs, NOW);
  const sim = simTransitions(profile, yesterday.startMs, yesterday.endMs);
  expect(sim.length).toBeGreaterThan(50);
  expect(transitions).toEqual(sim);
  // The state in the minute before midnight (Always On and Other too) is the simulator's in the day before's last minute.
  const ds = dayMinutes(profile, yesterday.dayNo - 1);
  householdOf(profile).loads.forEach((rt, k) => {
    expect([rt.device.id, before.get(rt.device.id)]).toEqual([rt.device.id, stateOf(ds.loads[k]![ds.day.lengthMin - 1]!, rt.device.idleW)]);
  });
});

it('three unheard hours change nothing: no transition inside them, and a change across them is dated at the first minute heard', () => {
  homes.open = openHome([OUTAGE]);
  const { transitions } = deviceStates(profile, yesterday.startMs, yesterday.endMs, NOW);
  const sim = simTransitions(profile, yesterday.startMs, yesterday.endMs);
  expect(transitions.filter((t) => t.epochMs >= OUTAGE[0] && t.epochMs < OUTAGE[1])).toEqual([]);
  // Outside the outage (and its first minute after), the simulator's own.
  const outside = (t: { epochMs: number }) => t.epochMs < OUTAGE[0] || t.epochMs > OUTAGE[1];
  expect(transitions.filter(outside)).toEqual(sim.filter(outside));
  // At 05:00: exactly the devices whose state differs from 01:59's.
  const lastHeard = simStateAt((OUTAGE[0] - yesterday.startMs) / MIN - 1);
  const firstHeard = simStateAt((OUTAGE[1] - yesterday.startMs) / MIN);
  const expected = [...firstHeard]
    .filter(([id, s]) => lastHeard.get(id) !== s)
    .map(([id, s]) => ({ epochMs: OUTAGE[1], deviceId: id, from: lastHeard.get(id), to: s }))
    .sort((a, b) => a.deviceId.localeCompare(b.deviceId));
  expect(transitions.filter((t) => t.epochMs === OUTAGE[1])).toEqual(expected);
  // The device figures' runs and on-time read the same states: no run starts inside the outage.
  const f = figuresBetween(profile, OUTAGE[0], OUTAGE[1], NOW);
  household(profile).forEach((d, i) => {
    if (!d.special) expect([d.id, f.runs[i]]).toEqual([d.id, 0]);
  });
});

it('an alert for a device staying off does not fire on a silence: the outage is not Off', () => {
  // A device on from before an evening outage until after it: were the gap zeros, it would be off for three hours.
  const EVENING: [number, number] = [yesterday.startMs + 17 * HOUR, yesterday.startMs + 20 * HOUR];
  homes.open = openHome([EVENING]);
  const before = simStateAt((EVENING[0] - yesterday.startMs) / MIN - 1);
  const after = simStateAt((EVENING[1] - yesterday.startMs) / MIN);
  const id = [...before].find(([d, s]) => s !== 'Off' && after.get(d) !== 'Off')?.[0];
  expect(id).toBeDefined();
  const alert: EvalAlert = { id: 5, kind: 'custom', enabled: true, deviceId: id!, members: [id!], state: 'off', duration: 3600, armedAtMs: 0 };
  const due = dueFirings(profile, [alert], new Set(), EVENING[0], EVENING[1] + 30 * MIN, NOW);
  expect(due.filter((d) => d.runStartMs >= EVENING[0] && d.runStartMs < EVENING[1])).toEqual([]);
});
