import type { Sample } from '../../../../server/src/sources/types';

/** The crash test's clock and samples, shared by the test and the child process it kills. */
export const CRASH_NOW = Date.UTC(2026, 5, 2, 12);
export const CRASH_START = CRASH_NOW - 20 * 3_600_000;
/** Samples per ingest() call: at most this many can be lost, and only unacknowledged. */
export const CRASH_BATCH = 25;
export const CRASH_MAX = 30_000;

/**
 * Sample i: about 1 Hz with up to 0.4 s of jitter (always within two native intervals of the one before),
 * values off the store's 0.1 W quantum; solar every other sample, a device three samples in seven.
 */
export function crashSample(i: number): Sample {
  const values: Record<string, number> = { mains: 1000 + 500 * Math.sin(i / 50) + 0.0137 * i };
  if (i % 2 === 0) values.solar = 2000 + 3.33 * (i % 17);
  if (i % 7 < 3) values['device:d5'] = 120.05 + (i % 13);
  return { t: CRASH_START + i * 1000 + ((i * 7919) % 400), values };
}
