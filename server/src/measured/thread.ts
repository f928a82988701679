import type { MonitorProfile } from '../contracts';
import type { Filler, MeasuredReader, StoreWindow } from './reader';
import type { Prepared } from './store';

/**
 * This thread's reader of the measured store, and where what it fills from a source goes: in the main
 * thread straight to the store's writer; in a pool thread back to the main thread with the job's reply
 * (workers/worker.ts), since only the main thread writes the file.
 */
let reader: MeasuredReader | null = null;
let sink: ((prepared: Prepared[]) => void) | null = null;
let fillers: ((profile: MonitorProfile) => Filler | null) | null = null;

/**
 * Sets this thread's reader, where what it fills goes, and how a monitor's source back-fills (set by the
 * core, app.ts and workers/worker.ts, from server/src/sources: the store never imports a source).
 */
export function setMeasuredReader(r: MeasuredReader | null, keep: ((prepared: Prepared[]) => void) | null, fillerOf?: (profile: MonitorProfile) => Filler | null): void {
  reader = r;
  sink = keep;
  fillers = fillerOf ?? null;
}

/**
 * What a figure reads: the store's window of [fromMs, toMs) for a monitor, the source asked (through
 * the store) for what was never heard up to nowMs; what that filled is kept. Null without a store.
 */
export function storeWindow(profile: MonitorProfile, fromMs: number, toMs: number, nowMs: number, need: { rows?: boolean; extremes?: boolean } = {}): StoreWindow | null {
  if (!reader) return null;
  const win = reader.window(profile.id, fromMs, toMs, { nowMs, fill: fillers?.(profile) ?? null, ...need });
  keepFilled();
  return win;
}

export const measuredReader = (): MeasuredReader | null => reader;

/**
 * A cache key of a monitor's local day: `${base}#${dayNo}`, with the store's version of that day when
 * this thread reads a store (data heard late for a day makes it a new key).
 */
export function versionedDayKey(monitorId: number, base: string, dayNo: number): string {
  return reader ? `${base}#${dayNo}#v${reader.dayVersion(monitorId, dayNo)}` : `${base}#${dayNo}`;
}

/** Hands what the reader filled to the writer (or the reply), if anything. */
export function keepFilled(): void {
  if (!reader || !sink) return;
  const out = reader.prepared();
  if (out.length) sink(out);
}

/** Keeps pages a pool thread filled (the main thread's sink: the store's writer). */
export function keepPrepared(prepared: Prepared[]): void {
  if (prepared.length && sink) sink(prepared);
}
