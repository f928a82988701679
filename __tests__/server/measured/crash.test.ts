/** @jest-environment node */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '../../../server/src/db/database';
import { calendarFor } from '../../../server/src/time/calendar';
import { CRASH_BATCH, CRASH_NOW, crashSample } from './support/crashSamples';
import { count, hourPages, MONITOR, openFixture, q10, refMinutes, storedSeries, tmpDir, ZONE } from './support/fixture';

const CHILD = path.join(__dirname, 'support', 'crashChild.cjs');

/**
 * Runs the child on a data folder and kills it with SIGKILL (a few ms after) it has acknowledged at least
 * `killAfter` samples. Returns the last count it printed: every one of those samples was acknowledged.
 */
function ingestUntilKilled(dir: string, killAfter: number, delayMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let acked = 0;
    let killing = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const lines = out.split('\n');
      out = lines.pop()!;
      for (const line of lines) if (/^\d+$/.test(line)) acked = Math.max(acked, Number(line));
      if (!killing && (acked >= killAfter || lines.includes('done'))) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (signal === 'SIGKILL') resolve(acked);
      else reject(new Error(`the child ended by itself (${code}): ${err}`));
    });
  });
}

const KEYS = ['mains', 'solar', 'device:d5'] as const;

describe('a crash', () => {
  // Killed at three points: early, after an hour and a half of samples, and later (each a few ms after an
  // acknowledgement, so mostly inside the next ingest: its journal transaction or a pack).
  it.each([
    [1_200, 0],
    [5_400, 2],
    [9_000, 5],
  ])('killed after %i acknowledged samples (+%i ms): every acknowledged sample is stored, and the rollups agree with them', async (killAfter, delayMs) => {
    const dir = tmpDir();
    const acked = await ingestUntilKilled(dir, killAfter, delayMs);
    expect(acked).toBeGreaterThanOrEqual(killAfter);

    // What the crash left: the open minute's samples (at least) in the journal, not yet packed.
    const before = openDatabase(dir);
    const journalled = count(before, 'measured_journal');
    before.close();
    expect(journalled).toBeGreaterThan(0);

    // A new store on the folder: its constructor packs what the journal holds; the upkeep rolls the dirty days.
    const fx = openFixture(CRASH_NOW, { dir });
    fx.store.rollDirtyDays();
    try {
      expect(fx.store.journalRows()).toBe(0);
      expect(count(fx.db, 'measured_dirty_days')).toBe(0);
      const mains = storedSeries(fx.db, fx.meta, 'mains');
      const stored = mains.length;
      // Every acknowledged sample, and at most the batch in flight (a batch commits whole or not at all).
      expect([acked, acked + CRASH_BATCH]).toContain(stored);
      if (process.env.MEASURED_CRASH_REPORT) console.warn(`crash: acknowledged ${acked}, stored ${stored}, in-flight batch ${stored > acked ? 'kept' : 'lost'} (${CRASH_BATCH})`);
      const samples = Array.from({ length: stored }, (_, i) => crashSample(i));
      for (const key of KEYS) {
        const want = samples.filter((s) => s.values[key] !== undefined).map((s) => ({ t: s.t, v: q10(s.values[key]!) }));
        const got = storedSeries(fx.db, fx.meta, key);
        expect([key, got.length]).toEqual([key, want.length]);
        expect(got.map(({ t, v }) => ({ t, v }))).toEqual(want);
      }

      // The minute rollups are those of the samples that survived, recomputed from the raw blocks.
      const hours = hourPages(fx.db);
      const firstMin = Math.floor(samples[0]!.t / 60_000);
      const lastMin = Math.floor(samples[stored - 1]!.t / 60_000);
      for (const key of KEYS) {
        const idx = fx.meta.byKey.get(key)!.idx;
        const ref = refMinutes(storedSeries(fx.db, fx.meta, key));
        for (let m = firstMin; m <= lastMin + 1; m++) {
          const c = hours.get(Math.floor(m / 60))?.channels.get(idx);
          const i = m % 60;
          const e = ref.get(m);
          const got = c ? [key, m, c.coveredMs[i], c.count[i], c.min[i], c.max[i], c.mean[i]] : [key, m, 0, 0, NaN, NaN, NaN];
          const exp = e ? [key, m, e.coveredMs, e.count, Math.fround(e.min), Math.fround(e.max), Math.fround(e.mean)] : [key, m, 0, 0, NaN, NaN, NaN];
          // (Compared one minute at a time only when they differ: thousands of expect() calls are slow.)
          if (got.some((x, k) => !Object.is(x, exp[k]))) expect(got).toEqual(exp);
        }
      }

      // And so are the local days: each is the sum of its minutes.
      const cal = calendarFor(ZONE);
      const days = new Set([cal.dayOf(samples[0]!.t).dayNo, cal.dayOf(samples[stored - 1]!.t).dayNo]);
      for (const dayNo of days) {
        const day = cal.day(dayNo);
        const d = fx.reader.day(MONITOR, day)!;
        for (const key of KEYS) {
          const ref = refMinutes(storedSeries(fx.db, fx.meta, key));
          let wh = 0;
          let covered = 0;
          for (let m = day.startMin; m < day.startMin + day.lengthMin; m++) {
            const e = ref.get(m);
            if (!e) continue;
            wh += (Math.fround(e.mean) * e.coveredMs) / 3_600_000;
            covered += e.coveredMs;
          }
          const dc = d.channels.get(fx.meta.byKey.get(key)!.idx)!;
          expect([key, dayNo, dc.coveredMs]).toEqual([key, dayNo, covered]);
          expect(Math.abs(dc.energyWh - wh)).toBeLessThan(1e-6);
        }
      }
    } finally {
      fx.close();
    }
  }, 180_000);
});
