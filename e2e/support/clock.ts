import type { BrowserContext } from '@playwright/test';

/**
 * Every journey runs at a pinned instant, so none depends on when CI runs. Each server the suite
 * starts gets it as KILOWATCH_NOW (its clock then runs on from there in real time), and each browser
 * context gets the clock of its server installed before its first page, in the demo home's zone.
 *
 * KILOWATCH_E2E_NOW=<ISO instant with offset> moves the whole suite to another instant
 * (`npm run test:e2e:times` runs it at several New York times, see scripts/e2e-times.cjs).
 */

/** Monday 2026-11-23, 10:00 in New York: an ordinary weekday morning. */
export const DEFAULT_E2E_NOW = '2026-11-23T15:00:00.000Z';

/** The demo home's time zone (server/src/seed.ts): the browser's zone in every journey. */
export const E2E_TIME_ZONE = 'America/New_York';

function suiteInstant(): number {
  const raw = process.env.KILOWATCH_E2E_NOW?.trim() || DEFAULT_E2E_NOW;
  const ms = Date.parse(raw);
  if (!/T\d{2}:\d{2}.*(Z|[+-]\d{2}:\d{2})$/i.test(raw) || !Number.isFinite(ms)) {
    throw new Error(`KILOWATCH_E2E_NOW must be an ISO date and time with its offset, e.g. 2026-11-24T04:55:00Z (got "${raw}")`);
  }
  return ms;
}

/** The instant every server of the suite starts its clock at (ms since the epoch). */
export const E2E_NOW = suiteInstant();

/** Something that knows its server clock's time now (a RunningServer). */
export interface ClockSource {
  now(): number;
}

/**
 * Installs the server's clock in the context (all its pages, also those opened later): Date,
 * timers and performance start at the server's time and run on in real time. Call it before the
 * context's first navigation.
 */
export async function pinClock(context: BrowserContext, server: ClockSource): Promise<void> {
  await context.clock.install({ time: server.now() });
}
