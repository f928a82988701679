/** @jest-environment node */
import { decodeDay, MINUTE_ASKED, MINUTE_DATA, MINUTE_UNKNOWN, type DayRollup } from '../../../server/src/measured/codec';
import type { Filler } from '../../../server/src/measured/reader';
import { FUTURE_SLACK_MS } from '../../../server/src/measured/store';
import type { Backfill, MinuteAggregate, Sample } from '../../../server/src/sources/types';
import { calendarFor } from '../../../server/src/time/calendar';
import { count, hourPages, MONITOR, NATIVE_MS, openFixture, pointsOf, q10, rawBlocks, refEnergyWh, refMinutes, storedSeries, tmpDir, ZONE, type Fixture } from './support/fixture';

const cal = calendarFor(ZONE);
/** 2026-04-10 14:00 UTC = 10:00 EDT: an ordinary 24-hour local day. */
const H = Date.UTC(2026, 3, 10, 14);
const M0 = H / 60_000;
/** The store's clock: the next day, after 2026-04-10 ended in New York. */
const NOW = Date.UTC(2026, 3, 11, 12);

const fixtures: Fixture[] = [];
const open = (now = NOW, opts: Parameters<typeof openFixture>[1] = {}) => {
  const fx = openFixture(now, opts);
  fixtures.push(fx);
  return fx;
};
afterEach(() => {
  for (const fx of fixtures.splice(0)) fx.close();
});

/** 60 samples at 1 Hz of minute m (epoch minute), values from the second. */
const minuteOf = (m: number, values: (s: number, t: number) => Record<string, number>, phaseMs = 0): Sample[] =>
  Array.from({ length: 60 }, (_, s) => ({ t: m * 60_000 + s * 1000 + phaseMs, values: values(s, m * 60_000 + s * 1000 + phaseMs) }));

const idxOf = (fx: Fixture, key: string) => fx.meta.byKey.get(key)!.idx;
const dayOf = (ms: number) => cal.dayOf(ms);
const mainsDay = (fx: Fixture, d: DayRollup) => d.channels.get(idxOf(fx, 'mains'))!;

/** A minute's stored columns of a channel, read through a window (journal applied). */
function minuteRead(fx: Fixture, key: string, minute: number, nowMs = NOW) {
  const w = fx.reader.window(MONITOR, minute * 60_000, (minute + 1) * 60_000, { nowMs })!;
  const at = w.minute(key, minute);
  const state = w.pages.state(minute);
  if (!at) return { state, mean: NaN, min: NaN, max: NaN, coveredMs: 0, count: 0, qmask: 0 };
  const { c, i } = at;
  return { state, mean: c.mean[i]!, min: c.min[i]!, max: c.max[i]!, coveredMs: c.coveredMs[i]!, count: c.count[i]!, qmask: c.qmask[i]! };
}

describe('gaps', () => {
  it('a minute without a sample is a gap, and the day counts only the minutes it knows', () => {
    const fx = open();
    const heard = [0, 1, 2, 3, 4, 8, 9];
    const all: Sample[] = [];
    for (const k of heard) {
      const batch = minuteOf(M0 + k, (s) => ({ mains: 100 * k + s + 0.5, solar: 10 * k }));
      all.push(...batch);
      expect(fx.store.ingest(MONITOR, batch)).toEqual({ accepted: 60, duplicates: 0, refused: 0 });
    }
    fx.store.flush();
    expect(fx.store.journalRows()).toBe(0);

    for (const k of [5, 6, 7]) {
      const r = minuteRead(fx, 'mains', M0 + k);
      expect(r.coveredMs).toBe(0);
      expect(r.mean).toBeNaN();
      expect(r.count).toBe(0);
      expect(r.state).toBe(MINUTE_UNKNOWN);
    }
    const ref = refMinutes(pointsOf(all, 'mains'));
    let covered = 0;
    for (const k of heard) {
      const r = minuteRead(fx, 'mains', M0 + k);
      expect(r.state).toBe(MINUTE_DATA);
      expect(r.coveredMs).toBe(60_000);
      expect(r.count).toBe(60);
      expect(r.mean).toBeCloseTo(ref.get(M0 + k)!.mean, 4);
      covered += (r.mean * r.coveredMs) / 3_600_000;
    }

    const day = fx.reader.day(MONITOR, dayOf(H))!;
    expect(day.knownMin).toBe(heard.length);
    expect(day.lengthMin).toBe(1440);
    const mains = mainsDay(fx, day);
    // Exactly the sum of the covered minutes' energies: nothing zero-filled, nothing guessed.
    expect(mains.energyWh).toBe(covered);
    expect(mains.energyWh).toBeCloseTo(refEnergyWh(pointsOf(all, 'mains')), 6);
    expect(mains.coveredMs).toBe(heard.length * 60_000);
    expect(mains.count).toBe(heard.length * 60);
    // All of it in local hour 10 (14:00 UTC); the day's other hours are empty, not zero-filled data.
    expect(mains.hourWh[10]).toBe(mains.energyWh);
    expect(mains.hourCoveredMs[10]).toBe(heard.length * 60_000);
    expect([...mains.hourCoveredMs].filter((x) => x > 0)).toHaveLength(1);
    // A device never heard has no day channel at all.
    expect(day.channels.has(idxOf(fx, 'device:d1'))).toBe(false);
    // The stored day (rolled by flush) is the same as the one a reader rolls.
    const stored = decodeDay(day.dayNo, fx.db.prepare('SELECT body FROM measured_days WHERE monitor_id = ? AND day_no = ?').pluck().get(MONITOR, day.dayNo) as Buffer);
    expect(stored).toEqual(day);
  });
});

describe('energy across a silence', () => {
  it('holds a sample until the next one only within two native intervals', () => {
    const fx = open();
    const at = (sec: number): Sample => ({ t: H + Math.round(sec * 1000), values: { mains: 1000 } });
    const samples = [
      // 1 Hz from 0 s to 9 s: nine samples hold 1 s each; the one at 9 s is followed by a 10 s silence
      // (next at 20 s, 11 s later > 2 s) and holds one native interval only: [0 s, 10 s) = 10 s.
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(at),
      // 20, 22, 24 s: 2 s apart (= 2 native intervals) is bridged: 20→22→24 hold 2 s each, and 24 s holds
      // 2 s too since 26 s follows; 26 s is followed by 28.5 s (2.5 s > 2 s) and holds 1 s: [20, 27) = 7 s.
      ...[20, 22, 24, 26].map(at),
      // 28.5 s and 31 s: 2.5 s apart, not bridged: 1 s each (31 s is the last: 1 s) = 2 s.
      at(28.5),
      at(31),
    ];
    fx.store.ingest(MONITOR, samples);
    fx.store.flush();
    const coveredS = 10 + 7 + 2;
    const expectedWh = (1000 * coveredS) / 3600; // 5.2777… Wh
    const r = minuteRead(fx, 'mains', M0);
    expect(r.coveredMs).toBe(coveredS * 1000);
    expect(r.mean).toBe(1000);
    expect(r.count).toBe(samples.length);
    const day = mainsDay(fx, fx.reader.day(MONITOR, dayOf(H))!);
    expect(day.energyWh).toBeCloseTo(expectedWh, 9);
    expect(day.coveredMs).toBe(coveredS * 1000);
    expect(refEnergyWh(pointsOf(samples, 'mains'))).toBeCloseTo(expectedWh, 9);
  });

  it('a sample held across a minute boundary counts in both minutes, by how long it holds in each', () => {
    const fx = open();
    // 0.5 Hz (every 2 s: bridged) from 50 s of minute 0 to 10 s of minute 1, then 1 Hz half a second
    // off the second, across the next boundary.
    const samples: Sample[] = [];
    for (let s = 50; s <= 70; s += 2) samples.push({ t: H + s * 1000, values: { mains: 600 + s } });
    for (let s = 110; s <= 125; s++) samples.push({ t: H + s * 1000 + 500, values: { mains: 900 + s } });
    // Ingested as a live feed: a batch at a time, each minute packed once it has closed.
    for (const s of samples) fx.store.ingest(MONITOR, [s]);
    fx.store.flush();
    const ref = refMinutes(pointsOf(samples, 'mains'));
    // Minute 0: 50 s to 60 s, every sample held 2 s (58 s held to 60 s by the sample at 60 s).
    expect(ref.get(M0)!.coveredMs).toBe(10_000);
    // Minute 1: 60 s to 71 s, and 110.5 s to 120 s (the sample at 119.5 s holds into minute 2).
    expect(ref.get(M0 + 1)!.coveredMs).toBe(11_000 + 9_500);
    for (const m of [M0, M0 + 1, M0 + 2]) {
      const r = minuteRead(fx, 'mains', m);
      const e = ref.get(m)!;
      expect([m - M0, r.coveredMs, r.count, r.min, r.max]).toEqual([m - M0, e.coveredMs, e.count, e.min, e.max]);
      expect(r.mean).toBeCloseTo(e.mean, 3);
    }
    expect(mainsDay(fx, fx.reader.day(MONITOR, dayOf(H))!).energyWh).toBeCloseTo(refEnergyWh(pointsOf(samples, 'mains')), 6);
  });
});

describe('duplicates', () => {
  it('a sample ingested twice, before or after its minute is packed, is stored once and counted as a duplicate', () => {
    const fx = open();
    const mins = [0, 1, 2].map((k) => minuteOf(M0 + k, (s) => ({ mains: 500 + s, 'device:d3': 20 + k })));
    for (const b of mins) fx.store.ingest(MONITOR, b);
    // Minute 2 is still in the journal (not closed): its samples again.
    expect(fx.store.journalRows()).toBeGreaterThan(0);
    expect(fx.store.ingest(MONITOR, mins[2]!)).toEqual({ accepted: 0, duplicates: 60, refused: 0 });
    // The same instants with other values: the first value stays.
    const other = mins[2]!.map((s) => ({ ...s, values: { mains: 9999 } }));
    expect(fx.store.ingest(MONITOR, other)).toEqual({ accepted: 0, duplicates: 60, refused: 0 });
    fx.store.flush();
    const hoursBefore = hourPages(fx.db);
    const blobsBefore = fx.db.prepare('SELECT hour, body FROM measured_minutes ORDER BY hour').all();
    const dayBefore = fx.reader.day(MONITOR, dayOf(H));
    // Minute 0 is packed: its samples again, and half of minute 1 in one batch with a new sample.
    const again = [...mins[0]!, ...mins[1]!.slice(0, 30)];
    const fresh: Sample = { t: (M0 + 3) * 60_000, values: { mains: 1 } };
    expect(fx.store.ingest(MONITOR, [...again, fresh])).toEqual({ accepted: 1, duplicates: 90, refused: 0 });
    fx.store.flush();
    expect(fx.store.stats.duplicates).toBe(60 + 60 + 90);
    expect(fx.store.stats.accepted).toBe(180 + 1);

    const blocks = rawBlocks(fx.db, fx.meta);
    expect([...blocks.keys()]).toEqual([M0, M0 + 1, M0 + 2, M0 + 3]);
    for (let k = 0; k < 3; k++) {
      const b = blocks.get(M0 + k)!;
      expect(b.t).toEqual(mins[k]!.map((s) => s.t));
      expect([...b.channels.get(idxOf(fx, 'mains'))!.v]).toEqual(mins[k]!.map((s) => s.values.mains));
    }
    expect(storedSeries(fx.db, fx.meta, 'mains').map((x) => x.t)).toHaveLength(181);
    // Minutes 0-2 are as they were; minute 3 is new.
    const hoursAfter = hourPages(fx.db);
    for (const [hour, h] of hoursBefore) {
      const a = hoursAfter.get(hour)!;
      for (const [idx, c] of h.channels) {
        const d = a.channels.get(idx)!;
        for (const col of ['mean', 'min', 'max', 'coveredMs', 'count', 'qmask'] as const) expect([idx, col, [...d[col].slice(0, 3)]]).toEqual([idx, col, [...c[col].slice(0, 3)]]);
      }
    }
    expect(blobsBefore).toHaveLength(1);
    const dayAfter = fx.reader.day(MONITOR, dayOf(H))!;
    expect(mainsDay(fx, dayAfter).energyWh).toBeCloseTo(mainsDay(fx, dayBefore!).energyWh + 1 / 3600, 9);
    expect(dayAfter.channels.get(idxOf(fx, 'device:d3'))).toEqual(dayBefore!.channels.get(idxOf(fx, 'device:d3')));
  });
});

describe('late and out-of-order samples', () => {
  /** Values off the store's 0.1 W quantum, so the rollups show whether they were taken from what is stored. */
  const value = (k: number) => (s: number) => ({ mains: 1234.567 + 17.31 * k + Math.sin(s) * 100.013, solar: 321.0049 * ((s + k) % 3), 'device:d7': 55.55 + s / 7 });
  const samplesOf = (k: number) => minuteOf(M0 + k, value(k));
  const late = new Set([(M0 + 3) * 60_000 + 30_000, (M0 + 3) * 60_000 + 31_000]);

  function rollups(fx: Fixture) {
    return {
      hours: hourPages(fx.db),
      raw: rawBlocks(fx.db, fx.meta),
      day: fx.reader.day(MONITOR, dayOf(H)),
      stored: fx.db.prepare('SELECT day_no, body FROM measured_days').all(),
    };
  }

  it('minutes ingested in reverse order, and a late sample into a packed minute, roll up as in order', () => {
    const inOrder = open();
    for (let k = 0; k < 10; k++) inOrder.store.ingest(MONITOR, samplesOf(k));
    inOrder.store.flush();

    const shuffled = open();
    for (let k = 9; k >= 0; k--) {
      const r = shuffled.store.ingest(MONITOR, samplesOf(k).filter((s) => !late.has(s.t)));
      expect(r.refused).toBe(0);
    }
    shuffled.store.flush();
    // Minute 3 is packed with a 3-second hole; the two late samples fill it.
    expect(minuteRead(shuffled, 'mains', M0 + 3).coveredMs).toBe(58_000);
    const lateSamples = samplesOf(3).filter((s) => late.has(s.t)).reverse();
    expect(shuffled.store.ingest(MONITOR, lateSamples)).toEqual({ accepted: 2, duplicates: 0, refused: 0 });
    shuffled.store.flush();
    expect(shuffled.store.journalRows()).toBe(0);

    const a = rollups(inOrder);
    const b = rollups(shuffled);
    expect(b.raw).toEqual(a.raw);
    expect(b.hours).toEqual(a.hours);
    expect(b.day).toEqual(a.day);
    expect(b.stored).toEqual(a.stored);
    // And they are those of the stored (quantised) samples.
    const ref = refMinutes(storedSeries(inOrder.db, inOrder.meta, 'mains'));
    for (let k = 0; k < 10; k++) {
      const r = minuteRead(inOrder, 'mains', M0 + k);
      expect(r.mean).toBe(Math.fround(ref.get(M0 + k)!.mean));
    }
  });

  it('a minute read before it is packed is the same as after', () => {
    const fx = open();
    for (let k = 0; k < 3; k++) fx.store.ingest(MONITOR, samplesOf(k));
    expect(fx.store.journalRows()).toBeGreaterThan(0);
    const before = [0, 1, 2].map((k) => minuteRead(fx, 'mains', M0 + k));
    const dayBefore = fx.reader.day(MONITOR, dayOf(H));
    fx.store.flush();
    expect(fx.store.journalRows()).toBe(0);
    expect([0, 1, 2].map((k) => minuteRead(fx, 'mains', M0 + k))).toEqual(before);
    expect(fx.reader.day(MONITOR, dayOf(H))).toEqual(dayBefore);
  });
});

describe('retention', () => {
  it('raw blocks older than the window go at a later pack; minute rollups stay; older samples are refused', () => {
    const T = Date.UTC(2026, 3, 20, 12);
    const fx = open(T, { retentionDays: 1 });
    const oldMin = (T - 23 * 3_600_000) / 60_000;
    fx.store.ingest(MONITOR, minuteOf(oldMin, (s) => ({ mains: 400 + s })));
    fx.store.flush();
    expect(rawBlocks(fx.db, fx.meta).has(oldMin)).toBe(true);
    const before = minuteRead(fx, 'mains', oldMin, T);

    const tooOld: Sample = { t: T - 25 * 3_600_000, values: { mains: 1 } };
    expect(fx.store.ingest(MONITOR, [tooOld])).toEqual({ accepted: 0, duplicates: 0, refused: 1, reason: 'instant is older than the raw retention window' });
    expect(fx.store.stats.refusedByReason['instant is older than the raw retention window']).toBe(1);

    // Two hours later the old minute is 25 hours old: the next pack sweeps its block.
    fx.clock.now = T + 2 * 3_600_000;
    const nowMin = fx.clock.now / 60_000;
    fx.store.ingest(MONITOR, minuteOf(nowMin - 2, (s) => ({ mains: 700 + s })));
    expect(rawBlocks(fx.db, fx.meta).has(oldMin)).toBe(true);
    fx.store.flush();
    const blocks = rawBlocks(fx.db, fx.meta);
    expect(blocks.has(oldMin)).toBe(false);
    expect(blocks.has(nowMin - 2)).toBe(true);
    expect(count(fx.db, 'measured_raw')).toBe(1);
    // The minute rollups of the swept minute stay, and so does its day.
    const after = minuteRead(fx, 'mains', oldMin, fx.clock.now);
    expect(after).toEqual(before);
    expect(after.coveredMs).toBe(60_000);
    expect(mainsDay(fx, fx.reader.day(MONITOR, dayOf(oldMin * 60_000))!).coveredMs).toBe(60_000);
    // A sample late by more than the window is refused; a duplicate of a swept minute is therefore never stored again.
    expect(fx.store.ingest(MONITOR, minuteOf(oldMin, () => ({ mains: 1 }))).refused).toBe(60);
    expect(count(fx.db, 'measured_journal')).toBe(0);
  });
});

describe('daylight-saving days', () => {
  const cases = [
    { name: '2026-03-08 (23 hours)', noon: Date.UTC(2026, 2, 8, 16), now: Date.UTC(2026, 2, 12), lengthMin: 1380 },
    { name: '2026-11-01 (25 hours)', noon: Date.UTC(2026, 10, 1, 17), now: Date.UTC(2026, 10, 5), lengthMin: 1500 },
  ];
  it.each(cases)('$name rolls into a day of its length, from minute aggregates and from samples', ({ noon, now, lengthMin }) => {
    const fx = open(now);
    const day = dayOf(noon);
    expect(day.lengthMin).toBe(lengthMin);
    const hours = lengthMin / 60;
    // Local hour h draws 100·(h+1) W: hour h is 100·(h+1) Wh.
    const watts = (k: number) => 100 * (Math.floor(k / 60) + 1);
    const aggregates: MinuteAggregate[] = Array.from({ length: lengthMin }, (_, k) => ({ minute: day.startMin + k, values: { mains: { mean: watts(k) } }, count: 60 }));
    fx.store.applyBackfill(MONITOR, day.startMs, day.endMs, { minutes: aggregates });

    // A second monitor whose meter logs one sample a minute (native interval 60 s): live samples.
    fx.store.declare(2, { sourceKind: 'test', nativeIntervalMs: 60_000, timeZone: ZONE, channels: [{ key: 'mains', kind: 'mains' }] });
    const samples: Sample[] = Array.from({ length: lengthMin }, (_, k) => ({ t: (day.startMin + k) * 60_000, values: { mains: watts(k) } }));
    for (let i = 0; i < samples.length; i += 90) expect(fx.store.ingest(2, samples.slice(i, i + 90)).accepted).toBe(Math.min(90, samples.length - i));
    fx.store.flush();

    const expectedWh = (100 * hours * (hours + 1)) / 2;
    for (const monitor of [MONITOR, 2]) {
      const d = fx.reader.day(monitor, day)!;
      expect(d.lengthMin).toBe(lengthMin);
      expect(d.knownMin).toBe(lengthMin);
      const mains = d.channels.get(0)!;
      expect(mains.hourWh).toHaveLength(hours);
      expect(mains.hourCoveredMs).toHaveLength(hours);
      expect([...mains.hourWh].map((x) => Math.round(x * 1e6) / 1e6)).toEqual(Array.from({ length: hours }, (_, h) => 100 * (h + 1)));
      expect([...mains.hourCoveredMs]).toEqual(Array(hours).fill(3_600_000));
      expect([...mains.hourWh].reduce((a, b) => a + b, 0)).toBeCloseTo(mains.energyWh, 9);
      expect(mains.energyWh).toBeCloseTo(expectedWh, 6);
      expect(mains.coveredMs).toBe(lengthMin * 60_000);
      expect(mains.count).toBe(monitor === MONITOR ? lengthMin * 60 : lengthMin);
    }
    // Back-filled aggregates are of quality 'backfilled'; live samples 'measured'.
    expect(fx.reader.day(MONITOR, day)!.channels.get(0)!.qmask).toBe(1 << 3);
    expect(fx.reader.day(2, day)!.channels.get(0)!.qmask).toBe(1 << 0);
  });
});

describe('qualities', () => {
  it('each quality is kept beside its value in the raw block, and the minute’s qmask has its bits', () => {
    const fx = open();
    const t0 = M0 * 60_000;
    const samples: Sample[] = [
      { t: t0, values: { mains: 100, solar: 1 } },
      { t: t0 + 1000, values: { mains: 101, solar: 2 }, quality: 'measured', qualities: { solar: 'interpolated' } },
      { t: t0 + 2000, values: { mains: 102, solar: 3 }, quality: 'measured' },
      // Minute 1: held, interpolated and back-filled mains; solar's per-value quality differs.
      { t: t0 + 60_000, values: { mains: 200, solar: 4 }, quality: 'held' },
      { t: t0 + 61_000, values: { mains: 201, solar: 5 }, quality: 'interpolated', qualities: { solar: 'measured' } },
      { t: t0 + 62_000, values: { mains: 202, solar: 6 }, quality: 'backfilled', qualities: { mains: 'held' } },
      { t: t0 + 63_000, values: { mains: 203 }, quality: 'backfilled' },
    ];
    fx.store.ingest(MONITOR, samples);
    fx.store.flush();
    const blocks = rawBlocks(fx.db, fx.meta);
    const q = (m: number, key: string) => [...blocks.get(m)!.channels.get(idxOf(fx, key))!.q];
    const v = (m: number, key: string) => [...blocks.get(m)!.channels.get(idxOf(fx, key))!.v];
    // Codes: measured 0, held 1, interpolated 2, backfilled 3.
    expect(q(M0, 'mains')).toEqual([0, 0, 0]);
    expect(q(M0, 'solar')).toEqual([0, 2, 0]);
    expect(q(M0 + 1, 'mains')).toEqual([1, 2, 1, 3]);
    expect(q(M0 + 1, 'solar')).toEqual([1, 0, 3, 0]);
    expect(v(M0 + 1, 'solar')).toEqual([4, 5, 6, NaN]);
    expect(blocks.get(M0)!.channels.has(idxOf(fx, 'device:d1'))).toBe(false);

    expect(minuteRead(fx, 'mains', M0).qmask).toBe(0b0001);
    expect(minuteRead(fx, 'solar', M0).qmask).toBe(0b0101);
    expect(minuteRead(fx, 'mains', M0 + 1).qmask).toBe(0b1110);
    expect(minuteRead(fx, 'solar', M0 + 1).qmask).toBe(0b1011);
    const day = fx.reader.day(MONITOR, dayOf(H))!;
    expect(day.channels.get(idxOf(fx, 'mains'))!.qmask).toBe(0b1111);
    expect(day.channels.get(idxOf(fx, 'solar'))!.qmask).toBe(0b1111);

    // A back-filled sample (store.applyBackfill) keeps its quality too.
    fx.store.applyBackfill(MONITOR, (M0 + 5) * 60_000, (M0 + 6) * 60_000, { samples: [{ t: (M0 + 5) * 60_000 + 7000, values: { mains: 5 }, quality: 'backfilled' }] });
    expect([...rawBlocks(fx.db, fx.meta).get(M0 + 5)!.channels.get(idxOf(fx, 'mains'))!.q]).toEqual([3]);
    expect(minuteRead(fx, 'mains', M0 + 5)).toMatchObject({ qmask: 0b1000, state: MINUTE_DATA | MINUTE_ASKED, coveredMs: 1000 });
  });
});

describe('bad input', () => {
  it('is refused, counted and logged by its reason, and never stored', () => {
    const fx = open();
    const t = M0 * 60_000;
    const SECRET = 98765.4321;
    const bad: [Sample, string][] = [
      [{ t, values: { mains: NaN } }, 'value of "mains" is not a finite number'],
      [{ t: t + 1000, values: { mains: Infinity } }, 'value of "mains" is not a finite number'],
      [{ t: t + 2000, values: { solar: -Infinity } }, 'value of "solar" is not a finite number'],
      // Finite but beyond what a block can encode (it would garble the block's other values).
      [{ t: t + 2500, values: { solar: 1e300 } }, 'value of "solar" is out of range'],
      [{ t: t + 2600, values: { mains: -2e9 } }, 'value of "mains" is out of range'],
      [{ t: NOW + FUTURE_SLACK_MS + 1, values: { mains: SECRET } }, 'instant is in the future'],
      [{ t: t + 3000, values: { mains: 5, 'device:nope': SECRET } }, 'channel "device:nope" was never declared'],
      [{ t: t + 4000, values: { mains: SECRET }, quality: 'guessed' as never }, 'quality "guessed" is unknown'],
      [{ t: t + 5000, values: { mains: SECRET }, qualities: { mains: 'made-up' as never } }, 'quality "made-up" is unknown'],
      // Names an object has by inheritance are not qualities either.
      [{ t: t + 6000, values: { mains: SECRET }, quality: 'constructor' as never }, 'quality "constructor" is unknown'],
      [{ t: t + 7000, values: { mains: SECRET }, qualities: { mains: 'toString' as never } }, 'quality "toString" is unknown'],
      [{ t: t + 8.5, values: { mains: SECRET } }, 'instant is not a whole number of milliseconds'],
      [{ t: t + 9000, values: {} }, 'sample has no values'],
    ];
    const good: Sample = { t: t + 10_000, values: { mains: 42 } };
    const r = fx.store.ingest(MONITOR, [...bad.map(([s]) => s), good]);
    expect(r).toEqual({ accepted: 1, duplicates: 0, refused: bad.length, reason: bad[0]![1] });
    const byReason: Record<string, number> = {};
    for (const [, why] of bad) byReason[why] = (byReason[why] ?? 0) + 1;
    expect(fx.store.stats.refusedByReason).toEqual(byReason);
    expect(fx.store.stats.refused).toBe(bad.length);
    // The instant just inside the slack is fine.
    expect(fx.store.ingest(MONITOR, [{ t: NOW + FUTURE_SLACK_MS, values: { mains: 1 } }]).accepted).toBe(1);

    // One log line per reason (a flood is not repeated within a minute), with the reason and never a value.
    expect(fx.logs).toHaveLength(Object.keys(byReason).length);
    for (const why of Object.keys(byReason)) expect(fx.logs.filter((l) => l.includes(why))).toHaveLength(1);
    for (const line of fx.logs) {
      expect(line).toMatch(/^measured: monitor 1: sample refused: /);
      for (const leak of ['98765', 'NaN', 'Infinity', 'e+300', '2000000000', String(NOW + FUTURE_SLACK_MS + 1), String(t + 8.5)]) expect(line).not.toContain(leak);
    }
    fx.store.ingest(MONITOR, [{ t, values: { mains: NaN } }]);
    expect(fx.logs).toHaveLength(Object.keys(byReason).length);
    fx.clock.now += 60_000;
    fx.store.ingest(MONITOR, [{ t, values: { mains: NaN } }]);
    expect(fx.logs).toHaveLength(Object.keys(byReason).length + 1);

    // Never stored: the journal and the raw blocks hold the two good samples only.
    expect(count(fx.db, 'measured_journal') + count(fx.db, 'measured_raw')).toBe(2);
    fx.store.flush();
    expect(count(fx.db, 'measured_journal')).toBe(0);
    const stored = storedSeries(fx.db, fx.meta, 'mains');
    expect(stored.map((x) => x.t)).toEqual([good.t, NOW + FUTURE_SLACK_MS]);
    expect(storedSeries(fx.db, fx.meta, 'solar').map((x) => x.t)).toEqual([]);
    expect(fx.db.prepare('SELECT refused FROM measured_monitors WHERE monitor_id = ?').pluck().get(MONITOR)).toBe(bad.length + 2);

    // A monitor never declared: every sample refused.
    expect(fx.store.ingest(77, [good])).toEqual({ accepted: 0, duplicates: 0, refused: 1, reason: 'monitor has no declared source' });
    expect(count(fx.db, 'measured_journal')).toBe(0);
  });
});

describe('reader back-fill', () => {
  /** A source that knows every minute as an aggregate, except during its outage. */
  function filler(outage: [number, number]) {
    const calls: [number, number, string][] = [];
    const f: Filler = {
      resolution: 'minute',
      read(fromMs, toMs, resolution): Backfill {
        calls.push([fromMs / 60_000 - M0, toMs / 60_000 - M0, resolution]);
        const minutes: MinuteAggregate[] = [];
        for (let m = Math.ceil(fromMs / 60_000); m < toMs / 60_000; m++) {
          if (m >= M0 + outage[0] && m < M0 + outage[1]) continue;
          minutes.push({ minute: m, values: { mains: { mean: 1000 + (m - M0), min: 900, max: 1100 + (m - M0) } }, count: 60 });
        }
        return { minutes };
      },
    };
    return { f, calls };
  }

  it('fills unknown minutes, leaves an outage a known gap, and is kept so the source is not asked again', () => {
    const fx = open();
    // Minutes 0-4 were heard live.
    for (let k = 0; k < 5; k++) fx.store.ingest(MONITOR, minuteOf(M0 + k, () => ({ mains: 500 })));
    fx.store.flush();
    const { f, calls } = filler([10, 15]);
    const w = fx.reader.window(MONITOR, H, H + 30 * 60_000, { nowMs: NOW, fill: f })!;
    // One read for the unknown run 5-30 (minutes 0-4 are known).
    expect(calls).toEqual([[5, 30, 'minute']]);
    expect(w.unknownMinutes).toBe(0);
    for (let k = 0; k < 30; k++) {
      const m = M0 + k;
      const at = w.minute('mains', m)!;
      const state = w.pages.state(m);
      const cov = at.c.coveredMs[at.i];
      if (k < 5) expect([k, state, cov, at.c.mean[at.i]]).toEqual([k, MINUTE_DATA, 60_000, 500]);
      else if (k >= 10 && k < 15) {
        // The outage: asked, nothing there: a gap for good.
        expect([k, state, cov, at.c.count[at.i]]).toEqual([k, MINUTE_ASKED, 0, 0]);
        expect(at.c.mean[at.i]).toBeNaN();
      } else {
        expect([k, state, cov, at.c.mean[at.i], at.c.min[at.i], at.c.max[at.i], at.c.qmask[at.i], at.c.count[at.i]]).toEqual([k, MINUTE_DATA | MINUTE_ASKED, 60_000, 1000 + k, 900, 1100 + k, 1 << 3, 60]);
      }
    }
    // Nothing is written by the reader; the writer keeps what it prepared.
    const hoursBefore = hourPages(fx.db).get(Math.floor(M0 / 60))!;
    expect(hoursBefore.state[M0 % 60 + 5]).toBe(MINUTE_UNKNOWN);
    const prepared = fx.reader.prepared();
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.monitorId).toBe(MONITOR);
    expect(prepared[0]!.hours.length).toBeGreaterThan(0);
    expect(fx.reader.prepared()).toEqual([]);
    fx.store.applyPrepared(prepared);
    const stored = hourPages(fx.db).get(Math.floor(M0 / 60))!;
    expect(stored.state[(M0 % 60) + 5]).toBe(MINUTE_DATA | MINUTE_ASKED);
    expect(stored.state[(M0 % 60) + 12]).toBe(MINUTE_ASKED);
    expect(stored.state[(M0 % 60) + 2]).toBe(MINUTE_DATA);

    // A second window (a new reader, as another thread would be) does not ask for those minutes again.
    fx.reopen();
    const again = fx.reader.window(MONITOR, H, H + 30 * 60_000, { nowMs: NOW, fill: f })!;
    expect(calls).toHaveLength(1);
    expect(again.unknownMinutes).toBe(0);
    expect(again.minute('mains', M0 + 7)!.c.mean[(M0 % 60) + 7]).toBe(1007);
    expect(fx.reader.prepared()).toEqual([]);
    // A wider window asks only for what is new.
    fx.reader.window(MONITOR, H, H + 40 * 60_000, { nowMs: NOW, fill: f });
    expect(calls).toEqual([
      [5, 30, 'minute'],
      [30, 40, 'minute'],
    ]);

    // The day counts the back-filled minutes and knows the outage minutes (known, no data).
    fx.store.applyPrepared(fx.reader.prepared());
    fx.store.flush();
    const day = fx.reader.day(MONITOR, dayOf(H))!;
    expect(day.knownMin).toBe(40);
    const mains = mainsDay(fx, day);
    expect(mains.coveredMs).toBe(35 * 60_000);
    let wh = 5 * 500 / 60;
    for (let k = 5; k < 40; k++) if (k < 10 || k >= 15) wh += (1000 + k) / 60;
    expect(mains.energyWh).toBeCloseTo(wh, 6);
  });

  it('samples stored live meanwhile win over what a reader prepared', () => {
    const fx = open();
    const { f } = filler([0, 0]);
    fx.reader.window(MONITOR, H, H + 5 * 60_000, { nowMs: NOW, fill: f });
    const prepared = fx.reader.prepared();
    // Minute 2 was heard live before the prepared pages came back.
    fx.store.ingest(MONITOR, minuteOf(M0 + 2, () => ({ mains: 300 })));
    fx.store.flush();
    fx.store.applyPrepared(prepared);
    const r = minuteRead(fx, 'mains', M0 + 2);
    expect([r.mean, r.count, r.state & MINUTE_DATA]).toEqual([300, 60, MINUTE_DATA]);
    expect(minuteRead(fx, 'mains', M0 + 1).mean).toBe(1001);
  });

  it('a thread’s native back-fill over minutes held as means is kept as the thread sent it, equal to the same samples written here', () => {
    const span = 90;
    const native: Filler = {
      resolution: 'native',
      read(fromMs, toMs) {
        const samples: Sample[] = [];
        for (let ms = Math.ceil(fromMs / 1000) * 1000; ms < toMs; ms += 1000) {
          // Two minutes the source kept no samples of.
          if (ms >= H + 40 * 60_000 && ms < H + 42 * 60_000) continue;
          samples.push({ t: ms, values: { mains: 600 + ((ms / 1000) % 37) * 10.5, solar: (ms / 1000) % 11 }, quality: 'backfilled' });
        }
        return { samples };
      },
    };
    const [a, b] = [open(), open()];
    for (const fx of [a, b]) {
      // The hours first held as minute means (a trend's warm-up back-fill), one minute heard live.
      fx.reader.window(MONITOR, H, H + span * 60_000, { nowMs: NOW, fill: filler([0, 0]).f });
      fx.store.applyPrepared(fx.reader.prepared());
      fx.store.ingest(MONITOR, minuteOf(M0 + 70, () => ({ mains: 321 })));
      fx.store.flush();
    }
    // a: a pool thread's reader reads the samples; the writer keeps what it prepared.
    a.reader.window(MONITOR, H, H + span * 60_000, { nowMs: NOW, fill: native, rows: true });
    const prepared = a.reader.prepared();
    expect(prepared[0]!.raw.length).toBeGreaterThan(60);
    a.store.applyPrepared(prepared);
    // b: the same samples written by the writer itself, minute by minute as a window asks them.
    b.reader.window(MONITOR, H, H + span * 60_000, { nowMs: NOW, fill: native, rows: true });
    const viaMain = b.reader.prepared();
    for (const p of viaMain) for (const r of p.raw) b.store.applyBackfill(MONITOR, r.minute * 60_000, (r.minute + 1) * 60_000, native.read(r.minute * 60_000, (r.minute + 1) * 60_000, 'native'));
    a.store.flush();
    b.store.flush();
    const blocksA = rawBlocks(a.db, a.meta);
    const blocksB = rawBlocks(b.db, b.meta);
    expect([...blocksA.keys()]).toEqual([...blocksB.keys()]);
    for (const [m, blk] of blocksA) expect([m - M0, blk.t]).toEqual([m - M0, blocksB.get(m)!.t]);
    for (const k of [0, 39, 40, 43, 70, 89]) {
      const [ra, rb] = [minuteRead(a, 'mains', M0 + k), minuteRead(b, 'mains', M0 + k)];
      expect([k, ra.mean, ra.min, ra.max, ra.coveredMs, ra.count, ra.state & MINUTE_DATA]).toEqual([k, rb.mean, rb.min, rb.max, rb.coveredMs, rb.count, rb.state & MINUTE_DATA]);
    }
    // The live minute kept its own samples; a minute the native read lacks keeps its means; the rest are
    // the samples now, not the means.
    expect(minuteRead(a, 'mains', M0 + 70).mean).toBe(321);
    expect(minuteRead(a, 'mains', M0 + 41).mean).toBe(1041);
    expect(minuteRead(a, 'mains', M0 + 5).max).toBeGreaterThan(900);
    const day = a.reader.day(MONITOR, dayOf(H))!;
    const dayB = b.reader.day(MONITOR, dayOf(H))!;
    expect(mainsDay(a, day).energyWh).toBeCloseTo(mainsDay(b, dayB).energyWh, 6);
  });
});

describe('reader back-fill at the native rate', () => {
  it('fills unknown minutes, the unheard part of a minute and the current minute up to now; bad samples stay out', () => {
    const nowMs = H + 10 * 60_000 + 30_000;
    const fx = open(nowMs);
    // Minute 2 heard live for its first half only.
    fx.store.ingest(MONITOR, minuteOf(M0 + 2, () => ({ mains: 500 })).slice(0, 30));
    fx.store.flush();
    const calls: [number, number][] = [];
    const bad = (ms: number): Sample[] => [
      { t: ms + 100, values: { mains: Infinity }, quality: 'backfilled' },
      { t: ms + 200, values: { mains: NaN }, quality: 'backfilled' },
      { t: ms + 300, values: { mains: 1e300 }, quality: 'backfilled' },
      { t: ms + 400, values: { 'device:nope': 1 }, quality: 'backfilled' },
      { t: ms + 500, values: { mains: 1 }, quality: 'bogus' as never },
      { t: ms + 600, values: { mains: 1 }, qualities: { mains: 'constructor' as never } },
      { t: ms + 700.5, values: { mains: 1 } },
      { t: ms + 800, values: {} },
    ];
    const f: Filler = {
      resolution: 'native',
      read(fromMs, toMs, resolution) {
        expect(resolution).toBe('native');
        calls.push([fromMs, toMs]);
        const samples: Sample[] = [];
        for (let ms = Math.ceil(fromMs / 1000) * 1000; ms < toMs; ms += 1000) samples.push({ t: ms, values: { mains: 700 }, quality: 'backfilled' });
        return { samples: [...samples, ...bad(fromMs)] };
      },
    };
    const w = fx.reader.window(MONITOR, H, nowMs, { nowMs, fill: f, rows: true })!;
    // Minutes 0-9 in one read (unknown, unknown, heard in part, unknown...), then the current minute up to now.
    expect(calls).toEqual([
      [H, H + 10 * 60_000],
      [H + 10 * 60_000, nowMs],
    ]);
    const rows = (m: number) => w.pages.rows(m).map((r) => [r.t - m * 60_000, r.v[0], r.q[0]]);
    expect(rows(M0 + 2)).toEqual(Array.from({ length: 60 }, (_, s) => (s < 30 ? [s * 1000, 500, 0] : [s * 1000, 700, 3])));
    expect(rows(M0)).toEqual(Array.from({ length: 60 }, (_, s) => [s * 1000, 700, 3]));
    expect(rows(M0 + 10)).toEqual(Array.from({ length: 30 }, (_, s) => [s * 1000, 700, 3]));
    expect(w.minute('mains', M0 + 2)!.c.coveredMs[2]).toBe(60_000);
    expect(w.minute('mains', M0 + 2)!.c.qmask[2]).toBe(0b1001);

    fx.store.applyPrepared(fx.reader.prepared());
    const blocks = rawBlocks(fx.db, fx.meta);
    expect([...blocks.keys()]).toEqual(Array.from({ length: 11 }, (_, k) => M0 + k));
    for (const [m, b] of blocks) expect([m - M0, b.t.length, b.t.every((x) => x % 1000 === 0)]).toEqual([m - M0, m === M0 + 10 ? 30 : 60, true]);
    expect(hourPages(fx.db).get(M0 / 60)!.state[2]).toBe(MINUTE_DATA | MINUTE_ASKED);
    // Read again: nothing more is asked of the source but the current minute's rest.
    fx.reopen();
    fx.reader.window(MONITOR, H, nowMs, { nowMs, fill: f, rows: true });
    expect(calls).toHaveLength(2);
  });
});

describe('figures from minute rollups equal those from the samples', () => {
  it('a day of 1 Hz samples: the day energy and every minute’s min, max and mean', () => {
    const day = dayOf(Date.UTC(2026, 3, 9, 16));
    expect(day.lengthMin).toBe(1440);
    const fx = open(day.endMs + 3 * 3_600_000);
    const samples: Sample[] = [];
    for (let k = 0; k < 86_400; k++) {
      // A few samples lost on the way (bridged when 2 s apart); half a second off the second, so each
      // minute's last sample holds into the next minute.
      if (k % 997 === 0 || (k > 40_000 && k < 40_030)) continue;
      const values: Record<string, number> = { mains: q10(1500 + 700 * Math.sin(k / 300) + (k % 7) * 13.3) };
      if (k >= 6 * 3600 && k < 19 * 3600) values.solar = q10(Math.max(0, 3000 * Math.sin(((k - 6 * 3600) / (13 * 3600)) * Math.PI)));
      if (k % 3 === 0) values['device:d1'] = q10(80 + (k % 11) * 4.4);
      samples.push({ t: day.startMs + k * 1000 + 500, values });
    }
    for (let i = 0; i < samples.length; i += 60) fx.store.ingest(MONITOR, samples.slice(i, i + 60));
    fx.store.flush();
    const got = fx.reader.day(MONITOR, day)!;
    const w = fx.reader.window(MONITOR, day.startMs, day.endMs, { nowMs: fx.clock.now })!;
    for (const key of ['mains', 'solar', 'device:d1']) {
      const ref = refMinutes(pointsOf(samples, key));
      let wh = 0;
      let whAsStored = 0;
      let covered = 0;
      for (let m = day.startMin; m < day.startMin + day.lengthMin; m++) {
        const e = ref.get(m);
        if (e) {
          wh += e.wh;
          whAsStored += (Math.fround(e.mean) * e.coveredMs) / 3_600_000;
          covered += e.coveredMs;
        }
        const at = w.minute(key, m);
        if (!e || !at) {
          // Not covered by the samples: nothing stored (solar's night hours have no columns at all).
          expect([key, m, at ? at.c.coveredMs[at.i] : 0, e?.coveredMs ?? 0]).toEqual([key, m, 0, 0]);
          continue;
        }
        const cov = at.c.coveredMs[at.i]!;
        if (cov !== e.coveredMs || at.c.count[at.i] !== e.count || at.c.min[at.i] !== Math.fround(e.min) || at.c.max[at.i] !== Math.fround(e.max)) {
          expect([key, m, cov, at.c.count[at.i], at.c.min[at.i], at.c.max[at.i]]).toEqual([key, m, e.coveredMs, e.count, Math.fround(e.min), Math.fround(e.max)]);
        }
        // The time-weighted mean, as a 32-bit float.
        if (at.c.mean[at.i] !== Math.fround(e.mean)) expect([key, m, at.c.mean[at.i]]).toEqual([key, m, Math.fround(e.mean)]);
      }
      const d = got.channels.get(idxOf(fx, key))!;
      // Minute means are kept as 32-bit floats: the day is the sum of the minutes as stored, to 1e-6 Wh...
      expect(Math.abs(d.energyWh - whAsStored)).toBeLessThan(1e-6);
      // ...and that sum is the samples' own to a few parts in 10^9 (on this 37 kWh day, 7 µWh: a millisecond
      // of mains lost anywhere would be 400 µWh).
      expect(Math.abs(d.energyWh - wh)).toBeLessThan(4e-9 * wh);
      expect(d.coveredMs).toBe(covered);
    }
  }, 120_000);
});

describe('upkeep', () => {
  it('maintain() packs a quiet monitor’s open minute, which later samples still join; it rolls a day once the day is over', () => {
    const fx = open(H);
    const samples = minuteOf(M0, (s) => ({ mains: 200 + s }));
    for (const s of samples.slice(0, 30)) {
      fx.clock.now = s.t + 150;
      fx.store.ingest(MONITOR, [s]);
    }
    fx.store.maintain();
    expect(fx.store.journalRows()).toBe(30);
    // Five seconds without a sample: the open minute is packed.
    fx.clock.now += 5_000;
    fx.store.maintain();
    expect(fx.store.journalRows()).toBe(0);
    expect(rawBlocks(fx.db, fx.meta).get(M0)!.t).toHaveLength(30);
    for (const s of samples.slice(30)) {
      fx.clock.now = s.t + 150;
      expect(fx.store.ingest(MONITOR, [s, samples[10]!])).toEqual({ accepted: 1, duplicates: 1, refused: 0 });
    }
    fx.clock.now += 5_000;
    fx.store.maintain();
    expect(rawBlocks(fx.db, fx.meta).get(M0)!.t).toEqual(samples.map((s) => s.t));
    expect(minuteRead(fx, 'mains', M0, fx.clock.now)).toMatchObject({ coveredMs: 60_000, count: 60, min: 200, max: 259 });
    expect(fx.store.stats).toMatchObject({ accepted: 60, duplicates: 30, refused: 0 });

    // The day is not over: it stays dirty (a reader rolls it when asked); once over, maintain() rolls it.
    const day = dayOf(H);
    expect(count(fx.db, 'measured_dirty_days')).toBe(1);
    const asked = fx.reader.day(MONITOR, day);
    expect(mainsDay(fx, asked!).coveredMs).toBe(60_000);
    fx.clock.now = day.endMs + 1;
    fx.store.maintain();
    expect(count(fx.db, 'measured_dirty_days')).toBe(0);
    expect(count(fx.db, 'measured_days')).toBe(1);
    expect(fx.reader.day(MONITOR, day)).toEqual(asked);
  });
});

describe('recovery', () => {
  it('a restart packs what the journal holds, and the rollups agree with it', () => {
    const dir = tmpDir();
    const fx = open(NOW, { dir });
    for (let k = 0; k < 3; k++) fx.store.ingest(MONITOR, minuteOf(M0 + k, (s) => ({ mains: 100 + s })));
    const journalled = fx.store.journalRows();
    expect(journalled).toBeGreaterThan(0);
    const before = fx.reader.day(MONITOR, dayOf(H));
    fx.reopen();
    expect(fx.store.journalRows()).toBe(0);
    expect(storedSeries(fx.db, fx.meta, 'mains').map((x) => x.t)).toHaveLength(180);
    // The day is dirty until the upkeep rolls it (a reader rolls it itself meanwhile).
    expect(fx.reader.day(MONITOR, dayOf(H))).toEqual(before);
    fx.store.rollDirtyDays();
    expect(count(fx.db, 'measured_dirty_days')).toBe(0);
    expect(fx.reader.day(MONITOR, dayOf(H))).toEqual(before);
    expect(mainsDay(fx, before!).energyWh).toBeCloseTo(refEnergyWh(pointsOf([0, 1, 2].flatMap((k) => minuteOf(M0 + k, (s) => ({ mains: 100 + s }))), 'mains')), 9);
  });
});

void NATIVE_MS;
